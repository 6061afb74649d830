import { z } from 'zod';
import {
  ZCentroidQuery,
  ZExtent,
  ZFieldCentroid,
  ZFieldDescription,
  ZFieldFeatureCollection,
  ZFieldGeoJsonParams,
  ZFieldIdsInput,
  ZFieldNamesInput,
  ZFieldSearchQuery,
  ZFieldSummary,
  ZFieldsExtentInput,
  ZFieldTileParams,
  ZFieldTileQuery,
  ZMapClientParams,
  ZMapFarm,
  ZMapSelectorQuery,
  ZMapSelectorResult,
  ZMapUnitQuery,
  ZUnitExtentParams,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['maps'];
/** Field searches, centroids, extents, GeoJSON and vector tiles of the spec's map section. */
export function mapsRoutes(app: TApi) {
  const maps = app.services.maps;

  app.get(
    '/map/todas-fazendas',
    {
      schema: {
        tags,
        summary: 'Farms of the branch',
        querystring: ZMapUnitQuery,
        response: { 200: z.array(ZMapFarm) },
      },
    },
    async (request) => maps.farms(authOf(request)),
  );
  app.get(
    '/map/busca-talhoes-por-filtro',
    {
      schema: {
        tags,
        summary: 'Fields by farms, zones and name or code',
        querystring: ZFieldSearchQuery,
        response: { 200: z.array(ZFieldSummary) },
      },
    },
    async (request) => maps.searchFields(authOf(request), request.query),
  );
  app.get(
    '/map/descricao-talhoes',
    {
      schema: {
        tags,
        summary: 'Field names of a branch',
        querystring: ZMapUnitQuery,
        response: { 200: z.array(ZFieldDescription) },
      },
    },
    async (request) => maps.descriptions(authOf(request), request.query.unidades),
  );
  for (const path of ['/map/centroids-coordenada-talhoes', '/map/v2/centroids-coordenada-talhoes'] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Field centroids',
          querystring: ZCentroidQuery,
          response: { 200: z.array(ZFieldCentroid) },
        },
      },
      async (request) => maps.centroids(authOf(request), request.query),
    );
  }
  app.get(
    '/map/primeira-coordenada-talhoes',
    {
      schema: {
        tags,
        summary: 'First boundary position of each field',
        querystring: ZMapUnitQuery,
        response: { 200: z.array(ZFieldCentroid) },
      },
    },
    async (request) => maps.firstPositions(authOf(request), request.query.unidades),
  );
  app.get(
    '/map/selector',
    {
      schema: {
        tags,
        summary: 'Map selector: fields by code, name or location (decimal or DMS)',
        querystring: ZMapSelectorQuery,
        response: { 200: ZMapSelectorResult },
      },
    },
    async (request) => maps.select(authOf(request), request.query),
  );
  app.get(
    '/v1/extent/unidade/:client/:unit',
    {
      schema: {
        tags,
        summary: 'Bounding box of the fields of a branch',
        params: ZUnitExtentParams,
        response: { 200: ZExtent },
      },
    },
    async (request) => maps.unitExtent(authOf(request), request.params.client, request.params.unit),
  );
  app.post(
    '/v1/extent/talhoes/:client',
    {
      schema: {
        tags,
        summary: 'Bounding box of some fields',
        params: ZMapClientParams,
        body: ZFieldsExtentInput,
        response: { 200: ZExtent },
      },
    },
    async (request) => maps.fieldsExtent(authOf(request), request.params.client, request.body.ids),
  );
  app.get(
    '/v4/busca_geojson_talhao/:client/:unit/:farm/:zone/:field',
    {
      schema: {
        tags,
        summary: 'Field boundaries as GeoJSON (0 for any farm, zone or field)',
        params: ZFieldGeoJsonParams,
        response: { 200: ZFieldFeatureCollection },
      },
    },
    async (request) => maps.geoJson(authOf(request), request.params),
  );
  app.post(
    '/sales/talhao/geometriaTalhao',
    {
      schema: {
        tags,
        summary: 'Boundaries of fields by id as GeoJSON (fields without a boundary are left out)',
        body: ZFieldIdsInput,
        response: { 200: ZFieldFeatureCollection },
      },
    },
    async (request) => maps.boundariesOf(authOf(request), request.body.idTalhoes),
  );
  app.post(
    '/map/bbox',
    {
      schema: {
        tags,
        summary: 'Bounding box of fields by id',
        body: ZFieldIdsInput,
        response: { 200: ZExtent },
      },
    },
    async (request) => maps.boxOf(authOf(request), request.body.idTalhoes),
  );
  app.post(
    '/map/bboxByDesc',
    {
      schema: {
        tags,
        summary: 'Bounding box of fields by name (exact, any case)',
        body: ZFieldNamesInput,
        response: { 200: ZExtent },
      },
    },
    async (request) => maps.boxOfNames(authOf(request), request.body.descricoes),
  );
  app.get(
    '/map/all',
    {
      schema: {
        tags,
        summary: 'Every field of the branch, mapped or not, without boundaries',
        querystring: ZMapUnitQuery,
        response: { 200: z.array(ZFieldSummary) },
      },
    },
    async (request) => maps.all(authOf(request), request.query.unidades),
  );
  app.get(
    '/v1/desc_talhao/unidade/:client/:unit',
    {
      schema: {
        tags,
        summary: 'Field names of a branch',
        params: ZUnitExtentParams,
        response: { 200: z.array(ZFieldDescription) },
      },
    },
    async (request) => maps.unitDescriptions(authOf(request), request.params.client, request.params.unit),
  );
  app.get(
    '/v1/busca_talhao_selecionado/:client/:unit/:farm/:zone/:field',
    {
      schema: {
        tags,
        summary: 'Fields picked by farm, zone and field (0 for any) with centroid and box, to zoom to',
        params: ZFieldGeoJsonParams,
        response: { 200: z.array(ZFieldSummary) },
      },
    },
    async (request) => maps.selected(authOf(request), request.params),
  );
  app.get(
    '/v1/talhao/:client/:z/:x/:file',
    {
      schema: {
        tags,
        summary: 'Field vector tile `{y}.vector.pbf` (Mapbox Vector Tile, layers talhao and talhao_label)',
        params: ZFieldTileParams,
        querystring: ZFieldTileQuery,
      },
    },
    async (request, reply) => {
      const { client, z: zoom, x, file } = request.params;
      const y = Number.parseInt(file, 10);
      const tile = await maps.tile(authOf(request), { client, z: zoom, x, y, unit: request.query.u });
      reply.header('cache-control', 'private, no-cache');
      if (!tile) return reply.status(204).send();
      return reply.type('application/x-protobuf').send(tile);
    },
  );
}

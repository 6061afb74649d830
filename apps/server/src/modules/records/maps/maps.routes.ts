import { z } from 'zod';
import {
  ZAreaGeometryValue,
  ZCentroidQuery,
  ZExtent,
  ZFieldCentroid,
  ZFieldDescription,
  ZFieldSearchQuery,
  ZFieldSummary,
  ZMapFarm,
  ZMapSelectorQuery,
  ZMapSelectorResult,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['maps'];
const ZUnitQuery = z.object({ unidades: z.coerce.number().int().positive().optional() });
const ZClient = z.string().min(1).max(60);
const ZFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.number().int(),
      properties: z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string().nullable(),
        farm: z.string(),
        grower: z.string(),
        zone: z.string().nullable(),
        areaHectares: z.number().nullable(),
      }),
      geometry: ZAreaGeometryValue,
    }),
  ),
});

/** Field searches, centroids, extents, GeoJSON and vector tiles of the spec's map section. */
export function mapsRoutes(app: TApi) {
  const maps = app.services.maps;

  app.get(
    '/map/todas-fazendas',
    {
      schema: {
        tags,
        summary: 'Farms of the branch',
        querystring: ZUnitQuery,
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
        querystring: ZUnitQuery,
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
        querystring: ZUnitQuery,
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
        params: z.object({ client: ZClient, unit: z.coerce.number().int().positive() }),
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
        params: z.object({ client: ZClient }),
        body: z.object({ ids: z.array(z.number().int().positive()).min(1).max(2000) }),
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
        params: z.object({
          client: ZClient,
          unit: z.coerce.number().int().min(0),
          farm: z.coerce.number().int().min(0),
          zone: z.coerce.number().int().min(0),
          field: z.coerce.number().int().min(0),
        }),
        response: { 200: ZFeatureCollection },
      },
    },
    async (request) => maps.geoJson(authOf(request), request.params),
  );
  app.get(
    '/v1/talhao/:client/:z/:x/:file',
    {
      schema: {
        tags,
        summary: 'Field vector tile `{y}.vector.pbf` (Mapbox Vector Tile, layers talhao and talhao_label)',
        params: z.object({
          client: ZClient,
          z: z.coerce.number().int().min(0).max(24),
          x: z.coerce.number().int().min(0),
          file: z.string().regex(/^\d+\.vector\.pbf$/),
        }),
        querystring: z.object({ u: z.coerce.number().int().positive().optional() }),
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

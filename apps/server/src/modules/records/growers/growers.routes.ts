import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  FIELD_IMPORT_MAX_BYTES,
  ZFarmInput,
  ZFarmListQuery,
  ZFarmRecord,
  ZFieldImportQuery,
  ZFieldImportResult,
  ZFieldInput,
  ZFieldListQuery,
  ZFieldRecord,
  ZFieldSummary,
  ZGrowerFilter,
  ZGrowerInput,
  ZGrowerListQuery,
  ZGrowerRecord,
  ZGrowersByPhonesQuery,
  ZIdParam,
  ZPage,
  ZPageQuery,
  ZZoneInput,
  ZZoneListQuery,
  ZZoneRecord,
} from '@tramline/domain';
import { AppError } from '../../../http/errors';
import { authOf, type TApi } from '../../../http/types';

const edit = { permission: 'records.edit' as const };
const deleted = { 204: z.null() };

/** Growers (`/produtor`), farms (`/fazendas`), zones (`/zonas`) and fields (`/talhoes`) with boundary import. */
export function growersRoutes(app: TApi) {
  const growers = app.services.growers;
  const fields = app.services.fields;
  const tags = ['growers'];

  app.get(
    '/produtor',
    {
      schema: {
        tags,
        summary: 'List growers',
        querystring: ZPageQuery.extend(ZGrowerListQuery.shape),
        response: { 200: ZPage(ZGrowerRecord) },
      },
    },
    async (request) => growers.list(authOf(request), request.query),
  );
  app.post(
    '/produtor/by_filter',
    {
      schema: {
        tags,
        summary: 'Filter growers',
        body: ZGrowerFilter,
        response: { 200: ZPage(ZGrowerRecord) },
      },
    },
    async (request) => growers.list(authOf(request), request.body),
  );
  app.get(
    '/produtor/getGrowersByPhones',
    {
      schema: {
        tags,
        summary: 'Growers holding any of the phones',
        querystring: ZGrowersByPhonesQuery,
        response: { 200: z.array(ZGrowerRecord) },
      },
    },
    async (request) => growers.findByPhones(authOf(request), request.query.phones),
  );
  app.get(
    '/produtor/:id',
    { schema: { tags, summary: 'One grower', params: ZIdParam, response: { 200: ZGrowerRecord } } },
    async (request) => growers.get(authOf(request), request.params.id),
  );
  app.post(
    '/produtor',
    {
      config: edit,
      schema: { tags, summary: 'Create a grower', body: ZGrowerInput, response: { 201: ZGrowerRecord } },
    },
    async (request, reply) => reply.status(201).send(await growers.create(authOf(request), request.body)),
  );
  app.put(
    '/produtor',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a grower (id in body)',
        body: ZGrowerInput,
        response: { 200: ZGrowerRecord, 201: ZGrowerRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await growers.create(authOf(request), request.body));
      return growers.update(authOf(request), id, request.body);
    },
  );
  app.put(
    '/produtor/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a grower',
        params: ZIdParam,
        body: ZGrowerInput,
        response: { 200: ZGrowerRecord },
      },
    },
    async (request) => growers.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/produtor/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a grower without fields that was never used',
        params: ZIdParam,
        response: deleted,
      },
    },
    async (request, reply) => {
      await growers.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const farmTags = ['farms'];
  app.get(
    '/fazendas',
    {
      schema: {
        tags: farmTags,
        summary: 'Farms of the branch, or of a grower',
        querystring: ZFarmListQuery,
        response: { 200: z.array(ZFarmRecord) },
      },
    },
    async (request) => growers.listFarms(authOf(request), request.query),
  );
  app.get(
    '/fazendas/:id',
    { schema: { tags: farmTags, summary: 'One farm', params: ZIdParam, response: { 200: ZFarmRecord } } },
    async (request) => growers.getFarm(authOf(request), request.params.id),
  );
  app.post(
    '/fazendas',
    {
      config: edit,
      schema: { tags: farmTags, summary: 'Create a farm', body: ZFarmInput, response: { 201: ZFarmRecord } },
    },
    async (request, reply) => reply.status(201).send(await growers.createFarm(authOf(request), request.body)),
  );
  app.put(
    '/fazendas/:id',
    {
      config: edit,
      schema: {
        tags: farmTags,
        summary: 'Edit a farm',
        params: ZIdParam,
        body: ZFarmInput,
        response: { 200: ZFarmRecord },
      },
    },
    async (request) => growers.updateFarm(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/fazendas/:id',
    {
      config: edit,
      schema: {
        tags: farmTags,
        summary: 'Delete a farm without fields',
        params: ZIdParam,
        response: deleted,
      },
    },
    async (request, reply) => {
      await growers.removeFarm(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const zoneTags = ['zones'];
  app.get(
    '/zonas',
    {
      schema: {
        tags: zoneTags,
        summary: 'Zones of the branch, or of a farm',
        querystring: ZZoneListQuery,
        response: { 200: z.array(ZZoneRecord) },
      },
    },
    async (request) => growers.listZones(authOf(request), request.query.farmId),
  );
  app.post(
    '/zonas',
    {
      config: edit,
      schema: { tags: zoneTags, summary: 'Create a zone', body: ZZoneInput, response: { 201: ZZoneRecord } },
    },
    async (request, reply) => reply.status(201).send(await growers.createZone(authOf(request), request.body)),
  );
  app.put(
    '/zonas/:id',
    {
      config: edit,
      schema: {
        tags: zoneTags,
        summary: 'Edit a zone',
        params: ZIdParam,
        body: ZZoneInput,
        response: { 200: ZZoneRecord },
      },
    },
    async (request) => growers.updateZone(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/zonas/:id',
    {
      config: edit,
      schema: {
        tags: zoneTags,
        summary: 'Delete a zone without fields',
        params: ZIdParam,
        response: deleted,
      },
    },
    async (request, reply) => {
      await growers.removeZone(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const fieldTags = ['fields'];
  app.get(
    '/talhoes',
    {
      schema: {
        tags: fieldTags,
        summary: 'List fields (without boundaries)',
        querystring: ZPageQuery.extend(ZFieldListQuery.shape),
        response: { 200: ZPage(ZFieldSummary) },
      },
    },
    async (request) => fields.list(authOf(request), request.query),
  );
  app.get(
    '/talhoes/:id',
    {
      schema: {
        tags: fieldTags,
        summary: 'One field with its boundary',
        params: ZIdParam,
        response: { 200: ZFieldRecord },
      },
    },
    async (request) => fields.get(authOf(request), request.params.id),
  );
  app.post(
    '/talhoes',
    {
      config: edit,
      schema: {
        tags: fieldTags,
        summary: 'Create a field',
        body: ZFieldInput,
        response: { 201: ZFieldRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await fields.create(authOf(request), request.body)),
  );
  app.put(
    '/talhoes/:id',
    {
      config: edit,
      schema: {
        tags: fieldTags,
        summary: 'Edit a field',
        params: ZIdParam,
        body: ZFieldInput,
        response: { 200: ZFieldRecord },
      },
    },
    async (request) => fields.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/talhoes/:id',
    {
      config: edit,
      schema: { tags: fieldTags, summary: 'Delete a field never used', params: ZIdParam, response: deleted },
    },
    async (request, reply) => {
      await fields.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // The import reads a multipart upload; the parser lives in this scope only.
  app.register(async (scope: TApi) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: FIELD_IMPORT_MAX_BYTES, files: 1, fields: 10 },
    });
    scope.post(
      '/talhoes/import',
      {
        config: edit,
        schema: {
          tags: fieldTags,
          summary: 'Import field boundaries from a GeoJSON, zipped Shapefile or KML file (multipart `file`)',
          querystring: ZFieldImportQuery,
          response: { 200: ZFieldImportResult },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (!request.isMultipart()) throw new AppError(400, 'fieldImportFileRequired');
        const file = await request.file();
        if (!file) throw new AppError(400, 'fieldImportFileRequired');
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch {
          throw new AppError(400, 'bodyTooLarge');
        }
        return fields.importBoundaries(auth, {
          farmId: request.query.farmId,
          zoneId: request.query.zoneId ?? null,
          fileName: file.filename,
          data,
          dryRun: request.query.dryRun,
        });
      },
    );
  });
}

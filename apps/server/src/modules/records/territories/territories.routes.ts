import { z } from 'zod';
import { ZIdParam, ZPage, ZPageQuery, ZTerritoryInput, ZTerritoryRecord } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['territories'];

/** Territories of the active branch (`/territorios`; the spec shows no paths for them). */
export function territoriesRoutes(app: TApi) {
  const territories = app.services.territories;
  const edit = { permission: 'records.edit' as const };

  app.get(
    '/territorios',
    {
      schema: {
        tags,
        summary: 'List territories with their shapes',
        querystring: ZPageQuery,
        response: { 200: ZPage(ZTerritoryRecord) },
      },
    },
    async (request) => territories.list(authOf(request), request.query),
  );
  app.get(
    '/territorios/:id',
    { schema: { tags, summary: 'One territory', params: ZIdParam, response: { 200: ZTerritoryRecord } } },
    async (request) => territories.get(authOf(request), request.params.id),
  );
  app.post(
    '/territorios',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a territory',
        body: ZTerritoryInput,
        response: { 201: ZTerritoryRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await territories.create(authOf(request), request.body)),
  );
  app.put(
    '/territorios/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a territory',
        params: ZIdParam,
        body: ZTerritoryInput,
        response: { 200: ZTerritoryRecord },
      },
    },
    async (request) => territories.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/territorios/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete a territory', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await territories.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

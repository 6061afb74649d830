import { z } from 'zod';
import {
  ZIdParam,
  ZPage,
  ZPageQuery,
  ZPlaceFilter,
  ZPlaceInput,
  ZPlaceListQuery,
  ZPlaceRecord,
  ZPlaceSaveQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['places'];

/** Places (warehouses) of the active branch: `/locais`. */
export function placesRoutes(app: TApi) {
  const places = app.services.places;
  const edit = { permission: 'records.edit' as const };
  const listQuery = ZPageQuery.extend(ZPlaceListQuery.shape);

  app.get(
    '/locais/_search',
    {
      schema: {
        tags,
        summary: 'List places',
        querystring: listQuery,
        response: { 200: ZPage(ZPlaceRecord) },
      },
    },
    async (request) => places.list(authOf(request), request.query),
  );
  app.get(
    '/locais',
    {
      schema: {
        tags,
        summary: 'List places',
        querystring: listQuery,
        response: { 200: ZPage(ZPlaceRecord) },
      },
    },
    async (request) => places.list(authOf(request), request.query),
  );
  app.post(
    '/locais/by_filter',
    {
      schema: {
        tags,
        summary: 'Filter places',
        body: ZPlaceFilter,
        response: { 200: ZPage(ZPlaceRecord) },
      },
    },
    async (request) => places.list(authOf(request), request.body),
  );
  app.get(
    '/locais/all-by-unit',
    {
      schema: { tags, summary: 'Every active place of the branch', response: { 200: z.array(ZPlaceRecord) } },
    },
    async (request) => places.listAllByUnit(authOf(request)),
  );
  app.get(
    '/locais/:id',
    { schema: { tags, summary: 'One place', params: ZIdParam, response: { 200: ZPlaceRecord } } },
    async (request) => places.get(authOf(request), request.params.id),
  );
  app.post(
    '/locais',
    {
      config: edit,
      schema: { tags, summary: 'Create a place', body: ZPlaceInput, response: { 201: ZPlaceRecord } },
    },
    async (request, reply) => reply.status(201).send(await places.create(authOf(request), request.body)),
  );
  app.put(
    '/locais',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a place (id in body); `updateBlenderCapacity=true` also writes the blender capacity',
        querystring: ZPlaceSaveQuery,
        body: ZPlaceInput,
        response: { 200: ZPlaceRecord, 201: ZPlaceRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined) return reply.status(201).send(await places.create(authOf(request), request.body));
      return places.update(authOf(request), id, request.body, request.query);
    },
  );
  app.put(
    '/locais/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a place',
        params: ZIdParam,
        querystring: ZPlaceSaveQuery,
        body: ZPlaceInput,
        response: { 200: ZPlaceRecord },
      },
    },
    async (request) => places.update(authOf(request), request.params.id, request.body, request.query),
  );
  app.delete(
    '/locais/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete a place nobody uses', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await places.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

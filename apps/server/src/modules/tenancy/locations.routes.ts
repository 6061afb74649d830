import { z } from 'zod';
import {
  ZIdParam,
  ZLocation,
  ZLocationFilter,
  ZLocationInput,
  ZLocationRecord,
  ZPage,
  ZPageQuery,
  ZSimpleLocationsQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['locations'];

/** The generic record conventions on the offices of the active branch. */
export function locationsRoutes(app: TApi) {
  const locations = app.services.locations;
  const edit = { permission: 'records.edit' as const };

  app.get(
    '/localizacoes',
    {
      schema: {
        tags,
        summary: 'List locations',
        querystring: ZPageQuery,
        response: { 200: ZPage(ZLocationRecord) },
      },
    },
    async (request) => locations.list(authOf(request), request.query),
  );
  app.post(
    '/localizacoes/by_filter',
    {
      schema: {
        tags,
        summary: 'Filter locations',
        body: ZLocationFilter,
        response: { 200: ZPage(ZLocationRecord) },
      },
    },
    async (request) => locations.list(authOf(request), request.body),
  );
  app.get(
    '/localizacoes/without-page',
    { schema: { tags, summary: 'All locations of the branch', response: { 200: z.array(ZLocationRecord) } } },
    async (request) => (await locations.list(authOf(request), { page: 0, size: 500 })).content,
  );
  app.get(
    '/localizacoes/all-simple-filter',
    {
      schema: {
        tags,
        summary: 'Permitted locations of a branch, filtered by name',
        querystring: ZSimpleLocationsQuery,
        response: { 200: z.array(ZLocation) },
      },
    },
    async (request) =>
      app.services.tenancy.simpleLocations(authOf(request), request.query.unit, request.query.filter),
  );
  app.get(
    '/localizacoes/:id',
    { schema: { tags, summary: 'One location', params: ZIdParam, response: { 200: ZLocationRecord } } },
    async (request) => locations.get(authOf(request), request.params.id),
  );
  app.post(
    '/localizacoes',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a location',
        body: ZLocationInput,
        response: { 201: ZLocationRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await locations.create(authOf(request), request.body)),
  );
  app.put(
    '/localizacoes',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a location (id in body)',
        body: ZLocationInput,
        response: { 200: ZLocationRecord, 201: ZLocationRecord },
      },
    },
    async (request, reply) => {
      const { cdLocalizacaoId } = request.body;
      if (cdLocalizacaoId === undefined)
        return reply.status(201).send(await locations.create(authOf(request), request.body));
      return locations.update(authOf(request), cdLocalizacaoId, request.body);
    },
  );
  app.put(
    '/localizacoes/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a location',
        params: ZIdParam,
        body: ZLocationInput,
        response: { 200: ZLocationRecord },
      },
    },
    async (request) => locations.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/localizacoes/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete a location', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await locations.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

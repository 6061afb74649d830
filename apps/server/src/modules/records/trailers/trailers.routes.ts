import { z } from 'zod';
import { ZIdParam, ZPage, ZPageQuery, ZTrailerInput, ZTrailerRecord } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['trailers'];

/** Trailers of the active branch (spec part 2 §7: `reboque` and the trailer lists of base `implemento`). */
export function trailersRoutes(app: TApi) {
  const trailers = app.services.trailers;
  const edit = { permission: 'records.edit' as const };
  const base = '/implemento/reboque';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'List trailers',
        querystring: ZPageQuery,
        response: { 200: ZPage(ZTrailerRecord) },
      },
    },
    async (request) =>
      trailers.list(authOf(request), { ...request.query, locationIds: request.query.cdLocation }),
  );
  app.post(
    base,
    {
      config: edit,
      schema: { tags, summary: 'Create a trailer', body: ZTrailerInput, response: { 201: ZTrailerRecord } },
    },
    async (request, reply) => reply.status(201).send(await trailers.create(authOf(request), request.body)),
  );
  app.put(
    base,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a trailer (id in body)',
        body: ZTrailerInput,
        response: { 200: ZTrailerRecord, 201: ZTrailerRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await trailers.create(authOf(request), request.body));
      return trailers.update(authOf(request), id, request.body);
    },
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, summary: 'One trailer', params: ZIdParam, response: { 200: ZTrailerRecord } } },
    async (request) => trailers.get(authOf(request), request.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a trailer',
        params: ZIdParam,
        body: ZTrailerInput,
        response: { 200: ZTrailerRecord },
      },
    },
    async (request) => trailers.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a trailer that was never used',
        params: ZIdParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await trailers.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/implemento/trailer-unrelated',
    {
      schema: {
        tags,
        summary: 'Trailers not fixed on any machine',
        response: { 200: z.array(ZTrailerRecord) },
      },
    },
    async (request) => trailers.all(authOf(request), { unrelated: true }),
  );
  app.get(
    '/implemento/trailer-not-fixed-equiment-config',
    {
      schema: {
        tags,
        summary: 'Active trailers a group member may pull (not fixed on a machine)',
        response: { 200: z.array(ZTrailerRecord) },
      },
    },
    async (request) => trailers.all(authOf(request), { fixed: false, active: true }),
  );
  app.get(
    '/implemento/trailer-implement-not-fixed',
    {
      schema: {
        tags,
        summary: 'Page of trailers not fixed on a machine',
        querystring: ZPageQuery,
        response: { 200: ZPage(ZTrailerRecord) },
      },
    },
    async (request) => trailers.list(authOf(request), { ...request.query, fixed: false }),
  );
}

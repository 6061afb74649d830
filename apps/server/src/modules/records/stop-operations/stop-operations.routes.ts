import { z } from 'zod';
import {
  ZIdParam,
  ZPage,
  ZStopOperationInput,
  ZStopOperationListQuery,
  ZStopOperationRecord,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['stop operations'];

/** Stop operations of the active branch. */
export function stopOperationsRoutes(app: TApi) {
  const stopOperations = app.services.stopOperations;
  const edit = { permission: 'records.edit' as const };

  app.get(
    '/stop-operations',
    {
      schema: {
        tags,
        summary: 'List stop operations',
        querystring: ZStopOperationListQuery,
        response: { 200: ZPage(ZStopOperationRecord) },
      },
    },
    async (request) => stopOperations.list(authOf(request), request.query),
  );
  app.get(
    '/stop-operations/:id',
    {
      schema: {
        tags,
        summary: 'One stop operation',
        params: ZIdParam,
        response: { 200: ZStopOperationRecord },
      },
    },
    async (request) => stopOperations.get(authOf(request), request.params.id),
  );
  app.post(
    '/stop-operations',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a stop operation',
        body: ZStopOperationInput,
        response: { 201: ZStopOperationRecord },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stopOperations.create(authOf(request), request.body)),
  );
  app.put(
    '/stop-operations',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a stop operation (id in body)',
        body: ZStopOperationInput,
        response: { 200: ZStopOperationRecord, 201: ZStopOperationRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await stopOperations.create(authOf(request), request.body));
      return stopOperations.update(authOf(request), id, request.body);
    },
  );
  app.put(
    '/stop-operations/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a stop operation',
        params: ZIdParam,
        body: ZStopOperationInput,
        response: { 200: ZStopOperationRecord },
      },
    },
    async (request) => stopOperations.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/stop-operations/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete a stop operation', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await stopOperations.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

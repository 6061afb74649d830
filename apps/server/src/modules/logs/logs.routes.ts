import { ZLogDownloadQuery, ZLogPage, ZLogQuery, ZOrderPlanningLogPage } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['logs'];

/**
 * The log calls of spec part 2 §7 under `/log`, paged with search, sort and a date range. The
 * planning base's own log calls (one run, a group's or an order's runs) stay where they are.
 */
export function logsRoutes(app: TApi) {
  const logs = app.services.logs;

  app.get(
    '/log',
    {
      schema: {
        tags,
        summary: 'Optimisations, sends and held-back auto-sends of the branch as one timeline',
        querystring: ZLogQuery,
        response: { 200: ZLogPage },
      },
    },
    async (request) => logs.generic(authOf(request), request.query),
  );
  app.get(
    '/log/log-algorithm',
    {
      schema: {
        tags,
        summary: 'Optimisation runs, newest first',
        querystring: ZLogQuery,
        response: { 200: ZLogPage },
      },
    },
    async (request) => logs.algorithm(authOf(request), request.query),
  );
  app.get(
    '/log/log-auto-send',
    {
      schema: {
        tags,
        summary: 'Days sent to machines, by a person or the auto-send, and auto-sends held back',
        querystring: ZLogQuery,
        response: { 200: ZLogPage },
      },
    },
    async (request) => logs.autoSend(authOf(request), request.query),
  );
  app.get(
    '/log/log-order-planning',
    {
      schema: {
        tags,
        summary: "Each order's outcome (machine or cause) in the optimisation runs",
        querystring: ZLogQuery,
        response: { 200: ZOrderPlanningLogPage },
      },
    },
    async (request) => logs.orderPlanning(authOf(request), request.query),
  );
  app.get(
    '/log/download-log',
    {
      schema: {
        tags,
        summary: 'A log of a date range as CSV (tipo: generic, algorithm, order-planning, auto-send)',
        querystring: ZLogDownloadQuery,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await logs.download(authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(content);
    },
  );
}

import {
  ZDayTrailInput,
  ZDayTrailParams,
  ZExtent,
  ZFleetNow,
  ZOrderTrailInput,
  ZTrailClientParams,
  ZTrailCollection,
  ZTrailExtentParams,
  ZTrailExtentQuery,
  ZTrailLegend,
  ZTrailLegendQuery,
  ZTrailStatistics,
  ZTrailStatisticsQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['monitoring'];

/** The spec's trail calls (part 1 §7, part 2 §7) and the monitoring map's fleet read. */
export function trailsRoutes(app: TApi) {
  const { trails, fleet } = app.services;

  app.post(
    '/v4/ordem-servico/rastro/:clientId',
    {
      schema: {
        tags,
        summary: 'Trails of some orders',
        description:
          'GeoJSON lines per machine and order, split into applying and travelling segments and simplified for drawing.',
        params: ZTrailClientParams,
        body: ZOrderTrailInput,
        response: { 200: ZTrailCollection },
      },
    },
    async (request) => trails.orderTrails(authOf(request), request.params.clientId, request.body),
  );

  app.post(
    '/v4/ordem-servico/rastro/v2/:clientId/:x',
    {
      schema: {
        tags,
        summary: "Trails of a branch's days",
        description: '`x` is the branch. Days are branch-local, inclusive, at most 7.',
        params: ZDayTrailParams,
        body: ZDayTrailInput,
        response: { 200: ZTrailCollection },
      },
    },
    async (request) =>
      trails.dayTrails(authOf(request), request.params.clientId, request.params.x, request.body),
  );

  app.get(
    '/v4/ordem-servico/statistics/:clientId',
    {
      schema: {
        tags,
        summary: "An order's trail figures",
        params: ZTrailClientParams,
        querystring: ZTrailStatisticsQuery,
        response: { 200: ZTrailStatistics },
      },
    },
    async (request) => trails.statistics(authOf(request), request.params.clientId, request.query),
  );

  app.get(
    '/v4/ordem-servico/legend/:clientId',
    {
      schema: {
        tags,
        summary: "An order's rate legend (liquid l/ha or dry kg/ha)",
        params: ZTrailClientParams,
        querystring: ZTrailLegendQuery,
        response: { 200: ZTrailLegend },
      },
    },
    async (request) => trails.legend(authOf(request), request.params.clientId, request.query),
  );

  app.get(
    '/v1/extent/rastro/:client/:unit',
    {
      schema: {
        tags,
        summary: "Bounding box of a branch's trails",
        params: ZTrailExtentParams,
        querystring: ZTrailExtentQuery,
        response: { 200: ZExtent },
      },
    },
    async (request) =>
      trails.extent(authOf(request), request.params.client, request.params.unit, request.query),
  );

  app.get(
    '/monitoring/fleet',
    {
      schema: {
        tags,
        summary: 'Every machine of the branch now',
        description:
          'Last position, state, current order with progress and schedule delta, and the day planned against actual.',
        response: { 200: ZFleetNow },
      },
    },
    async (request) => fleet.now(authOf(request)),
  );
}

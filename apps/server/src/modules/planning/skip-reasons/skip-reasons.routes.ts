import { z } from 'zod';
import { ZSkipReason, ZSkipReasonDayQuery, ZSkipReasonOrderParams } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];

/** The skip-reason calls (spec part 1 §7, planning): why machines skipped orders. */
export function skipReasonsRoutes(app: TApi) {
  const { skipReasons } = app.services;

  app.get(
    `${PLANNING_BASE}/skip-reason`,
    {
      schema: {
        tags,
        summary: "The branch's skipped orders of a day and why",
        description:
          'Of one machine when `equipamentoId` is given (404 for a machine the caller cannot see).',
        querystring: ZSkipReasonDayQuery,
        response: { 200: z.array(ZSkipReason) },
      },
    },
    async (request) => skipReasons.ofDay(authOf(request), request.query),
  );
  app.get(
    `${PLANNING_BASE}/skip-reason/:orderId`,
    {
      schema: {
        tags,
        summary: 'Why an order was skipped, newest first',
        params: ZSkipReasonOrderParams,
        response: { 200: z.array(ZSkipReason) },
      },
    },
    async (request) => skipReasons.ofOrder(authOf(request), request.params.orderId),
  );
}

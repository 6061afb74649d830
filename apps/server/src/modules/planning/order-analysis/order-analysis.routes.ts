import { z } from 'zod';
import { ZHourVerdict, ZOrderAnalysisParams, ZPlanDateQuery } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

/** Order analysis with weather details: hour by hour, which limit blocks which product. */
export function orderAnalysisRoutes(app: TApi) {
  const analysis = app.services.orderAnalysis;

  app.get(
    `${PLANNING_BASE}/analise/:orderId`,
    {
      schema: {
        tags: ['planning'],
        summary: 'An order hour by hour on a day: forecast at its field and the limits that block it',
        params: ZOrderAnalysisParams,
        querystring: ZPlanDateQuery,
        response: { 200: z.array(ZHourVerdict) },
      },
    },
    async (request) => analysis.hourByHour(authOf(request), request.params.orderId, request.query.data),
  );
}

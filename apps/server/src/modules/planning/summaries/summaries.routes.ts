import { z } from 'zod';
import { ZDaySummary, ZSummaryByDayQuery, ZSummaryByRangeQuery } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];

/** The day's and a range's planning figures, optimised and custom side by side. */
export function planSummariesRoutes(app: TApi) {
  const summaries = app.services.planSummaries;

  app.get(
    `${PLANNING_BASE}/resumo/por-dia/`,
    {
      schema: {
        tags,
        summary: "A group's day in figures, optimised and custom side by side",
        querystring: ZSummaryByDayQuery,
        response: { 200: ZDaySummary },
      },
    },
    async (request) => summaries.byDay(authOf(request), request.query),
  );
  app.get(
    `${PLANNING_BASE}/resumo/por-faixa`,
    {
      schema: {
        tags,
        summary: "A group's days in figures over a range (at most 62 days)",
        querystring: ZSummaryByRangeQuery,
        response: { 200: z.array(ZDaySummary) },
      },
    },
    async (request) => summaries.byRange(authOf(request), request.query),
  );
}

import { z } from 'zod';
import { ZPlan, ZProcessStarted, ZReplanAccept, ZReplanRequest } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

/** Re-planning a running day from now: a proposal as a job, then accepting it. */
export function replanRoutes(app: TApi) {
  const replan = app.services.replan;
  const tags = ['planning'];

  app.post(
    `${PLANNING_BASE}/re-otimizar-a-partir-de-agora`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary:
          "Re-plan a group's running day from now (work under way kept, machines down left out); the job's result is a proposal with its difference, nothing is written",
        body: ZReplanRequest,
        response: { 200: ZProcessStarted },
      },
    },
    async (request) => replan.propose(authOf(request), request.body),
  );

  app.post(
    `${PLANNING_BASE}/re-otimizar-a-partir-de-agora/aceitar`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary:
          "Accept a re-plan's proposal: each day becomes a custom version (409 when a plan changed meanwhile)",
        body: ZReplanAccept,
        response: { 200: z.object({ plans: z.array(ZPlan) }) },
      },
    },
    async (request) => replan.accept(authOf(request), request.body),
  );
}

import { z } from 'zod';
import {
  ZGroupWithEquipment,
  ZManualOptimiseQuery,
  ZOptimiseRequest,
  ZPlanDateQuery,
  ZProcessStarted,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

/** Optimising a day: the group's (`add-ordens-otimizando-equipamentos`) or one machine's custom day. */
export function optimiseRoutes(app: TApi) {
  const optimise = app.services.optimise;
  const tags = ['planning'];

  app.post(
    `${PLANNING_BASE}/add-ordens-otimizando-equipamentos`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary: 'Optimise orders over machines of a group for a date; answers the process hash at once',
        body: ZOptimiseRequest,
        response: { 200: ZProcessStarted },
      },
    },
    async (request) => optimise.optimise(authOf(request), request.body),
  );

  app.put(
    `${PLANNING_BASE}/manual/otimizar`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary: "Re-optimise one machine's day (its active plan's orders); answers the process hash at once",
        querystring: ZManualOptimiseQuery,
        response: { 200: ZProcessStarted },
      },
    },
    async (request) => optimise.reoptimise(authOf(request), request.query),
  );

  app.get(
    `${PLANNING_BASE}/configuracoes-com-info-equipamento`,
    {
      schema: {
        tags,
        summary:
          "The branch's active equipment groups with their machines and whether each has a plan on the date",
        querystring: ZPlanDateQuery,
        response: { 200: z.array(ZGroupWithEquipment) },
      },
    },
    async (request) => optimise.groupsWithEquipment(authOf(request), request.query.data),
  );
}

import { z } from 'zod';
import { ZPlan, ZPlanSearchQuery } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';
import { PLANNING_BASE } from './planning-jobs.routes';

const tags = ['planning'];

/** Plans of a day and the manual-planning calls (spec part 1 §7, base `/planejamento-ordem-servico/v2`). */
export function plansRoutes(app: TApi) {
  const plans = app.services.plans;

  app.get(
    `${PLANNING_BASE}/_search`,
    {
      schema: {
        tags,
        summary: "A group's plans of a date (the active version per machine; tipo=AUTOMATICO previews the optimised one)",
        querystring: ZPlanSearchQuery,
        response: { 200: z.array(ZPlan) },
      },
    },
    async (request) => {
      const { data, configuracaoId, equipamentosId, tipo } = request.query;
      return plans.findDay(authOf(request), { groupId: configuracaoId, localDate: data, equipmentIds: equipamentosId, kind: tipo });
    },
  );
}

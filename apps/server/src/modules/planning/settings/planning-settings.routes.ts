import { ZPlanningGroupParam, ZPlanningSettings, ZPlanningSettingsInput } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];

/** Planning settings of an equipment group: weighting, vehicle and weather limits respected. */
export function planningSettingsRoutes(app: TApi) {
  const settings = app.services.planningSettings;

  app.get(
    `${PLANNING_BASE}/configuracao/:groupId/settings`,
    {
      schema: {
        tags,
        summary: 'Planning settings of an equipment group',
        params: ZPlanningGroupParam,
        response: { 200: ZPlanningSettings },
      },
    },
    async (request) => settings.get(authOf(request), request.params.groupId),
  );
  app.put(
    `${PLANNING_BASE}/configuracao/:groupId/settings`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary: 'Save the planning settings of an equipment group',
        params: ZPlanningGroupParam,
        body: ZPlanningSettingsInput,
        response: { 200: ZPlanningSettings },
      },
    },
    async (request) => settings.save(authOf(request), request.params.groupId, request.body),
  );
}

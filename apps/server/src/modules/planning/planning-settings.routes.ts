import { z } from 'zod';
import { ZPlanningSettings, ZPlanningSettingsInput } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';
import { PLANNING_BASE } from './planning-jobs.routes';

const tags = ['planning'];
const ZGroupParam = z.object({ groupId: z.coerce.number().int().positive() });

/** Planning settings of an equipment group: weighting, vehicle and weather limits respected. */
export function planningSettingsRoutes(app: TApi) {
  const settings = app.services.planningSettings;

  app.get(
    `${PLANNING_BASE}/configuracao/:groupId/settings`,
    {
      schema: {
        tags,
        summary: 'Planning settings of an equipment group',
        params: ZGroupParam,
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
        params: ZGroupParam,
        body: ZPlanningSettingsInput,
        response: { 200: ZPlanningSettings },
      },
    },
    async (request) => settings.save(authOf(request), request.params.groupId, request.body),
  );
}

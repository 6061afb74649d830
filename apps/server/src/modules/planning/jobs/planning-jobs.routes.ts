import { ZCancelPlanningJob, ZPlanningJob, ZPlanningJobParam } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

export function planningJobsRoutes(app: TApi) {
  const jobs = app.services.planningJobs;
  const tags = ['planning'];

  app.get(
    `${PLANNING_BASE}/status-otimizacao/:code`,
    {
      schema: {
        tags,
        summary: 'Status of an optimisation or saved sequence by its process hash',
        params: ZPlanningJobParam,
        response: { 200: ZPlanningJob },
      },
    },
    async (request) => jobs.status(authOf(request), request.params.code),
  );

  app.put(
    `${PLANNING_BASE}/status-otimizacao/cancela/`,
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags,
        summary: 'Cancel an optimisation in progress',
        body: ZCancelPlanningJob,
        response: { 200: ZPlanningJob },
      },
    },
    async (request) => jobs.cancel(authOf(request), request.body.processHash),
  );
}

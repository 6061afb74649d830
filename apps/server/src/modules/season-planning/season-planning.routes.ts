import { ZSeasonPlanning, ZSeasonPlanningQuery } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

/** `/season-planning` (spec part 1 §2): planners of an owner whose feature check passes. */
export function seasonPlanningRoutes(app: TApi) {
  const seasonPlanning = app.services.seasonPlanning;

  app.get(
    '/season-planning',
    {
      config: { permission: 'planning.plan' },
      schema: {
        tags: ['planning'],
        summary: "Area by crop and product over a season against the branch's weekly capacity",
        description:
          "The calendar year in the branch's zone (this year without `season`). 403 for a role without planning or an owner without the season-planning feature.",
        querystring: ZSeasonPlanningQuery,
        response: { 200: ZSeasonPlanning },
      },
    },
    async (request) => seasonPlanning.season(authOf(request), request.query),
  );
}

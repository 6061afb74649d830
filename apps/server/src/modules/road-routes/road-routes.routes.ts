import { ZRoadRoutes, ZRoadRoutesQuery } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

/** `/routes` (spec part 1 §2, dashboard area): every role reads its branch's routes. */
export function roadRoutesRoutes(app: TApi) {
  const roadRoutes = app.services.roadRoutes;

  app.get(
    '/routes/day',
    {
      schema: {
        tags: ['routing'],
        summary: "A group's machines' road routes of a day: stops in plan order and legs from the provider",
        description:
          "Today in the branch's zone without `date`. Legs are asked of the routing provider once per plan version. 404 for a group outside the caller's branch; 502 when the provider cannot answer.",
        querystring: ZRoadRoutesQuery,
        response: { 200: ZRoadRoutes },
      },
    },
    async (request) => roadRoutes.day(authOf(request), request.query),
  );
}

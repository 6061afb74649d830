import {
  DEFAULT_ROUTE_PROFILE,
  VEHICLE_PROFILES,
  ZRouteAnswer,
  ZRouteProfile,
  ZRouteRequestQuery,
} from '@tramline/domain';
import { AppError } from '../../http/errors';
import { type TApi } from '../../http/types';
import { RoutingUnavailableError } from './routing.provider';

export function routingRoutes(app: TApi) {
  const routing = app.services.routing;

  app.get(
    '/route/profile',
    {
      schema: {
        tags: ['routing'],
        summary: 'Default vehicle and weighting for planning',
        response: { 200: ZRouteProfile },
      },
    },
    async () => DEFAULT_ROUTE_PROFILE,
  );

  app.get(
    '/route',
    {
      schema: {
        tags: ['routing'],
        summary: 'Road route through two or more points',
        querystring: ZRouteRequestQuery,
        response: { 200: ZRouteAnswer },
      },
    },
    async (request) => {
      const { point, vehicle } = request.query;
      try {
        const leg = await routing.route(point, VEHICLE_PROFILES[vehicle].travelKmh);
        return { distance: leg.distanceM, time: leg.durationS, points: leg.geometry, provider: routing.name };
      } catch (error) {
        if (error instanceof RoutingUnavailableError) throw new AppError(502, 'routingUnavailable');
        throw error;
      }
    },
  );
}

import { ZDashboard, ZDashboardQuery, ZTelemetry, ZTelemetryQuery } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['dashboard'];

/** The dashboard area's reads (spec part 1 §2: `/dashboard`, `/telemetry`); every role reads its branch. */
export function dashboardRoutes(app: TApi) {
  const dashboard = app.services.dashboard;

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "The branch's day at a glance: orders by status, area, machines by state, alarms, weather",
        querystring: ZDashboardQuery,
        response: { 200: ZDashboard },
      },
    },
    async (request) => dashboard.dashboard(authOf(request), request.query),
  );

  app.get(
    '/telemetry',
    {
      schema: {
        tags,
        summary: "One machine's speed, rate, tank level and boom state over time, averaged per bucket",
        querystring: ZTelemetryQuery,
        response: { 200: ZTelemetry },
      },
    },
    async (request) => dashboard.telemetry(authOf(request), request.query),
  );
}

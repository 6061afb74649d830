import type { TApi } from '../http/types';
import { authRoutes } from './auth/auth.routes';
import { routingRoutes } from './routing/routing.routes';
import { planningJobsRoutes } from './planning/jobs/planning-jobs.routes';
import { tenancyRoutes } from './tenancy/tenancy.routes';
import { locationsRoutes } from './tenancy/locations.routes';
import { shareRoutes } from './share/share.routes';
import { employeesRoutes } from './records/employees/employees.routes';
import { usersRoutes } from './records/users/users.routes';
import { invitesRoutes } from './records/invites/invites.routes';
import { vouchersRoutes } from './records/vouchers/vouchers.routes';
import { stopOperationsRoutes } from './records/stop-operations/stop-operations.routes';
import { placesRoutes } from './records/places/places.routes';
import { productsRoutes } from './records/products/products.routes';
import { fieldEditsRoutes } from './records/growers/field-edits.routes';
import { growersRoutes } from './records/growers/growers.routes';
import { mapsRoutes } from './records/maps/maps.routes';
import { territoriesRoutes } from './records/territories/territories.routes';
import { sensitiveSitesRoutes } from './records/sensitive-sites/sensitive-sites.routes';
import { unitsOfMeasureRoutes } from './records/units-of-measure/units-of-measure.routes';
import { equipmentRoutes } from './records/equipment/equipment.routes';
import { equipmentGroupsRoutes } from './records/equipment-groups/equipment-groups.routes';
import { implementsRoutes } from './records/implements/implements.routes';
import { trailersRoutes } from './records/trailers/trailers.routes';
import { workOrdersRoutes } from './work-orders/work-orders.routes';
import { workOrderStoryRoutes } from './work-orders/story/work-order-story.routes';
import { planSummariesRoutes } from './planning/summaries/summaries.routes';
import { availableOrdersRoutes } from './planning/available-orders/available-orders.routes';
import { planSendsRoutes } from './planning/sends/plan-sends.routes';
import { orderAnalysisRoutes } from './planning/order-analysis/order-analysis.routes';
import { planningSettingsRoutes } from './planning/settings/planning-settings.routes';
import { plansRoutes } from './planning/plans/plans.routes';
import { optimiseRoutes } from './planning/optimise/optimise.routes';
import { replanRoutes } from './planning/replan/replan.routes';
import { planningLogsRoutes } from './planning/logs/planning-logs.routes';
import { taskDataRoutes } from './planning/taskdata/taskdata.routes';
import { machineApiRoutes } from './monitoring/machine-api.routes';
import { operatorSessionRoutes } from './monitoring/operator/operator.routes';
import { monitoringRoutes } from './monitoring/monitoring.routes';
import { simulatorRoutes } from './simulator/simulator.routes';
import { trailsRoutes } from './monitoring/trails.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { asAppliedRoutes } from './monitoring/as-applied/as-applied.routes';
import { asAppliedImportRoutes } from './monitoring/as-applied-import/as-applied-import.routes';
import { reportsRoutes } from './reports/reports.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { roadRoutesRoutes } from './road-routes/road-routes.routes';
import { seasonPlanningRoutes } from './season-planning/season-planning.routes';
import { logsRoutes } from './logs/logs.routes';
import { loadsRoutes } from './loads/loads.routes';
import { integrationRoutes } from './integration/integration.routes';
import { robotRoutes } from './robot/robot.routes';
import { planningMapRoutes } from './planning/map/planning-map.routes';
import { skipReasonsRoutes } from './planning/skip-reasons/skip-reasons.routes';
import { adminRoutes } from './tenancy/admin.routes';
import { firmwareRoutes } from './firmware/firmware.routes';

/** Route modules mounted under `/api`, one per area of the spec. */
export const apiModules: ((api: TApi) => void)[] = [
  authRoutes,
  routingRoutes,
  planningJobsRoutes,
  tenancyRoutes,
  locationsRoutes,
  shareRoutes,
  employeesRoutes,
  usersRoutes,
  invitesRoutes,
  vouchersRoutes,
  stopOperationsRoutes,
  placesRoutes,
  productsRoutes,
  growersRoutes,
  fieldEditsRoutes,
  mapsRoutes,
  territoriesRoutes,
  sensitiveSitesRoutes,
  unitsOfMeasureRoutes,
  equipmentRoutes,
  equipmentGroupsRoutes,
  implementsRoutes,
  trailersRoutes,
  workOrdersRoutes,
  workOrderStoryRoutes,
  planSummariesRoutes,
  availableOrdersRoutes,
  plansRoutes,
  taskDataRoutes,
  planningSettingsRoutes,
  orderAnalysisRoutes,
  planSendsRoutes,
  optimiseRoutes,
  replanRoutes,
  planningLogsRoutes,
  machineApiRoutes,
  operatorSessionRoutes,
  monitoringRoutes,
  simulatorRoutes,
  trailsRoutes,
  alertsRoutes,
  asAppliedRoutes,
  asAppliedImportRoutes,
  reportsRoutes,
  dashboardRoutes,
  roadRoutesRoutes,
  seasonPlanningRoutes,
  logsRoutes,
  loadsRoutes,
  integrationRoutes,
  robotRoutes,
  planningMapRoutes,
  skipReasonsRoutes,
  adminRoutes,
  firmwareRoutes,
];

import type { TDatabase } from './db/database';
import { createAuthService, type TAuthServiceOptions } from './modules/auth/auth.service';
import { createTenancyService } from './modules/tenancy/tenancy.service';
import { createAdminService } from './modules/tenancy/admin.service';
import { createFirmwareService } from './modules/firmware/firmware.service';
import { createLiveHub } from './live/live-hub';
import { createStoredWeatherProvider } from './modules/weather/stored-weather.provider';
import type { TWeatherProvider } from './modules/weather/weather.provider';
import { createGreatCircleRouting } from './modules/routing/great-circle.provider';
import type { TRoutingProvider } from './modules/routing/routing.provider';
import { createPlanningJobsService } from './modules/planning/jobs/planning-jobs.service';
import { createPlanningLogsService } from './modules/planning/logs/planning-logs.service';
import { createOptimiseService } from './modules/planning/optimise/optimise.service';
import { createReplanService, type TReplanDependencies } from './modules/planning/replan/replan.service';
import { createMonitoringRepository } from './modules/monitoring/monitoring.repository';
import { createLocationsService } from './modules/tenancy/locations.service';
import { createPeopleServices, type TPeopleServiceOptions } from './modules/records/users/people-services';
import { createPlacesService } from './modules/records/places/places.service';
import { createProductsService } from './modules/records/products/products.service';
import { createGrowersService } from './modules/records/growers/growers.service';
import { createFieldsService } from './modules/records/growers/fields.service';
import { createSkipReasonsService } from './modules/planning/skip-reasons/skip-reasons.service';
import { createMapsService } from './modules/records/maps/maps.service';
import { createTerritoriesService } from './modules/records/territories/territories.service';
import { createSensitiveSitesService } from './modules/records/sensitive-sites/sensitive-sites.service';
import type { TDriftwatchProvider } from './modules/records/sensitive-sites/driftwatch.provider';
import { createUnitsOfMeasureService } from './modules/records/units-of-measure/units-of-measure.service';
import { createFleetServices } from './modules/records/equipment-groups/fleet-services';
import { createWorkOrderStoryService } from './modules/work-orders/story/work-order-story.service';
import {
  createWorkOrdersService,
  type TWorkOrdersServiceOptions,
} from './modules/work-orders/work-orders.service';
import { registerWorkOrderUsage } from './modules/work-orders/work-orders.usage';
import { registerEquipmentGroupUsage } from './modules/records/equipment-groups/equipment-groups.usage';
import { createPlanningSettingsService } from './modules/planning/settings/planning-settings.service';
import { createPlanSendsService } from './modules/planning/sends/plan-sends.service';
import { createPlansService } from './modules/planning/plans/plans.service';
import { registerPlanUsage } from './modules/planning/plans/plans.usage';
import { createAvailableOrdersService } from './modules/planning/available-orders/available-orders.service';
import { createPlanSummariesService } from './modules/planning/summaries/summaries.service';
import { createOrderAnalysisService } from './modules/planning/order-analysis/order-analysis.service';
import { createTaskDataService } from './modules/planning/taskdata/taskdata.service';
import { createMachineApiService, type TMachineApiOptions } from './modules/monitoring/machine-api.service';
import { createWorkOrderExecutionService } from './modules/work-orders/work-order-execution.service';
import { createMonitoringService, type TMonitoringOptions } from './modules/monitoring/monitoring.service';
import { createSimulatorService, type TSimulatorOptions } from './modules/simulator/simulator.service';
import { createTrailsService } from './modules/monitoring/trails.service';
import { createFleetService } from './modules/monitoring/fleet.service';
import { createAlertServices } from './modules/alerts/alerts.wiring';
import { createBranchAuths } from './modules/alerts/alerts.service';
import { createForecastWatch } from './modules/planning/forecast-watch/forecast-watch.service';
import { createAsAppliedService } from './modules/monitoring/as-applied/as-applied.service';
import { createAsAppliedImportService } from './modules/monitoring/as-applied-import/as-applied-import.service';
import { createReportsService } from './modules/reports/reports.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createRoadRoutesService } from './modules/road-routes/road-routes.service';
import { createSeasonPlanningService } from './modules/season-planning/season-planning.service';
import { createLogsService } from './modules/logs/logs.service';
import { createOperatorService } from './modules/monitoring/operator/operator.service';
import { createLoadsService } from './modules/loads/loads.service';
import { createRobotService } from './modules/robot/robot.service';
import {
  createIntegrationService,
  type TIntegrationOptions,
} from './modules/integration/integration.service';

export interface TServiceOptions {
  auth?: TAuthServiceOptions;
  /** The change feed of the work-order list's branch facts (cached while it listens). */
  workOrders?: TWorkOrdersServiceOptions;
  /** Email (SMTP_URL, MAIL_FROM), SMS and the public address invite links point at. */
  people?: TPeopleServiceOptions;
  /** Weather source for planning; the stored forecasts by default. */
  weather?: TWeatherProvider;
  /** Road travel for planning; great-circle x road factor by default. */
  routing?: TRoutingProvider;
  /** Position retention and the clock of the machine API. */
  machineApi?: TMachineApiOptions;
  /** When a machine counts as online. */
  monitoring?: TMonitoringOptions;
  /**
   * The clock of re-planning a running day (tests set 'now' inside a working day) and the engine
   * it starts (tests watch what it is asked).
   */
  replan?: Pick<TReplanDependencies, 'now' | 'startSolve'>;
  /** Pace of simulator runs (tests speed them up). */
  simulator?: TSimulatorOptions;
  /** Credentials' secret and the connector of the farm-system integration. */
  integration?: TIntegrationOptions;
  /** The DriftWatch registry; the embedded adapter (the branch's stored sites) by default. */
  driftwatch?: TDriftwatchProvider;
}

/** Every module's service, built once per app over one database. */
export function createServices(db: TDatabase, options: TServiceOptions = {}) {
  const live = createLiveHub();
  const tenancy = createTenancyService(db);
  const places = createPlacesService(db);
  const growers = createGrowersService(db);
  const fields = createFieldsService(db);
  const services = {
    live,
    planningJobs: createPlanningJobsService(db, live),
    weather: options.weather ?? createStoredWeatherProvider(db),
    routing: options.routing ?? createGreatCircleRouting(),
    auth: createAuthService(db, options.auth),
    tenancy,
    locations: createLocationsService(db),
    ...createPeopleServices(db, options.people),
    places,
    products: createProductsService(db),
    growers,
    fields,
    maps: createMapsService({ fields, growers }),
    territories: createTerritoriesService(db),
    sensitiveSites: createSensitiveSitesService(db, { driftwatch: options.driftwatch }),
    unitsOfMeasure: createUnitsOfMeasureService(),
    ...createFleetServices(db, { tenancy, places }),
  };
  const machineApi = createMachineApiService(db, services, options.machineApi);
  const planningSettings = createPlanningSettingsService(db, services);
  const workOrders = createWorkOrdersService(db, services, options.workOrders);
  registerEquipmentGroupUsage(services);
  registerWorkOrderUsage(services);
  const plans = createPlansService(db, { ...services, planningSettings, workOrders });
  registerPlanUsage({ ...services, workOrders });
  const planSends = createPlanSendsService(db, { ...services, planningSettings, workOrders, plans });
  const asApplied = createAsAppliedService(db, { live, workOrders });
  const workOrderExecution = createWorkOrderExecutionService(db, {
    ...services,
    planSends,
    // A pause without a count takes the machine's own as-applied coverage as its count.
    coveredByMachine: async (auth, workOrderId, equipmentId) => {
      const coverage = await asApplied.ofMachine(auth, workOrderId, equipmentId);
      return coverage && coverage.appliedAreaHectares > 0
        ? {
            appliedArea: Math.max(0, coverage.appliedAreaHectares - coverage.offTargetAreaHectares),
            appliedVolume: coverage.appliedVolume,
          }
        : null;
    },
  });
  const planning = {
    ...services,
    planningSettings,
    workOrders,
    plans,
    planSends,
    availableOrders: createAvailableOrdersService({ ...services, workOrders, plans }),
    planSummaries: createPlanSummariesService({ plans }),
    planningLogs: createPlanningLogsService(db),
    orderAnalysis: createOrderAnalysisService({ ...services, planningSettings, workOrders }),
    taskData: createTaskDataService({ workOrders }),
    machineApi,
    workOrderExecution,
    workOrderStory: createWorkOrderStoryService(db, { workOrders }),
    monitoring: createMonitoringService(db, { ...services, workOrderExecution }, options.monitoring),
    trails: createTrailsService(db, { ...services, workOrders }),
    asApplied,
  };
  const asAppliedImports = createAsAppliedImportService(db, planning);
  const operator = createOperatorService({ ...planning });
  const fleet = createFleetService(db, { ...planning }, planning.monitoring.onlineMinutes);
  const alerting = createAlertServices(db, planning);
  const loads = createLoadsService(db, planning);
  workOrders.ticketLoads.use(loads.ofOrder);
  const integration = createIntegrationService(db, planning, options.integration);
  integration.listenToOrders(planning.workOrderExecution);
  return {
    ...planning,
    ...alerting,
    fleet,
    operator,
    asAppliedImports,
    optimise: createOptimiseService(db, planning),
    forecastWatch: createForecastWatch(db, {
      ...planning,
      alerts: alerting.alerts,
      branchAuth: createBranchAuths(tenancy),
      weatherRespectOf: (auth, groupId) => planning.planningSettings.weatherRespectOf(auth, groupId),
    }),
    replan: createReplanService(db, {
      ...planning,
      lastReportsOf: (ownerId, equipmentIds) =>
        createMonitoringRepository(db).lastPositionsOf(ownerId, equipmentIds),
      now: options.replan?.now,
      startSolve: options.replan?.startSolve,
    }),
    simulator: createSimulatorService(planning, options.simulator),
    reports: createReportsService(db, planning),
    dashboard: createDashboardService(db, { ...planning, fleet }),
    roadRoutes: createRoadRoutesService(db, planning),
    seasonPlanning: createSeasonPlanningService(db),
    logs: createLogsService(db),
    loads,
    integration,
    robot: createRobotService(db, planning),
    skipReasons: createSkipReasonsService(db, planning),
    admin: createAdminService(db),
    firmware: createFirmwareService(db, planning),
  };
}

export type TServices = ReturnType<typeof createServices>;

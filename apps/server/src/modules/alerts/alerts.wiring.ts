import type { TDatabase } from '../../db/database';
import type { TLiveHub } from '../../live/live-hub';
import type { TMachineApiService } from '../monitoring/machine-api.service';
import type { TPlanningSettingsService } from '../planning/settings/planning-settings.service';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TGrowersService } from '../records/growers/growers.service';
import type { TStopOperationsService } from '../records/stop-operations/stop-operations.service';
import type { TUsersService } from '../records/users/users.service';
import type { TShareService } from '../share/share.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWeatherProvider } from '../weather/weather.provider';
import { findLateWorkOrders } from '../work-orders/work-order-lateness';
import { createObservedWeatherRecorder, createObservedWeatherStore } from '../work-orders/observed-weather';
import type { TWorkOrderExecutionService } from '../work-orders/work-order-execution.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { createAlertDelivery } from './alert-delivery';
import { createAlertEngine } from './alert-engine';
import { createAlertNotifier } from './alert-notifier';
import { createAlertsService, createBranchAuths } from './alerts.service';

/**
 * Builds the alerts module and hooks it to what feeds it: the machine API's points, the cab's
 * execution events, the office's status actions and the live events of planning; and the
 * recorder of the weather observed while an order was applied (the closed-order report reads it).
 */
export function createAlertServices(
  db: TDatabase,
  dependencies: {
    live: TLiveHub;
    tenancy: TTenancyService;
    equipment: TEquipmentService;
    growers: TGrowersService;
    users: TUsersService;
    share: TShareService;
    stopOperations: TStopOperationsService;
    weather: TWeatherProvider;
    workOrders: TWorkOrdersService;
    planningSettings: TPlanningSettingsService;
    machineApi: TMachineApiService;
    workOrderExecution: TWorkOrderExecutionService;
  },
) {
  const alerts = createAlertsService(db, dependencies);
  const branchAuth = createBranchAuths(dependencies.tenancy);
  const alertEngine = createAlertEngine({ ...dependencies, alerts, branchAuth });
  const alertNotifier = createAlertNotifier({
    ...dependencies,
    alerts,
    branchAuth,
    lateOrders: (now) => findLateWorkOrders(db, now),
  });
  dependencies.machineApi.onPositions(alertEngine.onPositions);
  dependencies.workOrderExecution.onEvent(alertEngine.onExecution);
  dependencies.workOrderExecution.onEvent(alertNotifier.onExecution);
  dependencies.workOrders.onStatusAction(alertNotifier.onStatusAction);
  alertNotifier.listen();
  const alertDelivery = createAlertDelivery({ ...dependencies, alerts });
  alertDelivery.listen();
  // What the weather was at the field while an order was applied, kept when it is completed.
  const observedWeather = createObservedWeatherRecorder({
    store: createObservedWeatherStore(db),
    weather: dependencies.weather,
    windowOf: async (auth, workOrderId) => {
      const document = await dependencies.workOrders.document(await branchAuth(auth), workOrderId);
      return {
        startedAt: document.order.startedAt,
        closedAt: document.order.dtEncerramento,
        centroid: document.fields.find((field) => field.centroid)?.centroid ?? null,
      };
    },
  });
  dependencies.workOrderExecution.onEvent(observedWeather.onExecution);
  dependencies.workOrders.onStatusAction(observedWeather.onStatusAction);
  return { alerts, alertEngine, alertNotifier, alertDelivery, observedWeather };
}

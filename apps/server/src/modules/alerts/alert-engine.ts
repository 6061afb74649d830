import {
  ALARM_CLASS_SPECIAL,
  DEFAULT_STOPPED_MINUTES,
  RESPECT_ALL_WEATHER,
  SPECIAL_ALARM,
  SPECIAL_ALARM_COLOURS,
  type TSpecialAlarmCode,
} from '@tramline/domain';
import { localDateOf } from '../../calendar/calendar';
import type { TAuth } from '../../http/auth-context';
import { type TMachineCaller, type TPositionsListener } from '../monitoring/machine-api.service';
import {
  computeSprayWindows,
  respectedLimits,
  type TProductWeatherLimits,
  type TSprayWindows,
} from '../planning/spray-windows/spray-windows';
import type { TPlanningSettingsService } from '../planning/settings/planning-settings.service';
import type { TStopOperationsService } from '../records/stop-operations/stop-operations.service';
import { gridCell, type TWeatherProvider } from '../weather/weather.provider';
import type { TExecutionListener } from '../work-orders/work-order-execution.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import {
  isApplying,
  judgePoint,
  newTrack,
  stoppedVerdict,
  type TMachineTrack,
  type TOrderArea,
  type TTrackPoint,
  type TVerdicts,
} from './alert-rules';
import type { TAlarmRow } from './alerts.repository';
import type { TAlertsService, TBranchAuths, TBranchScope } from './alerts.service';
import { judgeLabelWeather } from './label-weather';

/**
 * How long an order's fields and limits are reused before they are read again. Reuse is counted
 * on the server's clock, not the points' times: a terminal catching up sends hours of points in
 * one batch, and counting on their times read the order again every minute of them.
 */
const ORDER_TTL_MS = 60_000;
/** How long a machine's current order (when no point names it) is reused, on the server's clock. */
const CURRENT_ORDER_TTL_MS = 60_000;
/** How long a day's spray windows at a place are reused (forecasts change slowly). */
const WEATHER_TTL_MS = 30 * 60_000;
/** A machine silent this long is not judged stopped by the clock (it may be switched off). */
const SILENT_MS = 5 * 60_000;

interface TOrderContext {
  area: TOrderArea;
  limits: TProductWeatherLimits[];
  timeZone: string;
  loadedAt: number;
}

interface TMachineState {
  scope: TBranchScope;
  caller: TMachineCaller;
  track: TMachineTrack;
  /** Open alarms by special code. */
  open: Map<TSpecialAlarmCode, TAlarmRow>;
  orderId: number | null;
  orderCheckedAt: number;
  /** Minutes of the stop operation the machine paused with. */
  pauseMinutes: number | null;
  last: TTrackPoint | null;
}

export interface TAlertEngineDependencies {
  alerts: TAlertsService;
  workOrders: TWorkOrdersService;
  workOrderExecution: { currentOrderOf(auth: TAuth, equipmentId: number): Promise<number | null> };
  planningSettings: TPlanningSettingsService;
  stopOperations: TStopOperationsService;
  weather: TWeatherProvider;
  /** The branch-wide auth the engine reads with. */
  branchAuth: TBranchAuths;
  logger?: { error: (payload: object, message: string) => void };
}

const MESSAGE_OF: Record<TSpecialAlarmCode, string> = {
  1: 'alarmWrongField',
  2: 'alarmLabelWeather',
  3: 'alarmStopped',
  4: 'alarmLeftFields',
};

/**
 * The rule engine: fed by the machine API's stored points and execution events, and by a clock for
 * the stopped rule. Batches of one machine are judged in order, one after the other; reads are
 * cached (an order's fields and limits, the machine's current order, the day's spray windows) so a
 * point costs a few map lookups and a point-in-polygon test unless an alarm opens or closes.
 */
export function createAlertEngine(dependencies: TAlertEngineDependencies) {
  const { alerts, workOrders, planningSettings, weather } = dependencies;
  const machines = new Map<number, TMachineState>();
  const orders = new Map<number, TOrderContext>();
  const windows = new Map<string, { value: TSprayWindows | null; at: number }>();
  const chains = new Map<number, Promise<void>>();

  function report(error: unknown) {
    dependencies.logger?.error({ err: error }, 'alert engine failed on a batch');
  }

  /** Runs work for a machine after its earlier work, never throwing into the caller. */
  function enqueue(equipmentId: number, work: () => Promise<void>) {
    const previous = chains.get(equipmentId) ?? Promise.resolve();
    const next = previous.then(work).catch(report);
    chains.set(equipmentId, next);
    void next.then(() => {
      if (chains.get(equipmentId) === next) chains.delete(equipmentId);
    });
  }

  async function machineOf(caller: TMachineCaller, equipmentId: number): Promise<TMachineState> {
    let state = machines.get(equipmentId);
    if (!state) {
      const open = new Map<TSpecialAlarmCode, TAlarmRow>();
      for (const row of await alerts.repository.openAlarmsOfMachine(equipmentId))
        if (row.alarmClass === ALARM_CLASS_SPECIAL && row.specialCode !== null)
          open.set(row.specialCode as TSpecialAlarmCode, row);
      state = {
        scope: { ownerId: caller.ownerId, ownerCode: caller.ownerCode, unitId: caller.unitId },
        caller,
        track: newTrack(),
        open,
        orderId: null,
        orderCheckedAt: 0,
        pauseMinutes: null,
        last: null,
      };
      machines.set(equipmentId, state);
    }
    return state;
  }

  async function orderContext(auth: TAuth, orderId: number): Promise<TOrderContext | null> {
    const at = Date.now();
    const cached = orders.get(orderId);
    if (cached && at - cached.loadedAt < ORDER_TTL_MS) return cached;
    const document = await workOrders.document(auth, orderId).catch(() => null);
    if (!document) {
      orders.delete(orderId);
      return null;
    }
    const { order, fields, products, timeZone } = document;
    const respect = order.equipmentGroupId
      ? await planningSettings.weatherRespectOf(auth, order.equipmentGroupId).catch(() => RESPECT_ALL_WEATHER)
      : RESPECT_ALL_WEATHER;
    const context: TOrderContext = {
      area: {
        workOrderId: order.cdOrdemServico,
        label: order.vlOrdemServico ? `#${order.vlOrdemServico}` : String(order.cdOrdemServico),
        status: order.status,
        fields: fields.flatMap((field) =>
          field.geometry && field.bbox ? [{ geometry: field.geometry, box: field.bbox }] : [],
        ),
        stoppedMinutes: DEFAULT_STOPPED_MINUTES,
      },
      limits: products.map((product) => respectedLimits(product, respect)),
      timeZone,
      loadedAt: at,
    };
    orders.set(orderId, context);
    return context;
  }

  async function currentOrderOf(state: TMachineState, equipmentId: number) {
    const at = Date.now();
    if (at - state.orderCheckedAt >= CURRENT_ORDER_TTL_MS) {
      state.orderId = await dependencies.workOrderExecution
        .currentOrderOf(await dependencies.branchAuth(state.scope), equipmentId)
        .catch(() => state.orderId);
      state.orderCheckedAt = at;
    }
    return state.orderId;
  }

  /** Code 2 at a point: the day's spray windows at the machine's place, for the order's products. */
  async function labelWeather(context: TOrderContext, ownerId: number, point: TTrackPoint) {
    if (context.limits.length === 0) return null;
    const date = localDateOf(point.time, context.timeZone);
    const cell = gridCell(point);
    const key = `${context.area.workOrderId}:${date}:${cell.latitude}:${cell.longitude}`;
    const now = Date.now();
    let cached = windows.get(key);
    if (!cached || now - cached.at >= WEATHER_TTL_MS) {
      const value = await computeSprayWindows(weather, {
        ownerId,
        point: cell,
        date,
        timeZone: context.timeZone,
        products: context.limits,
      }).catch(() => null);
      cached = { value, at: now };
      windows.set(key, cached);
    }
    return cached.value ? judgeLabelWeather(cached.value, point.time) : null;
  }

  async function settle(
    state: TMachineState,
    equipmentId: number,
    verdicts: TVerdicts,
    point: TTrackPoint | null,
    at: Date,
    context: TOrderContext | null,
    extra: Partial<Record<TSpecialAlarmCode, Record<string, string | number>>> = {},
  ) {
    for (const [key, holds] of Object.entries(verdicts)) {
      const code = Number(key) as TSpecialAlarmCode;
      const open = state.open.get(code);
      if (holds && !open) {
        const minutes = context?.area.stoppedMinutes ?? DEFAULT_STOPPED_MINUTES;
        const row = await alerts.raise(state.scope, {
          equipmentId,
          workOrderId: context?.area.workOrderId ?? null,
          alarmClass: ALARM_CLASS_SPECIAL,
          specialCode: code,
          colour: SPECIAL_ALARM_COLOURS[code],
          messageKey: MESSAGE_OF[code],
          messageParams: { order: context?.area.label ?? '', minutes, ...extra[code] },
          operatorName: state.caller.login,
          startedAt:
            code === SPECIAL_ALARM.stopped && state.track.stoppedSince
              ? new Date(state.track.stoppedSince)
              : at,
          latitude: point?.latitude ?? state.last?.latitude ?? null,
          longitude: point?.longitude ?? state.last?.longitude ?? null,
        });
        if (row) state.open.set(code, row);
      } else if (!holds && open) {
        state.open.delete(code);
        await alerts.clear(state.scope, open.id, at);
      }
    }
  }

  function withPause(state: TMachineState, context: TOrderContext | null): TOrderContext | null {
    if (!context || state.pauseMinutes === null) return context;
    return { ...context, area: { ...context.area, stoppedMinutes: state.pauseMinutes } };
  }

  const onPositions: TPositionsListener = ({ caller, equipmentId, points }) => {
    const sorted = [...points].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    enqueue(equipmentId, async () => {
      const state = await machineOf(caller, equipmentId);
      const auth = await dependencies.branchAuth(state.scope);
      for (const row of sorted) {
        const point: TTrackPoint = {
          time: row.recordedAt,
          latitude: row.latitude,
          longitude: row.longitude,
          speedKmh: row.speedKmh ?? null,
          boomOn: row.boomOn ?? null,
          sections: row.sections ?? null,
        };
        const at = point.time.getTime();
        if (at < state.track.lastTime) continue;
        if (row.workOrderId) state.orderId = row.workOrderId;
        const orderId = row.workOrderId ?? (await currentOrderOf(state, equipmentId));
        const context = withPause(state, orderId ? await orderContext(auth, orderId) : null);
        const verdicts = judgePoint(state.track, point, context?.area ?? null);
        const extra: Partial<Record<TSpecialAlarmCode, Record<string, string>>> = {};
        if (context && isApplying(point)) {
          const verdict = await labelWeather(context, caller.ownerId, point);
          if (verdict) {
            verdicts[SPECIAL_ALARM.labelWeather] = verdict.breaks;
            extra[SPECIAL_ALARM.labelWeather] = { limits: verdict.limits.join(',') };
          }
        } else verdicts[SPECIAL_ALARM.labelWeather] = false;
        state.last = point;
        await settle(state, equipmentId, verdicts, point, point.time, context, extra);
      }
    });
  };

  const onExecution: TExecutionListener = ({ auth, equipmentId, event, result }) => {
    orders.delete(event.workOrderId);
    enqueue(equipmentId, async () => {
      const caller: TMachineCaller = {
        ownerId: auth.ownerId,
        ownerCode: auth.ownerCode,
        unitId: auth.unitId,
        equipmentId,
        userId: auth.userId,
        login: auth.login,
      };
      const state = await machineOf(caller, equipmentId);
      const at = new Date(event.time);
      state.orderCheckedAt = Date.now();
      if (event.type === 'pause') {
        const branch = await dependencies.branchAuth(state.scope);
        const stop = await dependencies.stopOperations.get(branch, event.stopOperationId).catch(() => null);
        state.pauseMinutes = stop && stop.durationMinutes > 0 ? stop.durationMinutes : null;
      } else state.pauseMinutes = null;
      const working = result.status === 2 || result.status === 5;
      state.orderId = working ? event.workOrderId : null;
      if (!working) {
        // Completed, canceled or skipped: nothing of that order is still going on.
        const verdicts: TVerdicts = {};
        for (const [code, row] of state.open)
          if (row.workOrderId === event.workOrderId) verdicts[code] = false;
        await settle(state, equipmentId, verdicts, null, at, null);
        state.track.wasInsideOrder = null;
      }
    });
  };

  /** The clock's rules: a machine standing still (and still reporting) for its minutes. */
  async function tick(at = new Date()) {
    const now = at.getTime();
    for (const [equipmentId, state] of machines) {
      if (state.track.stoppedSince === null || now - state.track.lastTime > SILENT_MS) continue;
      enqueue(equipmentId, async () => {
        const auth = await dependencies.branchAuth(state.scope);
        const context = withPause(state, state.orderId ? await orderContext(auth, state.orderId) : null);
        const holds = stoppedVerdict(state.track, context?.area ?? null, now);
        await settle(state, equipmentId, { [SPECIAL_ALARM.stopped]: holds }, null, at, context);
      });
    }
    await idle();
  }

  async function idle() {
    while (chains.size) await Promise.all([...chains.values()]);
  }

  return {
    onPositions,
    onExecution,
    tick,
    idle,
    /** Drops the cached spray windows, e.g. after new forecasts were stored. */
    forgetWeather() {
      windows.clear();
    },
  };
}

export type TAlertEngine = ReturnType<typeof createAlertEngine>;

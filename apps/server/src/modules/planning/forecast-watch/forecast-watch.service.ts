import { FORECAST_CHANGED_EVENT, type TForecastChangedEvent } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { addDays, localDateOf, nextDate } from '../../../calendar/calendar';
import type { TLiveHub } from '../../../live/live-hub';
import type { TAlertsService, TBranchAuths, TBranchScope } from '../../alerts/alerts.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import { createWeatherService, type TForecastHourRow } from '../../weather/weather.service';
import { createProblemBuilder } from '../engine/problem-builder';
import type { TProblemBuilderDependencies } from '../engine/problem-types';
import { createForecastWatchRepository } from './forecast-watch.repository';

/** How often the forecast is looked at again (the Open-Meteo source fetches fresh hours then). */
export const FORECAST_CHECK_MS = 15 * 60_000;

/** One second of rounding between the engine's seconds and stored instants. */
const TOLERANCE_MS = 1000;

export interface TForecastWatchDependencies extends TProblemBuilderDependencies {
  alerts: Pick<TAlertsService, 'notify'>;
  live: TLiveHub;
  tenancy: Pick<TTenancyService, 'ownerById'>;
  branchAuth: TBranchAuths;
  logger?: { error: (payload: object, message: string) => void };
}

/** A plan whose orders the new forecast left outside their windows, as it was told. */
export interface TForecastChange {
  planId: number;
  localDate: string;
  workOrderIds: number[];
  notificationId: number;
}

type TSpan = { start: number; end: number };

/**
 * Watches the forecast under the active plans of today and tomorrow: each order's planned
 * application (what is left of it) is checked against its spray windows, computed as planning
 * computes them (the problem builder); a plan with orders outside every window is told once per
 * plan version and set of orders, as a `forecastChanged` notification for the branch's planners
 * and a live event that offers to re-plan the day.
 */
export function createForecastWatch(db: TDatabase, dependencies: TForecastWatchDependencies) {
  const repository = createForecastWatchRepository(db);
  const builder = createProblemBuilder(dependencies);
  const weather = createWeatherService(db);
  const fail = (error: unknown, planId: number) =>
    dependencies.logger?.error({ err: error, planId }, 'forecast check of a plan failed');

  async function scopeOf(ownerId: number, unitId: number): Promise<TBranchScope> {
    const owner = await dependencies.tenancy.ownerById(ownerId);
    return { ownerId, ownerCode: owner?.code ?? '', unitId };
  }

  /** Whether a span lies inside one window (seconds from the day's origin). */
  const inside = (span: TSpan, windows: readonly (readonly [number, number])[], origin: number) =>
    windows.some(
      ([open, close]) =>
        origin + open * 1000 <= span.start + TOLERANCE_MS && span.end <= origin + close * 1000 + TOLERANCE_MS,
    );

  type TPlanRow = Awaited<ReturnType<typeof repository.activePlans>>[number];
  type TItemRow = Awaited<ReturnType<typeof repository.orderItems>>[number];

  /** The work orders of a plan whose application still to come falls outside the new windows. */
  async function closedOrders(plan: TPlanRow, items: TItemRow[], now: Date) {
    const spans = new Map<number, TSpan[]>();
    for (const activity of plan.activities) {
      if (activity.kind !== 'application' || activity.cdOrdemServico === null) continue;
      const list = spans.get(activity.cdOrdemServico) ?? [];
      list.push({ start: Date.parse(activity.start), end: Date.parse(activity.end) });
      spans.set(activity.cdOrdemServico, list);
    }
    for (const item of items) {
      if (item.workOrderId === null || spans.has(item.workOrderId)) continue;
      if (item.plannedStart && item.plannedEnd)
        spans.set(item.workOrderId, [{ start: item.plannedStart.getTime(), end: item.plannedEnd.getTime() }]);
    }
    // What is already applied does not depend on the forecast any more.
    const ahead = new Map<number, TSpan[]>();
    for (const [id, list] of spans) {
      const left = list
        .filter((span) => span.end > now.getTime())
        .map((span) => ({ start: Math.max(span.start, now.getTime()), end: span.end }))
        .filter((span) => span.end > span.start);
      if (left.length) ahead.set(id, left);
    }
    if (ahead.size === 0) return null;
    const auth = await dependencies.branchAuth(await scopeOf(plan.ownerId, plan.unitId));
    const built = await builder.build(auth, {
      date: plan.localDate,
      groupId: plan.groupId,
      equipmentIds: [plan.equipmentId],
      orderIds: [...ahead.keys()],
      mode: 'retime',
    });
    const withoutWeather = new Set(built.withoutWeather);
    const origin = built.dayStart.getTime();
    const closed: number[] = [];
    for (const [id, list] of ahead) {
      if (withoutWeather.has(id)) continue;
      // A work order on several fields: its work may fall in a window of any of its fields.
      const windows = built.problem.orders
        .filter((order) => built.orders.get(order.id)?.workOrderId === id)
        .flatMap((order) => order.windows);
      if (list.some((span) => !inside(span, windows, origin))) closed.push(id);
    }
    return { built, closed: closed.sort((a, b) => a - b) };
  }

  /** Checks the active plans of today and tomorrow (of one owner, or all); answers what it told. */
  async function check(now = new Date(), ownerId?: number): Promise<TForecastChange[]> {
    const utcToday = now.toISOString().slice(0, 10);
    const rows = await repository.activePlans(addDays(utcToday, -1), addDays(utcToday, 2), ownerId);
    const days = rows.filter((plan) => {
      const today = localDateOf(now, plan.timeZone);
      return plan.localDate === today || plan.localDate === nextDate(today);
    });
    const items = await repository.orderItems(days.map((plan) => plan.id));
    const told: TForecastChange[] = [];
    for (const plan of days) {
      try {
        const onDay = items.filter(
          (item) =>
            item.planId === plan.id && item.workOrderId !== null && (!item.extra || item.extraAccepted),
        );
        const result = await closedOrders(plan, onDay, now);
        if (!result || result.closed.length === 0) continue;
        const { built, closed } = result;
        const tickets = closed.map((id) => {
          const ticket = built.workOrders.find((order) => order.cdOrdemServico === id)?.vlOrdemServico;
          return ticket ? `#${ticket}` : String(id);
        });
        const scope = await scopeOf(plan.ownerId, plan.unitId);
        const row = await dependencies.alerts.notify(scope, {
          type: 'forecastChanged',
          messageKey: 'notificationForecastChanged',
          params: {
            orders: tickets.join(', '),
            machine: built.machines[0]?.name ?? String(plan.equipmentId),
            date: plan.localDate,
            group: plan.groupId,
          },
          planId: plan.id,
          onceKey: `forecast:${plan.id}:${plan.version}:${closed.join(',')}`,
        });
        if (!row) continue;
        const event: TForecastChangedEvent = {
          planejamentoId: plan.id,
          configuracaoId: plan.groupId,
          equipamentoId: plan.equipmentId,
          unitId: plan.unitId,
          referencia: plan.localDate,
          ordensId: closed,
          tickets,
        };
        dependencies.live.publish(scope, FORECAST_CHANGED_EVENT, event);
        told.push({
          planId: plan.id,
          localDate: plan.localDate,
          workOrderIds: closed,
          notificationId: row.id,
        });
      } catch (error) {
        fail(error, plan.id);
      }
    }
    return told;
  }

  return {
    check,

    /**
     * Keeps new forecast hours of an owner (replacing those of the same cell and hour), then checks
     * that owner's plans of today and tomorrow against them.
     */
    async refresh(ownerId: number, hours: TForecastHourRow[], now = new Date()) {
      await weather.keepHours(ownerId, hours);
      return check(now, ownerId);
    },
  };
}

export type TForecastWatch = ReturnType<typeof createForecastWatch>;

import { WORK_ORDER_STATUS, type TPlanActivity } from '@tramline/domain';
import type { TGeoPoint } from '../../weather/weather.provider';
import type { TMachineStartState } from '../engine/problem-types';
import type { TPlanWithItems } from '../plans/plans.service';

/** Orders whose work has begun stay where they are when a day is planned again. */
export const isUnderWay = (status: number) =>
  status === WORK_ORDER_STATUS.COMPLETED || status === WORK_ORDER_STATUS.IN_PROGRESS;

/** A machine's last report from the field. */
export interface TFieldReport {
  recordedAt: Date;
  latitude: number;
  longitude: number;
  tankLevelLitres: number | null;
}

/**
 * A machine's active day split at its work under way: the head (every item up to its last
 * completed or in-progress order, other orders and their refills taken out) stays as it is; the
 * orders after it (and those taken out of the head) are planned again.
 */
export function splitDay(day: TPlanWithItems, statusOf: (workOrderId: number) => number | undefined) {
  const ofOrderUnderWay = (item: TPlanWithItems['items'][number]) =>
    item.workOrderId !== null && isUnderWay(statusOf(item.workOrderId) ?? 0);
  const underWay = (item: TPlanWithItems['items'][number]) => item.kind === 'order' && ofOrderUnderWay(item);
  let last = -1;
  day.items.forEach((item, index) => {
    if (underWay(item)) last = index;
  });
  // A refill belongs to its order: one taken out of the head takes its refills with it (cleanouts
  // name no order and stay).
  const head = day.items
    .slice(0, last + 1)
    .filter((item) => item.kind === 'cleanout' || item.workOrderId === null || ofOrderUnderWay(item));
  const rest = day.items.filter(
    (item) => item.kind === 'order' && item.workOrderId !== null && !underWay(item),
  );
  const lastUnderWay = last >= 0 ? day.items[last]! : null;
  return { head, rest: [...new Set(rest.map((item) => item.workOrderId!))], lastUnderWay };
}

/**
 * Where, when and with how full a tank a machine goes on: the last report of the day from the
 * field when there is one (its place, its tank level against the liquid capacity), else the plan:
 * after its work under way (the last such order's field, an empty tank so it refills first) or,
 * with none, at its warehouse with a full tank. Never before `now`, nor before the planned end of
 * its work under way (the day's items stay in order).
 */
export function startStateOf(input: {
  now: Date;
  dayStart: Date;
  report: TFieldReport | null;
  liquidCapacity: number;
  lastUnderWay: { plannedEnd: Date | null } | null;
  lastUnderWayPoint: TGeoPoint | null;
}): TMachineStartState {
  const { now, report, lastUnderWay } = input;
  // The day stays in order: never before the plan's end of the work under way.
  const busyUntil = lastUnderWay?.plannedEnd ?? now;
  const at = new Date(Math.max(now.getTime(), busyUntil.getTime()));
  if (report && report.recordedAt >= input.dayStart) {
    const load =
      report.tankLevelLitres !== null && input.liquidCapacity > 0
        ? report.tankLevelLitres / input.liquidCapacity
        : lastUnderWay
          ? 0
          : 1;
    return { point: { latitude: report.latitude, longitude: report.longitude }, at, load };
  }
  if (lastUnderWay) return { point: input.lastUnderWayPoint, at, load: 0 };
  return { point: null, at, load: 1 };
}

/**
 * The activities of the head of a day: those over by the time the machine goes on, of no order or
 * of an order the head keeps.
 */
export function headActivities(
  activities: readonly TPlanActivity[],
  at: Date,
  kept: ReadonlySet<number>,
): TPlanActivity[] {
  return activities.filter(
    (activity) =>
      new Date(activity.end).getTime() <= at.getTime() &&
      (activity.cdOrdemServico === null || kept.has(activity.cdOrdemServico)),
  );
}

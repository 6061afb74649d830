import {
  EXPLAINED_WAIT_SECONDS,
  type TPlanActivity,
  type TPlanItemKind,
  type TPlanItemTender,
  type TPlanSummary,
  type TWaitCause,
} from '@tramline/domain';
import type { Activity, MachineSchedule } from '@tramline/optimizer';
import type { TBuiltMachine, TBuiltOrder } from './problem-types';

/** A plan item as the plans service writes it (`plan_items` without ids). */
export interface TPlanItemValues {
  /** 1-based position in the day. */
  sequence: number;
  kind: TPlanItemKind;
  workOrderId: number | null;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  travelSeconds: number;
  cleaningSeconds: number;
  appliedSeconds: number;
  areaHectares: number;
  /** Litres of liquid plus kilograms of dry and ammonia. */
  volume: number;
  batches: number;
  /** Tender trucks: the tender or sprayer met and the load's lines. */
  tender?: TPlanItemTender | null;
}

/** One machine's day ready for `saveOptimisedDay` (and for a custom day's items). */
export interface TMachineDay {
  equipmentId: number;
  workingStart: Date;
  workingEnd: Date;
  overtimeEnd: Date;
  items: TPlanItemValues[];
  activities: TPlanActivity[];
  summary: TPlanSummary;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * What a wait longer than `EXPLAINED_WAIT_SECONDS` is for, null for shorter waits and other
 * activities. The engine waits for a tender truck to refill at the field (`refill`), for the
 * working period to begin (`dayStart`), or for the next spray window of the order at its field to
 * open (`window`); orders carry no earliest start of their own, so `order` is for waits that name
 * no order.
 */
export function waitCauseOf(activity: Activity, machine: TBuiltMachine, dayStart: Date): TWaitCause | null {
  if (activity.kind !== 'waiting' || activity.end - activity.start <= EXPLAINED_WAIT_SECONDS) return null;
  if (activity.tenderId) return 'refill';
  const workingStart = (machine.workingStart.getTime() - dayStart.getTime()) / 1000;
  if (activity.end <= workingStart) return 'dayStart';
  return activity.orderId ? 'window' : 'order';
}

/**
 * Turns the engine's timed day of one machine into plan items, activities and summary: one order
 * item per work order visit (the fields of an order done one after the other make one item),
 * a cleanout item for every cleaning (asked for or needed between product families) and a
 * refill item for every refill. Times become instants from the day origin.
 */
export function mapMachineDay(
  schedule: MachineSchedule,
  machine: TBuiltMachine,
  orders: ReadonlyMap<string, TBuiltOrder>,
  dayStart: Date,
): TMachineDay {
  const instant = (seconds: number) => new Date(dayStart.getTime() + Math.round(seconds * 1000));
  const workOrderOf = (activity: Activity) =>
    activity.orderId ? (orders.get(activity.orderId)?.workOrderId ?? null) : null;
  const items: TPlanItemValues[] = [];
  /** The item each engine order (a field) went into. */
  const itemOfOrder = new Map<string, TPlanItemValues>();
  let pendingTravel = 0;

  const lastOrderItem = () => {
    for (let index = items.length - 1; index >= 0; index -= 1) {
      const item = items[index]!;
      if (item.kind === 'order') return item;
      if (item.kind === 'cleanout') return null;
    }
    return null;
  };

  const orderItem = (orderId: string): TPlanItemValues => {
    const known = itemOfOrder.get(orderId);
    if (known) return known;
    const order = orders.get(orderId)!;
    const previous = lastOrderItem();
    if (previous && previous.workOrderId === order.workOrderId) {
      // The next field of the same work order continues its item.
      previous.areaHectares += order.area;
      previous.volume += order.volume;
      previous.travelSeconds += pendingTravel;
      pendingTravel = 0;
      itemOfOrder.set(orderId, previous);
      return previous;
    }
    const item: TPlanItemValues = {
      sequence: items.length + 1,
      kind: 'order',
      workOrderId: order.workOrderId,
      plannedStart: null,
      plannedEnd: null,
      travelSeconds: pendingTravel,
      cleaningSeconds: 0,
      appliedSeconds: 0,
      areaHectares: order.area,
      volume: order.volume,
      batches: 0,
    };
    pendingTravel = 0;
    items.push(item);
    itemOfOrder.set(orderId, item);
    return item;
  };

  for (const activity of schedule.activities) {
    const duration = activity.end - activity.start;
    switch (activity.kind) {
      case 'travel': {
        const item = activity.orderId ? itemOfOrder.get(activity.orderId) : undefined;
        if (item) item.travelSeconds += duration;
        else pendingTravel += duration;
        break;
      }
      case 'cleaning': {
        items.push({
          sequence: items.length + 1,
          kind: 'cleanout',
          workOrderId: null,
          plannedStart: instant(activity.start),
          plannedEnd: instant(activity.end),
          travelSeconds: 0,
          cleaningSeconds: duration,
          appliedSeconds: 0,
          areaHectares: 0,
          volume: 0,
          batches: 0,
        });
        break;
      }
      case 'refill': {
        items.push({
          sequence: items.length + 1,
          kind: 'refill',
          workOrderId: activity.orderId ? (orders.get(activity.orderId)?.workOrderId ?? null) : null,
          plannedStart: instant(activity.start),
          plannedEnd: instant(activity.end),
          travelSeconds: pendingTravel,
          cleaningSeconds: 0,
          appliedSeconds: 0,
          areaHectares: 0,
          volume: 0,
          batches: activity.batch ?? 0,
          // A refill from a tender truck at the field names the tender.
          ...(activity.tenderId
            ? { tender: { tenderEquipmentId: Number(activity.tenderId), servedEquipmentId: null, lines: [] } }
            : {}),
        });
        pendingTravel = 0;
        break;
      }
      case 'application': {
        if (!activity.orderId) break;
        const item = orderItem(activity.orderId);
        if (item.plannedStart === null) item.plannedStart = instant(activity.start);
        item.plannedEnd = instant(activity.end);
        item.appliedSeconds += duration;
        item.batches = Math.max(item.batches, activity.batch ?? 1);
        break;
      }
      case 'waiting':
      case 'load':
      case 'meeting':
        break;
    }
  }
  for (const item of items) {
    item.travelSeconds = round(item.travelSeconds);
    item.appliedSeconds = round(item.appliedSeconds);
    item.cleaningSeconds = round(item.cleaningSeconds);
  }

  const workingEnd = machine.workingEnd.getTime();
  const activities: TPlanActivity[] = schedule.activities.map((activity) => {
    const waitCause = waitCauseOf(activity, machine, dayStart);
    return {
      kind: activity.kind,
      start: instant(activity.start).toISOString(),
      end: instant(activity.end).toISOString(),
      cdOrdemServico: workOrderOf(activity),
      batch: activity.batch ?? null,
      distanceMetres: activity.kind === 'travel' ? (activity.distance ?? 0) : null,
      overtime: instant(activity.end).getTime() > workingEnd,
      // Why a sprayer waits, or whose load it takes: the tender truck.
      ...(activity.tenderId ? { tenderEquipmentId: Number(activity.tenderId) } : {}),
      ...(waitCause ? { waitCause } : {}),
    };
  });
  const workOrderCount = new Set(
    items.filter((item) => item.kind === 'order').map((item) => item.workOrderId),
  ).size;
  const summary: TPlanSummary = {
    workedTime: round(schedule.summary.workedTime),
    displacementTime: round(schedule.summary.displacementTime),
    cleaningTime: round(schedule.summary.cleaningTime),
    waitingTime: round(schedule.summary.waitingTime),
    overtime: round(schedule.summary.overtime),
    workedArea: schedule.summary.workedArea,
    orderCount: workOrderCount,
    equipmentCount: workOrderCount > 0 ? 1 : 0,
  };
  return {
    equipmentId: machine.equipmentId,
    workingStart: machine.workingStart,
    workingEnd: machine.workingEnd,
    overtimeEnd: machine.overtimeEnd,
    items,
    activities,
    summary,
  };
}

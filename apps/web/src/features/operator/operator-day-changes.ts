import type { TOperatorSchedule } from '@tramline/domain';

/** A planned start that moves by more than this many minutes is a change the operator is told of. */
export const START_MOVE_MINUTES = 15;
/** Areas closer than this (hectares) are the same area: rounding, not a change. */
const AREA_TOLERANCE_HECTARES = 0.01;

/** One order of a day as the comparison needs it. */
export interface TDaySnapshotOrder {
  workOrderId: number;
  /** What the order card shows as its title: the ticket, else the description. */
  label: string;
  /** The stop number of the order (its first stop when it has several). */
  sequence: number;
  /** The earliest planned start of its stops (UTC instant), when planned. */
  plannedStart: string | null;
  /** Hectares over its stops. */
  area: number;
}

/** What the operator acknowledged of a sent day: enough to say later what changed. */
export interface TDaySnapshot {
  equipmentId: number;
  day: string;
  version: number | null;
  /** The orders in sequence. */
  orders: TDaySnapshotOrder[];
}

export type TDayChange =
  | { kind: 'added'; workOrderId: number; label: string; sequence: number }
  | { kind: 'removed'; workOrderId: number; label: string }
  /** Moved in the sequence, from one stop number to another. */
  | { kind: 'earlier' | 'later'; workOrderId: number; label: string; from: number; to: number }
  /** Planned start moved by `minutes` (later when positive). */
  | { kind: 'start'; workOrderId: number; label: string; minutes: number; plannedStart: string }
  /** Area in hectares. */
  | { kind: 'area'; workOrderId: number; label: string; from: number; to: number };

/** The parts of a day the comparison reads, with the orders in sequence. */
export function snapshotOfDay(schedule: TOperatorSchedule): TDaySnapshot {
  const byOrder = new Map<number, TDaySnapshotOrder>();
  for (const stop of [...schedule.stops].sort((a, b) => a.sequence - b.sequence)) {
    if (!stop.order) continue;
    const known = byOrder.get(stop.order.cdOrdemServico);
    if (known) {
      known.area += stop.area;
      if (stop.plannedStart && (!known.plannedStart || stop.plannedStart < known.plannedStart))
        known.plannedStart = stop.plannedStart;
      continue;
    }
    byOrder.set(stop.order.cdOrdemServico, {
      workOrderId: stop.order.cdOrdemServico,
      label: stop.order.ticket ?? stop.order.description,
      sequence: stop.sequence,
      plannedStart: stop.plannedStart,
      area: stop.area,
    });
  }
  return {
    equipmentId: schedule.equipmentId,
    day: schedule.day,
    version: schedule.version,
    orders: [...byOrder.values()],
  };
}

/**
 * The orders kept in their relative order between two sequences: a longest common subsequence, so
 * one order moved to the front counts as that order moving, not every other one moving back.
 */
function keptInOrder(before: readonly number[], after: readonly number[]): Set<number> {
  const lengths = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i]![j] =
        before[i] === after[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

/**
 * What changed between the day the operator acknowledged and a new version of it: orders removed
 * (in their old order), then, in the new sequence, orders added, moved earlier or later in the
 * sequence, whose planned start moved by more than `START_MOVE_MINUTES`, or whose area changed.
 */
export function changesOfDay(previous: TDaySnapshot, next: TDaySnapshot): TDayChange[] {
  const before = new Map(previous.orders.map((order) => [order.workOrderId, order]));
  const after = new Map(next.orders.map((order) => [order.workOrderId, order]));
  const changes: TDayChange[] = previous.orders
    .filter((order) => !after.has(order.workOrderId))
    .map((order) => ({ kind: 'removed', workOrderId: order.workOrderId, label: order.label }));

  const commonBefore = previous.orders.map((order) => order.workOrderId).filter((id) => after.has(id));
  const commonAfter = next.orders.map((order) => order.workOrderId).filter((id) => before.has(id));
  const kept = keptInOrder(commonBefore, commonAfter);

  for (const order of next.orders) {
    const { workOrderId, label } = order;
    const old = before.get(workOrderId);
    if (!old) {
      changes.push({ kind: 'added', workOrderId, label, sequence: order.sequence });
      continue;
    }
    const rankBefore = commonBefore.indexOf(workOrderId);
    const rankAfter = commonAfter.indexOf(workOrderId);
    if (!kept.has(workOrderId) && rankBefore !== rankAfter)
      changes.push({
        kind: rankAfter < rankBefore ? 'earlier' : 'later',
        workOrderId,
        label,
        from: old.sequence,
        to: order.sequence,
      });
    if (old.plannedStart && order.plannedStart) {
      const minutes = Math.round((Date.parse(order.plannedStart) - Date.parse(old.plannedStart)) / 60_000);
      if (Math.abs(minutes) > START_MOVE_MINUTES)
        changes.push({ kind: 'start', workOrderId, label, minutes, plannedStart: order.plannedStart });
    }
    if (Math.abs(order.area - old.area) >= AREA_TOLERANCE_HECTARES)
      changes.push({ kind: 'area', workOrderId, label, from: old.area, to: order.area });
  }
  return changes;
}

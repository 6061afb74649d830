import type { TActivityKind, TPlan, TPlanItem, TWaitCause } from '@tramline/domain';

/** The time span a timeline shows, in epoch milliseconds. */
export interface TTimeRange {
  start: number;
  end: number;
}

/** Where an interval sits on the timeline, in percent of its width. */
export interface TPlacement {
  left: number;
  width: number;
}

export interface TActivityBlock extends TPlacement {
  kind: TActivityKind;
  start: string;
  end: string;
  overtime: boolean;
  cdOrdemServico: number | null;
  batch: number | null;
  distanceMetres: number | null;
  /** A wait longer than ten minutes: what the machine waits for. */
  waitCause?: TWaitCause | null;
  /** A tender truck's transfer: the sprayer it serves. */
  servedEquipmentId?: number | null;
  /** A sprayer's refill from a tender truck, or its wait for one: the tender. */
  tenderEquipmentId?: number | null;
}

export interface TOrderBlock extends TPlacement {
  item: TPlanItem;
}

/** Everything a machine's row draws. */
export interface TRowLayout {
  working: TPlacement | null;
  overtime: TPlacement | null;
  activities: TActivityBlock[];
  orders: TOrderBlock[];
  /** Cleanouts of the day, drawn as blocks of their own so their menu can remove them. */
  cleanouts: TOrderBlock[];
  /** Extra orders not accepted yet: listed apart, never drawn among the day's work. */
  pendingExtras: TPlanItem[];
}

const HOUR_MS = 3_600_000;

const time = (instant: string | null | undefined) => (instant ? new Date(instant).getTime() : Number.NaN);

/**
 * The span every row of the group shares: from the earliest working start or activity to the
 * latest overtime end or activity, widened to whole hours. `fallback` serves a day without plans.
 */
export function timelineRange(plans: readonly TPlan[], fallback: TTimeRange): TTimeRange {
  const instants: number[] = [];
  for (const plan of plans) {
    for (const instant of [plan.workingStart, plan.workingEnd, plan.overtimeEnd])
      instants.push(time(instant));
    for (const activity of plan.activities) instants.push(time(activity.start), time(activity.end));
    for (const item of plan.items) instants.push(time(item.plannedStart), time(item.plannedEnd));
  }
  const known = instants.filter(Number.isFinite);
  if (known.length === 0) return fallback;
  const start = Math.floor(Math.min(...known) / HOUR_MS) * HOUR_MS;
  const end = Math.ceil(Math.max(...known) / HOUR_MS) * HOUR_MS;
  return { start, end: Math.max(end, start + HOUR_MS) };
}

/** An interval placed on the range, clipped to it; null when it lies outside or is empty. */
export function place(range: TTimeRange, start: number, end: number): TPlacement | null {
  const span = range.end - range.start;
  if (!(span > 0) || !Number.isFinite(start) || !Number.isFinite(end)) return null;
  const from = Math.max(start, range.start);
  const to = Math.min(end, range.end);
  if (to <= from) return null;
  return { left: ((from - range.start) / span) * 100, width: ((to - from) / span) * 100 };
}

/** Whole hours inside the range, for the axis; every `step` hours when the day is long. */
export function hourTicks(range: TTimeRange, maxTicks = 16): number[] {
  const hours = Math.round((range.end - range.start) / HOUR_MS);
  const step = Math.max(1, Math.ceil(hours / maxTicks));
  const ticks: number[] = [];
  for (let tick = Math.ceil(range.start / HOUR_MS) * HOUR_MS; tick <= range.end; tick += step * HOUR_MS)
    ticks.push(tick);
  return ticks;
}

/** Whether an item belongs on the drawn day: every order except extras waiting for acceptance. */
export function isOnDay(item: TPlanItem): boolean {
  return !item.ordemExtra || item.ordemExtraAceita;
}

/** The blocks of one machine's day on the shared range. */
export function layoutRow(plan: TPlan, range: TTimeRange): TRowLayout {
  const working = place(range, time(plan.workingStart), time(plan.workingEnd));
  const overtime = place(range, time(plan.workingEnd), time(plan.overtimeEnd));
  const activities: TActivityBlock[] = [];
  for (const activity of plan.activities) {
    const placement = place(range, time(activity.start), time(activity.end));
    if (placement) activities.push({ ...activity, ...placement });
  }
  const orders: TOrderBlock[] = [];
  const cleanouts: TOrderBlock[] = [];
  const pendingExtras: TPlanItem[] = [];
  for (const item of [...plan.items].sort((a, b) => a.sequencia - b.sequencia)) {
    if (item.kind === 'cleanout') {
      const placement = place(range, time(item.plannedStart), time(item.plannedEnd));
      if (placement) cleanouts.push({ item, ...placement });
      continue;
    }
    if (item.kind !== 'order') continue;
    if (!isOnDay(item)) {
      pendingExtras.push(item);
      continue;
    }
    const placement = place(range, time(item.plannedStart), time(item.plannedEnd));
    if (placement) orders.push({ item, ...placement });
  }
  return { working, overtime, activities, orders, cleanouts, pendingExtras };
}

/** What the ranking of an order depends on. */
export interface TRankingInput {
  /** The order was skipped in its schedule. */
  skipped: boolean;
  /** Any inconsistency flag (order, field, flow rate, compartment). */
  inconsistent: boolean;
  /** The order is in today's schedule (`hoje`). */
  scheduledToday: boolean;
  /** The order is in any schedule. */
  scheduled: boolean;
  /** Compliance alert count (`qtdAlertas`). */
  alertCount: number;
}

/** The ten ranks of the spec (part 1 §4), lower shown first. */
export const RANKINGS = [
  { rank: 1, name: 'skipped-inconsistent' },
  { rank: 2, name: 'skipped-scheduled-today' },
  { rank: 3, name: 'skipped' },
  { rank: 4, name: 'skipped-alerts' },
  { rank: 5, name: 'skipped-alerts-scheduled-today' },
  { rank: 6, name: 'alerts' },
  { rank: 7, name: 'alerts-scheduled-today' },
  { rank: 8, name: 'scheduled' },
  { rank: 9, name: 'available' },
  { rank: 10, name: 'inconsistent' },
] as const;
export type TRanking = (typeof RANKINGS)[number];
export type TRankingName = TRanking['name'];

function ranking(rank: TRanking['rank']): TRanking {
  return RANKINGS[rank - 1]!;
}

/** The rank of an order. Inconsistent ranks last unless skipped, where it ranks first. */
export function rankWorkOrder(order: TRankingInput): TRanking {
  const alerts = order.alertCount > 0;
  if (order.skipped) {
    if (order.inconsistent) return ranking(1);
    if (alerts) return ranking(order.scheduledToday ? 5 : 4);
    return ranking(order.scheduledToday ? 2 : 3);
  }
  if (order.inconsistent) return ranking(10);
  if (alerts) return ranking(order.scheduledToday ? 7 : 6);
  if (order.scheduled || order.scheduledToday) return ranking(8);
  return ranking(9);
}

/** An order may be selected for planning only if its rank name has neither 'schedule' nor 'inconsistent'. */
export function isSelectable(name: TRankingName): boolean {
  return !name.includes('schedule') && !name.includes('inconsistent');
}

/** Row style: any inconsistency is danger, else any alert is a warning. */
export function rowTone(
  order: Pick<TRankingInput, 'inconsistent' | 'alertCount'>,
): 'danger' | 'warning' | null {
  if (order.inconsistent) return 'danger';
  if (order.alertCount > 0) return 'warning';
  return null;
}

/** Sort by rank, then closing date ascending (orders without one last), then id. */
export function compareRanked(
  a: { rank: number; closedAt: string | Date | null; id: number },
  b: { rank: number; closedAt: string | Date | null; id: number },
): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const aTime = a.closedAt === null ? Number.POSITIVE_INFINITY : new Date(a.closedAt).getTime();
  const bTime = b.closedAt === null ? Number.POSITIVE_INFINITY : new Date(b.closedAt).getTime();
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return a.id - b.id;
}

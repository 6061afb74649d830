import type { TPlan } from '@tramline/domain';
import { isOnDay } from './timeline-layout';

/**
 * The 1-based position in a machine's day for a drop at `fraction` (0 left … 1 right) of its
 * track: before the first order that starts after the dropped instant, else at the end.
 */
export function dropPosition(
  plan: TPlan | null,
  range: { start: number; end: number },
  fraction: number,
  movingItemId?: number,
): number {
  if (!plan) return 1;
  const instant = range.start + Math.min(1, Math.max(0, fraction)) * (range.end - range.start);
  const items = plan.items
    .filter((item) => isOnDay(item) && item.id !== movingItemId)
    .sort((a, b) => a.sequencia - b.sequencia);
  const index = items.findIndex((item) => {
    if (!item.plannedStart || !item.plannedEnd) return false;
    const middle = (new Date(item.plannedStart).getTime() + new Date(item.plannedEnd).getTime()) / 2;
    return middle > instant;
  });
  return index === -1 ? items.length + 1 : index + 1;
}

/** The day's item ids with one item moved to a 1-based position. */
export function moveItem(plan: TPlan, itemId: number, position: number): number[] {
  const ids = [...plan.items].sort((a, b) => a.sequencia - b.sequencia).map((item) => item.id);
  const without = ids.filter((id) => id !== itemId);
  const at = Math.max(0, Math.min(without.length, position - 1));
  return [...without.slice(0, at), itemId, ...without.slice(at)];
}

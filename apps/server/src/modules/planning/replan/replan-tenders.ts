import type { TPlanActivity } from '@tramline/domain';
import type { TPlanItemInput } from '../plans/plan-items';

/** A sprayer's refill from a tender and the tender's meeting that serves it share these. */
export function meetingKey(sprayerId: number, tenderId: number, start: string, end: string): string {
  return `${sprayerId}|${tenderId}|${Date.parse(start)}|${Date.parse(end)}`;
}

/** The refills from tender trucks that the sprayers' proposed days keep. */
export function keptRefills(
  days: readonly { equipamentoId: number; activities: readonly TPlanActivity[] }[],
): Set<string> {
  const kept = new Set<string>();
  for (const day of days)
    for (const activity of day.activities)
      if (activity.kind === 'refill' && activity.tenderEquipmentId != null)
        kept.add(meetingKey(day.equipamentoId, activity.tenderEquipmentId, activity.start, activity.end));
  return kept;
}

/**
 * A tender truck's day after its sprayers were re-planned: a meeting with a re-planned sprayer
 * whose refill the new day no longer holds is dropped, with the travel and waiting that led to it,
 * so the tender is never sent to meet a sprayer that will not be there. Loads and the meetings
 * the sprayers keep stay as they were (the tender's rest of the day is left free). Answers the
 * meetings dropped too (the sprayer served and the start); null when nothing changes.
 */
export function trimTenderDay(
  tenderId: number,
  day: { items: readonly TPlanItemInput[]; activities: readonly TPlanActivity[] },
  replanned: ReadonlySet<number>,
  refills: ReadonlySet<string>,
): {
  items: TPlanItemInput[];
  activities: TPlanActivity[];
  dropped: { servedEquipmentId: number; start: string }[];
} | null {
  const dropped = (served: number | null | undefined, start: string, end: string) =>
    served != null && replanned.has(served) && !refills.has(meetingKey(served, tenderId, start, end));
  const activities: TPlanActivity[] = [];
  const droppedStarts = new Set<number>();
  const droppedMeetings: { servedEquipmentId: number; start: string }[] = [];
  for (const activity of day.activities) {
    if (activity.kind === 'meeting' && dropped(activity.servedEquipmentId, activity.start, activity.end)) {
      droppedStarts.add(Date.parse(activity.start));
      droppedMeetings.push({ servedEquipmentId: activity.servedEquipmentId!, start: activity.start });
      while (activities.length && ['travel', 'waiting'].includes(activities[activities.length - 1]!.kind))
        activities.pop();
      continue;
    }
    activities.push(activity);
  }
  if (droppedStarts.size === 0) return null;
  const items = day.items.filter(
    (item) =>
      !(
        item.kind === 'meeting' &&
        item.plannedStart !== null &&
        droppedStarts.has(item.plannedStart.getTime()) &&
        item.tender?.servedEquipmentId != null &&
        replanned.has(item.tender.servedEquipmentId)
      ),
  );
  return { items, activities, dropped: droppedMeetings };
}

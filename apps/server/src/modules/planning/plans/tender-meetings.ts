import type { TPlanActivity } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { itemInputOf, scopeOf, summaryOfItems, type TPlanItemInput, type TTimedDay } from './plan-items';
import type { TPlanRow, TPlansRepository } from './plans.repository';

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

/** A sprayer's day as a planner's change left it (no activities when the day was cleared). */
export interface TChangedDay {
  groupId: number;
  localDate: string;
  equipmentId: number;
  activities: readonly TPlanActivity[];
}

/**
 * After a planner changed sprayers' days (retimed without tenders, or cleared), inside the change's
 * transaction: each tender day of those dates loses its meetings with a changed sprayer that the
 * sprayer's day no longer holds, so no tender drives to meet a sprayer that will not be there. A
 * trimmed custom day gets a new version and an optimised one a custom day made from it, as any
 * change. Answers the tender days written.
 */
export async function dropStaleMeetings(
  writes: {
    writeVersion(
      within: TPlansRepository,
      auth: TAuth,
      row: TPlanRow,
      timed: TTimedDay,
    ): Promise<{ plan: TPlanRow }>;
    deriveCustom(
      within: TPlansRepository,
      auth: TAuth,
      row: TPlanRow,
      timed: TTimedDay,
    ): Promise<{ plan: TPlanRow }>;
  },
  within: TPlansRepository,
  auth: TAuth,
  changed: readonly TChangedDay[],
): Promise<TPlanRow[]> {
  const byDay = new Map<string, TChangedDay[]>();
  for (const day of changed) {
    const key = `${day.groupId}|${day.localDate}`;
    byDay.set(key, [...(byDay.get(key) ?? []), day]);
  }
  const written: TPlanRow[] = [];
  for (const days of byDay.values()) {
    const { groupId, localDate } = days[0]!;
    const sprayers = new Set(days.map((day) => day.equipmentId));
    const refills = keptRefills(
      days.map((day) => ({ equipamentoId: day.equipmentId, activities: day.activities })),
    );
    const tenderDays = (await within.currentOfDay(scopeOf(auth), { groupId, localDate })).filter(
      (row) =>
        row.active &&
        !sprayers.has(row.equipmentId) &&
        row.activities.some(
          (activity) =>
            activity.kind === 'meeting' &&
            activity.servedEquipmentId != null &&
            sprayers.has(activity.servedEquipmentId),
        ),
    );
    if (!tenderDays.length) continue;
    const items = await within.itemsOf(tenderDays.map((row) => row.id));
    for (const row of tenderDays) {
      const trimmed = trimTenderDay(
        row.equipmentId,
        {
          items: items.filter((item) => item.planId === row.id).map(itemInputOf),
          activities: row.activities,
        },
        sprayers,
        refills,
      );
      if (!trimmed) continue;
      const timed: TTimedDay = {
        items: trimmed.items,
        activities: trimmed.activities,
        summary: { ...summaryOfItems(trimmed.items), overtime: row.summary.overtime },
        period: null,
      };
      const write = row.kind === 'AUTOMATICO' ? writes.deriveCustom : writes.writeVersion;
      written.push((await write(within, auth, row, timed)).plan);
    }
  }
  return written;
}

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

/** How a tender day is written (the plan store's writes). */
export interface TTenderWrites {
  deriveCustom(
    within: TPlansRepository,
    auth: TAuth,
    automatic: TPlanRow,
    timed: TTimedDay,
  ): Promise<{ plan: TPlanRow }>;
}

const meetingKeysOf = (activities: readonly TPlanActivity[]) =>
  activities
    .filter((activity) => activity.kind === 'meeting')
    .map((activity) => `${activity.servedEquipmentId}|${Date.parse(activity.start)}`)
    .sort()
    .join(',');

/**
 * Keeps each tender truck's day of a group and date in step with the sprayers' active days, inside
 * a change's transaction: the tender's day is its optimised day less the meetings whose sprayer's
 * active day does not hold the refill (a planner's change times a sprayer's day without tenders,
 * a cleared day holds nothing), with the travel and waiting that led to each, so no tender drives
 * to meet a sprayer that will not be there. When every meeting holds again (the sprayer went back
 * to its optimised day) the optimised tender day is active again; otherwise a custom day made from
 * it is. A tender day already as it should be is left alone; the machines in `except` (the one a
 * planner acted on) are never touched. Answers the tender days written or made active.
 */
export async function alignTenderDays(
  writes: TTenderWrites,
  within: TPlansRepository,
  auth: TAuth,
  days: readonly { groupId: number; localDate: string }[],
  except: ReadonlySet<number> = new Set(),
): Promise<TPlanRow[]> {
  const changed: TPlanRow[] = [];
  const seen = new Set<string>();
  for (const { groupId, localDate } of days) {
    if (seen.has(`${groupId}|${localDate}`)) continue;
    seen.add(`${groupId}|${localDate}`);
    const rows = await within.currentOfDay(scopeOf(auth), { groupId, localDate });
    const optimisedTenderDays = rows.filter(
      (row) =>
        row.kind === 'AUTOMATICO' &&
        !except.has(row.equipmentId) &&
        row.activities.some((activity) => activity.kind === 'meeting'),
    );
    if (!optimisedTenderDays.length) continue;
    const tenders = new Set(optimisedTenderDays.map((row) => row.equipmentId));
    const refills = keptRefills(
      rows
        .filter((row) => row.active && !tenders.has(row.equipmentId))
        .map((row) => ({ equipamentoId: row.equipmentId, activities: row.activities })),
    );
    const items = await within.itemsOf(optimisedTenderDays.map((row) => row.id));
    for (const optimised of optimisedTenderDays) {
      const served = new Set(
        optimised.activities.flatMap((activity) =>
          activity.kind === 'meeting' && activity.servedEquipmentId != null
            ? [activity.servedEquipmentId]
            : [],
        ),
      );
      const trimmed = trimTenderDay(
        optimised.equipmentId,
        {
          items: items.filter((item) => item.planId === optimised.id).map(itemInputOf),
          activities: optimised.activities,
        },
        served,
        refills,
      );
      const current = rows.find((row) => row.equipmentId === optimised.equipmentId && row.active);
      const wanted = meetingKeysOf(trimmed?.activities ?? optimised.activities);
      if (current && meetingKeysOf(current.activities) === wanted) continue;
      if (!trimmed) {
        await within.setActive(
          rows
            .filter((row) => row.equipmentId === optimised.equipmentId && row.id !== optimised.id)
            .map((row) => row.id),
          false,
        );
        await within.setActive([optimised.id], true);
        changed.push({ ...optimised, active: true });
        continue;
      }
      const timed: TTimedDay = {
        items: trimmed.items,
        activities: trimmed.activities,
        summary: { ...summaryOfItems(trimmed.items), overtime: optimised.summary.overtime },
        period: null,
      };
      changed.push((await writes.deriveCustom(within, auth, optimised, timed)).plan);
    }
  }
  return changed;
}

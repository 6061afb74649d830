import type { TEquipmentGroupRecord, TPlanActivity } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import type { TMachineDay } from '../engine/plan-mapping';
import { sequenceOf, type TRetimedGroup, type TRetimeGroupRequest } from '../engine/retime';
import { itemInputOf, scopeOf, type TPlanItemInput, type TTimedDay } from './plan-items';
import type { TPlanRow, TPlansRepository } from './plans.repository';
import type { TTenderWrites } from './tender-meetings';

/** What re-planning the tenders reads and writes through (the plan store's parts). */
export interface TTenderReplanParts extends TTenderWrites {
  repository: TPlansRepository;
  retimeGroup(auth: TAuth, request: TRetimeGroupRequest): Promise<TRetimedGroup>;
  /** A day the engine timed, as a version is written (the planner's extra flags kept). */
  timedOf(day: TMachineDay, before: readonly TPlanItemInput[]): TTimedDay;
  /** A transaction of plan writes; nothing is written and [] answered when a plan changed meanwhile. */
  quietly(work: (within: TPlansRepository) => Promise<TPlanRow[]>): Promise<TPlanRow[]>;
  writeVersion(
    within: TPlansRepository,
    auth: TAuth,
    row: TPlanRow,
    timed: TTimedDay,
  ): Promise<{ plan: TPlanRow }>;
}

/** A day's timeline as compared: each activity's kind, order, times (to the second) and machine met. */
const signatureOf = (activities: readonly TPlanActivity[]) =>
  activities
    .map(
      (activity) =>
        `${activity.kind}|${activity.cdOrdemServico ?? ''}|${Math.round(Date.parse(activity.start) / 1000)}|` +
        `${Math.round(Date.parse(activity.end) / 1000)}|${activity.tenderEquipmentId ?? activity.servedEquipmentId ?? ''}`,
    )
    .join(',');

const takesFromTender = (activities: readonly TPlanActivity[]) =>
  activities.some((activity) => activity.tenderEquipmentId != null);

/** The rows a re-plan read, to check inside its transaction that nothing changed meanwhile. */
const basisOf = (rows: readonly TPlanRow[]) =>
  rows
    .filter((row) => row.active)
    .map((row) => `${row.id}@${row.version}`)
    .sort()
    .join(',');

/**
 * After a planner's change to the sprayers' days of a group (`changed`: the days acted on), for each
 * date whose tender trucks were planned (the date holds a tender truck's day): the tenders are planned again for the sprayers'
 * active days as they now stand, the way the optimiser brings tenders to its routes (`retimeGroup`).
 * Each sprayer keeps its orders and their order; its refills become meetings with a tender where one
 * can come in time. A sprayer's day that takes loads from a tender before or after, and whose timeline
 * changes, is written as a new version (an optimised one becomes a custom day; one equal to its
 * optimised day again makes that active); so is each tender truck's day. Days of machines that never
 * meet a tender are left as they are. Runs after the change's own transaction (the engine reads
 * through the services): when the engine cannot time the day (a service down, an order it cannot
 * place) or a plan changed meanwhile, nothing is written and the days stay as the change left them
 * (the tenders trimmed to the meetings the sprayers keep). Answers the days written or made active.
 */
export async function replanTenders(
  parts: TTenderReplanParts,
  auth: TAuth,
  group: TEquipmentGroupRecord,
  changed: readonly { localDate: string; equipmentId?: number }[],
): Promise<TPlanRow[]> {
  const tenderIds = new Set(group.tenderTrucks.map((tender) => tender.cdEquipamento));
  if (tenderIds.size === 0) return [];
  const written: TPlanRow[] = [];
  for (const localDate of new Set(changed.map((day) => day.localDate))) {
    const acted = new Set(changed.filter((day) => day.localDate === localDate).map((day) => day.equipmentId));
    const rows = await parts.repository.currentOfDay(scopeOf(auth), { groupId: group.id, localDate });
    if (!rows.some((row) => tenderIds.has(row.equipmentId))) continue;
    const sprayerRows = rows.filter((row) => row.active && !tenderIds.has(row.equipmentId));
    const items = await parts.repository.itemsOf(sprayerRows.map((row) => row.id));
    const days = sprayerRows
      .map((row) => ({ row, items: items.filter((item) => item.planId === row.id) }))
      .filter((day) => day.items.some((item) => item.kind === 'order'));
    if (days.length === 0) continue;
    // A day sent to a machine, or already begun, that meets a tender is not re-timed by somebody
    // else's change (a day under way is re-planned from now, with what the machines report).
    const begun = (row: TPlanRow) =>
      row.activities.length > 0 && Date.parse(row.activities[0]!.start) <= Date.now();
    if (
      days.some(
        (day) =>
          (day.row.sentAt !== null || begun(day.row)) &&
          !acted.has(day.row.equipmentId) &&
          takesFromTender(day.row.activities),
      )
    )
      continue;
    let retimed: TRetimedGroup;
    try {
      retimed = await parts.retimeGroup(auth, {
        date: localDate,
        groupId: group.id,
        days: days.map((day) => ({ equipmentId: day.row.equipmentId, sequence: sequenceOf(day.items) })),
      });
    } catch {
      continue;
    }
    const placedAll = days.every((day) => {
      const timed = retimed.days.find((entry) => entry.equipmentId === day.row.equipmentId);
      const placed = new Set(timed?.items.map((item) => item.workOrderId));
      return day.items.every((item) => item.kind !== 'order' || placed.has(item.workOrderId));
    });
    if (!placedAll) continue;
    const tenderDays = retimed.tenders.map((day) => ({
      day,
      rows: rows.filter((row) => row.equipmentId === day.equipmentId),
    }));
    // A tender sent to meet someone needs a day to write it in.
    if (tenderDays.some((entry) => entry.rows.length === 0 && entry.day.activities.length > 0)) continue;

    const basis = basisOf(rows);
    written.push(
      ...(await parts.quietly(async (within) => {
        const now = await within.currentOfDay(scopeOf(auth), { groupId: group.id, localDate });
        if (basisOf(now) !== basis) return [];
        const changed: TPlanRow[] = [];
        const settle = async (
          machineRows: readonly TPlanRow[],
          day: TMachineDay,
          before: TPlanItemInput[],
        ) => {
          const active = machineRows.find((row) => row.active);
          const optimised = machineRows.find((row) => row.kind === 'AUTOMATICO');
          const wanted = signatureOf(day.activities);
          if (active && signatureOf(active.activities) === wanted) return;
          if (optimised && signatureOf(optimised.activities) === wanted) {
            await within.setActive(
              machineRows.filter((row) => row.id !== optimised.id).map((row) => row.id),
              false,
            );
            await within.setActive([optimised.id], true);
            changed.push({ ...optimised, active: true });
            return;
          }
          const timed = parts.timedOf(day, before);
          if (active?.kind === 'MANUAL')
            changed.push((await parts.writeVersion(within, auth, active, timed)).plan);
          else if (optimised) changed.push((await parts.deriveCustom(within, auth, optimised, timed)).plan);
        };
        for (const { row, items: dayItems } of days) {
          const day = retimed.days.find((entry) => entry.equipmentId === row.equipmentId)!;
          if (!takesFromTender(row.activities) && !takesFromTender(day.activities)) continue;
          await settle(
            rows.filter((entry) => entry.equipmentId === row.equipmentId),
            day,
            dayItems.map(itemInputOf),
          );
        }
        for (const { day, rows: machineRows } of tenderDays)
          if (machineRows.length) await settle(machineRows, day, []);
        return changed;
      })),
    );
  }
  return written;
}

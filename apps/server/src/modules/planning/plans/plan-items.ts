/** The items of a machine's day and the rules on them that need no database. */
import {
  EMPTY_PLAN_SUMMARY,
  WORK_ORDER_STATUS,
  formatMessage,
  minutesOfDay,
  mixtureOfProduct,
  type TCleaningFamily,
  type TEquipmentGroupRecord,
  type TLocale,
  type TMessageKey,
  type TMixtureType,
  type TPlanActivity,
  type TPlanItemKind,
  type TPlanItemTender,
  type TPlanSummary,
  type TProductType,
} from '@tramline/domain';
import { instantAt, instantOfClock, weekdayOf } from '../../../calendar/calendar';
import type { TAuth } from '../../../http/auth-context';
import { type TPlanItemInsert, type TPlanItemRow, type TPlanRow, type TPlanScope } from './plans.repository';

/** An item of a machine's day as the optimiser or a change writes it; its sequence is its place. */
export interface TPlanItemInput {
  kind: TPlanItemKind;
  workOrderId: number | null;
  extra?: boolean;
  extraAccepted?: boolean;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  travelSeconds: number;
  cleaningSeconds: number;
  appliedSeconds: number;
  /** Hectares. */
  areaHectares: number;
  /** Litres (liquid) or kilograms (dry, ammonia). */
  volume: number;
  batches: number;
  /** Tender trucks: the tender or sprayer met and the load's lines. */
  tender?: TPlanItemTender | null;
}

/** One machine's optimised day, as `saveOptimisedDay` takes it. */
export interface TOptimisedMachineDay {
  equipmentId: number;
  workingStart: Date | null;
  workingEnd: Date | null;
  overtimeEnd: Date | null;
  items: TPlanItemInput[];
  activities: TPlanActivity[];
  summary: TPlanSummary;
}

/** A plan row with its items, in sequence. */
export interface TPlanWithItems {
  plan: TPlanRow;
  items: TPlanItemRow[];
}

/** Live event telling the screens (and the sender) that a day already sent to a machine changed. */
export const PLAN_CHANGED_EVENT = 'plan-changed';

export function scopeOf(auth: TAuth): TPlanScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/** The group's working period of a date's weekday as instants; nulls when the weekday has none. */
export function workingPeriodOf(
  group: Pick<TEquipmentGroupRecord, 'workingPeriods' | 'timeZone'>,
  date: string,
) {
  const weekday = weekdayOf(date);
  const period = group.workingPeriods.find((entry) => entry.dayOfWeek === weekday);
  if (!period) return { workingStart: null, workingEnd: null, overtimeEnd: null };
  const end = minutesOfDay(period.end);
  return {
    workingStart: instantOfClock(date, period.start, group.timeZone),
    workingEnd: instantAt(date, end, group.timeZone),
    overtimeEnd: instantAt(date, end + minutesOfDay(period.overtimeLimit), group.timeZone),
  };
}

/** The figures of a day from its items, when no timeline was computed for it. */
export function summaryOfItems(
  items: readonly Pick<
    TPlanItemInput,
    'kind' | 'travelSeconds' | 'cleaningSeconds' | 'appliedSeconds' | 'areaHectares'
  >[],
): TPlanSummary {
  const orders = items.filter((item) => item.kind === 'order');
  return {
    ...EMPTY_PLAN_SUMMARY,
    workedTime: items.reduce((sum, item) => sum + item.appliedSeconds, 0),
    displacementTime: items.reduce((sum, item) => sum + item.travelSeconds, 0),
    cleaningTime: items.reduce((sum, item) => sum + item.cleaningSeconds, 0),
    workedArea: orders.reduce((sum, item) => sum + item.areaHectares, 0),
    orderCount: orders.length,
    equipmentCount: items.length ? 1 : 0,
  };
}

export function itemInputOf(row: TPlanItemRow): TPlanItemInput {
  return {
    kind: row.kind as TPlanItemKind,
    workOrderId: row.workOrderId,
    extra: row.extra,
    extraAccepted: row.extraAccepted,
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    travelSeconds: row.travelSeconds,
    cleaningSeconds: row.cleaningSeconds,
    appliedSeconds: row.appliedSeconds,
    areaHectares: row.areaHectares,
    volume: row.volume,
    batches: row.batches,
    ...(row.tender ? { tender: row.tender } : {}),
  };
}

/** A day's items with their timeline and figures, and the working period they were timed in. */
export interface TTimedDay {
  items: readonly TPlanItemInput[];
  activities: TPlanActivity[];
  summary: TPlanSummary;
  period: { workingStart: Date; workingEnd: Date; overtimeEnd: Date } | null;
}

/** Raised inside a transaction when a plan changed under the caller; answered as 409 after it. */
export class StalePlan extends Error {
  constructor(readonly plan: TPlanRow) {
    super('stale plan');
  }
}

/** Statuses an order cannot be planned in: void, deleted, canceled by the app. */
export const NOT_PLANNABLE: readonly number[] = [
  WORK_ORDER_STATUS.CANCELED,
  WORK_ORDER_STATUS.DELETED,
  WORK_ORDER_STATUS.CANCELED_APP,
];

/**
 * Why a machine cannot carry an order: more dry products than dry bins (one product a bin), or
 * fewer compartments than the order's mixtures need (a tank mix needs one liquid compartment, an
 * ammonia product one ammonia tank, every dry product a bin).
 */
export function compartmentProblem(
  productTypes: readonly TProductType[],
  compartments: readonly TMixtureType[],
): { key: 'workOrderTooManyProducts' | 'planningTooFewCompartments'; needs: number; has: number } | null {
  const needs: Record<TMixtureType, number> = { LIQUID: 0, AMMONIA: 0, DRY: 0 };
  for (const type of productTypes) {
    const mixture = mixtureOfProduct(type);
    needs[mixture] = mixture === 'DRY' ? needs.DRY + 1 : 1;
  }
  const has: Record<TMixtureType, number> = { LIQUID: 0, AMMONIA: 0, DRY: 0 };
  for (const mixture of compartments) has[mixture] += 1;
  if (has.DRY > 0 && needs.DRY > has.DRY)
    return { key: 'workOrderTooManyProducts', needs: needs.DRY, has: has.DRY };
  const totalNeeds = needs.LIQUID + needs.AMMONIA + needs.DRY;
  if ((['LIQUID', 'AMMONIA', 'DRY'] as const).some((mixture) => needs[mixture] > has[mixture]))
    return { key: 'planningTooFewCompartments', needs: totalNeeds, has: compartments.length };
  return null;
}

export function insertsOf(items: readonly TPlanItemInput[]): TPlanItemInsert[] {
  return items.map((item, index) => ({
    sequence: index + 1,
    kind: item.kind,
    workOrderId: item.workOrderId,
    extra: item.extra ?? false,
    extraAccepted: item.extraAccepted ?? false,
    plannedStart: item.plannedStart,
    plannedEnd: item.plannedEnd,
    travelSeconds: item.travelSeconds,
    cleaningSeconds: item.cleaningSeconds,
    appliedSeconds: item.appliedSeconds,
    areaHectares: item.areaHectares,
    volume: item.volume,
    batches: item.batches,
    tender: item.tender ?? null,
  }));
}

/** The message naming each cleanout class (`NONE`: products without one). */
export const FAMILY_LABEL: Record<TCleaningFamily | 'NONE', TMessageKey> = {
  HERBICIDE: 'planningFamilyHerbicide',
  AUXIN: 'planningFamilyAuxin',
  FUNGICIDE: 'planningFamilyFungicide',
  INSECTICIDE: 'planningFamilyInsecticide',
  ADJUVANT: 'planningFamilyAdjuvant',
  FERTILIZER: 'planningFamilyFertilizer',
  SEED: 'planningFamilySeed',
  NONE: 'planningFamilyNone',
};

/** A product family (`familyOf`, classes joined by `+`) in words, e.g. "auxins + herbicides". */
export function familyLabel(family: string, locale: TLocale) {
  return family
    .split('+')
    .map((name) => {
      const key = FAMILY_LABEL[name as TCleaningFamily | 'NONE'];
      return key ? formatMessage(key, locale) : name;
    })
    .join(' + ');
}

/**
 * The orders either side of a cleanout the planner removes, when the engine timed the day without
 * it with a cleaning between them that the remaining items do not ask for: the cleanout is required.
 */
export function requiredCleanoutBetween(
  before: readonly TPlanItemRow[],
  removedId: number,
  remaining: readonly TPlanItemInput[],
  timed: readonly TPlanItemInput[],
): [number, number] | null {
  const at = before.findIndex((item) => item.id === removedId);
  const previous = before.slice(0, at).findLast((item) => item.kind === 'order' && item.workOrderId !== null);
  const next = before.slice(at + 1).find((item) => item.kind === 'order' && item.workOrderId !== null);
  if (!previous || !next || previous.workOrderId === next.workOrderId) return null;
  const cleanoutsBetween = (items: readonly TPlanItemInput[]) => {
    const from = items.findLastIndex(
      (item) => item.kind === 'order' && item.workOrderId === previous.workOrderId,
    );
    const to = items.findIndex((item) => item.kind === 'order' && item.workOrderId === next.workOrderId);
    if (from < 0 || to < 0 || to < from) return 0;
    return items.slice(from + 1, to).filter((item) => item.kind === 'cleanout').length;
  };
  return cleanoutsBetween(timed) > cleanoutsBetween(remaining)
    ? [previous.workOrderId!, next.workOrderId!]
    : null;
}

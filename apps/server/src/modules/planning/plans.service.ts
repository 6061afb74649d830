import { TZDate } from '@date-fns/tz';
import {
  EMPTY_PLAN_SUMMARY,
  WORK_ORDER_STATUS,
  formatMessage,
  mixtureOfProduct,
  type TAllocateOrder,
  type TCleaningFamily,
  type TEquipmentGroupRecord,
  type TLocale,
  type TMessageKey,
  type TMixtureType,
  type TPlan,
  type TPlanActivity,
  type TPlanItemKind,
  type TPlanKind,
  type TPlanDayRef,
  type TPlanSummary,
  type TPlanUsage,
  type TProductType,
  type TWorkOrderClose,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { TLiveHub } from '../../live/live-hub';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { JobFailure, type TPlanningJobsService } from './planning-jobs.service';
import { familyOf, type TProblemBuilderDependencies, type TWeatherRespect } from './problem-builder';
import { retimeDay, type TSequenceEntry } from './retime';
import {
  createPlansRepository,
  type TPlanItemInsert,
  type TPlanItemRow,
  type TPlanRow,
  type TPlanScope,
  type TPlansRepository,
} from './plans.repository';
import { presentPlan, type TOrderFacts } from './plans.presenter';

export interface TPlansDependencies extends TProblemBuilderDependencies {
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  workOrders: TWorkOrdersService;
  planningJobs: TPlanningJobsService;
  live: TLiveHub;
  /** The groups' planning settings: which weather limits a custom day is timed against. */
  planningSettings?: { weatherRespectOf(auth: TAuth, groupId: number): Promise<TWeatherRespect> };
}

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

/** The calendar date of an instant in a time zone, `YYYY-MM-DD`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** A clock time of a calendar date in a time zone, as an instant. */
function instantOf(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime(),
  );
}

const WEEKDAY_OF_INDEX = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** The group's working period of a date's weekday as instants; nulls when the weekday has none. */
export function workingPeriodOf(
  group: Pick<TEquipmentGroupRecord, 'workingPeriods' | 'timeZone'>,
  date: string,
) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_OF_INDEX[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  const period = group.workingPeriods.find((entry) => entry.dayOfWeek === weekday);
  if (!period) return { workingStart: null, workingEnd: null, overtimeEnd: null };
  const start = period.start.hour * 60 + period.start.minute;
  const end = period.end.hour * 60 + period.end.minute;
  const overtime = period.overtimeLimit.hour * 60 + period.overtimeLimit.minute;
  return {
    workingStart: instantOf(date, start, group.timeZone),
    workingEnd: instantOf(date, end, group.timeZone),
    overtimeEnd: instantOf(date, end + overtime, group.timeZone),
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

function itemInputOf(row: TPlanItemRow): TPlanItemInput {
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
  };
}

/** A day's items with their timeline and figures, and the working period they were timed in. */
interface TTimedDay {
  items: readonly TPlanItemInput[];
  activities: TPlanActivity[];
  summary: TPlanSummary;
  period: { workingStart: Date; workingEnd: Date; overtimeEnd: Date } | null;
}

/** Raised inside a transaction when a plan changed under the caller; answered as 409 after it. */
class StalePlan extends Error {
  constructor(readonly plan: TPlanRow) {
    super('stale plan');
  }
}

/** Statuses an order cannot be planned in: void, deleted, canceled by the app. */
const NOT_PLANNABLE: readonly number[] = [
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

function insertsOf(items: readonly TPlanItemInput[]): TPlanItemInsert[] {
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
  }));
}

/**
 * Machines' days per date and equipment group in two versions, optimised (AUTOMATICO) and custom
 * (MANUAL), one active. A change never rewrites a plan: it writes a new row superseding the old one
 * (version + 1, `previousPlanId`), so a stale change is refused and revert restores the old row.
 */
/** The message naming each cleanout class (`NONE`: products without one). */
const FAMILY_LABEL: Record<TCleaningFamily | 'NONE', TMessageKey> = {
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
function familyLabel(family: string, locale: TLocale) {
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
function requiredCleanoutBetween(
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

export function createPlansService(db: TDatabase, dependencies: TPlansDependencies) {
  const repository = createPlansRepository(db);
  const { equipmentGroups, workOrders } = dependencies;

  workOrders.scheduleUsage.register('plans', ({ db: executor, ownerId, ids }) =>
    createPlansRepository(executor).usageOfOrders(ownerId, ids),
  );
  dependencies.equipment.usage.register('plans', ({ db: executor, ownerId, ids }) =>
    createPlansRepository(executor).usageOfEquipment(ownerId, ids),
  );

  async function groupOf(auth: TAuth, groupId: number) {
    return equipmentGroups.get(auth, groupId);
  }

  const todayOf = (group: Pick<TEquipmentGroupRecord, 'timeZone'>) => localDateOf(new Date(), group.timeZone);

  /** Facts of the orders the items hold, read through the work-orders service. */
  async function orderFactsOf(auth: TAuth, items: readonly TPlanItemRow[]) {
    const ids = [...new Set(items.map((item) => item.workOrderId).filter((id): id is number => id !== null))];
    const facts = new Map<number, TOrderFacts>();
    for (let start = 0; start < ids.length; start += 500) {
      for (const order of await workOrders.forPlanning(auth, ids.slice(start, start + 500))) {
        facts.set(order.cdOrdemServico, {
          description: order.description,
          vlOrdemServico: order.vlOrdemServico,
          status: order.status,
          fieldNames: order.fieldNames,
          productNames: order.productNames,
        });
      }
    }
    return facts;
  }

  /** Presents plans of one group (the caller has read the group already). */
  async function presentPlans(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    rows: readonly TPlanRow[],
    within: TPlansRepository = repository,
  ): Promise<TPlan[]> {
    if (!rows.length) return [];
    const items = await within.itemsOf(rows.map((row) => row.id));
    const facts = await orderFactsOf(auth, items);
    const dates = [...new Set(rows.map((row) => row.localDate))];
    const kindsByMachineDay = new Map<string, Set<string>>();
    for (const date of dates) {
      for (const row of await within.currentOfDay(scopeOf(auth), { groupId: group.id, localDate: date })) {
        const key = `${row.equipmentId}/${row.localDate}`;
        kindsByMachineDay.set(key, new Set([...(kindsByMachineDay.get(key) ?? []), row.kind]));
      }
    }
    const names = new Map(group.equipments.map((member) => [member.cdEquipamento, member.equipmentName]));
    const missing = rows.map((row) => row.equipmentId).filter((id) => !names.has(id));
    if (missing.length)
      for (const machine of await dependencies.equipment.findMany(auth, [...new Set(missing)]))
        names.set(machine.cdEquipamento, machine.name);
    const today = todayOf(group);
    return rows.map((row) =>
      presentPlan(
        row,
        items.filter((item) => item.planId === row.id),
        {
          equipmentName: names.get(row.equipmentId) ?? String(row.equipmentId),
          today,
          kinds: kindsByMachineDay.get(`${row.equipmentId}/${row.localDate}`) ?? new Set([row.kind]),
          orderFacts: facts,
        },
      ),
    );
  }

  async function presentOne(auth: TAuth, row: TPlanRow, group?: TEquipmentGroupRecord) {
    const [plan] = await presentPlans(auth, group ?? (await groupOf(auth, row.equipmentGroupId)), [row]);
    return plan!;
  }

  /** The shown plan of each machine: the asked kind, else the active one. */
  function shownPlans(rows: readonly TPlanRow[], kind?: TPlanKind) {
    if (kind) return rows.filter((row) => row.kind === kind);
    const byMachine = new Map<number, TPlanRow>();
    for (const row of rows) {
      const held = byMachine.get(row.equipmentId);
      if (!held || (row.active && !held.active) || (!held.active && !row.active && row.kind === 'MANUAL'))
        byMachine.set(row.equipmentId, row);
    }
    return [...byMachine.values()];
  }

  /** The machine's current shown plan of a day (after a conflict, the fresh one). */
  async function currentShown(
    auth: TAuth,
    groupId: number,
    equipmentId: number,
    localDate: string,
    within: TPlansRepository = repository,
  ) {
    const rows = await within.currentOfDay(scopeOf(auth), {
      groupId,
      localDate,
      equipmentIds: [equipmentId],
    });
    return shownPlans(rows)[0];
  }

  /** 409 with the fresh plan of the machine's day, so nothing is lost silently. */
  async function staleError(
    auth: TAuth,
    row: Pick<TPlanRow, 'equipmentGroupId' | 'equipmentId' | 'localDate'>,
  ) {
    const fresh = await currentShown(auth, row.equipmentGroupId, row.equipmentId, row.localDate);
    return new AppError(
      409,
      'planningStaleVersion',
      {},
      { plan: fresh ? await presentOne(auth, fresh) : null },
    );
  }

  /** The rules every change of a plan passes: not past, not stale, not optimised, sent confirmed. */
  async function assertChangeable(
    auth: TAuth,
    row: TPlanRow,
    group: TEquipmentGroupRecord,
    version: number | undefined,
    options: { confirmSent?: boolean; allowAutomatic?: boolean },
  ) {
    if (row.localDate < todayOf(group)) throw conflict('planningPastPlan');
    if (row.supersededAt !== null || (version !== undefined && version !== row.version))
      throw await staleError(auth, row);
    if (row.kind === 'AUTOMATICO' && !options.allowAutomatic)
      throw new AppError(
        409,
        'planningAutomaticNotEditable',
        {},
        { createCustom: true, planejamentoId: row.id },
      );
    if (row.sentAt !== null && !options.confirmSent)
      throw new AppError(
        409,
        'planningSentNeedsConfirmation',
        {},
        { needsConfirmation: true, sentAt: row.sentAt.toISOString() },
      );
  }

  async function loadForChange(
    auth: TAuth,
    planId: number,
    version: number | undefined,
    options: { confirmSent?: boolean; allowAutomatic?: boolean } = {},
  ) {
    const row = await repository.find(scopeOf(auth), planId);
    if (!row) throw notFound();
    const group = await groupOf(auth, row.equipmentGroupId);
    await assertChangeable(auth, row, group, version, options);
    const items = await repository.itemsOf([row.id]);
    return { row, group, items };
  }

  /** A day kept untimed: each item's own figures, no clock times, the summary their sum. */
  function untimed(items: readonly TPlanItemInput[]): TTimedDay {
    const kept = items.map((item) => ({ ...item, plannedStart: null, plannedEnd: null }));
    return { items: kept, activities: [], summary: summaryOfItems(kept), period: null };
  }

  /** A day as it was timed before (a custom copy of an optimised day). */
  const asTimed = (row: TPlanRow, items: readonly TPlanItemInput[]): TTimedDay => ({
    items,
    activities: row.activities,
    summary: row.summary,
    period: null,
  });

  /**
   * Times a changed day through the engine's evaluator (`retimeDay`): orders and cleanouts in the
   * planner's order, refills where the engine needs them. A day the engine cannot time (no working
   * hours that weekday, a service down, an order it cannot place) keeps its items untimed. Reads
   * through the other services: call it before a transaction.
   */
  async function timeDay(
    auth: TAuth,
    day: { groupId: number; localDate: string; equipmentId: number },
    items: readonly TPlanItemInput[],
  ): Promise<TTimedDay> {
    const orders = new Map(
      items
        .filter((item) => item.kind === 'order' && item.workOrderId !== null)
        .map((item) => [item.workOrderId!, item]),
    );
    const sequence = items.flatMap((item): TSequenceEntry[] =>
      item.kind === 'cleanout'
        ? [{ kind: 'cleanout' }]
        : item.kind === 'order' && item.workOrderId !== null
          ? [{ kind: 'order', workOrderId: item.workOrderId }]
          : [],
    );
    try {
      const { planningSettings } = dependencies;
      const weatherRespectOf =
        dependencies.weatherRespectOf ??
        (planningSettings
          ? (caller: TAuth, groupId: number) => planningSettings.weatherRespectOf(caller, groupId)
          : undefined);
      const timed = await retimeDay({ ...dependencies, weatherRespectOf }, auth, {
        date: day.localDate,
        groupId: day.groupId,
        equipmentId: day.equipmentId,
        sequence,
      });
      const placed = new Set(timed.items.map((item) => item.workOrderId));
      if ([...orders.keys()].some((id) => !placed.has(id))) return untimed(items);
      return {
        items: timed.items.map((item) => {
          const before = item.workOrderId === null ? undefined : orders.get(item.workOrderId);
          return {
            kind: item.kind,
            workOrderId: item.workOrderId,
            extra: before?.extra ?? false,
            extraAccepted: before?.extraAccepted ?? false,
            plannedStart: item.plannedStart,
            plannedEnd: item.plannedEnd,
            travelSeconds: item.travelSeconds,
            cleaningSeconds: item.cleaningSeconds,
            appliedSeconds: item.appliedSeconds,
            areaHectares: item.areaHectares,
            volume: item.volume,
            batches: item.batches,
          };
        }),
        activities: timed.activities,
        summary: timed.summary,
        period: {
          workingStart: timed.workingStart,
          workingEnd: timed.workingEnd,
          overtimeEnd: timed.overtimeEnd,
        },
      };
    } catch {
      return untimed(items);
    }
  }

  const dayOf = (row: TPlanRow) => ({
    groupId: row.equipmentGroupId,
    localDate: row.localDate,
    equipmentId: row.equipmentId,
  });

  function columnsOf(row: TPlanRow) {
    const { id: _id, supersededAt: _superseded, createdAt: _created, ...columns } = row;
    return columns;
  }

  /** Writes a new version of a plan (inside a transaction); a plan changed meanwhile is stale. */
  async function writeVersion(within: TPlansRepository, auth: TAuth, row: TPlanRow, timed: TTimedDay) {
    const now = new Date();
    if (!(await within.supersede(row.id, row.version, now))) throw new StalePlan(row);
    return within.insert(
      {
        ...columnsOf(row),
        ...timed.period,
        version: row.version + 1,
        previousPlanId: row.id,
        activities: timed.activities,
        summary: timed.summary,
        createdBy: auth.userId,
        createdAt: now,
      },
      insertsOf(timed.items),
    );
  }

  /**
   * A custom plan made from an optimised one (inside a transaction): it supersedes the machine's
   * custom plan of the day if any, becomes the active version and points back at the optimised
   * plan, so revert returns to it.
   */
  async function deriveCustom(within: TPlansRepository, auth: TAuth, automatic: TPlanRow, timed: TTimedDay) {
    const now = new Date();
    const [custom] = await within.currentOfDay(scopeOf(auth), {
      groupId: automatic.equipmentGroupId,
      localDate: automatic.localDate,
      equipmentIds: [automatic.equipmentId],
      kind: 'MANUAL',
    });
    if (custom && !(await within.supersede(custom.id, custom.version, now))) throw new StalePlan(automatic);
    await within.setActive([automatic.id], false);
    return within.insert(
      {
        ...columnsOf(automatic),
        ...timed.period,
        kind: 'MANUAL',
        active: true,
        version: Math.max(custom?.version ?? 0, automatic.version) + 1,
        previousPlanId: automatic.id,
        processHash: null,
        activities: timed.activities,
        summary: timed.summary,
        createdBy: auth.userId,
        createdAt: now,
      },
      insertsOf(timed.items),
    );
  }

  /** Keeps the orders' schedule date (what their ranking reads) in step with the active plans. */
  async function refreshScheduleFacts(auth: TAuth, orderIds: Iterable<number>, today: string) {
    const ids = [...new Set(orderIds)];
    if (!ids.length) return;
    const held = await repository.activeItemsOfOrders({ ownerId: auth.ownerId }, ids, { fromDate: today });
    for (const id of ids) {
      const dates = held
        .filter((item) => item.workOrderId === id)
        .map((item) => item.localDate)
        .sort();
      await workOrders.setScheduleFacts(auth.ownerId, id, { scheduledOn: dates[0] ?? null });
    }
  }

  const orderIdsOf = (items: readonly { workOrderId: number | null }[]) =>
    items.map((item) => item.workOrderId).filter((id): id is number => id !== null);

  /** After a change: the machine hears of a sent day's change, the orders' facts follow. */
  async function afterChange(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    written: TPlanRow,
    orderIds: Iterable<number>,
  ) {
    if (written.sentAt !== null) {
      dependencies.live.publish(auth, PLAN_CHANGED_EVENT, {
        planejamentoId: written.id,
        equipamentoId: written.equipmentId,
        configuracaoId: written.equipmentGroupId,
        referencia: written.localDate,
        resendPending: true,
      });
    }
    await refreshScheduleFacts(auth, orderIds, todayOf(group));
  }

  /** Runs a transaction of plan writes, answering a stale plan as 409 with the fresh one. */
  async function inTransaction<T>(auth: TAuth, work: (within: TPlansRepository) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(createPlansRepository(tx)));
    } catch (error) {
      if (error instanceof StalePlan) throw await staleError(auth, error.plan);
      throw error;
    }
  }

  /** Applies a change to the items of a loaded plan and answers the new version. */
  async function change(
    auth: TAuth,
    loaded: { row: TPlanRow; group: TEquipmentGroupRecord; items: TPlanItemRow[] },
    items: TPlanItemInput[],
    /** The day already timed with `items`, when the caller needed it first. */
    alreadyTimed?: TTimedDay,
  ) {
    const timed = alreadyTimed ?? (await timeDay(auth, dayOf(loaded.row), items));
    const { plan } = await inTransaction(auth, (within) => writeVersion(within, auth, loaded.row, timed));
    await afterChange(auth, loaded.group, plan, [...orderIdsOf(loaded.items), ...orderIdsOf(items)]);
    return presentOne(auth, plan, loaded.group);
  }

  /** The compartments a member carries: its machine's tanks, else its count of the group's mixture. */
  async function compartmentsOf(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    equipmentId: number,
  ): Promise<TMixtureType[]> {
    const member = group.equipments.find((entry) => entry.cdEquipamento === equipmentId)!;
    const [machine] = await dependencies.equipment.findMany(auth, [equipmentId]);
    if (machine?.compartments.length)
      return machine.compartments.map((compartment) => compartment.mixtureType);
    return Array.from({ length: member.compartmentCount ?? 1 }, () => group.mixtureType);
  }

  function orderItemOf(
    order: TWorkOrderRecord,
    group: TEquipmentGroupRecord,
    extra: boolean,
  ): TPlanItemInput {
    return {
      kind: 'order',
      workOrderId: order.cdOrdemServico,
      extra,
      extraAccepted: false,
      plannedStart: null,
      plannedEnd: null,
      travelSeconds: 0,
      cleaningSeconds: 0,
      appliedSeconds: 0,
      areaHectares: order.selectedArea,
      volume: group.mixtureType === 'DRY' ? order.totalMass : order.totalVolume,
      batches: order.batchCount ?? 0,
    };
  }

  /** Days some orders leave (they move to another day), timed without them; sent days need confirmation. */
  async function sourcesLeaving(
    auth: TAuth,
    planIds: readonly number[],
    orderIds: readonly number[],
    confirmSent: boolean | undefined,
  ) {
    const sources: { row: TPlanRow; timed: TTimedDay }[] = [];
    for (const planId of new Set(planIds)) {
      const row = (await repository.find(scopeOf(auth), planId))!;
      if (row.sentAt !== null && !confirmSent)
        throw new AppError(
          409,
          'planningSentNeedsConfirmation',
          {},
          { needsConfirmation: true, sentAt: row.sentAt.toISOString() },
        );
      const left = (await repository.itemsOf([row.id]))
        .filter((item) => item.workOrderId === null || !orderIds.includes(item.workOrderId))
        .map(itemInputOf);
      sources.push({ row, timed: await timeDay(auth, dayOf(row), left) });
    }
    return sources;
  }

  /** Writes the days orders left (inside a transaction); an optimised one becomes a custom plan. */
  async function writeSources(
    within: TPlansRepository,
    auth: TAuth,
    sources: readonly { row: TPlanRow; timed: TTimedDay }[],
  ) {
    const written: TPlanRow[] = [];
    for (const { row, timed } of sources)
      written.push(
        (row.kind === 'AUTOMATICO'
          ? await deriveCustom(within, auth, row, timed)
          : await writeVersion(within, auth, row, timed)
        ).plan,
      );
    return written;
  }

  const orderDetail = (
    auth: TAuth,
    key: 'planningOrderNotPlannable' | 'planningOrderAlreadyInSchedule',
    id: number,
  ) => [{ path: 'ordensId', code: key, message: `${formatMessage(key, auth.language)} (${id})` }];

  /**
   * Puts orders into a machine's day (allocation and reschedule). Checks the orders (plannable, not
   * already in that day, carried by the machine's compartments), asks to confirm moving an order
   * out of another day, writes the day and the days it left in one transaction.
   */
  async function placeOrders(
    auth: TAuth,
    input: TAllocateOrder,
    options: { fromOptimised?: boolean; fromReschedule?: boolean },
  ) {
    const group = await groupOf(auth, input.configuracaoId);
    if (!group.equipments.some((member) => member.cdEquipamento === input.equipamentoId))
      throw new AppError(400, 'planningMachineNotInGroup', {}, [
        {
          path: 'equipamentoId',
          code: 'planningMachineNotInGroup',
          message: formatMessage('planningMachineNotInGroup', auth.language),
        },
      ]);
    const today = todayOf(group);
    if (input.dataDesejada < today) throw conflict('planningPastPlan');
    const target = await currentShown(auth, group.id, input.equipamentoId, input.dataDesejada);
    if (!options.fromReschedule) {
      const staleId = input.planejamentoId != null && input.planejamentoId !== target?.id;
      if (target ? staleId || input.version !== target.version : input.planejamentoId != null)
        throw await staleError(auth, {
          equipmentGroupId: group.id,
          equipmentId: input.equipamentoId,
          localDate: input.dataDesejada,
        });
    }
    if (target) {
      if (target.kind === 'AUTOMATICO' && !options.fromOptimised && !options.fromReschedule)
        throw new AppError(
          409,
          'planningAutomaticNotEditable',
          {},
          { createCustom: true, planejamentoId: target.id },
        );
      if (target.sentAt !== null && !input.confirmSent)
        throw new AppError(
          409,
          'planningSentNeedsConfirmation',
          {},
          { needsConfirmation: true, sentAt: target.sentAt.toISOString() },
        );
    } else if (options.fromOptimised) {
      throw new AppError(404, 'planningNoPlan');
    }

    const ids = [...new Set(input.ordensId)];
    const orders = await workOrders.findRecords(auth, ids);
    if (orders.length < ids.length) throw notFound();
    for (const order of orders) {
      if (NOT_PLANNABLE.includes(order.status))
        throw new AppError(
          409,
          'planningOrderNotPlannable',
          {},
          orderDetail(auth, 'planningOrderNotPlannable', order.cdOrdemServico),
        );
    }
    const sameDay = new Set(await repository.orderIdsOfDay(scopeOf(auth), input.dataDesejada));
    const elsewhere = (await repository.activeItemsOfOrders(scopeOf(auth), ids, { fromDate: today })).filter(
      (item) =>
        !(
          item.localDate === input.dataDesejada &&
          (!options.fromReschedule || item.equipmentId === input.equipamentoId)
        ),
    );
    for (const order of orders) {
      const movingWithin =
        options.fromReschedule && elsewhere.some((item) => item.workOrderId === order.cdOrdemServico);
      if (sameDay.has(order.cdOrdemServico) && !movingWithin)
        throw new AppError(
          409,
          'planningOrderAlreadyInSchedule',
          {},
          orderDetail(auth, 'planningOrderAlreadyInSchedule', order.cdOrdemServico),
        );
    }
    const compartments = await compartmentsOf(auth, group, input.equipamentoId);
    for (const order of orders) {
      const problem = compartmentProblem(
        order.products.map((line) => line.typeProduct ?? 'LIQUID'),
        compartments,
      );
      if (problem)
        throw new AppError(
          409,
          problem.key,
          { needs: problem.needs, has: problem.has },
          { cdOrdemServico: order.cdOrdemServico },
        );
    }
    if (elsewhere.length && !input.confirmExtra && !options.fromReschedule) {
      const dates = [...new Set(elsewhere.map((item) => item.localDate))].sort();
      throw new AppError(
        409,
        'planningOrderInFutureSchedule',
        { date: dates[0]! },
        { needsConfirmation: true, scheduledOn: dates, ordensId: [...new Set(orderIdsOf(elsewhere))] },
      );
    }

    const currentItems = target ? (await repository.itemsOf([target.id])).map(itemInputOf) : [];
    const extra =
      input.dataDesejada === today &&
      (currentItems.some((item) => item.kind === 'order') || elsewhere.length > 0);
    const placed = orders.map((order) => orderItemOf(order, group, extra));
    const position = input.posicao ?? currentItems.length + 1;
    if (position > currentItems.length + 1)
      throw badRequest('planningPositionOutOfRange', { max: currentItems.length + 1 });
    const items = [...currentItems.slice(0, position - 1), ...placed, ...currentItems.slice(position - 1)];

    const sources = await sourcesLeaving(
      auth,
      elsewhere.map((item) => item.planId),
      ids,
      input.confirmSent,
    );
    const timed = await timeDay(
      auth,
      { groupId: group.id, localDate: input.dataDesejada, equipmentId: input.equipamentoId },
      items,
    );
    const written = await inTransaction(auth, async (within) => {
      const changed = await writeSources(within, auth, sources);
      let plan: TPlanRow;
      if (target) {
        plan = (
          target.kind === 'AUTOMATICO'
            ? await deriveCustom(within, auth, target, timed)
            : await writeVersion(within, auth, target, timed)
        ).plan;
      } else {
        plan = (
          await within.insert(
            {
              ownerId: auth.ownerId,
              unitId: auth.unitId,
              equipmentGroupId: group.id,
              equipmentId: input.equipamentoId,
              localDate: input.dataDesejada,
              kind: 'MANUAL',
              active: true,
              version: 1,
              ...(timed.period ?? workingPeriodOf(group, input.dataDesejada)),
              activities: timed.activities,
              summary: timed.summary,
              createdBy: auth.userId,
            },
            insertsOf(timed.items),
          )
        ).plan;
      }
      return { plan, changed };
    });
    for (const source of written.changed) await afterChange(auth, group, source, []);
    await afterChange(auth, group, written.plan, ids);
    return presentOne(auth, written.plan, group);
  }

  async function findDayPlan(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    ref: { referencia: string; equipamentoId: number },
    kind?: TPlanKind,
  ) {
    const rows = await repository.currentOfDay(scopeOf(auth), {
      groupId: group.id,
      localDate: ref.referencia,
      equipmentIds: [ref.equipamentoId],
    });
    return kind ? rows.find((row) => row.kind === kind) : shownPlans(rows)[0];
  }

  async function usageOf(auth: TAuth, ids: readonly number[], fromToday: boolean): Promise<TPlanUsage[]> {
    const units = new Map<number, string>();
    const held = await repository.activeItemsOfOrders(scopeOf(auth), ids);
    const plans = new Map<number, TPlanRow>();
    for (const planId of new Set(held.map((item) => item.planId)))
      plans.set(planId, (await repository.find(scopeOf(auth), planId))!);
    const todayByGroup = async (groupId: number) => {
      if (!units.has(groupId)) units.set(groupId, todayOf(await groupOf(auth, groupId)));
      return units.get(groupId)!;
    };
    const result: TPlanUsage[] = [];
    for (const id of ids) {
      const entries = [];
      for (const item of held.filter((entry) => entry.workOrderId === id)) {
        if (fromToday && item.localDate < (await todayByGroup(item.groupId))) continue;
        const plan = plans.get(item.planId)!;
        entries.push({
          planejamentoId: plan.id,
          referencia: plan.localDate,
          configuracaoId: plan.equipmentGroupId,
          equipamentoId: plan.equipmentId,
          tipo: plan.kind as TPlanKind,
          sentAt: plan.sentAt?.toISOString() ?? null,
        });
      }
      const unique = [...new Map(entries.map((entry) => [entry.planejamentoId, entry])).values()];
      result.push({ cdOrdemServico: id, inUse: unique.length > 0, uses: unique.length, plans: unique });
    }
    return result;
  }

  /** An order the plan holds (order operations from the plan). */
  async function assertOrderInPlan(auth: TAuth, planId: number, orderId: number) {
    const row = await repository.find(scopeOf(auth), planId);
    if (!row) throw notFound();
    const items = await repository.itemsOf([row.id]);
    if (!items.some((item) => item.workOrderId === orderId)) throw conflict('planningOrderNotInPlan');
    return row;
  }

  return {
    /**
     * Writes the optimised days of a group's machines (inside the optimiser's transaction): each
     * becomes the current AUTOMATICO plan, superseding the previous one (kept for revert), and the
     * active version of its day. Answers the new plan ids by machine.
     */
    async saveOptimisedDay(
      tx: TExecutor,
      auth: TAuth,
      input: {
        groupId: number;
        localDate: string;
        processHash: string | null;
        machines: TOptimisedMachineDay[];
        /**
         * When the optimisation started: a custom day a planner wrote after it (created or
         * changed while the job ran) stays active, and the optimised day is kept beside it,
         * inactive, so neither edit is lost.
         */
        since?: Date;
      },
    ) {
      const within = createPlansRepository(tx);
      const now = new Date();
      const written = new Map<number, number>();
      for (const machine of input.machines) {
        const existing = await within.currentOfDay(scopeOf(auth), {
          groupId: input.groupId,
          localDate: input.localDate,
          equipmentIds: [machine.equipmentId],
        });
        const previous = existing.find((row) => row.kind === 'AUTOMATICO');
        if (previous && !(await within.supersede(previous.id, previous.version, now)))
          throw conflict('planningStaleVersion');
        const since = input.since;
        const keepCustom =
          since !== undefined &&
          existing.some((row) => row.kind === 'MANUAL' && row.active && row.createdAt > since);
        if (!keepCustom)
          await within.setActive(
            existing.filter((row) => row.kind === 'MANUAL').map((row) => row.id),
            false,
          );
        const { plan } = await within.insert(
          {
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            equipmentGroupId: input.groupId,
            equipmentId: machine.equipmentId,
            localDate: input.localDate,
            kind: 'AUTOMATICO',
            active: !keepCustom,
            version: (previous?.version ?? 0) + 1,
            previousPlanId: previous?.id ?? null,
            workingStart: machine.workingStart,
            workingEnd: machine.workingEnd,
            overtimeEnd: machine.overtimeEnd,
            activities: machine.activities,
            summary: machine.summary,
            processHash: input.processHash,
            sentAt: previous?.sentAt ?? null,
            createdBy: auth.userId,
            createdAt: now,
          },
          insertsOf(machine.items),
        );
        written.set(machine.equipmentId, plan.id);
      }
      return written;
    },

    /**
     * After an optimisation rewrote machines' days (committed): each of them already sent to its
     * machine is announced live as changed and pending a re-send, as a confirmed manual change is.
     */
    async announceSentChanges(auth: TAuth, day: { groupId: number; localDate: string; planIds: number[] }) {
      const rows = (await repository.currentOfDay(scopeOf(auth), day)).filter(
        (row) => day.planIds.includes(row.id) && row.sentAt !== null,
      );
      for (const row of rows)
        dependencies.live.publish(auth, PLAN_CHANGED_EVENT, {
          planejamentoId: row.id,
          equipamentoId: row.equipmentId,
          configuracaoId: row.equipmentGroupId,
          referencia: row.localDate,
          resendPending: true,
        });
    },

    /** The active current plans of a group's day with their items (rows, for other planning modules). */
    async activePlans(
      executor: TExecutor,
      auth: TAuth,
      day: { groupId: number; localDate: string },
    ): Promise<TPlanWithItems[]> {
      const within = createPlansRepository(executor);
      const rows = (await within.currentOfDay(scopeOf(auth), day)).filter((row) => row.active);
      const items = await within.itemsOf(rows.map((row) => row.id));
      return rows.map((plan) => ({ plan, items: items.filter((item) => item.planId === plan.id) }));
    },

    /**
     * A group's plans of a date as the schedule shows them: per machine the active version, or the
     * asked kind (`tipo=AUTOMATICO` previews the optimised one).
     */
    async findDay(
      auth: TAuth,
      day: { groupId: number; localDate: string; equipmentIds?: readonly number[]; kind?: TPlanKind },
    ) {
      const group = await groupOf(auth, day.groupId);
      const rows = await repository.currentOfDay(scopeOf(auth), {
        groupId: day.groupId,
        localDate: day.localDate,
        equipmentIds: day.equipmentIds?.length ? day.equipmentIds : undefined,
      });
      return presentPlans(auth, group, shownPlans(rows, day.kind));
    },

    /** Records that a plan was sent to its machine (inside the sender's transaction). */
    async markSent(tx: TExecutor, planId: number, sentAt: Date) {
      return createPlansRepository(tx).setSent(planId, sentAt);
    },

    /** One plan by id, as the wire shows it. */
    async get(auth: TAuth, planId: number) {
      const row = await repository.find(scopeOf(auth), planId);
      if (!row) throw notFound();
      return presentOne(auth, row);
    },

    /** Orders a group's active plans of a day hold, each with the machine of its plan. */
    async machinesOfGroupDay(auth: TAuth, day: { groupId: number; localDate: string }) {
      const rows = (await repository.currentOfDay(scopeOf(auth), day)).filter((row) => row.active);
      const machineOfPlan = new Map(rows.map((row) => [row.id, row.equipmentId]));
      const held = new Map<number, number>();
      for (const item of await repository.itemsOf(rows.map((row) => row.id)))
        if (item.kind === 'order' && item.workOrderId !== null && !held.has(item.workOrderId))
          held.set(item.workOrderId, machineOfPlan.get(item.planId)!);
      return held;
    },

    /** Orders the active plans of a branch's day hold (any group). */
    async orderIdsOfDay(auth: TAuth, localDate: string) {
      return repository.orderIdsOfDay(scopeOf(auth), localDate);
    },

    /** Per order, the earliest date from `fromDate` on of an active plan holding it. */
    async scheduledDates(auth: TAuth, orderIds: readonly number[], fromDate: string) {
      const dates = new Map<number, string>();
      for (const item of await repository.activeItemsOfOrders(scopeOf(auth), orderIds, { fromDate })) {
        const held = dates.get(item.workOrderId!);
        if (!held || item.localDate < held) dates.set(item.workOrderId!, item.localDate);
      }
      return dates;
    },

    /** Current plans of a group over dates, with their kinds (summaries). */
    async plansInRange(
      auth: TAuth,
      range: { groupId: number; from: string; to: string; equipmentIds?: readonly number[] },
    ) {
      await groupOf(auth, range.groupId);
      return repository.currentInRange(scopeOf(auth), range);
    },

    /** Keeps orders' schedule dates in step after plans were written elsewhere (the optimiser). */
    async refreshScheduleFacts(auth: TAuth, groupId: number, orderIds: Iterable<number>) {
      await refreshScheduleFacts(auth, orderIds, todayOf(await groupOf(auth, groupId)));
    },

    /** `POST /alocar-ordem`: orders into a machine's custom day (an optimised day answers 409). */
    allocate: (auth: TAuth, input: TAllocateOrder) => placeOrders(auth, input, {}),

    /** `POST /alocar-ordem/cria-apartir-automatico`: a custom plan from the optimised one, with the orders. */
    allocateFromOptimised: (auth: TAuth, input: TAllocateOrder) =>
      placeOrders(auth, input, { fromOptimised: true }),

    /** `POST /remover-ordem`. */
    async removeOrder(
      auth: TAuth,
      input: { planejamentoId: number; ordemId: number; version: number; confirmSent?: boolean },
    ) {
      const loaded = await loadForChange(auth, input.planejamentoId, input.version, {
        confirmSent: input.confirmSent,
      });
      if (!loaded.items.some((item) => item.workOrderId === input.ordemId))
        throw conflict('planningOrderNotInPlan');
      return change(
        auth,
        loaded,
        loaded.items.filter((item) => item.workOrderId !== input.ordemId).map(itemInputOf),
      );
    },

    /**
     * `PUT /aceita-alteracoes/salva-sequencia` (and `/multiplos`): checks at once, then saves the new
     * orders of the days as a `save-sequence` job; answers its process hash.
     */
    async saveSequences(
      auth: TAuth,
      inputs: { planejamentoId: number; version: number; itemIds: number[]; confirmSent?: boolean }[],
    ) {
      const prepared: { loaded: Awaited<ReturnType<typeof loadForChange>>; items: TPlanItemInput[] }[] = [];
      for (const input of inputs) {
        const loaded = await loadForChange(auth, input.planejamentoId, input.version, {
          confirmSent: input.confirmSent,
        });
        const byId = new Map(loaded.items.map((item) => [item.id, item]));
        const unique = new Set(input.itemIds);
        if (
          unique.size !== input.itemIds.length ||
          unique.size !== loaded.items.length ||
          input.itemIds.some((id) => !byId.has(id))
        )
          throw new AppError(400, 'planningSequenceMismatch', {}, [
            {
              path: 'itemIds',
              code: 'planningSequenceMismatch',
              message: formatMessage('planningSequenceMismatch', auth.language),
            },
          ]);
        prepared.push({ loaded, items: input.itemIds.map((id) => itemInputOf(byId.get(id)!)) });
      }
      return dependencies.planningJobs.start(
        auth,
        'save-sequence',
        { planejamentoIds: inputs.map((input) => input.planejamentoId) },
        async () => {
          const saved: { planejamentoId: number; version: number }[] = [];
          for (const { loaded, items } of prepared) {
            try {
              const plan = await change(auth, loaded, items);
              saved.push({ planejamentoId: plan.planejamentoId, version: plan.version });
            } catch (error) {
              if (error instanceof AppError)
                throw new JobFailure(999, formatMessage(error.key, auth.language, error.params));
              throw error;
            }
          }
          return { code: 900, result: { plans: saved } };
        },
      );
    },

    /** `POST /manual/salvar-limpeza`: a cleanout at a position of the day. */
    async addCleanout(
      auth: TAuth,
      input: { planejamentoId: number; version: number; posicao: number; confirmSent?: boolean },
    ) {
      const loaded = await loadForChange(auth, input.planejamentoId, input.version, {
        confirmSent: input.confirmSent,
      });
      const items = loaded.items.map(itemInputOf);
      if (input.posicao > items.length + 1)
        throw badRequest('planningPositionOutOfRange', { max: items.length + 1 });
      const member = loaded.group.equipments.find((entry) => entry.cdEquipamento === loaded.row.equipmentId);
      const cleanout: TPlanItemInput = {
        kind: 'cleanout',
        workOrderId: null,
        plannedStart: null,
        plannedEnd: null,
        travelSeconds: 0,
        cleaningSeconds: member?.cleaningTime ?? 0,
        appliedSeconds: 0,
        areaHectares: 0,
        volume: 0,
        batches: 0,
      };
      items.splice(input.posicao - 1, 0, cleanout);
      return change(auth, loaded, items);
    },

    /**
     * `GET /manual/remover-limpeza`. A cleanout between orders whose products cannot share the tank
     * (the engine would clean there anyway) is required: 409 naming both product families, in the
     * caller's language.
     */
    async removeCleanout(
      auth: TAuth,
      input: { itemId: number; planejamentoId: number; version?: number; confirmSent?: boolean },
      locale: TLocale = auth.language,
    ) {
      const loaded = await loadForChange(auth, input.planejamentoId, input.version, {
        confirmSent: input.confirmSent,
      });
      if (!loaded.items.some((item) => item.id === input.itemId && item.kind === 'cleanout'))
        throw conflict('planningCleanoutNotFound');
      const items = loaded.items.filter((item) => item.id !== input.itemId).map(itemInputOf);
      const timed = await timeDay(auth, dayOf(loaded.row), items);
      const between = requiredCleanoutBetween(loaded.items, input.itemId, items, timed.items);
      if (between) {
        const records = new Map<number, TWorkOrderRecord>(
          (await workOrders.findRecords(auth, between)).map((order) => [order.cdOrdemServico, order]),
        );
        if (records.size < new Set(between).size) throw notFound();
        const productIds = [
          ...new Set([...records.values()].flatMap((order) => order.products.map((line) => line.productId))),
        ];
        const products = new Map(
          (await dependencies.products.getMany(auth, productIds)).map((product) => [product.id, product]),
        );
        const [before, after] = between.map((orderId) =>
          familyLabel(
            familyOf(
              (records.get(orderId)?.products ?? [])
                .map((line) => products.get(line.productId))
                .filter((product) => product !== undefined),
            ),
            locale,
          ),
        ) as [string, string];
        throw new AppError(409, 'planningCleanoutRequired', { before, after }, { ordensId: between });
      }
      return change(auth, loaded, items, timed);
    },

    /** `POST /confirma-ordem-extra`: the extra order joins the day. */
    async confirmExtra(auth: TAuth, input: { planejamentoId: number; ordemId: number }) {
      const loaded = await loadForChange(auth, input.planejamentoId, undefined, { confirmSent: true });
      if (!loaded.items.some((item) => item.workOrderId === input.ordemId && item.extra))
        throw conflict('planningNotExtraOrder');
      return change(
        auth,
        loaded,
        loaded.items.map((item) =>
          item.workOrderId === input.ordemId
            ? { ...itemInputOf(item), extraAccepted: true }
            : itemInputOf(item),
        ),
      );
    },

    /** `POST /confirma-desfazer-ordem-extra`: the extra order leaves the day. */
    async undoExtra(auth: TAuth, input: { planejamentoId: number; ordemId: number }) {
      const loaded = await loadForChange(auth, input.planejamentoId, undefined, { confirmSent: true });
      if (!loaded.items.some((item) => item.workOrderId === input.ordemId && item.extra))
        throw conflict('planningNotExtraOrder');
      return change(
        auth,
        loaded,
        loaded.items.filter((item) => item.workOrderId !== input.ordemId).map(itemInputOf),
      );
    },

    /**
     * `PUT /reschedule` and `/rescheduleV2`: orders leave their days from today on and, with a
     * machine, go into its day of the desired date. Void or deleted orders are refused.
     */
    async reschedule(
      auth: TAuth,
      input: {
        ordensId: number[];
        dataDesejada: string;
        configuracaoId: number;
        equipamentoId?: number;
        confirmSent?: boolean;
      },
    ) {
      const group = await groupOf(auth, input.configuracaoId);
      const today = todayOf(group);
      if (input.dataDesejada < today) throw conflict('planningPastPlan');
      for (const id of input.ordensId) await workOrders.assertReschedulable(auth, id);
      if (input.equipamentoId !== undefined) {
        const plan = await placeOrders(
          auth,
          {
            ...input,
            equipamentoId: input.equipamentoId,
            confirmExtra: true,
            confirmSent: input.confirmSent,
          },
          { fromReschedule: true },
        );
        return { plan };
      }
      const held = await repository.activeItemsOfOrders(scopeOf(auth), input.ordensId, { fromDate: today });
      const sources = await sourcesLeaving(
        auth,
        held.map((item) => item.planId),
        input.ordensId,
        input.confirmSent,
      );
      const changed = await inTransaction(auth, (within) => writeSources(within, auth, sources));
      for (const plan of changed) await afterChange(auth, group, plan, []);
      await refreshScheduleFacts(auth, input.ordensId, today);
      return { plan: null };
    },

    /**
     * `GET /reverter/previa`: the plan `/reverter` would restore for the machine's day, as it will
     * read once restored, without writing anything: the previous version of the same kind, or the
     * current plan of the other kind when the day has one, else that kind's previous row.
     */
    async previewRevert(
      auth: TAuth,
      ref: { referencia: string; configuracaoId: number; equipamentoId: number },
    ) {
      const group = await groupOf(auth, ref.configuracaoId);
      const active = await findDayPlan(auth, group, ref);
      if (!active) throw new AppError(404, 'planningNoPlan');
      if (active.previousPlanId === null) throw conflict('planningNothingToRevert');
      const previous = await repository.find(scopeOf(auth), active.previousPlanId);
      if (!previous) throw conflict('planningNothingToRevert');
      if (previous.kind !== active.kind) {
        const current = await findDayPlan(auth, group, ref, previous.kind as TPlanKind);
        if (current) return presentOne(auth, current, group);
      }
      return presentOne(auth, previous, group);
    },

    /**
     * `GET /reverter`: the machine's day goes back to the plan its active version replaced (the
     * optimised plan a custom one was made from, or the previous version of the same kind).
     */
    async revert(auth: TAuth, ref: TPlanDayRef) {
      const group = await groupOf(auth, ref.configuracaoId);
      const active = await findDayPlan(auth, group, ref);
      if (!active) throw new AppError(404, 'planningNoPlan');
      await assertChangeable(auth, active, group, ref.version, {
        confirmSent: ref.confirmSent,
        allowAutomatic: true,
      });
      if (active.previousPlanId === null) throw conflict('planningNothingToRevert');
      const before = await repository.itemsOf([active.id]);
      const restored = await inTransaction(auth, async (within) => {
        const previous = (await within.find(scopeOf(auth), active.previousPlanId!))!;
        if (!(await within.supersede(active.id, active.version, new Date()))) throw new StalePlan(active);
        if (previous.kind === active.kind) return within.restore(previous.id, active.version + 1, true);
        const [current] = await within.currentOfDay(scopeOf(auth), {
          groupId: group.id,
          localDate: active.localDate,
          equipmentIds: [active.equipmentId],
          kind: previous.kind,
        });
        if (current) {
          await within.setActive([current.id], true);
          return (await within.find(scopeOf(auth), current.id))!;
        }
        return within.restore(previous.id, previous.version + 1, true);
      });
      const after = await repository.itemsOf([restored.id]);
      await afterChange(auth, group, { ...restored, sentAt: active.sentAt }, [
        ...orderIdsOf(before),
        ...orderIdsOf(after),
      ]);
      return presentOne(auth, restored, group);
    },

    /** `GET /versao/ativar`: the optimised or the custom version becomes the active one. */
    async activateVersion(
      auth: TAuth,
      ref: { referencia: string; configuracaoId: number; equipamentoId: number; tipo: TPlanKind },
    ) {
      const group = await groupOf(auth, ref.configuracaoId);
      if (ref.referencia < todayOf(group)) throw conflict('planningPastPlan');
      const rows = await repository.currentOfDay(scopeOf(auth), {
        groupId: group.id,
        localDate: ref.referencia,
        equipmentIds: [ref.equipamentoId],
      });
      const target = rows.find((row) => row.kind === ref.tipo);
      if (!target) throw new AppError(404, 'planningNoPlan');
      await db.transaction(async (tx) => {
        const within = createPlansRepository(tx);
        await within.setActive(
          rows.filter((row) => row.id !== target.id).map((row) => row.id),
          false,
        );
        await within.setActive([target.id], true);
      });
      const items = await repository.itemsOf(rows.map((row) => row.id));
      await refreshScheduleFacts(auth, orderIdsOf(items), todayOf(group));
      return presentOne(auth, (await repository.find(scopeOf(auth), target.id))!, group);
    },

    /** `POST /cria-apartir-automatico`: a custom plan, identical to the optimised one, becomes active. */
    async createFromOptimised(auth: TAuth, ref: TPlanDayRef) {
      const group = await groupOf(auth, ref.configuracaoId);
      const automatic = await findDayPlan(auth, group, ref, 'AUTOMATICO');
      if (!automatic) throw new AppError(404, 'planningNoPlan');
      await assertChangeable(auth, automatic, group, ref.version, {
        confirmSent: true,
        allowAutomatic: true,
      });
      const items = (await repository.itemsOf([automatic.id])).map(itemInputOf);
      const { plan } = await inTransaction(auth, (within) =>
        deriveCustom(within, auth, automatic, asTimed(automatic, items)),
      );
      return presentOne(auth, plan, group);
    },

    /** `DELETE /{configuracaoId}/equipamentos?ids&data`: clears machines' plans of a day (kept as history). */
    async clearMachines(
      auth: TAuth,
      groupId: number,
      input: { ids: number[]; data: string; confirmSent?: boolean },
    ) {
      const group = await groupOf(auth, groupId);
      if (input.data < todayOf(group)) throw conflict('planningPastPlan');
      const rows = await repository.currentOfDay(scopeOf(auth), {
        groupId,
        localDate: input.data,
        equipmentIds: input.ids,
      });
      const sent = rows.find((row) => row.sentAt !== null);
      if (sent && !input.confirmSent)
        throw new AppError(
          409,
          'planningSentNeedsConfirmation',
          {},
          { needsConfirmation: true, sentAt: sent.sentAt!.toISOString() },
        );
      const items = await repository.itemsOf(rows.map((row) => row.id));
      await inTransaction(auth, async (within) => {
        const now = new Date();
        for (const row of rows)
          if (!(await within.supersede(row.id, row.version, now))) throw new StalePlan(row);
      });
      for (const row of rows.filter((entry) => entry.sentAt !== null))
        await afterChange(auth, group, row, []);
      await refreshScheduleFacts(auth, orderIdsOf(items), todayOf(group));
    },

    /** `GET /{id}/operacao-ordem/{orderId}/sgp/{cancelar,resetar-status,fechar}`: status actions on a planned order. */
    async orderOperation(
      auth: TAuth,
      planId: number,
      orderId: number,
      operation: 'cancel' | 'reset' | 'close',
      close?: TWorkOrderClose,
    ) {
      await assertOrderInPlan(auth, planId, orderId);
      if (operation === 'cancel') return workOrders.cancel(auth, orderId);
      if (operation === 'reset') return workOrders.reset(auth, orderId);
      return workOrders.close(auth, orderId, close!);
    },

    /** `GET /cancelled_or_deleted/?ordensId`: which of the orders are void, canceled by the app or deleted. */
    async cancelledOrDeleted(auth: TAuth, ids: readonly number[]) {
      if (!ids.length) return [];
      const orders = await workOrders.forPlanning(auth, [...ids]);
      return orders
        .filter((order) => NOT_PLANNABLE.includes(order.status))
        .map((order) => order.cdOrdemServico);
    },

    /** `/uso/{id}` (from today on) and `/uso/{id}/todos` (every date): the plans holding an order. */
    async usage(auth: TAuth, id: number, options: { all: boolean }) {
      await workOrders.get(auth, id);
      return (await usageOf(auth, [id], !options.all))[0]!;
    },

    /** `POST /uso/multiple`. */
    async usageMany(auth: TAuth, ids: readonly number[]) {
      const found = new Set(
        (await workOrders.forPlanning(auth, [...ids])).map((order) => order.cdOrdemServico),
      );
      return usageOf(
        auth,
        ids.filter((id) => found.has(id)),
        true,
      );
    },

    /** `GET /uso/nao-pode-excluir?ordensId`: orders a plan already sent to a machine holds (from today on). */
    async notDeletable(auth: TAuth, ids: readonly number[]) {
      return (await this.usageMany(auth, ids))
        .filter((usage) => usage.plans.some((plan) => plan.sentAt !== null))
        .map((usage) => usage.cdOrdemServico);
    },

    /** `GET /inconsistencia/produtos/{id}`: an order's product inconsistency causes. */
    async productInconsistencies(auth: TAuth, id: number) {
      const order = await workOrders.get(auth, id);
      return {
        cdOrdemServico: id,
        inconsistencias: order.inconsistencies.filter((cause) => cause.startsWith('SEM_')),
      };
    },
  };
}

export type TPlansService = ReturnType<typeof createPlansService>;

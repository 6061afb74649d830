import { TZDate } from '@date-fns/tz';
import {
  EMPTY_PLAN_SUMMARY,
  type TEquipmentGroupRecord,
  type TPlan,
  type TPlanActivity,
  type TPlanItemKind,
  type TPlanKind,
  type TPlanSummary,
} from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { conflict, notFound } from '../../http/errors';
import type { TLiveHub } from '../../live/live-hub';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import type { TPlanningJobsService } from './planning-jobs.service';
import {
  createPlansRepository,
  type TPlanItemInsert,
  type TPlanItemRow,
  type TPlanRow,
  type TPlanScope,
  type TPlansRepository,
} from './plans.repository';
import { presentPlan, type TOrderFacts } from './plans.presenter';

export interface TPlansDependencies {
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  workOrders: TWorkOrdersService;
  planningJobs: TPlanningJobsService;
  live: TLiveHub;
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
  return new Date(new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime());
}

const WEEKDAY_OF_INDEX = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** The group's working period of a date's weekday as instants; nulls when the weekday has none. */
export function workingPeriodOf(group: Pick<TEquipmentGroupRecord, 'workingPeriods' | 'timeZone'>, date: string) {
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
export function summaryOfItems(items: readonly Pick<TPlanItemInput, 'kind' | 'travelSeconds' | 'cleaningSeconds' | 'appliedSeconds' | 'areaHectares'>[]): TPlanSummary {
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
export function createPlansService(db: TDatabase, dependencies: TPlansDependencies) {
  const repository = createPlansRepository(db);
  const { equipmentGroups, workOrders } = dependencies;

  workOrders.scheduleUsage.register('plans', ({ db: executor, ownerId, ids }) => createPlansRepository(executor).usageOfOrders(ownerId, ids));
  dependencies.equipment.usage.register('plans', ({ db: executor, ownerId, ids }) => createPlansRepository(executor).usageOfEquipment(ownerId, ids));

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
  async function presentPlans(auth: TAuth, group: TEquipmentGroupRecord, rows: readonly TPlanRow[], within: TPlansRepository = repository): Promise<TPlan[]> {
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
    if (missing.length) for (const machine of await dependencies.equipment.findMany(auth, [...new Set(missing)])) names.set(machine.cdEquipamento, machine.name);
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
      if (!held || (row.active && !held.active) || (!held.active && !row.active && row.kind === 'MANUAL')) byMachine.set(row.equipmentId, row);
    }
    return [...byMachine.values()];
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
      input: { groupId: number; localDate: string; processHash: string | null; machines: TOptimisedMachineDay[] },
    ) {
      const within = createPlansRepository(tx);
      const now = new Date();
      const written = new Map<number, number>();
      for (const machine of input.machines) {
        const existing = await within.currentOfDay(scopeOf(auth), { groupId: input.groupId, localDate: input.localDate, equipmentIds: [machine.equipmentId] });
        const previous = existing.find((row) => row.kind === 'AUTOMATICO');
        if (previous && !(await within.supersede(previous.id, previous.version, now))) throw conflict('planningStaleVersion');
        await within.setActive(existing.filter((row) => row.kind === 'MANUAL').map((row) => row.id), false);
        const { plan } = await within.insert(
          {
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            equipmentGroupId: input.groupId,
            equipmentId: machine.equipmentId,
            localDate: input.localDate,
            kind: 'AUTOMATICO',
            active: true,
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

    /** The active current plans of a group's day with their items (rows, for other planning modules). */
    async activePlans(executor: TExecutor, auth: TAuth, day: { groupId: number; localDate: string }): Promise<TPlanWithItems[]> {
      const within = createPlansRepository(executor);
      const rows = (await within.currentOfDay(scopeOf(auth), day)).filter((row) => row.active);
      const items = await within.itemsOf(rows.map((row) => row.id));
      return rows.map((plan) => ({ plan, items: items.filter((item) => item.planId === plan.id) }));
    },

    /**
     * A group's plans of a date as the schedule shows them: per machine the active version, or the
     * asked kind (`tipo=AUTOMATICO` previews the optimised one).
     */
    async findDay(auth: TAuth, day: { groupId: number; localDate: string; equipmentIds?: readonly number[]; kind?: TPlanKind }) {
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
  };
}

export type TPlansService = ReturnType<typeof createPlansService>;

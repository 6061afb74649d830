import {
  type TEquipmentGroupRecord,
  type TPlan,
  type TPlanKind,
  type TVehicle,
  type TWeatherRespect,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { localDateOf } from '../../../calendar/calendar';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict, notFound } from '../../../http/errors';
import type { TLiveHub } from '../../../live/live-hub';
import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { type TPlanningJobsService } from '../jobs/planning-jobs.service';
import type { TProblemBuilderDependencies } from '../engine/problem-types';
import { retimeDay, retimeGroup, sequenceOf } from '../engine/retime';
import type { TMachineDay } from '../engine/plan-mapping';
import {
  createPlansRepository,
  type TPlanItemRow,
  type TPlanRow,
  type TPlansRepository,
} from './plans.repository';
import { presentPlan, type TOrderFacts } from './plans.presenter';
import {
  PLAN_CHANGED_EVENT,
  StalePlan,
  type TPlanItemInput,
  type TTimedDay,
  insertsOf,
  scopeOf,
  summaryOfItems,
} from './plan-items';
import { alignTenderDays } from './tender-meetings';
import { replanTenders } from './tender-replan';

export interface TPlansDependencies extends TProblemBuilderDependencies {
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  workOrders: TWorkOrdersService;
  planningJobs: TPlanningJobsService;
  live: TLiveHub;
  /** The groups' planning settings: which weather limits a custom day is timed against. */
  planningSettings?: {
    weatherRespectOf(auth: TAuth, groupId: number): Promise<TWeatherRespect>;
    /** The group's settings: the routing vehicle its optimisations travel at. */
    settingsOf?(auth: TAuth, groupId: number): Promise<{ vehicle: TVehicle }>;
  };
}

/**
 * What every part of the plans service shares: reading and presenting a machine's day, the rules a
 * change passes, timing a changed day, and writing a new version (a change never rewrites a plan:
 * it writes a new row superseding the old one, version + 1, `previousPlanId`).
 */
export function createPlanStore(db: TDatabase, dependencies: TPlansDependencies) {
  const repository = createPlansRepository(db);
  const { equipmentGroups, workOrders } = dependencies;

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
          selectedArea: order.selectedArea,
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

  /** The services the engine's retiming reads through, with the groups' weather limits. */
  function engineServices() {
    const { planningSettings } = dependencies;
    const weatherRespectOf =
      dependencies.weatherRespectOf ??
      (planningSettings
        ? (caller: TAuth, groupId: number) => planningSettings.weatherRespectOf(caller, groupId)
        : undefined);
    return { ...dependencies, weatherRespectOf };
  }

  /** A day the engine timed, as a version is written: the planner's extra flags of its orders kept. */
  function timedOf(day: TMachineDay, before: readonly TPlanItemInput[]): TTimedDay {
    const orders = new Map(
      before
        .filter((item) => item.kind === 'order' && item.workOrderId !== null)
        .map((item) => [item.workOrderId!, item]),
    );
    return {
      items: day.items.map(({ sequence: _sequence, ...item }) => {
        const previous = item.workOrderId === null ? undefined : orders.get(item.workOrderId);
        return {
          ...item,
          extra: previous?.extra ?? false,
          extraAccepted: previous?.extraAccepted ?? false,
        };
      }),
      activities: day.activities,
      summary: day.summary,
      period: { workingStart: day.workingStart, workingEnd: day.workingEnd, overtimeEnd: day.overtimeEnd },
    };
  }

  /**
   * The routing vehicle the group's optimisations travel at (its planning settings): a day timed
   * after a planner's change travels at the same road speeds, so what the change did not touch
   * keeps its times.
   */
  async function vehicleOf(auth: TAuth, groupId: number): Promise<TVehicle | undefined> {
    return (await dependencies.planningSettings?.settingsOf?.(auth, groupId))?.vehicle;
  }

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
    const sequence = sequenceOf(items);
    try {
      const timed = await retimeDay(engineServices(), auth, {
        date: day.localDate,
        groupId: day.groupId,
        equipmentId: day.equipmentId,
        sequence,
        vehicle: await vehicleOf(auth, day.groupId),
      });
      const placed = new Set(timed.items.map((item) => item.workOrderId));
      if (sequence.some((entry) => entry.kind === 'order' && !placed.has(entry.workOrderId)))
        return untimed(items);
      return timedOf(timed, items);
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

  /**
   * Per order, the hectares active plans of dates before `date` hold of it (its order items):
   * what an order split over days has planned so far.
   */
  /**
   * Per order, the hectares done or planned before `date`: what the active plans of earlier dates
   * hold, except that an order whose machines reported the area applied so far (at a pause, on or
   * before `date`) counts that area for every day through the report's, and only later days' plans
   * beside it.
   */
  async function plannedAreasBefore(auth: TAuth, orderIds: readonly number[], date: string) {
    const [items, applied] = await Promise.all([
      repository.activeItemsOfOrders(scopeOf(auth), orderIds, { beforeDate: date }),
      workOrders.appliedSoFar(auth, orderIds),
    ]);
    // A report made after the date (a past day looked at again) says nothing of that day.
    const reports = new Map([...applied].filter(([, report]) => report.through <= date));
    const areas = new Map<number, number>();
    for (const [id, report] of reports) areas.set(id, report.appliedArea);
    for (const item of items) {
      if (item.itemKind !== 'order') continue;
      const report = reports.get(item.workOrderId!);
      if (report && item.localDate <= report.through) continue;
      areas.set(item.workOrderId!, (areas.get(item.workOrderId!) ?? 0) + item.areaHectares);
    }
    return areas;
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

  /**
   * Inside a change's transaction, after machines' days of a group were written, cleared or
   * switched: the tender trucks' days of those dates follow the sprayers (`alignTenderDays`).
   */
  async function alignTendersWith(within: TPlansRepository, auth: TAuth, changed: readonly TPlanRow[]) {
    return alignTenderDays(
      { deriveCustom },
      within,
      auth,
      changed.map((row) => ({ groupId: row.equipmentGroupId, localDate: row.localDate })),
      new Set(changed.map((row) => row.equipmentId)),
    );
  }

  /** A transaction of plan writes that answers [] instead when a plan changed under it. */
  async function quietly(work: (within: TPlansRepository) => Promise<TPlanRow[]>): Promise<TPlanRow[]> {
    try {
      return await db.transaction((tx) => work(createPlansRepository(tx)));
    } catch (error) {
      if (error instanceof StalePlan) return [];
      throw error;
    }
  }

  /**
   * After a change's transaction: the tender trucks of the changed days' dates are planned again
   * for the sprayers' days as they now stand (`replanTenders`); a sent day so written is announced.
   * Answers the days written.
   */
  async function replanTendersAfter(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    changed: readonly { equipmentGroupId: number; localDate: string; equipmentId?: number }[],
  ): Promise<TPlanRow[]> {
    const written = await replanTenders(
      {
        repository,
        // At the road speeds the group's optimisations use, so a day nobody changed times the same.
        retimeGroup: async (caller, request) =>
          retimeGroup(engineServices(), caller, {
            ...request,
            vehicle: await vehicleOf(caller, request.groupId),
          }),
        timedOf,
        quietly,
        deriveCustom,
        writeVersion,
      },
      auth,
      group,
      changed.filter((row) => row.equipmentGroupId === group.id),
    );
    for (const row of written) await afterChange(auth, group, row, []);
    return written;
  }

  /** A machine's day as the last writes left it: `plan`, or its version a re-plan wrote after. */
  const newest = (plan: TPlanRow, written: readonly TPlanRow[]) =>
    written.find((row) => row.equipmentId === plan.equipmentId && row.localDate === plan.localDate) ?? plan;

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
    const { plan, tenders } = await inTransaction(auth, async (within) => {
      const { plan } = await writeVersion(within, auth, loaded.row, timed);
      return { plan, tenders: await alignTendersWith(within, auth, [plan]) };
    });
    for (const tender of tenders) await afterChange(auth, loaded.group, tender, []);
    await afterChange(auth, loaded.group, plan, [...orderIdsOf(loaded.items), ...orderIdsOf(items)]);
    const replanned = await replanTendersAfter(auth, loaded.group, [plan]);
    return presentOne(auth, newest(plan, replanned), loaded.group);
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

  return {
    repository,
    groupOf,
    todayOf,
    orderFactsOf,
    presentPlans,
    presentOne,
    shownPlans,
    currentShown,
    staleError,
    assertChangeable,
    loadForChange,
    untimed,
    asTimed,
    timeDay,
    dayOf,
    columnsOf,
    writeVersion,
    deriveCustom,
    refreshScheduleFacts,
    plannedAreasBefore,
    orderIdsOf,
    afterChange,
    alignTendersWith,
    replanTendersAfter,
    newest,
    inTransaction,
    change,
    findDayPlan,
  };
}

export type TPlanStore = ReturnType<typeof createPlanStore>;

import { type TPlanKind, type TPlanDayRef } from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict, notFound } from '../../../http/errors';
import { createPlansRepository, type TPlansRepository } from './plans.repository';
import {
  PLAN_CHANGED_EVENT,
  StalePlan,
  type TOptimisedMachineDay,
  type TPlanWithItems,
  insertsOf,
  itemInputOf,
  scopeOf,
} from './plan-items';
import type { TPlanStore, TPlansDependencies } from './plan-store';

/**
 * Machines' days per date and equipment group in two versions, optimised (AUTOMATICO) and custom
 * (MANUAL), one active: writing the optimised days, reading them, revert and activation.
 */
export function createPlanVersions(db: TDatabase, dependencies: TPlansDependencies, store: TPlanStore) {
  const {
    repository,
    groupOf,
    todayOf,
    presentPlans,
    presentOne,
    shownPlans,
    assertChangeable,
    asTimed,
    deriveCustom,
    refreshScheduleFacts,
    orderIdsOf,
    afterChange,
    alignTendersWith,
    replanTendersAfter,
    newest,
    inTransaction,
    findDayPlan,
  } = store;

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
        /**
         * The group's tender trucks: their days follow the sprayers', so a tender's optimised day
         * always becomes the active one (a custom tender day is never a planner's own edit).
         */
        tenderIds?: readonly number[];
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
          !(input.tenderIds ?? []).includes(machine.equipmentId) &&
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

    /** Per order, the hectares earlier dates' active plans hold of it (an order split over days). */
    plannedAreasBefore: store.plannedAreasBefore,

    /**
     * Current plans of a group over dates, with their kinds (summaries) and the work orders each
     * holds (an order shared by several machines counts once in a day's figures).
     */
    async plansInRange(
      auth: TAuth,
      range: { groupId: number; from: string; to: string; equipmentIds?: readonly number[] },
    ) {
      await groupOf(auth, range.groupId);
      const rows = await repository.currentInRange(scopeOf(auth), range);
      const orders = new Map<number, number[]>();
      for (const { planId, workOrderId } of await repository.orderIdsOfPlans(rows.map((row) => row.id)))
        orders.set(planId, [...(orders.get(planId) ?? []), workOrderId!]);
      return rows.map((row) => ({ ...row, orderIds: orders.get(row.id) ?? [] }));
    },

    /** Keeps orders' schedule dates in step after plans were written elsewhere (the optimiser). */
    async refreshScheduleFacts(auth: TAuth, groupId: number, orderIds: Iterable<number>) {
      await refreshScheduleFacts(auth, orderIds, todayOf(await groupOf(auth, groupId)));
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
      /** Supersedes the active version and makes the one it replaced active again (inside the transaction). */
      const restorePrevious = async (within: TPlansRepository) => {
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
      };
      const { restored, tenders } = await inTransaction(auth, async (within) => {
        const restored = await restorePrevious(within);
        return { restored, tenders: await alignTendersWith(within, auth, [restored]) };
      });
      for (const tender of tenders) await afterChange(auth, group, tender, []);
      const after = await repository.itemsOf([restored.id]);
      await afterChange(auth, group, { ...restored, sentAt: active.sentAt }, [
        ...orderIdsOf(before),
        ...orderIdsOf(after),
      ]);
      const replanned = await replanTendersAfter(auth, group, [restored]);
      return presentOne(auth, newest(restored, replanned), group);
    },

    /**
     * After an optimisation kept a planner's custom day active beside its new optimised days: the
     * group's tender trucks are planned again for the day's sprayers as they now stand.
     */
    async replanTendersOfDay(auth: TAuth, groupId: number, localDate: string) {
      const group = await groupOf(auth, groupId);
      return replanTendersAfter(auth, group, [{ equipmentGroupId: group.id, localDate }]);
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
      const tenders = await db.transaction(async (tx) => {
        const within = createPlansRepository(tx);
        await within.setActive(
          rows.filter((row) => row.id !== target.id).map((row) => row.id),
          false,
        );
        await within.setActive([target.id], true);
        return alignTendersWith(within, auth, [target]);
      });
      for (const tender of tenders) await afterChange(auth, group, tender, []);
      const items = await repository.itemsOf(rows.map((row) => row.id));
      await refreshScheduleFacts(auth, orderIdsOf(items), todayOf(group));
      const replanned = await replanTendersAfter(auth, group, [target]);
      const activated = (await repository.find(scopeOf(auth), target.id))!;
      return presentOne(auth, newest(activated, replanned), group);
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
      const tenders = await inTransaction(auth, async (within) => {
        const now = new Date();
        for (const row of rows)
          if (!(await within.supersede(row.id, row.version, now))) throw new StalePlan(row);
        return alignTendersWith(within, auth, rows);
      });
      for (const row of [...rows.filter((entry) => entry.sentAt !== null), ...tenders])
        await afterChange(auth, group, row, []);
      await refreshScheduleFacts(auth, orderIdsOf(items), todayOf(group));
      await replanTendersAfter(auth, group, rows);
    },
  };
}

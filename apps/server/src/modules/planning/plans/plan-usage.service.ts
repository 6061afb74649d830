import { type TPlanKind, type TPlanUsage, type TWorkOrderClose } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { conflict, notFound } from '../../../http/errors';
import { type TPlanRow } from './plans.repository';
import { NOT_PLANNABLE, scopeOf } from './plan-items';
import type { TPlanStore, TPlansDependencies } from './plan-store';

/** Which plans hold an order, and the order operations the schedule offers. */
export function createPlanUsage(dependencies: TPlansDependencies, store: TPlanStore) {
  const { repository, groupOf, todayOf } = store;
  const { workOrders } = dependencies;

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

import {
  formatMessage,
  type TAllocateOrder,
  type TLocale,
  type TMoveOrder,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { JobFailure } from '../jobs/planning-jobs.service';
import { familyOf } from '../engine/problem-loads';
import {
  type TPlanItemInput,
  familyLabel,
  itemInputOf,
  requiredCleanoutBetween,
  scopeOf,
} from './plan-items';
import type { TPlanStore, TPlansDependencies } from './plan-store';
import type { TPlanPlacement } from './plan-placement';

/** Manual planning: a planner's changes to a machine's day (orders, sequence, cleanouts, extra orders). */
export function createManualPlanning(
  dependencies: TPlansDependencies,
  store: TPlanStore,
  placement: TPlanPlacement,
) {
  const {
    repository,
    groupOf,
    todayOf,
    loadForChange,
    timeDay,
    dayOf,
    refreshScheduleFacts,
    afterChange,
    alignTendersWith,
    replanTendersAfter,
    inTransaction,
    change,
  } = store;
  const { workOrders } = dependencies;

  const { placeOrders, sourcesLeaving, writeSources } = placement;

  return {
    /** `POST /alocar-ordem`: orders into a machine's custom day (an optimised day answers 409). */
    allocate: (auth: TAuth, input: TAllocateOrder) => placeOrders(auth, input, {}),

    /** `POST /alocar-ordem/cria-apartir-automatico`: a custom plan from the optimised one, with the orders. */
    allocateFromOptimised: (auth: TAuth, input: TAllocateOrder) =>
      placeOrders(auth, input, { fromOptimised: true }),

    /**
     * `POST /mover-ordem` (and `/cria-apartir-automatico` when the target day is optimised): one
     * order off a machine's day and into another machine's day of that date, in one transaction, so
     * a refusal leaves both days as they were.
     */
    moveOrder: (auth: TAuth, input: TMoveOrder, options: { fromOptimised?: boolean } = {}) => {
      const { ordemId, origemPlanejamentoId, origemVersion, ...target } = input;
      return placeOrders(
        auth,
        { ...target, ordensId: [ordemId] },
        { ...options, movingFrom: { planId: origemPlanejamentoId, version: origemVersion } },
      );
    },

    /** `POST /remover-ordem`. */
    async removeOrder(
      auth: TAuth,
      input: { planId: number; orderId: number; version: number; confirmSent?: boolean },
    ) {
      const loaded = await loadForChange(auth, input.planId, input.version, {
        confirmSent: input.confirmSent,
      });
      if (!loaded.items.some((item) => item.workOrderId === input.orderId))
        throw conflict('planningOrderNotInPlan');
      return change(
        auth,
        loaded,
        loaded.items.filter((item) => item.workOrderId !== input.orderId).map(itemInputOf),
      );
    },

    /**
     * `PUT /aceita-alteracoes/salva-sequencia` (and `/multiplos`): checks at once, then saves the new
     * orders of the days as a `save-sequence` job; answers its process hash.
     */
    async saveSequences(
      auth: TAuth,
      inputs: { planId: number; version: number; itemIds: number[]; confirmSent?: boolean }[],
    ) {
      const prepared: { loaded: Awaited<ReturnType<typeof loadForChange>>; items: TPlanItemInput[] }[] = [];
      for (const input of inputs) {
        const loaded = await loadForChange(auth, input.planId, input.version, {
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
        { planejamentoIds: inputs.map((input) => input.planId) },
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
      input: { planId: number; version: number; position: number; confirmSent?: boolean },
    ) {
      const loaded = await loadForChange(auth, input.planId, input.version, {
        confirmSent: input.confirmSent,
      });
      const items = loaded.items.map(itemInputOf);
      if (input.position > items.length + 1)
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
      items.splice(input.position - 1, 0, cleanout);
      return change(auth, loaded, items);
    },

    /**
     * `GET /manual/remover-limpeza`. A cleanout between orders whose products cannot share the tank
     * (the engine would clean there anyway) is required: 409 naming both product families, in the
     * caller's language.
     */
    async removeCleanout(
      auth: TAuth,
      input: { itemId: number; planId: number; version?: number; confirmSent?: boolean },
      locale: TLocale = auth.language,
    ) {
      const loaded = await loadForChange(auth, input.planId, input.version, {
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
    async confirmExtra(auth: TAuth, input: { planId: number; orderId: number }) {
      const loaded = await loadForChange(auth, input.planId, undefined, { confirmSent: true });
      if (!loaded.items.some((item) => item.workOrderId === input.orderId && item.extra))
        throw conflict('planningNotExtraOrder');
      return change(
        auth,
        loaded,
        loaded.items.map((item) =>
          item.workOrderId === input.orderId
            ? { ...itemInputOf(item), extraAccepted: true }
            : itemInputOf(item),
        ),
      );
    },

    /** `POST /confirma-desfazer-ordem-extra`: the extra order leaves the day. */
    async undoExtra(auth: TAuth, input: { planId: number; orderId: number }) {
      const loaded = await loadForChange(auth, input.planId, undefined, { confirmSent: true });
      if (!loaded.items.some((item) => item.workOrderId === input.orderId && item.extra))
        throw conflict('planningNotExtraOrder');
      return change(
        auth,
        loaded,
        loaded.items.filter((item) => item.workOrderId !== input.orderId).map(itemInputOf),
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
      const changed = await inTransaction(auth, async (within) => {
        const written = await writeSources(within, auth, sources);
        return [...written, ...(await alignTendersWith(within, auth, written))];
      });
      for (const plan of changed) await afterChange(auth, group, plan, []);
      await refreshScheduleFacts(auth, input.ordensId, today);
      await replanTendersAfter(auth, group, changed);
      return { plan: null };
    },
  };
}

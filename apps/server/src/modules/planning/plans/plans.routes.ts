import { z } from 'zod';
import {
  ZActivateVersion,
  ZAllocateOrder,
  ZClearMachinesQuery,
  ZExtraOrder,
  ZIdParam,
  ZOrderIdList,
  ZOrderIdsQuery,
  ZOrderProductInconsistencies,
  ZPlan,
  ZPlanDayRef,
  ZPlanOrderCloseQuery,
  ZPlanOrderParams,
  ZPlanSearchQuery,
  ZPlanUsage,
  ZPlanUsageManyBody,
  ZProcessStarted,
  ZRemoveCleanoutQuery,
  ZMoveOrder,
  ZRemoveOrder,
  ZReschedule,
  ZRescheduleAnswer,
  ZRevertPreviewQuery,
  ZSaveCleanout,
  ZSaveSequence,
  ZSaveSequences,
  ZWorkOrderRecord,
} from '@tramline/domain';
import { requestLocale } from '../../../http/locale';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];
const plan = { config: { permission: 'planning.plan' as const } };
const status = { config: { permission: 'orders.status' as const } };

/** Plans of a day and the manual-planning calls (spec part 1 §7, base `/planejamento-ordem-servico/v2`). */
/** A saved sequence's wire body as the plans service's command. */
const sequenceCommand = (body: {
  planejamentoId: number;
  version: number;
  itemIds: number[];
  confirmSent?: boolean;
}) => ({
  planId: body.planejamentoId,
  version: body.version,
  itemIds: body.itemIds,
  confirmSent: body.confirmSent,
});

export function plansRoutes(app: TApi) {
  const plans = app.services.plans;
  const base = PLANNING_BASE;

  app.get(
    `${base}/_search`,
    {
      schema: {
        tags,
        summary:
          "A group's plans of a date (the active version per machine; tipo=AUTOMATICO previews the optimised one)",
        querystring: ZPlanSearchQuery,
        response: { 200: z.array(ZPlan) },
      },
    },
    async (request) => {
      const { data, configuracaoId, equipamentosId, tipo } = request.query;
      return plans.findDay(authOf(request), {
        groupId: configuracaoId,
        localDate: data,
        equipmentIds: equipamentosId,
        kind: tipo,
      });
    },
  );

  app.get(
    `${base}/versao/ativar`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Make the optimised or the custom version the active one',
        querystring: ZActivateVersion,
        response: { 200: ZPlan },
      },
    },
    async (request) => plans.activateVersion(authOf(request), request.query),
  );
  app.get(
    `${base}/reverter`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Revert a machine day to the plan its active version replaced',
        querystring: ZPlanDayRef,
        response: { 200: ZPlan },
      },
    },
    async (request) => plans.revert(authOf(request), request.query),
  );
  app.get(
    `${base}/reverter/previa`,
    {
      schema: {
        tags,
        summary: 'The plan /reverter would restore for a machine day (read-only preview)',
        querystring: ZRevertPreviewQuery,
        response: { 200: ZPlan },
      },
    },
    async (request) => plans.previewRevert(authOf(request), request.query),
  );
  app.post(
    `${base}/cria-apartir-automatico`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Create a custom plan from the optimised one and activate it',
        body: ZPlanDayRef,
        response: { 200: ZPlan },
      },
    },
    async (request) => plans.createFromOptimised(authOf(request), request.body),
  );
  app.post(
    `${base}/alocar-ordem`,
    {
      ...plan,
      schema: {
        tags,
        summary: "Allocate orders to a machine's custom day",
        body: ZAllocateOrder,
        response: { 200: ZPlan },
      },
    },
    async (request) => plans.allocate(authOf(request), request.body),
  );
  app.post(
    `${base}/alocar-ordem/cria-apartir-automatico`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Create a custom plan from the optimised one with the orders allocated',
        body: ZAllocateOrder,
        response: { 200: ZPlan },
      },
    },
    async (request) => plans.allocateFromOptimised(authOf(request), request.body),
  );
  for (const [path, fromOptimised] of [
    ['/mover-ordem', false],
    ['/mover-ordem/cria-apartir-automatico', true],
  ] as const)
    app.post(
      `${base}${path}`,
      {
        ...plan,
        schema: {
          tags,
          summary: fromOptimised
            ? "Move an order to another machine's optimised day, making it a custom plan"
            : "Move an order from one machine's day to another machine's day of the same date",
          body: ZMoveOrder,
          response: { 200: ZPlan },
        },
      },
      async (request) => plans.moveOrder(authOf(request), request.body, { fromOptimised }),
    );
  app.post(
    `${base}/remover-ordem`,
    {
      ...plan,
      schema: { tags, summary: 'Remove an order from a plan', body: ZRemoveOrder, response: { 200: ZPlan } },
    },
    async (request) =>
      plans.removeOrder(authOf(request), {
        planId: request.body.planejamentoId,
        orderId: request.body.ordemId,
        version: request.body.version,
        confirmSent: request.body.confirmSent,
      }),
  );
  app.put(
    `${base}/aceita-alteracoes/salva-sequencia`,
    {
      ...plan,
      schema: {
        tags,
        summary: "Save a day's new sequence (a save-sequence job; poll its process hash)",
        body: ZSaveSequence,
        response: { 200: ZProcessStarted },
      },
    },
    async (request) => plans.saveSequences(authOf(request), [sequenceCommand(request.body)]),
  );
  app.put(
    `${base}/aceita-alteracoes/multiplos`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Save the sequences of several days in one job',
        body: ZSaveSequences,
        response: { 200: ZProcessStarted },
      },
    },
    async (request) => plans.saveSequences(authOf(request), request.body.map(sequenceCommand)),
  );
  app.post(
    `${base}/manual/salvar-limpeza`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Add a cleanout at a position of the day',
        body: ZSaveCleanout,
        response: { 200: ZPlan },
      },
    },
    async (request) =>
      plans.addCleanout(authOf(request), {
        planId: request.body.planejamentoId,
        version: request.body.version,
        position: request.body.posicao,
        confirmSent: request.body.confirmSent,
      }),
  );
  app.get(
    `${base}/manual/remover-limpeza`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Remove a cleanout from the day',
        querystring: ZRemoveCleanoutQuery,
        response: { 200: ZPlan },
      },
    },
    async (request) =>
      plans.removeCleanout(
        authOf(request),
        {
          itemId: request.query.itemId,
          planId: request.query.planejamentoId,
          version: request.query.version,
          confirmSent: request.query.confirmSent,
        },
        requestLocale(request),
      ),
  );
  app.post(
    `${base}/confirma-ordem-extra`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Accept an extra order into the day',
        body: ZExtraOrder,
        response: { 200: ZPlan },
      },
    },
    async (request) =>
      plans.confirmExtra(authOf(request), {
        planId: request.body.planejamentoId,
        orderId: request.body.ordemId,
      }),
  );
  app.post(
    `${base}/confirma-desfazer-ordem-extra`,
    {
      ...plan,
      schema: {
        tags,
        summary: 'Undo an extra order (it leaves the day)',
        body: ZExtraOrder,
        response: { 200: ZPlan },
      },
    },
    async (request) =>
      plans.undoExtra(authOf(request), {
        planId: request.body.planejamentoId,
        orderId: request.body.ordemId,
      }),
  );
  for (const path of ['/reschedule', '/rescheduleV2']) {
    app.put(
      `${base}${path}`,
      {
        ...plan,
        schema: {
          tags,
          summary: 'Move orders to another day (and machine); void or deleted orders are refused',
          body: ZReschedule,
          response: { 200: ZRescheduleAnswer },
        },
      },
      async (request) => plans.reschedule(authOf(request), request.body),
    );
  }
  app.delete(
    `${base}/:id/equipamentos`,
    {
      ...plan,
      schema: {
        tags,
        summary: "Clear machines' plans of a day (id: the equipment group)",
        params: ZIdParam,
        querystring: ZClearMachinesQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await plans.clearMachines(authOf(request), request.params.id, request.query);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${base}/:id/operacao-ordem/:orderId/sgp/cancelar`,
    {
      ...status,
      schema: {
        tags,
        summary: 'Cancel an order of the plan',
        params: ZPlanOrderParams,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) =>
      plans.orderOperation(authOf(request), request.params.id, request.params.orderId, 'cancel'),
  );
  // The spec names the reset both under `sgp/` and without it (part 1 §7); both answer the same.
  for (const path of ['sgp/resetar-status', 'resetar-status'])
    app.get(
      `${base}/:id/operacao-ordem/:orderId/${path}`,
      {
        ...status,
        schema: {
          tags,
          summary: 'Set an order of the plan back to ready',
          params: ZPlanOrderParams,
          response: { 200: ZWorkOrderRecord },
        },
      },
      async (request) =>
        plans.orderOperation(authOf(request), request.params.id, request.params.orderId, 'reset'),
    );
  app.get(
    `${base}/:id/operacao-ordem/:orderId/sgp/fechar`,
    {
      ...status,
      schema: {
        tags,
        summary: 'Close an order of the plan',
        params: ZPlanOrderParams,
        querystring: ZPlanOrderCloseQuery,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) =>
      plans.orderOperation(authOf(request), request.params.id, request.params.orderId, 'close', {
        termino: request.query.termino,
        cleanEquipment: request.query.cleanEquipment,
        appliedVolume: null,
        appliedArea: null,
      }),
  );
  app.get(
    `${base}/cancelled_or_deleted/`,
    {
      schema: {
        tags,
        summary: 'Which of the orders are void or deleted',
        querystring: ZOrderIdsQuery,
        response: { 200: ZOrderIdList },
      },
    },
    async (request) => plans.cancelledOrDeleted(authOf(request), request.query.ordensId),
  );
  app.get(
    `${base}/uso/nao-pode-excluir`,
    {
      schema: {
        tags,
        summary: 'Orders a plan already sent to a machine holds (they cannot be deleted)',
        querystring: ZOrderIdsQuery,
        response: { 200: ZOrderIdList },
      },
    },
    async (request) => plans.notDeletable(authOf(request), request.query.ordensId),
  );
  app.post(
    `${base}/uso/multiple`,
    {
      schema: {
        tags,
        summary: 'The plans holding each order, from today on',
        body: ZPlanUsageManyBody,
        response: { 200: z.array(ZPlanUsage) },
      },
    },
    async (request) => plans.usageMany(authOf(request), request.body.ids),
  );
  app.get(
    `${base}/uso/:id`,
    {
      schema: {
        tags,
        summary: 'The plans holding an order, from today on',
        params: ZIdParam,
        response: { 200: ZPlanUsage },
      },
    },
    async (request) => plans.usage(authOf(request), request.params.id, { all: false }),
  );
  app.get(
    `${base}/uso/:id/todos`,
    {
      schema: {
        tags,
        summary: 'Every plan holding an order, past ones too',
        params: ZIdParam,
        response: { 200: ZPlanUsage },
      },
    },
    async (request) => plans.usage(authOf(request), request.params.id, { all: true }),
  );
  app.get(
    `${base}/inconsistencia/produtos/:id`,
    {
      schema: {
        tags,
        summary: "An order's product inconsistency causes",
        params: ZIdParam,
        response: { 200: ZOrderProductInconsistencies },
      },
    },
    async (request) => plans.productInconsistencies(authOf(request), request.params.id),
  );
}

import { z } from 'zod';
import {
  PLAN_STATUS_NAMES,
  SCHEDULE_STATUS_LABELS,
  WORK_ORDER_STATUS,
  ZClosedOrderReport,
  ZIdParam,
  ZPage,
  ZUpdatedCount,
  ZWorkOrderClose,
  ZWorkOrderCreateQuery,
  ZWorkOrderDeleteQuery,
  ZWorkOrderHistoryEntry,
  ZWorkOrderIds,
  ZWorkOrderInput,
  ZWorkOrderListFilterQuery,
  ZWorkOrderListRow,
  ZWorkOrderMoveDay,
  ZWorkOrderMoveDayResult,
  ZWorkOrderRecord,
  ZWorkOrderSheet,
  ZWorkOrderStatusChange,
  ZWorkOrderStatusEntry,
  ZWorkOrderSummary,
  ZWorkOrderTimingInput,
  ZWorkOrderUsage,
  ZWorkOrderAnalysis,
  ZWorkOrderAnalysisQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';
import { requestLocale } from '../../http/locale';
import { closeCommandOf, workOrderCommandOf } from './work-orders.presenter';

const tags = ['work orders'];

/** Work-order records: the calls of spec part 1 §7 and part 2 §7, plus status actions, history and report. */
export function workOrdersRoutes(app: TApi) {
  const orders = app.services.workOrders;
  const edit = { permission: 'orders.edit' as const };
  const status = { permission: 'orders.status' as const };
  const page = { 200: ZPage(ZWorkOrderListRow) };
  const analysis = app.services.orderAnalysis;

  for (const path of [
    '/ordemservicos',
    '/ordemservicos/by-status',
    '/ordemservicos/by-status-products',
    '/ordemservicos/all-order-by-status-products',
  ]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'List work orders (ranked by default) with where the schedule holds each',
          querystring: ZWorkOrderListFilterQuery,
          response: page,
        },
      },
      async (request) => orders.listRows(authOf(request), request.query),
    );
  }
  for (const path of ['/ordemservicos/by_filter', '/bi/filter/ordemservico']) {
    app.post(
      path,
      {
        schema: { tags, summary: 'Filter work orders', body: ZWorkOrderListFilterQuery, response: page },
      },
      async (request) => orders.listRows(authOf(request), request.body),
    );
  }
  app.get(
    '/ordemservicos/all-status-exec',
    {
      schema: {
        tags,
        summary: 'Status codes with their plan-list names and schedule labels',
        response: { 200: z.array(ZWorkOrderStatusEntry) },
      },
    },
    async () =>
      Object.values(WORK_ORDER_STATUS).map((code) => ({
        code,
        name: PLAN_STATUS_NAMES[code],
        label: SCHEDULE_STATUS_LABELS[code],
      })),
  );
  app.get(
    '/ordemservicos/uso/:id',
    {
      schema: {
        tags,
        summary: 'Whether a schedule holds the order',
        params: ZIdParam,
        response: { 200: ZWorkOrderUsage },
      },
    },
    async (request) => orders.usage(authOf(request), request.params.id),
  );
  app.put(
    '/ordemservicos/timing',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Set the timing of orders',
        body: ZWorkOrderTimingInput,
        response: { 200: ZUpdatedCount },
      },
    },
    async (request) => ({
      updated: await orders.setTiming(authOf(request), request.body.ids, request.body.timing),
    }),
  );
  app.put(
    '/ordemservicos/planned-date',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Move orders to a day (those a schedule holds move on the schedule)',
        body: ZWorkOrderMoveDay,
        response: { 200: ZWorkOrderMoveDayResult },
      },
    },
    async (request) => orders.moveToDay(authOf(request), request.body),
  );
  app.post(
    '/ordemservicos/ordens-wo-mode-planejamento',
    {
      schema: {
        tags,
        summary: 'Orders as planning lists them',
        body: ZWorkOrderIds,
        response: { 200: z.array(ZWorkOrderSummary) },
      },
    },
    async (request) => orders.forPlanning(authOf(request), request.body.ids),
  );
  app.post(
    '/ordemservicos/ordens-wo-application',
    {
      schema: {
        tags,
        summary: 'Orders with their application facts',
        body: ZWorkOrderIds,
        response: { 200: z.array(ZWorkOrderRecord) },
      },
    },
    async (request) =>
      (await orders.forApplication(authOf(request), request.body.ids)) as z.infer<typeof ZWorkOrderRecord>[],
  );
  app.delete(
    '/ordemservicos/status-deleted/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete an order (force when a schedule holds it)',
        params: ZIdParam,
        querystring: ZWorkOrderDeleteQuery,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) => orders.remove(authOf(request), request.params.id, request.query.force),
  );
  app.delete(
    '/ordemservicos/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete an order',
        params: ZIdParam,
        querystring: ZWorkOrderDeleteQuery,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) => orders.remove(authOf(request), request.params.id, request.query.force),
  );
  app.get(
    '/ordemservicos/analyse/by-order/dto/:id',
    {
      schema: {
        tags,
        summary:
          'Order analysis: inconsistencies, product limits and, hour by hour on a day, which limit blocks which product',
        params: ZIdParam,
        querystring: ZWorkOrderAnalysisQuery,
        response: { 200: ZWorkOrderAnalysis },
      },
    },
    async (request) =>
      orders.analyse(authOf(request), request.params.id, {
        date: request.query.data,
        hourByHour: analysis.hourByHour,
      }),
  );
  app.get(
    '/documento-ordemservico/find-by-ordemservico/:id',
    {
      schema: {
        tags,
        summary:
          "The applicator's sheet: the order, its schedule and loads, the sensitive sites near its fields",
        params: ZIdParam,
        response: { 200: ZWorkOrderSheet },
      },
    },
    async (request) => orders.printable(authOf(request), request.params.id),
  );
  app.get(
    '/ordemservicos/:id',
    { schema: { tags, summary: 'One work order', params: ZIdParam, response: { 200: ZWorkOrderRecord } } },
    async (request) => orders.get(authOf(request), request.params.id),
  );
  app.get(
    '/ordemservicos/:id/history',
    {
      schema: {
        tags,
        summary: 'Changes of an order, field by field',
        params: ZIdParam,
        response: { 200: z.array(ZWorkOrderHistoryEntry) },
      },
    },
    async (request) => orders.history(authOf(request), request.params.id),
  );
  app.get(
    '/ordemservicos/:id/pdf',
    {
      schema: {
        tags,
        summary:
          'The ticket as a PDF for the crew: schedule, map, products with label intervals, loads, hazards, blanks to fill',
        params: ZIdParam,
      },
    },
    async (request, reply) => {
      const { content, fileName } = await orders.pdf(
        authOf(request),
        request.params.id,
        requestLocale(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(content);
    },
  );
  app.get(
    '/ordemservicos/:id/report',
    {
      schema: {
        tags,
        summary: 'Closed-order application report',
        params: ZIdParam,
        response: { 200: ZClosedOrderReport },
      },
    },
    async (request) => orders.report(authOf(request), request.params.id),
  );
  app.post(
    '/ordemservicos',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create orders (one per field with breakFields)',
        querystring: ZWorkOrderCreateQuery,
        body: ZWorkOrderInput,
        response: { 201: z.array(ZWorkOrderRecord) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.createOrders(authOf(request), workOrderCommandOf(request.body), request.query)),
  );
  app.put(
    '/ordemservicos',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save an order (id in body)',
        body: ZWorkOrderInput,
        response: { 200: ZWorkOrderRecord, 201: ZWorkOrderRecord },
      },
    },
    async (request, reply) => {
      const id = request.body.cdOrdemServico;
      if (id === undefined)
        return reply.status(201).send(
          (
            await orders.createOrders(authOf(request), workOrderCommandOf(request.body), {
              breakFields: false,
            })
          )[0]!,
        );
      return orders.updateOrder(authOf(request), id, workOrderCommandOf(request.body));
    },
  );
  app.put(
    '/ordemservicos/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit an order',
        params: ZIdParam,
        body: ZWorkOrderInput,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) =>
      orders.updateOrder(authOf(request), request.params.id, workOrderCommandOf(request.body)),
  );
  app.put(
    '/ordemservicos/:id/close',
    {
      config: status,
      schema: {
        tags,
        summary: 'Close an order',
        params: ZIdParam,
        body: ZWorkOrderClose,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) => orders.closeOrder(authOf(request), request.params.id, closeCommandOf(request.body)),
  );
  app.put(
    '/ordemservicos/:id/cancel',
    {
      config: status,
      schema: {
        tags,
        summary: 'Cancel (void) an order',
        params: ZIdParam,
        body: ZWorkOrderStatusChange,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) => orders.cancel(authOf(request), request.params.id, request.body?.version),
  );
  app.put(
    '/ordemservicos/:id/reset',
    {
      config: status,
      schema: {
        tags,
        summary: 'Set an order back to ready',
        params: ZIdParam,
        body: ZWorkOrderStatusChange,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) => orders.reset(authOf(request), request.params.id, request.body?.version),
  );
  app.put(
    '/ordemservicos/:id/restore',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Restore a deleted order',
        params: ZIdParam,
        response: { 200: ZWorkOrderRecord },
      },
    },
    async (request) => orders.restore(authOf(request), request.params.id),
  );
}

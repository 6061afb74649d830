import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZClosedOrderReport,
  ZPage,
  ZWorkOrderHistoryEntry,
  ZWorkOrderListRow,
  ZWorkOrderRecord,
  ZWorkOrderSheet,
  ZWorkOrderUsage,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';
import type { TWorkOrderListFilter } from './work-order-list-filter';

/** The list's filter as the server takes it; no locations: every permitted one. */
export type TWorkOrderFilter = TWorkOrderListFilter;

export const workOrderKeys = {
  all: ['work-orders'] as const,
  list: (request: TPageRequest, filter: TWorkOrderFilter) =>
    ['work-orders', 'list', request, filter] as const,
  detail: (id: number) => ['work-orders', 'detail', id] as const,
  history: (id: number) => ['work-orders', 'history', id] as const,
  document: (id: number) => ['work-orders', 'document', id] as const,
  report: (id: number) => ['work-orders', 'report', id] as const,
};

/** A page of orders (`/ordemservicos/all-order-by-status-products`), ranked unless sorted otherwise. */
export const workOrderListQuery = (request: TPageRequest, filter: TWorkOrderFilter) =>
  queryOptions({
    queryKey: workOrderKeys.list(request, filter),
    queryFn: () =>
      api.get('/ordemservicos/all-order-by-status-products', {
        query: { ...request, ...filter },
        schema: ZPage(ZWorkOrderListRow),
      }),
  });

export const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: workOrderKeys.detail(id),
    queryFn: () => api.get(`/ordemservicos/${id}`, { schema: ZWorkOrderRecord }),
  });

export const workOrderHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: workOrderKeys.history(id),
    queryFn: () => api.get(`/ordemservicos/${id}/history`, { schema: z.array(ZWorkOrderHistoryEntry) }),
  });

/** The applicator's sheet of an order: what the PDF prints, shown in the browser. */
export const workOrderDocumentQuery = (id: number) =>
  queryOptions({
    queryKey: workOrderKeys.document(id),
    queryFn: () => api.get(`/documento-ordemservico/find-by-ordemservico/${id}`, { schema: ZWorkOrderSheet }),
  });

/** Whether a plan uses the order (`GET /ordemservicos/uso/{id}`): deleting it then needs `force`. */
export const workOrderUsage = (id: number) =>
  api.get(`/ordemservicos/uso/${id}`, { schema: ZWorkOrderUsage });

/** The closed-order application report (`GET /ordemservicos/{id}/report`). */
export const workOrderReportQuery = (id: number) =>
  queryOptions({
    queryKey: workOrderKeys.report(id),
    queryFn: () => api.get(`/ordemservicos/${id}/report`, { schema: ZClosedOrderReport }),
  });

/** The printable order as a PDF file (`GET /ordemservicos/{id}/pdf`). */
export const workOrderPdf = (id: number) => api.download(`/ordemservicos/${id}/pdf`);

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZPage,
  ZWorkOrderHistoryEntry,
  ZWorkOrderRecord,
  ZWorkOrderSummary,
  type TWorkOrderCategory,
  type TWorkOrderClose,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export interface TWorkOrderFilter {
  category: TWorkOrderCategory;
  dateInit?: string;
  dateEnd?: string;
}

export const workOrderKeys = {
  all: ['work-orders'] as const,
  list: (request: TPageRequest, filter: TWorkOrderFilter) => ['work-orders', 'list', request, filter] as const,
  detail: (id: number) => ['work-orders', 'detail', id] as const,
  history: (id: number) => ['work-orders', 'history', id] as const,
  document: (id: number) => ['work-orders', 'document', id] as const,
};

/** A page of orders (`/ordemservicos/all-order-by-status-products`), ranked unless sorted otherwise. */
export const workOrderListQuery = (request: TPageRequest, filter: TWorkOrderFilter) =>
  queryOptions({
    queryKey: workOrderKeys.list(request, filter),
    queryFn: () =>
      api.get('/ordemservicos/all-order-by-status-products', {
        query: { ...request, ...filter },
        schema: ZPage(ZWorkOrderSummary),
      }),
  });

export const workOrderQuery = (id: number) =>
  queryOptions({ queryKey: workOrderKeys.detail(id), queryFn: () => api.get(`/ordemservicos/${id}`, { schema: ZWorkOrderRecord }) });

export const workOrderHistoryQuery = (id: number) =>
  queryOptions({ queryKey: workOrderKeys.history(id), queryFn: () => api.get(`/ordemservicos/${id}/history`, { schema: z.array(ZWorkOrderHistoryEntry) }) });

const ZDocument = z.object({
  order: ZWorkOrderRecord,
  fields: z.array(z.object({ id: z.number(), name: z.string(), areaHectares: z.number().nullable(), geometry: z.unknown().nullable() })),
  products: z.array(
    z.object({
      id: z.number(),
      descProduct: z.string(),
      vlVelocWindMin: z.number().nullable(),
      vlVelocWindMax: z.number().nullable(),
      vlTemperatureMin: z.number().nullable(),
      vlTemperatureMax: z.number().nullable(),
      vlHumidityMin: z.number().nullable(),
      vlHumidityMax: z.number().nullable(),
    }),
  ),
  applicatorName: z.string().nullable(),
  timeZone: z.string(),
});
export type TWorkOrderDocument = z.infer<typeof ZDocument>;

/** The printable document of an order. */
export const workOrderDocumentQuery = (id: number) =>
  queryOptions({ queryKey: workOrderKeys.document(id), queryFn: () => api.get(`/documento-ordemservico/find-by-ordemservico/${id}`, { schema: ZDocument }) });

export const closeWorkOrder = (id: number, input: TWorkOrderClose): Promise<TWorkOrderRecord> =>
  api.put(`/ordemservicos/${id}/close`, input, { schema: ZWorkOrderRecord });
export const cancelWorkOrder = (id: number) => api.put(`/ordemservicos/${id}/cancel`, {}, { schema: ZWorkOrderRecord });
export const resetWorkOrder = (id: number) => api.put(`/ordemservicos/${id}/reset`, {}, { schema: ZWorkOrderRecord });
export const restoreWorkOrder = (id: number) => api.put(`/ordemservicos/${id}/restore`, undefined, { schema: ZWorkOrderRecord });
export const workOrderUsage = (id: number) => api.get(`/ordemservicos/uso/${id}`, { schema: z.object({ inUse: z.boolean(), uses: z.number() }) });
export const deleteWorkOrder = (id: number, force: boolean) =>
  api.delete(`/ordemservicos/status-deleted/${id}`, { query: { force }, schema: ZWorkOrderRecord });

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZCropRecord,
  ZPage,
  ZProductRecord,
  ZProductSummary,
  ZRateCalculationResult,
  type TProductInput,
  type TProductRecord,
  type TRateCalculationRequest,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export interface TProductFilter {
  status: 'A' | 'D';
  typeProduct?: string;
}

export const productKeys = {
  all: ['products'] as const,
  list: (request: TPageRequest, filter: TProductFilter) => ['products', 'list', request, filter] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
  summaries: ['products', 'summaries'] as const,
  crops: ['products', 'crops'] as const,
};

/** A page of products (`/produtos`), active ones by default. */
export const productListQuery = (request: TPageRequest, filter: TProductFilter) =>
  queryOptions({
    queryKey: productKeys.list(request, filter),
    queryFn: () => api.get('/produtos', { query: { ...request, ...filter }, schema: ZPage(ZProductRecord) }),
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => api.get(`/produtos/findOne/${id}`, { schema: ZProductRecord }),
  });

/** Every active product with its analysis and limits, for blends and the calculator. */
export const activeProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.summaries,
    queryFn: () => api.get('/produtos/all-dto', { schema: z.array(ZProductRecord) }),
  });

export const cropsQuery = () =>
  queryOptions({
    queryKey: productKeys.crops,
    queryFn: () => api.get('/culturas/all', { schema: z.array(ZCropRecord) }),
    staleTime: 30 * 60_000,
  });

export const productSummariesSchema = z.array(ZProductSummary);

export function saveProduct(input: TProductInput): Promise<TProductRecord> {
  return api.post('/produtos/create_update', input, { schema: ZProductRecord });
}

export function deleteProduct(id: number) {
  return api.delete(`/produtos/delete/${id}`);
}

export function restoreProduct(id: number) {
  return api.post(`/produtos/${id}/restore`, {}, { schema: ZProductRecord });
}

export function calculateRates(request: TRateCalculationRequest) {
  return api.post('/produtos/rate-calculation', request, { schema: ZRateCalculationResult });
}

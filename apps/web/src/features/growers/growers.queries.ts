import { queryOptions } from '@tanstack/react-query';
import { ZGrowerRecord, ZPage, type TGrowerInput, type TGrowerRecord } from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export const growerKeys = {
  all: ['growers'] as const,
  list: (request: TPageRequest) => ['growers', 'list', request] as const,
  detail: (id: number) => ['growers', 'detail', id] as const,
};

/** A page of growers of the branch (`/produtor`). */
export const growerListQuery = (request: TPageRequest) =>
  queryOptions({
    queryKey: growerKeys.list(request),
    queryFn: () => api.get('/produtor', { query: { ...request }, schema: ZPage(ZGrowerRecord) }),
  });

export const growerQuery = (id: number) =>
  queryOptions({
    queryKey: growerKeys.detail(id),
    queryFn: () => api.get(`/produtor/${id}`, { schema: ZGrowerRecord }),
  });

export function saveGrower(input: TGrowerInput): Promise<TGrowerRecord> {
  return input.id === undefined
    ? api.post('/produtor', input, { schema: ZGrowerRecord })
    : api.put(`/produtor/${input.id}`, input, { schema: ZGrowerRecord });
}

export function deleteGrower(id: number) {
  return api.delete(`/produtor/${id}`);
}

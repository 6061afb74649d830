import { queryOptions } from '@tanstack/react-query';
import {
  ZImplementRecord,
  ZPage,
  type TImplementInput,
  type TImplementKind,
  type TImplementRecord,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export const implementKeys = {
  all: ['implements'] as const,
  list: (request: TPageRequest & { type?: TImplementKind }) => ['implements', 'list', request] as const,
  detail: (id: number) => ['implements', 'detail', id] as const,
};

/** A page of implements and trailers of the branch. */
export const implementListQuery = (request: TPageRequest & { type?: TImplementKind }) =>
  queryOptions({
    queryKey: implementKeys.list(request),
    queryFn: () => api.get('/implemento', { query: { ...request }, schema: ZPage(ZImplementRecord) }),
  });

export const implementQuery = (id: number) =>
  queryOptions({
    queryKey: implementKeys.detail(id),
    queryFn: () => api.get(`/implemento/${id}`, { schema: ZImplementRecord }),
  });

export function saveImplement(input: TImplementInput): Promise<TImplementRecord> {
  return input.id === undefined
    ? api.post('/implemento', input, { schema: ZImplementRecord })
    : api.put(`/implemento/${input.id}`, input, { schema: ZImplementRecord });
}

export function deleteImplement(id: number) {
  return api.delete(`/implemento/${id}`);
}

import { queryOptions } from '@tanstack/react-query';
import { ZPage, ZTrailerRecord, type TTrailerInput, type TTrailerRecord } from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export const trailerKeys = {
  all: ['trailers'] as const,
  list: (request: TPageRequest) => ['trailers', 'list', request] as const,
  detail: (id: number) => ['trailers', 'detail', id] as const,
};

/** A page of trailers of the branch (`/implemento/reboque`). */
export const trailerListQuery = (request: TPageRequest) =>
  queryOptions({
    queryKey: trailerKeys.list(request),
    queryFn: () => api.get('/implemento/reboque', { query: { ...request }, schema: ZPage(ZTrailerRecord) }),
  });

export const trailerQuery = (id: number) =>
  queryOptions({
    queryKey: trailerKeys.detail(id),
    queryFn: () => api.get(`/implemento/reboque/${id}`, { schema: ZTrailerRecord }),
  });

export function saveTrailer(input: TTrailerInput): Promise<TTrailerRecord> {
  return input.id === undefined
    ? api.post('/implemento/reboque', input, { schema: ZTrailerRecord })
    : api.put(`/implemento/reboque/${input.id}`, input, { schema: ZTrailerRecord });
}

export function deleteTrailer(id: number) {
  return api.delete(`/implemento/reboque/${id}`);
}

import { queryOptions } from '@tanstack/react-query';
import { ZPage, ZPlaceRecord, type TPlaceInput, type TPlaceRecord } from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export const placeKeys = {
  all: ['places'] as const,
  list: (request: TPageRequest) => ['places', 'list', request] as const,
  detail: (id: number) => ['places', 'detail', id] as const,
};

/** A page of warehouses (`/locais/_search`). */
export const placeListQuery = (request: TPageRequest) =>
  queryOptions({
    queryKey: placeKeys.list(request),
    queryFn: () => api.get('/locais/_search', { query: { ...request }, schema: ZPage(ZPlaceRecord) }),
  });

export const placeQuery = (id: number) =>
  queryOptions({
    queryKey: placeKeys.detail(id),
    queryFn: () => api.get(`/locais/${id}`, { schema: ZPlaceRecord }),
  });

/** Saves with `updateBlenderCapacity=true`: the form always sends the capacity it shows. */
export function savePlace(input: TPlaceInput): Promise<TPlaceRecord> {
  return input.id === undefined
    ? api.post('/locais', input, { schema: ZPlaceRecord })
    : api.put('/locais', input, { query: { updateBlenderCapacity: true }, schema: ZPlaceRecord });
}

export function deletePlace(id: number) {
  return api.delete(`/locais/${id}`);
}

import { queryOptions } from '@tanstack/react-query';
import { ZLocationRecord, ZPage, type TLocationRecord } from '@tramline/domain';
import type { z } from 'zod';
import type { ZLocationInput } from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export type TLocationValues = z.input<typeof ZLocationInput>;

export const locationKeys = {
  all: ['locations'] as const,
  list: (request: TPageRequest) => ['locations', 'list', request] as const,
};

export const locationsListQuery = (request: TPageRequest) =>
  queryOptions({
    queryKey: locationKeys.list(request),
    queryFn: () => api.get('/localizacoes', { query: { ...request }, schema: ZPage(ZLocationRecord) }),
  });

export function saveLocation(input: TLocationValues): Promise<TLocationRecord> {
  return input.cdLocalizacaoId === undefined
    ? api.post('/localizacoes', input, { schema: ZLocationRecord })
    : api.put(`/localizacoes/${input.cdLocalizacaoId}`, input, { schema: ZLocationRecord });
}

export function deleteLocation(id: number) {
  return api.delete(`/localizacoes/${id}`);
}

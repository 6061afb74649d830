import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZFarmRecord,
  ZFieldImportResult,
  ZFieldRecord,
  ZFieldSummary,
  ZPage,
  ZZoneRecord,
  type TFarmInput,
  type TFieldImportResult,
  type TFieldInput,
  type TZoneInput,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export const fieldKeys = {
  all: ['fields'] as const,
  list: (request: TPageRequest & { growerId?: number; farmId?: number }) =>
    ['fields', 'list', request] as const,
  ofGrower: (growerId: number) => ['fields', 'grower', growerId] as const,
  branch: ['fields', 'branch'] as const,
  detail: (id: number) => ['fields', 'detail', id] as const,
  farms: (growerId?: number) => ['fields', 'farms', growerId ?? 'all'] as const,
  zones: (farmId?: number) => ['fields', 'zones', farmId ?? 'all'] as const,
};

/** A page of fields (`/talhoes`). */
export const fieldListQuery = (request: TPageRequest & { growerId?: number; farmId?: number }) =>
  queryOptions({
    queryKey: fieldKeys.list(request),
    queryFn: () => api.get('/talhoes', { query: { ...request }, schema: ZPage(ZFieldSummary) }),
  });

/** Every field of a grower (at most 500) for its map and table. */
export const growerFieldsQuery = (growerId: number) =>
  queryOptions({
    queryKey: fieldKeys.ofGrower(growerId),
    queryFn: async () =>
      (
        await api.get('/talhoes', {
          query: { growerId, size: 500, sort: 'name,asc' },
          schema: ZPage(ZFieldSummary),
        })
      ).content,
  });

/** Every field of the branch (at most 500) for the fields map. */
export const branchFieldsQuery = () =>
  queryOptions({
    queryKey: fieldKeys.branch,
    queryFn: async () =>
      (await api.get('/talhoes', { query: { size: 500, sort: 'name,asc' }, schema: ZPage(ZFieldSummary) }))
        .content,
  });

export const fieldQuery = (id: number) =>
  queryOptions({
    queryKey: fieldKeys.detail(id),
    queryFn: () => api.get(`/talhoes/${id}`, { schema: ZFieldRecord }),
  });

export const farmsQuery = (growerId?: number) =>
  queryOptions({
    queryKey: fieldKeys.farms(growerId),
    queryFn: () => api.get('/fazendas', { query: { growerId }, schema: z.array(ZFarmRecord) }),
  });

export const zonesQuery = (farmId?: number) =>
  queryOptions({
    queryKey: fieldKeys.zones(farmId),
    queryFn: () => api.get('/zonas', { query: { farmId }, schema: z.array(ZZoneRecord) }),
    enabled: farmId !== undefined,
  });

export function saveFarm(input: TFarmInput) {
  return input.id === undefined
    ? api.post('/fazendas', input, { schema: ZFarmRecord })
    : api.put(`/fazendas/${input.id}`, input, { schema: ZFarmRecord });
}

export function deleteFarm(id: number) {
  return api.delete(`/fazendas/${id}`);
}

export function saveZone(input: TZoneInput) {
  return input.id === undefined
    ? api.post('/zonas', input, { schema: ZZoneRecord })
    : api.put(`/zonas/${input.id}`, input, { schema: ZZoneRecord });
}

export function deleteZone(id: number) {
  return api.delete(`/zonas/${id}`);
}

export function saveField(input: TFieldInput) {
  return input.id === undefined
    ? api.post('/talhoes', input, { schema: ZFieldRecord })
    : api.put(`/talhoes/${input.id}`, input, { schema: ZFieldRecord });
}

export function deleteField(id: number) {
  return api.delete(`/talhoes/${id}`);
}

/** Sends a boundary file (GeoJSON, zipped Shapefile or KML) to `/talhoes/import` as multipart. */
export function importBoundaries(options: {
  farmId: number;
  zoneId?: number | null;
  file: File;
  dryRun: boolean;
}): Promise<TFieldImportResult> {
  const form = new FormData();
  form.append('file', options.file, options.file.name);
  return api.upload('/talhoes/import', form, {
    query: { farmId: options.farmId, dryRun: options.dryRun, zoneId: options.zoneId ?? undefined },
    schema: ZFieldImportResult,
  });
}

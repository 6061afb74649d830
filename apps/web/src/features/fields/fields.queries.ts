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
} from '@tramline/domain';
import {
  api,
  API_PREFIX,
  ApiError,
  HEADERS,
  REQUEST_ORIGIN,
  sessionStore,
  type TPageRequest,
} from '../../api';
import { languageIdOf } from '@tramline/domain';
import { currentLocale } from '../../i18n';

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

export function saveField(input: TFieldInput) {
  return input.id === undefined
    ? api.post('/talhoes', input, { schema: ZFieldRecord })
    : api.put(`/talhoes/${input.id}`, input, { schema: ZFieldRecord });
}

export function deleteField(id: number) {
  return api.delete(`/talhoes/${id}`);
}

/**
 * Sends a boundary file (GeoJSON, zipped Shapefile or KML) to `/talhoes/import` as multipart; the
 * JSON client cannot send files, so this call sets the same headers itself.
 */
export async function importBoundaries(options: {
  farmId: number;
  zoneId?: number | null;
  file: File;
  dryRun: boolean;
}): Promise<TFieldImportResult> {
  const body = new FormData();
  body.append('file', options.file, options.file.name);
  const query = new URLSearchParams({ farmId: String(options.farmId), dryRun: String(options.dryRun) });
  if (options.zoneId) query.set('zoneId', String(options.zoneId));
  const token = sessionStore.token();
  const response = await fetch(`${API_PREFIX}/talhoes/import?${query}`, {
    method: 'POST',
    body,
    headers: {
      Accept: 'application/json',
      [HEADERS.origin]: REQUEST_ORIGIN,
      [HEADERS.locale]: String(languageIdOf(currentLocale())),
      ...(token ? { [HEADERS.token]: token } : {}),
    },
  });
  const data: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = data as { code?: string; message?: string };
    throw new ApiError(
      response.status,
      error.code ?? `http${response.status}`,
      error.message ?? response.statusText,
    );
  }
  return ZFieldImportResult.parse(data);
}

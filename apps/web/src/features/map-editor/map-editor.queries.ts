import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZFieldEditResult,
  ZFieldFeatureCollection,
  type TAreaGeometry,
  type TFieldMergeInput,
  type TFieldRecord,
  type TFieldSplitInput,
} from '@tramline/domain';
import { api } from '../../api';
import { fieldKeys, saveField } from '../fields/fields.queries';
import { mapKeys } from '../maps/maps.queries';

/** Every mapped boundary of the branch (`/v4/busca_geojson_talhao/{client}/0/0/0/0`), for snapping and merging. */
export const branchBoundariesQuery = (owner: string, unit: number) =>
  queryOptions({
    queryKey: [...fieldKeys.all, 'boundaries', owner, unit] as const,
    queryFn: () =>
      api.get(`/v4/busca_geojson_talhao/${encodeURIComponent(owner)}/${unit}/0/0/0`, {
        schema: ZFieldFeatureCollection,
      }),
  });

/** What a boundary write makes stale: every field read and the branch's extent. */
export function useInvalidateFields() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([fieldKeys.all, mapKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `POST /talhoes/{id}/split`. */
export function useSplitField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: ({ id, ...input }: TFieldSplitInput & { id: number }) =>
      api.post(`/talhoes/${id}/split`, input, { schema: ZFieldEditResult }),
    onSuccess: invalidate,
  });
}

/** `POST /talhoes/merge`. */
export function useMergeFields() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: (input: TFieldMergeInput) => api.post('/talhoes/merge', input, { schema: ZFieldEditResult }),
    onSuccess: invalidate,
  });
}

/**
 * Saves a drawn or edited boundary: onto `field` (with its version, so a change made meanwhile
 * answers 409) or as a new field of the chosen farm.
 */
export function saveFieldBoundary(
  draft: { geometry: TAreaGeometry | null; name?: string; farmId?: string | null },
  field: TFieldRecord | null,
) {
  if (field) {
    return saveField({
      id: field.id,
      version: field.version,
      farmId: field.farmId,
      zoneId: field.zoneId,
      name: field.name,
      code: field.code,
      geometry: draft.geometry,
      areaHectares: null,
      active: field.active,
    });
  }
  return saveField({
    farmId: Number(draft.farmId),
    zoneId: null,
    name: draft.name ?? '',
    code: null,
    geometry: draft.geometry,
    areaHectares: null,
    active: true,
  });
}

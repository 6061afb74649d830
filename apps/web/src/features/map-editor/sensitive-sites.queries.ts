import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZDriftwatchLayer,
  ZFilterLayerRecord,
  ZSensitiveSiteRecord,
  type TFilterLayerInput,
  type TSensitiveSiteFormValues,
} from '@tramline/domain';
import { api } from '../../api';

export const siteKeys = {
  all: ['sensitive-sites'] as const,
  layers: ['filter-layers'] as const,
  driftwatch: ['driftwatch'] as const,
};

/** `GET /sensitive-sites`: the branch's sites with their buffers. */
export const sensitiveSitesQuery = () =>
  queryOptions({
    queryKey: siteKeys.all,
    queryFn: () => api.get('/sensitive-sites', { schema: z.array(ZSensitiveSiteRecord) }),
  });

/** `GET /filter-layer`: the user's saved layers. */
export const filterLayersQuery = () =>
  queryOptions({
    queryKey: siteKeys.layers,
    queryFn: () => api.get('/filter-layer', { schema: z.array(ZFilterLayerRecord) }),
  });

/** `POST /filter-layer/update-driftwatch`: the registry's sites for the branch. */
export const driftwatchQuery = () =>
  queryOptions({
    queryKey: siteKeys.driftwatch,
    queryFn: () => api.post('/filter-layer/update-driftwatch', {}, { schema: ZDriftwatchLayer }),
    staleTime: 10 * 60_000,
  });

/** Creates (no id) or edits (id and version) a site. */
export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TSensitiveSiteFormValues & { id?: number }) =>
      id === undefined
        ? api.post('/sensitive-sites', input, { schema: ZSensitiveSiteRecord })
        : api.put(`/sensitive-sites/${id}`, input, { schema: ZSensitiveSiteRecord }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/sensitive-sites/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

/** `POST /filter-layer`: saves a new layer or a change to one. */
export function useSaveLayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<TFilterLayerInput> & { name: string }) =>
      api.post('/filter-layer', input, { schema: ZFilterLayerRecord }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.layers }),
  });
}

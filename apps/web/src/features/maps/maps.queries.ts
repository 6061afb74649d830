import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZExtent, ZMapFarm, ZMapSelectorResult, type TMapSelectorResult } from '@tramline/domain';
import { api } from '../../api';

export const mapKeys = {
  all: ['maps'] as const,
  farms: (unit: number) => ['maps', 'farms', unit] as const,
  extent: (owner: string, unit: number) => ['maps', 'extent', owner, unit] as const,
};

/** Farms of the branch for map filters (`/map/todas-fazendas`). */
export const mapFarmsQuery = (unit: number) =>
  queryOptions({
    queryKey: mapKeys.farms(unit),
    queryFn: () => api.get('/map/todas-fazendas', { schema: z.array(ZMapFarm) }),
  });

/** The box holding every mapped field of a branch (`/v1/extent/unidade/{client}/{unit}`). */
export const unitExtentQuery = (owner: string, unit: number) =>
  queryOptions({
    queryKey: mapKeys.extent(owner, unit),
    queryFn: () => api.get(`/v1/extent/unidade/${encodeURIComponent(owner)}/${unit}`, { schema: ZExtent }),
  });

/** The map selector: fields by code, name or location. */
export function selectFields(
  mode: 'code' | 'name' | 'location',
  search: string,
): Promise<TMapSelectorResult> {
  return api.get('/map/selector', { query: { mode, search }, schema: ZMapSelectorResult });
}

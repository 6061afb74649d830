import { queryOptions } from '@tanstack/react-query';
import { ZPage, ZTerritoryRecord, type TTerritoryInput, type TTerritoryRecord } from '@tramline/domain';
import { api } from '../../api';

export const territoryKeys = { all: ['territories'] as const };

/** Every territory of the branch with its shape (at most 500). */
export const territoriesQuery = () =>
  queryOptions({
    queryKey: territoryKeys.all,
    queryFn: async () =>
      (
        await api.get('/territorios', {
          query: { size: 500, sort: 'name,asc' },
          schema: ZPage(ZTerritoryRecord),
        })
      ).content,
  });

export function saveTerritory(input: TTerritoryInput): Promise<TTerritoryRecord> {
  return input.id === undefined
    ? api.post('/territorios', input, { schema: ZTerritoryRecord })
    : api.put(`/territorios/${input.id}`, input, { schema: ZTerritoryRecord });
}

export function deleteTerritory(id: number) {
  return api.delete(`/territorios/${id}`);
}

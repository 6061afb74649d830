import { queryOptions } from '@tanstack/react-query';
import { ZPage, ZTerritoryRecord } from '@tramline/domain';
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

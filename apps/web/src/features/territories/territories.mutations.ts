import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTerritoryRecord, type TTerritoryInput, type TTerritoryRecord } from '@tramline/domain';
import { api } from '../../api';
import { territoryKeys } from './territories.queries';

/** The territory calls that change something; each makes the branch's territory list stale. */

function saveTerritory(input: TTerritoryInput): Promise<TTerritoryRecord> {
  return input.id === undefined
    ? api.post('/territorios', input, { schema: ZTerritoryRecord })
    : api.put(`/territorios/${input.id}`, input, { schema: ZTerritoryRecord });
}

function deleteTerritory(id: number) {
  return api.delete(`/territorios/${id}`);
}

/** What a territory write makes stale. */
const STALE_AFTER_WRITE = [territoryKeys.all];

function useInvalidateTerritories() {
  const queryClient = useQueryClient();
  return () => Promise.all(STALE_AFTER_WRITE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Creates a territory, or saves one with an id. */
export function useSaveTerritory() {
  const invalidate = useInvalidateTerritories();
  return useMutation({ mutationFn: saveTerritory, onSuccess: invalidate });
}

export function useDeleteTerritory() {
  const invalidate = useInvalidateTerritories();
  return useMutation({ mutationFn: deleteTerritory, onSuccess: invalidate });
}

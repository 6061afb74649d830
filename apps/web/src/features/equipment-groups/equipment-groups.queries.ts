import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZEquipmentGroupRecord,
  ZEquipmentGroupSummary,
  ZEquipmentRecord,
  ZImplementRecord,
  ZPage,
  ZPlaceRecord,
  type TEquipmentGroupInput,
  type TEquipmentGroupRecord,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

const base = '/config-proc-ordem-servico';

export const groupKeys = {
  all: ['equipmentGroups'] as const,
  list: (request: TPageRequest) => ['equipmentGroups', 'list', request] as const,
  detail: (id: number) => ['equipmentGroups', 'detail', id] as const,
  memberChoices: (groupId: number | undefined) => ['equipmentGroups', 'memberChoices', groupId ?? 0] as const,
  tenderChoices: (groupId: number | undefined) => ['equipmentGroups', 'tenderChoices', groupId ?? 0] as const,
  implementChoices: (equipmentId: number) => ['equipmentGroups', 'implementChoices', equipmentId] as const,
  warehouses: ['equipmentGroups', 'warehouses'] as const,
};

/** A page of equipment groups of the branch. */
export const groupListQuery = (request: TPageRequest) =>
  queryOptions({
    queryKey: groupKeys.list(request),
    queryFn: () => api.get(base, { query: { ...request }, schema: ZPage(ZEquipmentGroupSummary) }),
  });

/** A group for its form (`/manage/{id}`). */
export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: () => api.get(`${base}/manage/${id}`, { schema: ZEquipmentGroupRecord }),
  });

/** Machines other than tender trucks the group may take (its own and those in no group). */
export const memberChoicesQuery = (groupId: number | undefined) =>
  queryOptions({
    queryKey: groupKeys.memberChoices(groupId),
    queryFn: () =>
      api.get('/equipamentos/equipments-no-tender', {
        query: { config: groupId },
        schema: z.array(ZEquipmentRecord),
      }),
  });

/** Tender trucks the group may take. */
export const tenderChoicesQuery = (groupId: number | undefined) =>
  queryOptions({
    queryKey: groupKeys.tenderChoices(groupId),
    queryFn: () =>
      api.get('/equipamentos/equipments-for-tender', {
        query: { config: groupId },
        schema: z.array(ZEquipmentRecord),
      }),
  });

/** Implements a machine can work with: its fixed one, or the free ones of its kind. */
export const implementChoicesQuery = (equipmentId: number) =>
  queryOptions({
    queryKey: groupKeys.implementChoices(equipmentId),
    queryFn: () => api.get(`${base}/manage/implment/${equipmentId}`, { schema: z.array(ZImplementRecord) }),
  });

/** Warehouses of the branch (places module). */
export const warehousesQuery = () =>
  queryOptions({
    queryKey: groupKeys.warehouses,
    queryFn: () => api.get('/locais/all-by-unit', { schema: z.array(ZPlaceRecord) }),
    staleTime: 5 * 60_000,
  });

export function saveGroup(input: TEquipmentGroupInput): Promise<TEquipmentGroupRecord> {
  return api.post(`${base}/manage/create`, input, { schema: ZEquipmentGroupRecord });
}

export function setGroupActive(group: { id: number; version: number }, active: boolean) {
  return api.put(
    `${base}/${group.id}/status`,
    { active, version: group.version },
    { schema: ZEquipmentGroupRecord },
  );
}

export function deleteGroup(id: number) {
  return api.delete(`${base}/${id}`);
}

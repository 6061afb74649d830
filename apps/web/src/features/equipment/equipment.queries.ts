import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZEquipmentRecord,
  ZImplementRecord,
  ZPage,
  type TEquipmentInput,
  type TEquipmentRecord,
  type TEquipmentType,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (request: TPageRequest & { type?: TEquipmentType; active?: boolean }) =>
    ['equipment', 'list', request] as const,
  detail: (id: number) => ['equipment', 'detail', id] as const,
  fixedImplementChoices: ['equipment', 'fixedImplementChoices'] as const,
};

/** A page of machines of the branch. */
export const equipmentListQuery = (request: TPageRequest & { type?: TEquipmentType; active?: boolean }) =>
  queryOptions({
    queryKey: equipmentKeys.list(request),
    queryFn: () => api.get('/equipamentos', { query: { ...request }, schema: ZPage(ZEquipmentRecord) }),
  });

export const equipmentQuery = (id: number) =>
  queryOptions({
    queryKey: equipmentKeys.detail(id),
    queryFn: () => api.get(`/equipamentos/${id}`, { schema: ZEquipmentRecord }),
  });

/** Implements a machine may take as its fixed one: fixed implements and trailers no machine holds yet. */
export const fixedImplementChoicesQuery = () =>
  queryOptions({
    queryKey: equipmentKeys.fixedImplementChoices,
    queryFn: async () => {
      const [agricultural, trailers] = await Promise.all([
        api.get('/implemento/agricultural-fixed-unrelated', { schema: z.array(ZImplementRecord) }),
        api.get('/implemento/trailer-unrelated', { schema: z.array(ZImplementRecord) }),
      ]);
      return [...agricultural, ...trailers.filter((trailer) => trailer.fixed)];
    },
  });

export function saveEquipment(input: TEquipmentInput): Promise<TEquipmentRecord> {
  return input.cdEquipamento === undefined
    ? api.post('/equipamentos', input, { schema: ZEquipmentRecord })
    : api.put(`/equipamentos/${input.cdEquipamento}`, input, { schema: ZEquipmentRecord });
}

export function setEquipmentActive(
  record: Pick<TEquipmentRecord, 'cdEquipamento' | 'version'>,
  active: boolean,
) {
  return api.put(
    `/equipamentos/${record.cdEquipamento}/status`,
    { active, version: record.version },
    { schema: ZEquipmentRecord },
  );
}

export function deleteEquipment(id: number) {
  return api.delete(`/equipamentos/${id}`);
}

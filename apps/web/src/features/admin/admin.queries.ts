import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZBranchRecord,
  ZOwnerRecord,
  ZUserPermittedScope,
  type TBranchInput,
  type TBranchRecord,
  type TOwnerInput,
} from '@tramline/domain';
import { api } from '../../api';

export const adminKeys = {
  all: ['admin'] as const,
  branches: ['admin', 'branches'] as const,
  owner: ['admin', 'owner'] as const,
  scopes: ['admin', 'scopes'] as const,
};

export const branchesQuery = () =>
  queryOptions({
    queryKey: adminKeys.branches,
    queryFn: () => api.get('/admin/unidades', { schema: z.array(ZBranchRecord) }),
  });

export const ownerQuery = () =>
  queryOptions({
    queryKey: adminKeys.owner,
    queryFn: () => api.get('/admin/owner', { schema: ZOwnerRecord }),
  });

export const permittedScopesQuery = () =>
  queryOptions({
    queryKey: adminKeys.scopes,
    queryFn: () => api.get('/admin/permitted-scopes', { schema: z.array(ZUserPermittedScope) }),
  });

export function saveBranch(id: number | undefined, input: TBranchInput): Promise<TBranchRecord> {
  return id === undefined
    ? api.post('/admin/unidades', input, { schema: ZBranchRecord })
    : api.put(`/admin/unidades/${id}`, input, { schema: ZBranchRecord });
}

export function saveOwner(input: TOwnerInput) {
  return api.put('/admin/owner', input, { schema: ZOwnerRecord });
}

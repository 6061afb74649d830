import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAsAppliedImport, ZAsAppliedImportList, type TAsAppliedImportAssign } from '@tramline/domain';
import { api } from '../../api';
import { workOrderKeys } from './work-orders.queries';

export const asAppliedImportKeys = {
  all: ['as-applied-imports'] as const,
  pending: ['as-applied-imports', 'pending'] as const,
};

/** The branches' imports waiting for an order. */
export const pendingImportsQuery = () =>
  queryOptions({
    queryKey: asAppliedImportKeys.pending,
    queryFn: () =>
      api.get('/as-applied-imports', { query: { status: 'pending' }, schema: ZAsAppliedImportList }),
  });

/**
 * Uploads a terminal's file (an import a task); the orders' applied amounts and the pending list
 * may change.
 */
export function useUploadAsApplied() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, equipmentId }: { file: File; equipmentId: number | null }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.upload('/as-applied-imports', form, {
        query: { equipamentoId: equipmentId ?? undefined },
        schema: ZAsAppliedImportList,
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: asAppliedImportKeys.all }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
      ]),
  });
}

/** Stores a pending import on the order the dispatcher picks. */
export function useAssignAsApplied() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TAsAppliedImportAssign & { id: number }) =>
      api.post(`/as-applied-imports/${id}/assign`, body, { schema: ZAsAppliedImport }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: asAppliedImportKeys.all }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
      ]),
  });
}

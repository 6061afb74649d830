import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZWorkOrderMoveDayResult,
  ZWorkOrderRecord,
  type TWorkOrderMoveDay,
  type TWorkOrderClose,
  type TWorkOrderInput,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { api } from '../../api';
import { withFormPaths } from '../../records/record-screens';
import { workOrderKeys } from './work-orders.queries';

/**
 * The work-order calls that change something; reads live in `work-orders.queries.ts`. Every write
 * makes the queries under `workOrderKeys.all` stale: lists, records, histories, documents, reports.
 */

const closeWorkOrder = (id: number, input: TWorkOrderClose): Promise<TWorkOrderRecord> =>
  api.put(`/ordemservicos/${id}/close`, input, { schema: ZWorkOrderRecord });
const cancelWorkOrder = (id: number) =>
  api.put(`/ordemservicos/${id}/cancel`, {}, { schema: ZWorkOrderRecord });
const resetWorkOrder = (id: number) =>
  api.put(`/ordemservicos/${id}/reset`, {}, { schema: ZWorkOrderRecord });
const restoreWorkOrder = (id: number) =>
  api.put(`/ordemservicos/${id}/restore`, undefined, { schema: ZWorkOrderRecord });
const deleteWorkOrder = (id: number, force: boolean) =>
  api.delete(`/ordemservicos/status-deleted/${id}`, { query: { force }, schema: ZWorkOrderRecord });

/** A new order (`POST /ordemservicos?breakFields=`): one per field when `breakFields` is on. */
const createWorkOrders = (input: TWorkOrderInput, breakFields: boolean): Promise<TWorkOrderRecord[]> =>
  api.post('/ordemservicos', input, { query: { breakFields }, schema: z.array(ZWorkOrderRecord) });

/** Saves an edited order (`PUT /ordemservicos`, id and version in the body). */
const updateWorkOrder = (input: TWorkOrderInput): Promise<TWorkOrderRecord> =>
  api.put('/ordemservicos', input, { schema: ZWorkOrderRecord });

/** What a work-order write makes stale. */
const STALE_AFTER_WRITE = [workOrderKeys.all];

function useInvalidateWorkOrders() {
  const queryClient = useQueryClient();
  return () => Promise.all(STALE_AFTER_WRITE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Creates an order (one per field with `breakFields`) or saves an edited one; field paths in form terms. */
export function useSaveWorkOrder() {
  const invalidate = useInvalidateWorkOrders();
  return useMutation({
    mutationFn: ({
      input,
      isNew,
      breakFields,
    }: {
      input: TWorkOrderInput;
      isNew: boolean;
      breakFields: boolean;
    }): Promise<TWorkOrderRecord | TWorkOrderRecord[]> =>
      isNew ? withFormPaths(createWorkOrders(input, breakFields)) : withFormPaths(updateWorkOrder(input)),
    onSuccess: invalidate,
  });
}

/** A status change of one order (spec part 1 §4), or its delete (`force` when a plan uses it). */
export type TWorkOrderChange =
  | { action: 'close'; id: number; close: TWorkOrderClose }
  | { action: 'cancel' | 'reset' | 'restore'; id: number }
  | { action: 'delete'; id: number; force: boolean };

function changeWorkOrder(change: TWorkOrderChange): Promise<TWorkOrderRecord> {
  switch (change.action) {
    case 'close':
      return closeWorkOrder(change.id, change.close);
    case 'cancel':
      return cancelWorkOrder(change.id);
    case 'reset':
      return resetWorkOrder(change.id);
    case 'restore':
      return restoreWorkOrder(change.id);
    case 'delete':
      return deleteWorkOrder(change.id, change.force);
  }
}

/** Runs one order's status change or delete; the lists refresh whether it worked or not. */
export function useChangeWorkOrder() {
  const invalidate = useInvalidateWorkOrders();
  return useMutation({ mutationFn: changeWorkOrder, onSettled: invalidate });
}

/** Voids several orders at once; answers how many the server refused. */
export function useCancelWorkOrders() {
  const invalidate = useInvalidateWorkOrders();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(ids.map((id) => cancelWorkOrder(id)));
      return { failed: results.filter((result) => result.status === 'rejected').length };
    },
    onSettled: invalidate,
  });
}

/** Moves orders to a day (`PUT /ordemservicos/planned-date`); answers how many moved and which stayed. */
export function useMoveWorkOrdersToDay() {
  const invalidate = useInvalidateWorkOrders();
  return useMutation({
    mutationFn: (input: TWorkOrderMoveDay) =>
      api.put('/ordemservicos/planned-date', input, { schema: ZWorkOrderMoveDayResult }),
    onSettled: invalidate,
  });
}

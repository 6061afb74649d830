import { z } from 'zod';
import { ZId } from '../ids';

/** Work-order status codes (spec part 1 §4): 1 to 6, plus canceled by the app. */
export const WORK_ORDER_STATUS = {
  READY: 1,
  IN_PROGRESS: 2,
  CANCELED: 3,
  COMPLETED: 4,
  ON_HOLD: 5,
  DELETED: 6,
  CANCELED_APP: 7,
} as const;
export type TWorkOrderStatus = (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS];
export const ZWorkOrderStatus = z.union(
  Object.values(WORK_ORDER_STATUS).map((code) => z.literal(code)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<5>,
    z.ZodLiteral<6>,
    z.ZodLiteral<7>,
  ],
);

/** Names in the plan list. */
export const PLAN_STATUS_NAMES: Record<TWorkOrderStatus, string> = {
  1: 'Estimated',
  2: 'InProgress',
  3: 'Canceled',
  4: 'Completed',
  5: 'OnHold',
  6: 'Removed',
  7: 'CanceledApp',
};

/** Labels on the schedule. */
export const SCHEDULE_STATUS_LABELS: Record<TWorkOrderStatus, string> = {
  1: 'READY',
  2: 'IN PROGRESS',
  3: 'VOID',
  4: 'COMPLETED',
  5: 'ON HOLD',
  6: 'DELETED',
  7: 'CANCELED BY APP',
};

/** The order list's filter categories and the statuses each holds. */
export const WORK_ORDER_CATEGORIES = {
  active: [1, 2, 5],
  pending: [2],
  closed: [4],
  canceled: [3, 7],
  deleted: [6],
} as const satisfies Record<string, readonly TWorkOrderStatus[]>;
export type TWorkOrderCategory = keyof typeof WORK_ORDER_CATEGORIES;
export const ZWorkOrderCategory = z.enum(
  Object.keys(WORK_ORDER_CATEGORIES) as [TWorkOrderCategory, ...TWorkOrderCategory[]],
);

/** Actions that change a status, and the statuses each may start from. */
export const STATUS_ACTIONS = {
  close: { from: [1, 2, 5], to: 4 },
  cancel: { from: [1, 2, 5], to: 3 },
  reset: { from: [2, 3, 4, 5, 7], to: 1 },
  delete: { from: [1, 2, 3, 4, 5, 7], to: 6 },
  /** Back to the status held before the delete. */
  restore: { from: [6], to: null },
} as const satisfies Record<string, { from: readonly TWorkOrderStatus[]; to: TWorkOrderStatus | null }>;
export type TStatusAction = keyof typeof STATUS_ACTIONS;

export function canApplyStatusAction(action: TStatusAction, status: TWorkOrderStatus): boolean {
  return (STATUS_ACTIONS[action].from as readonly number[]).includes(status);
}

/** Statuses that block optimising a plan containing the order. */
export const BLOCKS_OPTIMISATION: readonly TWorkOrderStatus[] = [2, 3, 4, 7];

/** Void or deleted orders cannot be rescheduled. */
export function canReschedule(status: TWorkOrderStatus): boolean {
  return (
    status !== WORK_ORDER_STATUS.CANCELED &&
    status !== WORK_ORDER_STATUS.DELETED &&
    status !== WORK_ORDER_STATUS.CANCELED_APP
  );
}

/** `GET /ordemservicos/all-status-exec`: a status code with its plan-list name and schedule label. */
export const ZWorkOrderStatusEntry = z.object({
  code: z.number().int(),
  /** The name the plan lists use (`PLAN_STATUS_NAMES`). */
  name: z.string(),
  /** The label the schedule shows (`SCHEDULE_STATUS_LABELS`). */
  label: z.string(),
});
export type TWorkOrderStatusEntry = z.infer<typeof ZWorkOrderStatusEntry>;

/**
 * `PUT /ordemservicos/{id}/cancel` and `/reset` body, which may be left out. When `version` is given
 * it is the order's version the caller saw, and a stale one answers 409.
 */
export const ZWorkOrderStatusChange = z.object({ version: ZId.optional() }).optional();
export type TWorkOrderStatusChange = z.infer<typeof ZWorkOrderStatusChange>;

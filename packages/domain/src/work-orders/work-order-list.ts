import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZMeasureUnitCode } from '../units/measure-units';
import { WORK_ORDER_STATUS, type TWorkOrderStatus } from './status';
import { ZWorkOrderListQuery, ZWorkOrderSummary } from './work-order';

/**
 * An order's state in the day as the dispatcher knows it: its status joined with the schedule.
 * A ready order is `SCHEDULED` when an active plan holds it and `SENT` once that day went to the
 * machine with it; the other states follow the status alone.
 */
export const ORDER_DAY_STATES = [
  'READY',
  'SCHEDULED',
  'SENT',
  'IN_PROGRESS',
  'ON_HOLD',
  'DONE',
  'VOID',
  'DELETED',
] as const;
export const ZOrderDayState = z.enum(ORDER_DAY_STATES);
export type TOrderDayState = z.infer<typeof ZOrderDayState>;

/** The statuses each day state covers (the schedule splits READY three ways). */
export const DAY_STATE_STATUSES: Record<TOrderDayState, readonly TWorkOrderStatus[]> = {
  READY: [WORK_ORDER_STATUS.READY],
  SCHEDULED: [WORK_ORDER_STATUS.READY],
  SENT: [WORK_ORDER_STATUS.READY],
  IN_PROGRESS: [WORK_ORDER_STATUS.IN_PROGRESS],
  ON_HOLD: [WORK_ORDER_STATUS.ON_HOLD],
  DONE: [WORK_ORDER_STATUS.COMPLETED],
  VOID: [WORK_ORDER_STATUS.CANCELED, WORK_ORDER_STATUS.CANCELED_APP],
  DELETED: [WORK_ORDER_STATUS.DELETED],
};

/** The day state of an order from its status and whether an active plan holds it and its day was sent. */
export function dayStateOf(status: number, schedule: { planned: boolean; sent: boolean }): TOrderDayState {
  switch (status) {
    case WORK_ORDER_STATUS.READY:
      return schedule.sent ? 'SENT' : schedule.planned ? 'SCHEDULED' : 'READY';
    case WORK_ORDER_STATUS.IN_PROGRESS:
      return 'IN_PROGRESS';
    case WORK_ORDER_STATUS.ON_HOLD:
      return 'ON_HOLD';
    case WORK_ORDER_STATUS.COMPLETED:
      return 'DONE';
    case WORK_ORDER_STATUS.DELETED:
      return 'DELETED';
    default:
      return 'VOID';
  }
}

const ZDate = z.iso.date();

/**
 * The order list's filters beyond the spec's: the planned day (branch-local dates, inclusive; the
 * day of the active plan holding the order, else its planned start), the machine of that plan, the
 * equipment group, the grower and the day state.
 */
export const ZWorkOrderListFilterQuery = ZWorkOrderListQuery.extend({
  plannedFrom: ZDate.optional(),
  plannedTo: ZDate.optional(),
  machineId: ZIdText.optional(),
  groupId: ZIdText.optional(),
  growerId: ZIdText.optional(),
  dayState: ZOrderDayState.optional(),
});
export type TWorkOrderListFilterQuery = z.infer<typeof ZWorkOrderListFilterQuery>;

/** The first product's rate of an order: per hectare in the product's base amount. */
export const ZWorkOrderFirstRate = z.object({
  rate: z.number(),
  rateUnit: ZMeasureUnitCode,
});

/** A row of the order list: the summary plus where the order stands in the schedule. */
export const ZWorkOrderListRow = ZWorkOrderSummary.extend({
  dayState: ZOrderDayState,
  /** Branch-local date: the day of the active plan holding it, else its planned start's day. */
  plannedDate: z.string().nullable(),
  /** The machine of that plan. */
  machineId: z.number().int().nullable(),
  machineName: z.string().nullable(),
  firstRate: ZWorkOrderFirstRate.nullable(),
  productCount: z.number().int(),
});
export type TWorkOrderListRow = z.infer<typeof ZWorkOrderListRow>;

/** Largest number of orders a bulk action takes at once. */
export const BULK_ORDER_LIMIT = 200;

/** `PUT /ordemservicos/planned-date`: moves orders to a day, each at the version the caller saw. */
export const ZWorkOrderMoveDay = z
  .object({
    orders: z
      .array(z.object({ id: ZId, version: ZId }).strict())
      .min(1)
      .max(BULK_ORDER_LIMIT),
    /** The branch-local day. */
    date: ZDate,
  })
  .strict();
export type TWorkOrderMoveDay = z.infer<typeof ZWorkOrderMoveDay>;

/** Why an order was left where it was. */
export const MOVE_DAY_REFUSALS = ['notFound', 'stale', 'notPlannable', 'inSchedule'] as const;

export const ZWorkOrderMoveDayResult = z.object({
  moved: z.number().int(),
  refused: z.array(z.object({ id: z.number().int(), reason: z.enum(MOVE_DAY_REFUSALS) })),
});
export type TWorkOrderMoveDayResult = z.infer<typeof ZWorkOrderMoveDayResult>;

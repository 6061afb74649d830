import { and, gte, inArray, lt } from 'drizzle-orm';
import { WORK_ORDER_STATUS } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import { workOrders } from './work-orders.tables';

/** Orders whose planned end passed this long ago or less are told late (older ones were told). */
export const LATE_LOOKBACK_MS = 24 * 3_600_000;

/**
 * Orders of every owner whose planned end passed within the look-back and that are not completed
 * (ready, in progress or on hold): the late work-order notification's source.
 */
export async function findLateWorkOrders(db: TDatabase, now: Date, limit = 500) {
  return db
    .select({
      id: workOrders.id,
      ownerId: workOrders.ownerId,
      unitId: workOrders.unitId,
      ticket: workOrders.ticket,
      plannedEnd: workOrders.plannedEnd,
    })
    .from(workOrders)
    .where(
      and(
        lt(workOrders.plannedEnd, now),
        gte(workOrders.plannedEnd, new Date(now.getTime() - LATE_LOOKBACK_MS)),
        inArray(workOrders.status, [
          WORK_ORDER_STATUS.READY,
          WORK_ORDER_STATUS.IN_PROGRESS,
          WORK_ORDER_STATUS.ON_HOLD,
        ]),
      ),
    )
    .limit(limit);
}

export type TLateWorkOrder = Awaited<ReturnType<typeof findLateWorkOrders>>[number];

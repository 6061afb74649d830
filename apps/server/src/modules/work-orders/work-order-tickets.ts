import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { workOrders, workOrderTicketCounters } from './work-orders.tables';

/** Numbers tried past ones a person already typed on another order before giving up. */
const MAX_SKIPS = 50;

/**
 * The branch's next ticket number, for an order saved with its ticket blank. Call it inside the
 * transaction that inserts the order: the counter row stays locked until it commits, so concurrent
 * saves of one branch get different numbers. A branch's first number follows the highest numeric
 * ticket it already holds, and a number someone typed on an order meanwhile is skipped.
 */
export async function nextTicket(db: TExecutor, ownerId: number, unitId: number): Promise<string> {
  const scope = and(eq(workOrderTicketCounters.ownerId, ownerId), eq(workOrderTicketCounters.unitId, unitId));
  for (let attempt = 0; attempt < MAX_SKIPS; attempt++) {
    const [bumped] = await db
      .update(workOrderTicketCounters)
      .set({ lastNumber: sql`${workOrderTicketCounters.lastNumber} + 1` })
      .where(scope)
      .returning({ lastNumber: workOrderTicketCounters.lastNumber });
    // The branch's first: the row is made, or counted up when a concurrent save made it first.
    const [counter] = bumped
      ? [bumped]
      : await db
          .insert(workOrderTicketCounters)
          .values({
            ownerId,
            unitId,
            lastNumber: sql`(
          select coalesce(max(${workOrders.ticket}::bigint), 0) + 1 from ${workOrders}
          where ${workOrders.ownerId} = ${ownerId} and ${workOrders.unitId} = ${unitId}
            and ${workOrders.ticket} ~ '^[0-9]{1,9}$'
        )`,
          })
          .onConflictDoUpdate({
            target: [workOrderTicketCounters.ownerId, workOrderTicketCounters.unitId],
            set: { lastNumber: sql`${workOrderTicketCounters.lastNumber} + 1` },
          })
          .returning({ lastNumber: workOrderTicketCounters.lastNumber });
    const ticket = String(counter!.lastNumber);
    const [taken] = await db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(
        and(eq(workOrders.ownerId, ownerId), eq(workOrders.unitId, unitId), eq(workOrders.ticket, ticket)),
      )
      .limit(1);
    if (!taken) return ticket;
  }
  throw new Error(`No free ticket number for branch ${unitId} after ${MAX_SKIPS} tries`);
}

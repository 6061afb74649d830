import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { workOrderExecutionEvents } from './work-order-execution.tables';
import { workOrderAudit, workOrders } from './work-orders.tables';

export type TExecutionEventRow = typeof workOrderExecutionEvents.$inferSelect;
type TOrderRow = typeof workOrders.$inferSelect;

/** Execution events and the order columns they move; the other order columns are not touched. */
export function createWorkOrderExecutionRepository(db: TExecutor) {
  return {
    async findEvent(equipmentId: number, idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(workOrderExecutionEvents)
        .where(
          and(
            eq(workOrderExecutionEvents.equipmentId, equipmentId),
            eq(workOrderExecutionEvents.idempotencyKey, idempotencyKey),
          ),
        );
      return row;
    },

    /** The order a machine last moved into progress or on hold, while it still is. */
    async currentOrderOf(scope: { ownerId: number; unitId: number }, equipmentId: number) {
      const [row] = await db
        .select({ id: workOrders.id })
        .from(workOrderExecutionEvents)
        .innerJoin(workOrders, eq(workOrders.id, workOrderExecutionEvents.workOrderId))
        .where(
          and(
            eq(workOrderExecutionEvents.ownerId, scope.ownerId),
            eq(workOrderExecutionEvents.unitId, scope.unitId),
            eq(workOrderExecutionEvents.equipmentId, equipmentId),
            inArray(workOrders.status, [2, 5]),
          ),
        )
        .orderBy(desc(workOrderExecutionEvents.occurredAt))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Per order (of `orderIds`, the owner's) and machine, the latest pause that reported the area
     * applied so far (the terminal's counter), while the order is still in progress or on hold.
     */
    async latestAppliedReports(ownerId: number, orderIds: readonly number[]) {
      if (!orderIds.length) return [];
      const rows = await db
        .selectDistinctOn([workOrderExecutionEvents.workOrderId, workOrderExecutionEvents.equipmentId], {
          workOrderId: workOrderExecutionEvents.workOrderId,
          equipmentId: workOrderExecutionEvents.equipmentId,
          occurredAt: workOrderExecutionEvents.occurredAt,
          payload: workOrderExecutionEvents.payload,
        })
        .from(workOrderExecutionEvents)
        .innerJoin(workOrders, eq(workOrders.id, workOrderExecutionEvents.workOrderId))
        .where(
          and(
            eq(workOrderExecutionEvents.ownerId, ownerId),
            inArray(workOrderExecutionEvents.workOrderId, [...orderIds]),
            eq(workOrderExecutionEvents.type, 'pause'),
            sql`${workOrderExecutionEvents.payload} ? 'appliedArea'`,
            inArray(workOrders.status, [2, 5]),
          ),
        )
        .orderBy(
          workOrderExecutionEvents.workOrderId,
          workOrderExecutionEvents.equipmentId,
          desc(workOrderExecutionEvents.occurredAt),
        );
      return rows.map((row) => ({
        workOrderId: row.workOrderId,
        equipmentId: row.equipmentId,
        occurredAt: row.occurredAt,
        appliedArea: Number(row.payload.appliedArea),
        appliedVolume: typeof row.payload.appliedVolume === 'number' ? row.payload.appliedVolume : null,
      }));
    },

    async insertEvent(values: typeof workOrderExecutionEvents.$inferInsert) {
      const [row] = await db.insert(workOrderExecutionEvents).values(values).returning();
      return row!;
    },

    async findOrder(scope: { ownerId: number; unitId: number }, id: number) {
      const [row] = await db
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(
          and(
            eq(workOrders.ownerId, scope.ownerId),
            eq(workOrders.unitId, scope.unitId),
            eq(workOrders.id, id),
          ),
        );
      return row;
    },

    /** The order of a branch, locked for the rest of the transaction. */
    async lockOrder(scope: { ownerId: number; unitId: number }, id: number) {
      const [row] = await db
        .select()
        .from(workOrders)
        .where(
          and(
            eq(workOrders.ownerId, scope.ownerId),
            eq(workOrders.unitId, scope.unitId),
            eq(workOrders.id, id),
          ),
        )
        .for('update');
      return row;
    },

    async updateOrder(
      id: number,
      values: Partial<
        Pick<
          TOrderRow,
          'status' | 'startedAt' | 'closedAt' | 'skippedOn' | 'appliedAreaHectares' | 'appliedVolumeLitres'
        >
      >,
    ) {
      const [row] = await db
        .update(workOrders)
        .set({ ...values, version: sql`${workOrders.version} + 1`, updatedAt: new Date() })
        .where(eq(workOrders.id, id))
        .returning();
      return row!;
    },

    async addAudit(values: typeof workOrderAudit.$inferInsert) {
      await db.insert(workOrderAudit).values(values);
    },
  };
}

import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { countAll } from '../../db/list';
import { workOrderFields, workOrderProducts, workOrders } from './work-orders.tables';

/** What other records' deletes and figures read of work orders (see `work-orders.usage.ts`). */
export function createWorkOrderUsageRepository(db: TExecutor) {
  return {
    /** Orders (not deleted) per id of a column: groups, growers, fields, products using them. */
    async usageBy(kind: 'equipmentGroup' | 'grower' | 'field' | 'product', ownerId: number, ids: number[]) {
      const counts = new Map<number, number>();
      if (!ids.length) return counts;
      const alive = and(eq(workOrders.ownerId, ownerId), sql`${workOrders.status} <> 6`);
      let rows: { id: number | null; count: number }[];
      if (kind === 'equipmentGroup' || kind === 'grower') {
        const column = kind === 'grower' ? workOrders.growerId : workOrders.equipmentGroupId;
        rows = await db
          .select({ id: column, count: countAll })
          .from(workOrders)
          .where(and(alive, inArray(column, ids)))
          .groupBy(column);
      } else if (kind === 'field') {
        rows = await db
          .select({ id: workOrderFields.fieldId, count: countAll })
          .from(workOrderFields)
          .innerJoin(workOrders, eq(workOrders.id, workOrderFields.workOrderId))
          .where(and(alive, inArray(workOrderFields.fieldId, ids)))
          .groupBy(workOrderFields.fieldId);
      } else {
        rows = await db
          .select({ id: workOrderProducts.productId, count: countAll })
          .from(workOrderProducts)
          .innerJoin(workOrders, eq(workOrders.id, workOrderProducts.workOrderId))
          .where(and(alive, inArray(workOrderProducts.productId, ids)))
          .groupBy(workOrderProducts.productId);
      }
      for (const row of rows) if (row.id !== null) counts.set(row.id, row.count);
      return counts;
    },

    /** Per field and product, what completed orders of a year applied per hectare. */
    async appliedAmounts(ownerId: number, fieldIds: number[], productIds: number[], year: number) {
      if (!fieldIds.length || !productIds.length) return [];
      const from = new Date(Date.UTC(year, 0, 1));
      const to = new Date(Date.UTC(year + 1, 0, 1));
      return db
        .select({
          fieldId: workOrderFields.fieldId,
          productId: workOrderProducts.productId,
          amountPerHectare: sql<number>`sum(${workOrderProducts.ratePerHectare})::float8`,
        })
        .from(workOrders)
        .innerJoin(workOrderFields, eq(workOrderFields.workOrderId, workOrders.id))
        .innerJoin(workOrderProducts, eq(workOrderProducts.workOrderId, workOrders.id))
        .where(
          and(
            eq(workOrders.ownerId, ownerId),
            eq(workOrders.status, 4),
            gte(workOrders.closedAt, from),
            lt(workOrders.closedAt, to),
            inArray(workOrderFields.fieldId, fieldIds),
            inArray(workOrderProducts.productId, productIds),
          ),
        )
        .groupBy(workOrderFields.fieldId, workOrderProducts.productId);
    },
  };
}

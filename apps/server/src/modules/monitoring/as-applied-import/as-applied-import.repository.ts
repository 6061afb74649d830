import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { fields } from '../../records/growers/growers.tables';
import { planSends } from '../../planning/sends/plan-sends.tables';
import { workOrders } from '../../work-orders/work-orders.tables';
import { asAppliedImports } from './as-applied-import.tables';

export type TAsAppliedImportRow = typeof asAppliedImports.$inferSelect;
export type TAsAppliedImportInsert = typeof asAppliedImports.$inferInsert;

/** The caller's owner and the branches it may see. */
export interface TImportScope {
  ownerId: number;
  unitIds: readonly number[];
}

/** Statuses of orders an imported file may belong to: not canceled, not deleted. */
const WORKABLE_STATUSES = [1, 2, 4, 5];

/** Imports, and the reads matching needs (orders by ticket, orders with their fields, sends). */
export function createAsAppliedImportRepository(db: TExecutor) {
  /** Workable orders of the caller's branches that also meet `condition`: id, branch and ticket. */
  const workableOrders = (scope: TImportScope, condition: SQL) =>
    scope.unitIds.length
      ? db
          .select({ id: workOrders.id, unitId: workOrders.unitId, ticket: workOrders.ticket })
          .from(workOrders)
          .where(
            and(
              eq(workOrders.ownerId, scope.ownerId),
              inArray(workOrders.unitId, [...scope.unitIds]),
              condition,
              inArray(workOrders.status, WORKABLE_STATUSES),
            ),
          )
      : Promise.resolve([]);

  return {
    /** The imports of one file (a row per job), in the file's order. */
    async findByHash(ownerId: number, fileHash: string) {
      return db
        .select()
        .from(asAppliedImports)
        .where(and(eq(asAppliedImports.ownerId, ownerId), eq(asAppliedImports.fileHash, fileHash)))
        .orderBy(asAppliedImports.part);
    },

    async find(scope: TImportScope, id: number) {
      if (!scope.unitIds.length) return undefined;
      const [row] = await db
        .select()
        .from(asAppliedImports)
        .where(
          and(
            eq(asAppliedImports.ownerId, scope.ownerId),
            inArray(asAppliedImports.unitId, [...scope.unitIds]),
            eq(asAppliedImports.id, id),
          ),
        );
      return row;
    },

    /** Imports of the branches, the latest first, without their points. */
    async list(scope: TImportScope, status: string | undefined) {
      if (!scope.unitIds.length) return [];
      const { points: _points, ...columns } = getTableColumns(asAppliedImports);
      return db
        .select(columns)
        .from(asAppliedImports)
        .where(
          and(
            eq(asAppliedImports.ownerId, scope.ownerId),
            inArray(asAppliedImports.unitId, [...scope.unitIds]),
            status ? eq(asAppliedImports.status, status) : undefined,
          ),
        )
        .orderBy(desc(asAppliedImports.createdAt), desc(asAppliedImports.id))
        .limit(500);
    },

    /** Inserts an import; undefined when the same file was inserted meanwhile. */
    async insert(values: TAsAppliedImportInsert) {
      const [row] = await db.insert(asAppliedImports).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: number, values: Partial<TAsAppliedImportInsert>) {
      const [row] = await db
        .update(asAppliedImports)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(asAppliedImports.id, id))
        .returning();
      return row!;
    },

    /** Workable orders of the branches whose ticket is one of these. */
    async ordersByTicket(scope: TImportScope, tickets: readonly string[]) {
      return tickets.length ? workableOrders(scope, inArray(workOrders.ticket, [...tickets])) : [];
    },

    /**
     * Orders of the branches that could have been worked between these instants: ready, in progress
     * or on hold, or completed no earlier than a day before the first point. With their fields.
     */
    async ordersAround(scope: TImportScope, start: Date) {
      if (!scope.unitIds.length) return [];
      const since = new Date(start.getTime() - 86_400_000);
      return db
        .select({
          id: workOrders.id,
          unitId: workOrders.unitId,
          ticket: workOrders.ticket,
          fieldIds: workOrders.fieldIds,
        })
        .from(workOrders)
        .where(
          and(
            eq(workOrders.ownerId, scope.ownerId),
            inArray(workOrders.unitId, [...scope.unitIds]),
            sql`(${workOrders.status} in (1, 2, 5) or (${workOrders.status} = 4 and ${workOrders.closedAt} >= ${since}))`,
          ),
        );
    },

    async fieldGeometries(ownerId: number, ids: readonly number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: fields.id, geometry: fields.geometry })
        .from(fields)
        .where(and(eq(fields.ownerId, ownerId), inArray(fields.id, [...ids])));
      return rows.flatMap((row) => (row.geometry ? [{ id: row.id, geometry: row.geometry }] : []));
    },

    /** The machine an order was last sent to, or null when it was never sent. */
    async plannedMachine(ownerId: number, workOrderId: number) {
      const [row] = await db
        .select({ equipmentId: planSends.equipmentId })
        .from(planSends)
        .where(and(eq(planSends.ownerId, ownerId), sql`${workOrderId} = any(${planSends.workOrderIds})`))
        .orderBy(desc(planSends.sentAt))
        .limit(1);
      return row?.equipmentId ?? null;
    },

    /** Workable orders of the branches by id, with their branch and ticket. */
    async ordersById(scope: TImportScope, ids: readonly number[]) {
      return ids.length ? workableOrders(scope, inArray(workOrders.id, [...ids])) : [];
    },

    /** Claims a pending import for an assignment; undefined when it is no longer pending. */
    async claimPending(id: number) {
      const [row] = await db
        .update(asAppliedImports)
        .set({ status: 'matched', updatedAt: new Date() })
        .where(and(eq(asAppliedImports.id, id), eq(asAppliedImports.status, 'pending')))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(asAppliedImports).where(eq(asAppliedImports.id, id));
    },
  };
}

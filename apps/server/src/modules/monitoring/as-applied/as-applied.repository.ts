import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { fields } from '../../records/growers/growers.tables';
import { equipment } from '../../records/equipment/equipment.tables';
import { fleetImplements } from '../../records/implements/implements.tables';
import { owners } from '../../tenancy/tenancy.tables';
import { workOrders } from '../../work-orders/work-orders.tables';
import { machinePositions } from '../monitoring.tables';
import { orderCoverage } from './as-applied.tables';

export type TOrderCoverageRow = typeof orderCoverage.$inferSelect;
export type TOrderCoverageInsert = typeof orderCoverage.$inferInsert;

/** The reads coverage needs (an order, its fields, its points, the machines' widths) and its table. */
export function createAsAppliedRepository(db: TExecutor) {
  return {
    /** The order of an owner: its branch, status and fields. */
    async order(ownerId: number, id: number) {
      const [row] = await db
        .select({
          id: workOrders.id,
          ownerId: workOrders.ownerId,
          unitId: workOrders.unitId,
          status: workOrders.status,
          fieldIds: workOrders.fieldIds,
        })
        .from(workOrders)
        .where(and(eq(workOrders.ownerId, ownerId), eq(workOrders.id, id)));
      return row;
    },

    /** The owner of a live topic (its code upper-cased), for work reported on that topic. */
    async ownerIdOfTopic(topic: string) {
      const [row] = await db
        .select({ id: owners.id })
        .from(owners)
        .where(sql`upper(${owners.code}) = ${topic}`);
      return row?.id ?? null;
    },

    async fieldGeometries(ownerId: number, ids: readonly number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ geometry: fields.geometry })
        .from(fields)
        .where(and(eq(fields.ownerId, ownerId), inArray(fields.id, [...ids])));
      return rows.flatMap((row) => (row.geometry ? [row.geometry] : []));
    },

    /**
     * The points reported for an order (by one machine when `equipmentId` is given), in time
     * order, with only what coverage reads.
     */
    async positions(ownerId: number, workOrderId: number, equipmentId?: number) {
      return db
        .select({
          equipmentId: machinePositions.equipmentId,
          recordedAt: machinePositions.recordedAt,
          latitude: machinePositions.latitude,
          longitude: machinePositions.longitude,
          boomOn: machinePositions.boomOn,
          sections: machinePositions.sections,
          rate: machinePositions.rate,
        })
        .from(machinePositions)
        .where(
          and(
            eq(machinePositions.ownerId, ownerId),
            eq(machinePositions.workOrderId, workOrderId),
            equipmentId === undefined ? undefined : eq(machinePositions.equipmentId, equipmentId),
          ),
        )
        .orderBy(machinePositions.recordedAt);
    },

    /**
     * The working width of each machine, metres: its boom, else its spreader, else the implement
     * mounted on it for good.
     */
    async widths(ownerId: number, equipmentIds: readonly number[]) {
      if (!equipmentIds.length) return new Map<number, number | null>();
      const rows = await db
        .select({
          id: equipment.id,
          width: sql<
            number | null
          >`coalesce(${equipment.boomWidthMetres}, ${equipment.spreaderWidthMetres}, ${fleetImplements.widthMetres})`,
        })
        .from(equipment)
        .leftJoin(fleetImplements, eq(fleetImplements.id, equipment.fixedImplementId))
        .where(and(eq(equipment.ownerId, ownerId), inArray(equipment.id, [...equipmentIds])));
      return new Map(rows.map((row) => [row.id, row.width === null ? null : Number(row.width)]));
    },

    async find(ownerId: number, workOrderId: number) {
      const [row] = await db
        .select()
        .from(orderCoverage)
        .where(and(eq(orderCoverage.ownerId, ownerId), eq(orderCoverage.workOrderId, workOrderId)));
      return row;
    },

    async save(values: TOrderCoverageInsert) {
      const { workOrderId: _key, ...changes } = values;
      const [row] = await db
        .insert(orderCoverage)
        .values(values)
        .onConflictDoUpdate({ target: orderCoverage.workOrderId, set: changes })
        .returning();
      return row!;
    },
  };
}

export type TAsAppliedRepository = ReturnType<typeof createAsAppliedRepository>;

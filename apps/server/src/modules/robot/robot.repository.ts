import { and, arrayOverlaps, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TAreaGeometry, TRobotOrderFilterColumn } from '@tramline/domain';
import { likePattern } from '../../db/list';
import type { TExecutor } from '../../db/database';
import { machinePositions } from '../monitoring/monitoring.tables';
import { equipment } from '../records/equipment/equipment.tables';
import { fields, growers } from '../records/growers/growers.tables';
import { workOrders } from '../work-orders/work-orders.tables';
import { users } from '../tenancy/tenancy.tables';
import { robotWorkOrderLinks } from './robot.tables';

export interface TRobotScope {
  ownerId: number;
  unitId: number;
}

/** One execution's figures as the positions give them. */
export interface TExecutionRow {
  equipmentId: number;
  equipmentName: string;
  /** Branch-local day `YYYYMMDD`. */
  day: string;
  /** The order reported with the positions; 0 when none. */
  workOrderId: number;
  start: Date;
  end: Date;
  pointCount: number;
  distanceKm: number;
  applyingKm: number;
}

export type TRobotLinkRow = typeof robotWorkOrderLinks.$inferSelect;

/** Great-circle kilometres from the previous point (`prev_*` columns), zero for the first. */
const stepKm = sql`case when prev_latitude is null then 0 else 2 * 6371.0088 * asin(sqrt(
  power(sin(radians(latitude - prev_latitude) / 2), 2)
  + cos(radians(prev_latitude)) * cos(radians(latitude)) * power(sin(radians(longitude - prev_longitude) / 2), 2)
)) end`;

/** Robot positions grouped into executions, links, and what coverage reads. */
export function createRobotRepository(db: TExecutor) {
  return {
    /**
     * The branch's robot executions reported in `[from, to)`: positions of robots grouped by
     * machine, branch-local day and order, optionally of some machines, days or orders.
     */
    async executions(
      scope: TRobotScope,
      timeZone: string,
      range: { from: Date; to: Date },
      only: { equipmentIds?: readonly number[]; workOrderId?: number } = {},
    ): Promise<TExecutionRow[]> {
      const machines = only.equipmentIds?.length
        ? sql`and p.equipment_id = any(${`{${only.equipmentIds.join(',')}}`}::int[])`
        : sql``;
      const order =
        only.workOrderId === undefined
          ? sql``
          : only.workOrderId === 0
            ? sql`and p.work_order_id is null`
            : sql`and p.work_order_id = ${only.workOrderId}`;
      const result = (await db.execute(sql`
        with points as (
          select p.equipment_id, e.name as equipment_name, p.recorded_at, p.latitude, p.longitude,
            coalesce(p.boom_on, false) as boom_on,
            coalesce(p.work_order_id, 0) as work_order_id,
            to_char(p.recorded_at at time zone ${timeZone}, 'YYYYMMDD') as day
          from ${machinePositions} p
          join ${equipment} e on e.id = p.equipment_id and e.type = 'robot'
          where p.owner_id = ${scope.ownerId} and p.unit_id = ${scope.unitId}
            and p.recorded_at >= ${range.from.toISOString()} and p.recorded_at < ${range.to.toISOString()}
            ${machines} ${order}
        ), steps as (
          select *,
            lag(latitude) over w as prev_latitude,
            lag(longitude) over w as prev_longitude
          from points
          window w as (partition by equipment_id, day, work_order_id order by recorded_at)
        )
        select equipment_id, equipment_name, day, work_order_id,
          min(recorded_at) as start, max(recorded_at) as "end", count(*)::int as point_count,
          coalesce(sum(${stepKm}), 0) as distance_km,
          coalesce(sum(case when boom_on then ${stepKm} else 0 end), 0) as applying_km
        from steps
        group by equipment_id, equipment_name, day, work_order_id
        order by min(recorded_at) desc, equipment_id
      `)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows.map((row) => ({
        equipmentId: Number(row.equipment_id),
        equipmentName: String(row.equipment_name),
        day: String(row.day),
        workOrderId: Number(row.work_order_id),
        start: new Date(row.start as string),
        end: new Date(row.end as string),
        pointCount: Number(row.point_count),
        distanceKm: Number(row.distance_km),
        applyingKm: Number(row.applying_km),
      }));
    },

    /** An execution's points in time order, as coverage and lines read them. */
    async points(
      scope: TRobotScope,
      equipmentId: number,
      range: { from: Date; to: Date },
      workOrderId: number,
    ) {
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
            eq(machinePositions.ownerId, scope.ownerId),
            eq(machinePositions.unitId, scope.unitId),
            eq(machinePositions.equipmentId, equipmentId),
            sql`${machinePositions.recordedAt} >= ${range.from.toISOString()}`,
            sql`${machinePositions.recordedAt} < ${range.to.toISOString()}`,
            workOrderId === 0
              ? sql`${machinePositions.workOrderId} is null`
              : eq(machinePositions.workOrderId, workOrderId),
          ),
        )
        .orderBy(asc(machinePositions.recordedAt));
    },

    /**
     * Ids of the branch's orders of some groups whose `column` contains `text` (case-insensitive),
     * for the list's `byColumn` filter; the order list applies locations and the rest.
     */
    async orderIdsMatching(
      scope: TRobotScope,
      groupIds: readonly number[],
      column: TRobotOrderFilterColumn,
      text: string,
    ): Promise<number[]> {
      if (!groupIds.length) return [];
      const columns: Record<TRobotOrderFilterColumn, SQL> = {
        vlOrdemServico: sql`coalesce(${workOrders.ticket}, '')`,
        description: sql`${workOrders.description}`,
        growerName: sql`concat_ws(' ', ${growers.firstName}, ${growers.lastName})`,
      };
      const rows = await db
        .select({ id: workOrders.id })
        .from(workOrders)
        .innerJoin(growers, eq(growers.id, workOrders.growerId))
        .where(
          and(
            eq(workOrders.ownerId, scope.ownerId),
            eq(workOrders.unitId, scope.unitId),
            inArray(workOrders.equipmentGroupId, [...groupIds]),
            ilike(columns[column] as never, likePattern(text)),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Working width of a robot, metres (null when unknown). */
    async width(ownerId: number, equipmentId: number): Promise<number | null> {
      const [row] = await db
        .select({ width: equipment.boomWidthMetres })
        .from(equipment)
        .where(and(eq(equipment.ownerId, ownerId), eq(equipment.id, equipmentId)));
      return row?.width ?? null;
    },

    async fieldGeometries(ownerId: number, ids: readonly number[]): Promise<TAreaGeometry[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ geometry: fields.geometry })
        .from(fields)
        .where(and(eq(fields.ownerId, ownerId), inArray(fields.id, [...ids])));
      return rows.flatMap((row) => (row.geometry ? [row.geometry] : []));
    },

    /** Links of some orders of the branch, with the linking user's name. */
    async linksOfOrders(scope: TRobotScope, workOrderIds: readonly number[]) {
      if (!workOrderIds.length) return [];
      return db
        .select({ link: robotWorkOrderLinks, linkedByName: users.name })
        .from(robotWorkOrderLinks)
        .leftJoin(users, eq(users.id, robotWorkOrderLinks.linkedBy))
        .where(
          and(
            eq(robotWorkOrderLinks.ownerId, scope.ownerId),
            eq(robotWorkOrderLinks.unitId, scope.unitId),
            inArray(robotWorkOrderLinks.workOrderId, [...workOrderIds]),
          ),
        );
    },

    /** Links naming any of some executions. */
    async linksOfExecutions(scope: TRobotScope, keys: readonly string[]) {
      if (!keys.length) return [];
      return db
        .select({
          id: robotWorkOrderLinks.id,
          workOrderId: robotWorkOrderLinks.workOrderId,
          keys: robotWorkOrderLinks.executionKeys,
        })
        .from(robotWorkOrderLinks)
        .where(
          and(
            eq(robotWorkOrderLinks.ownerId, scope.ownerId),
            eq(robotWorkOrderLinks.unitId, scope.unitId),
            arrayOverlaps(robotWorkOrderLinks.executionKeys, [...keys]),
          ),
        );
    },

    /** Creates the order's link or replaces it, in one statement. */
    async save(row: Omit<TRobotLinkRow, 'id' | 'version' | 'linkedAt'>) {
      const [saved] = await db
        .insert(robotWorkOrderLinks)
        .values(row)
        .onConflictDoUpdate({
          target: robotWorkOrderLinks.workOrderId,
          set: {
            executionKeys: row.executionKeys,
            employeeId: row.employeeId,
            licenceId: row.licenceId,
            signature: row.signature,
            linkedBy: row.linkedBy,
            linkedAt: new Date(),
            executionsFrom: row.executionsFrom,
            executionsTo: row.executionsTo,
            version: sql`${robotWorkOrderLinks.version} + 1`,
          },
        })
        .returning();
      return saved!;
    },

    /** Removes a link of the branch; false when there was none. */
    async remove(scope: TRobotScope, id: number) {
      const rows = await db
        .delete(robotWorkOrderLinks)
        .where(
          and(
            eq(robotWorkOrderLinks.ownerId, scope.ownerId),
            eq(robotWorkOrderLinks.unitId, scope.unitId),
            eq(robotWorkOrderLinks.id, id),
          ),
        )
        .returning({ id: robotWorkOrderLinks.id });
      return rows.length > 0;
    },
  };
}

export type TRobotRepository = ReturnType<typeof createRobotRepository>;

import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { planSends } from '../planning/sends/plan-sends.tables';
import { workOrderExecutionEvents } from '../work-orders/work-order-execution.tables';
import { workOrders } from '../work-orders/work-orders.tables';
import { machinePositions } from './monitoring.tables';
import type { TTrailPoint } from './trail-figures';

export interface TTrailScope {
  ownerId: number;
  unitId: number;
}

const trailColumns = {
  equipmentId: machinePositions.equipmentId,
  recordedAt: machinePositions.recordedAt,
  latitude: machinePositions.latitude,
  longitude: machinePositions.longitude,
  speedKmh: machinePositions.speedKmh,
  boomOn: machinePositions.boomOn,
  rate: machinePositions.rate,
  workOrderId: machinePositions.workOrderId,
};

/** One machine's work on one order within a time range, summed by the database. */
export interface TOrderWorkRow {
  equipmentId: number;
  workOrderId: number;
  first: Date;
  last: Date;
  /** Metres between consecutive points both applying (boom on, moving, at most 5 min apart). */
  applyingMetres: number;
}

/** The reads of positions for trails, figures and the fleet map; writes stay in the machine API. */
export function createTrailsRepository(db: TExecutor) {
  function within(scope: TTrailScope, from?: Date, to?: Date): SQL[] {
    return [
      eq(machinePositions.ownerId, scope.ownerId),
      eq(machinePositions.unitId, scope.unitId),
      ...(from ? [gte(machinePositions.recordedAt, from)] : []),
      ...(to ? [lt(machinePositions.recordedAt, to)] : []),
    ];
  }

  return {
    /**
     * Per machine of the branch, the order it works: the order of its latest execution event among
     * orders in progress or on hold (one read for the whole fleet).
     */
    async workingOrders(scope: TTrailScope): Promise<Map<number, number>> {
      const rows = await db
        .selectDistinctOn([workOrderExecutionEvents.equipmentId], {
          equipmentId: workOrderExecutionEvents.equipmentId,
          workOrderId: workOrders.id,
        })
        .from(workOrderExecutionEvents)
        .innerJoin(workOrders, eq(workOrders.id, workOrderExecutionEvents.workOrderId))
        .where(
          and(
            eq(workOrderExecutionEvents.ownerId, scope.ownerId),
            eq(workOrderExecutionEvents.unitId, scope.unitId),
            inArray(workOrders.status, [2, 5]),
          ),
        )
        .orderBy(workOrderExecutionEvents.equipmentId, desc(workOrderExecutionEvents.occurredAt));
      return new Map(rows.map((row) => [row.equipmentId, row.workOrderId]));
    },

    /** Each machine's latest send of a branch-local day (the day it works to). */
    async latestSendsOfDay(scope: TTrailScope, localDate: string) {
      const rows = await db
        .select({
          equipmentId: planSends.equipmentId,
          stops: planSends.stops,
          sentAt: planSends.sentAt,
          id: planSends.id,
        })
        .from(planSends)
        .where(
          and(
            eq(planSends.ownerId, scope.ownerId),
            eq(planSends.unitId, scope.unitId),
            eq(planSends.localDate, localDate),
          ),
        )
        .orderBy(asc(planSends.sentAt), asc(planSends.id));
      return new Map(rows.map((row) => [row.equipmentId, row.stops]));
    },

    /** The points of some orders of the branch, optionally within a time range, in time order. */
    async pointsOfOrders(
      scope: TTrailScope,
      workOrderIds: readonly number[],
      range: { from?: Date; to?: Date } = {},
    ): Promise<TTrailPoint[]> {
      if (!workOrderIds.length) return [];
      return db
        .select(trailColumns)
        .from(machinePositions)
        .where(
          and(
            ...within(scope, range.from, range.to),
            inArray(machinePositions.workOrderId, [...workOrderIds]),
          ),
        )
        .orderBy(asc(machinePositions.recordedAt));
    },

    /** The branch's points in a time range, optionally of some machines, in time order. */
    async pointsOfBranch(
      scope: TTrailScope,
      from: Date,
      to: Date,
      equipmentIds?: readonly number[],
    ): Promise<TTrailPoint[]> {
      return db
        .select(trailColumns)
        .from(machinePositions)
        .where(
          and(
            ...within(scope, from, to),
            ...(equipmentIds ? [inArray(machinePositions.equipmentId, [...equipmentIds])] : []),
          ),
        )
        .orderBy(asc(machinePositions.recordedAt));
    },

    /** The box around the branch's points of a time range; only moving points unless `allPoints`. */
    async extent(scope: TTrailScope, from: Date, to: Date, allPoints: boolean) {
      const [row] = await db
        .select({
          west: sql<number | null>`min(${machinePositions.longitude})`,
          south: sql<number | null>`min(${machinePositions.latitude})`,
          east: sql<number | null>`max(${machinePositions.longitude})`,
          north: sql<number | null>`max(${machinePositions.latitude})`,
        })
        .from(machinePositions)
        .where(
          and(
            ...within(scope, from, to),
            ...(allPoints ? [] : [sql`coalesce(${machinePositions.speedKmh}, 0) >= 1`]),
          ),
        );
      if (!row || row.west === null) return null;
      return [Number(row.west), Number(row.south), Number(row.east), Number(row.north)] as [
        number,
        number,
        number,
        number,
      ];
    },

    /**
     * Per machine and order of the branch in a time range: first and last point and the distance
     * applying, computed in the database (haversine between consecutive points) so the fleet map
     * reads one row per machine and order rather than every point.
     */
    async orderWork(scope: TTrailScope, from: Date, to: Date): Promise<TOrderWorkRow[]> {
      const result = (await db.execute(sql`
        with p as (
          select equipment_id, work_order_id, recorded_at, latitude, longitude, boom_on, speed_kmh,
            lag(latitude) over w as plat, lag(longitude) over w as plon,
            lag(recorded_at) over w as pat, lag(boom_on) over w as pboom, lag(speed_kmh) over w as pspeed
          from machine_positions
          where owner_id = ${scope.ownerId} and unit_id = ${scope.unitId}
            and recorded_at >= ${from.toISOString()} and recorded_at < ${to.toISOString()}
          window w as (partition by equipment_id, work_order_id order by recorded_at)
        )
        select equipment_id as "equipmentId", work_order_id as "workOrderId",
          min(recorded_at) as "first", max(recorded_at) as "last",
          coalesce(sum(case
            when pboom and boom_on and coalesce(pspeed, 0) >= 1
              and recorded_at - pat <= interval '5 minutes'
            then 2 * 6371008.8 * asin(sqrt(
              power(sin(radians(latitude - plat) / 2), 2)
              + cos(radians(plat)) * cos(radians(latitude)) * power(sin(radians(longitude - plon) / 2), 2)))
            else 0 end), 0) as "applyingMetres"
        from p where work_order_id is not null
        group by equipment_id, work_order_id`)) as unknown as {
        rows: {
          equipmentId: number;
          workOrderId: number;
          first: Date | string;
          last: Date | string;
          applyingMetres: number | string;
        }[];
      };
      return result.rows.map((row) => ({
        equipmentId: Number(row.equipmentId),
        workOrderId: Number(row.workOrderId),
        first: new Date(row.first),
        last: new Date(row.last),
        applyingMetres: Number(row.applyingMetres),
      }));
    },
  };
}

export type TTrailsRepository = ReturnType<typeof createTrailsRepository>;

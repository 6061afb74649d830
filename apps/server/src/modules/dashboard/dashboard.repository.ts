import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';

/** Owner, active branch and the offices the caller reads (an order without an office is the branch's). */
export interface TDashboardScope {
  ownerId: number;
  unitId: number;
  locationIds: number[];
}

type TRows<T> = { rows: T[] };

const list = (values: readonly number[]) =>
  sql`(${sql.join(
    (values.length ? values : [-1]).map((value) => sql`${value}`),
    sql`, `,
  )})`;

const orderScope = (scope: TDashboardScope) =>
  sql`w.owner_id = ${scope.ownerId} and w.unit_id = ${scope.unitId}
    and (w.location_id is null or w.location_id in ${list(scope.locationIds)})`;

/** One bucket of a machine's points, as the database averages them. */
export interface TTelemetryBucketRow {
  bucketStart: number;
  speedKmh: number | null;
  rate: number | null;
  tankLevelLitres: number | null;
  boomOn: number | null;
  sectionsOn: number | null;
  points: number;
}

/** The dashboard's and the telemetry's reads; every figure is summed in the database. */
export function createDashboardRepository(db: TExecutor) {
  return {
    /** Open orders (ready, in progress, on hold) by status, and closed ones closed in [from, to). */
    async ordersByStatus(scope: TDashboardScope, from: Date, to: Date) {
      const result = (await db.execute(sql`
        select w.status::int as "status", count(*)::int as "count"
        from work_orders w
        where ${orderScope(scope)}
          and (w.status in (1, 2, 5)
            or (w.status in (3, 4, 7) and w.closed_at >= ${from.toISOString()} and w.closed_at < ${to.toISOString()}))
        group by w.status order by w.status`)) as unknown as TRows<{ status: number; count: number }>;
      return result.rows;
    },

    /** Hectares of the orders on the day's active plans. */
    async plannedHectares(scope: TDashboardScope, day: string) {
      const result = (await db.execute(sql`
        select coalesce(sum(i.area_hectares), 0)::float8 as "hectares"
        from plans p
        join plan_items i on i.plan_id = p.id and i.kind = 'order'
        join work_orders w on w.id = i.work_order_id
        where p.owner_id = ${scope.ownerId} and p.unit_id = ${scope.unitId} and p.active
          and p.local_date = ${day} and ${orderScope(scope)}`)) as unknown as TRows<{ hectares: number }>;
      return result.rows[0]?.hectares ?? 0;
    },

    /** Applied hectares of the orders a machine completed in [from, to) (each order once). */
    async appliedHectares(scope: TDashboardScope, from: Date, to: Date) {
      const result = (await db.execute(sql`
        select coalesce(sum(w.applied_area_hectares), 0)::float8 as "hectares"
        from work_orders w
        where ${orderScope(scope)} and exists (
          select 1 from work_order_execution_events x
          where x.work_order_id = w.id and x.owner_id = ${scope.ownerId} and x.unit_id = ${scope.unitId}
            and x.type = 'complete'
            and x.occurred_at >= ${from.toISOString()} and x.occurred_at < ${to.toISOString()})`)) as unknown as TRows<{
        hectares: number;
      }>;
      return result.rows[0]?.hectares ?? 0;
    },

    /** Alarms of the branch not ended yet. */
    async openAlerts(scope: TDashboardScope) {
      const result = (await db.execute(sql`
        select count(*)::int as "count" from alarms
        where owner_id = ${scope.ownerId} and unit_id = ${scope.unitId} and ended_at is null`)) as unknown as TRows<{
        count: number;
      }>;
      return result.rows[0]?.count ?? 0;
    },

    /**
     * A machine's points in [from, to) averaged per bucket of `bucket` seconds, the buckets counted
     * from the epoch. Reads the day partitions by the primary key (machine, time).
     */
    async telemetry(
      scope: { ownerId: number; unitId: number },
      equipmentId: number,
      from: Date,
      to: Date,
      bucket: number,
    ): Promise<TTelemetryBucketRow[]> {
      const result = (await db.execute(sql`
        select (floor(extract(epoch from recorded_at) / ${bucket}) * ${bucket})::float8 as "bucketStart",
          avg(speed_kmh)::float8 as "speedKmh",
          avg(rate)::float8 as "rate",
          avg(tank_level_litres)::float8 as "tankLevelLitres",
          avg(case when boom_on is null then null when boom_on then 1 else 0 end)::float8 as "boomOn",
          avg((select avg(case when s then 1 else 0 end) from unnest(sections) as s))::float8 as "sectionsOn",
          count(*)::int as "points"
        from machine_positions
        where owner_id = ${scope.ownerId} and unit_id = ${scope.unitId} and equipment_id = ${equipmentId}
          and recorded_at >= ${from.toISOString()} and recorded_at < ${to.toISOString()}
        group by 1 order by 1`)) as unknown as TRows<TTelemetryBucketRow>;
      return result.rows;
    },
  };
}

import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';

type TRows<T> = { rows: T[] };

/** Owner, active branch and offices the caller reads (an order without an office is the branch's). */
export interface TSeasonScope {
  ownerId: number;
  unitId: number;
  locationIds: number[];
}

const list = (values: readonly number[]) =>
  sql`(${sql.join(
    (values.length ? values : [-1]).map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The orders of a season: not deleted, of the caller's branch and offices, whose day (scheduled,
 * else planned start, else created, on the branch's clock) falls in [from, to].
 */
const seasonOrders = (scope: TSeasonScope, timeZone: string, from: string, to: string) => sql`
  select * from (
    select w.id, w.crop_id, w.selected_area_hectares as planned,
      coalesce(w.applied_area_hectares, 0) as applied,
      coalesce(w.scheduled_on, (w.planned_start at time zone ${timeZone})::date,
        (w.created_at at time zone ${timeZone})::date) as day
    from work_orders w
    where w.owner_id = ${scope.ownerId} and w.unit_id = ${scope.unitId} and w.status <> 6
      and (w.location_id is null or w.location_id in ${list(scope.locationIds)})
  ) s where s.day >= ${from}::date and s.day <= ${to}::date`;

/** The season's reads; every figure is summed in the database. */
export function createSeasonPlanningRepository(db: TExecutor) {
  return {
    /** The owner's season-planning feature check. */
    async featureOn(ownerId: number) {
      const result = (await db.execute(sql`
        select coalesce((settings->>'seasonPlanning')::boolean, false) as "on"
        from owners where id = ${ownerId}`)) as unknown as TRows<{ on: boolean }>;
      return result.rows[0]?.on === true;
    },

    async timeZone(unitId: number) {
      const result = (await db.execute(
        sql`select time_zone as "timeZone" from units where id = ${unitId}`,
      )) as unknown as TRows<{ timeZone: string }>;
      return result.rows[0]?.timeZone ?? 'UTC';
    },

    /** Planned and applied hectares per week (Monday) and crop. */
    async weeksByCrop(scope: TSeasonScope, timeZone: string, from: string, to: string) {
      const result = (await db.execute(sql`
        with o as (${seasonOrders(scope, timeZone, from, to)})
        select to_char(date_trunc('week', o.day), 'YYYY-MM-DD') as "week", o.crop_id as "cropId",
          c.name as "cropName",
          sum(o.planned)::float8 as "planned", sum(o.applied)::float8 as "applied"
        from o left join crops c on c.id = o.crop_id
        group by 1, 2, 3 order by 1, 2`)) as unknown as TRows<{
        week: string;
        cropId: number | null;
        cropName: string | null;
        planned: number;
        applied: number;
      }>;
      return result.rows;
    },

    /** Planned and applied hectares per product (an order counts its area for each of its products). */
    async byProduct(scope: TSeasonScope, timeZone: string, from: string, to: string) {
      const result = (await db.execute(sql`
        with o as (${seasonOrders(scope, timeZone, from, to)})
        select p.id as "id", p.name as "name",
          sum(o.planned)::float8 as "planned", sum(o.applied)::float8 as "applied"
        from o
        join (select distinct work_order_id, product_id from work_order_products) wp on wp.work_order_id = o.id
        join products p on p.id = wp.product_id
        group by 1, 2 order by 3 desc, 2`)) as unknown as TRows<{
        id: number;
        name: string;
        planned: number;
        applied: number;
      }>;
      return result.rows;
    },

    /**
     * Hectares a full week covers: for each member machine of the branch's active groups, working
     * width (m) x operating speed (km/h) / 10 x field efficiency x the group's weekly working hours.
     */
    async weeklyCapacity(scope: { ownerId: number; unitId: number }) {
      const result = (await db.execute(sql`
        select coalesce(sum(
          coalesce(m.implement_width_metres, e.boom_width_metres, e.spreader_width_metres, 0)
          * coalesce(m.operation_speed_kmh, 0) / 10
          * (case when e.field_efficiency > 0 then least(e.field_efficiency, 1) else 0.7 end)
          * h.hours), 0)::float8 as "hectares"
        from equipment_groups g
        join equipment_group_machines m on m.group_id = g.id and m.role = 'member'
        join equipment e on e.id = m.equipment_id
        join (select group_id, sum(greatest(end_minute - start_minute, 0)) / 60.0 as hours
              from equipment_group_working_periods group by group_id) h on h.group_id = g.id
        where g.owner_id = ${scope.ownerId} and g.unit_id = ${scope.unitId} and g.active`)) as unknown as TRows<{
        hectares: number;
      }>;
      return result.rows[0]?.hectares ?? 0;
    },
  };
}

import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';

type TRows<T> = { rows: T[] };

/** An active plan of the day: one machine of the group. */
export interface TDayPlanRow {
  planId: number;
  version: number;
  machineId: number;
  name: string;
}

/** One item of a plan joined with the fields of its order (one row per field), in plan order. */
export interface TDayItemRow {
  planId: number;
  sequence: number;
  kind: string;
  workOrderId: number | null;
  fieldName: string | null;
  latitude: number | null;
  longitude: number | null;
}

const list = (values: readonly number[]) =>
  sql`(${sql.join(
    (values.length ? values : [-1]).map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The reads of `/routes`: active plans of a group's day and their items with the fields' centroids. */
export function createRoadRoutesRepository(db: TExecutor) {
  return {
    async dayPlans(scope: { ownerId: number; unitId: number }, groupId: number, day: string) {
      const result = (await db.execute(sql`
        select p.id::int as "planId", p.version::int as "version", p.equipment_id::int as "machineId",
          e.name as "name"
        from plans p
        join equipment e on e.id = p.equipment_id and e.owner_id = p.owner_id
        where p.owner_id = ${scope.ownerId} and p.unit_id = ${scope.unitId}
          and p.equipment_group_id = ${groupId} and p.local_date = ${day}
          and p.active and p.superseded_at is null
        order by p.equipment_id`)) as unknown as TRows<TDayPlanRow>;
      return result.rows;
    },

    async dayItems(planIds: readonly number[]) {
      const result = (await db.execute(sql`
        select i.plan_id::int as "planId", i.sequence::int as "sequence", i.kind as "kind",
          i.work_order_id as "workOrderId", f.name as "fieldName",
          f.centroid_latitude::float8 as "latitude", f.centroid_longitude::float8 as "longitude"
        from plan_items i
        left join work_order_fields wf on wf.work_order_id = i.work_order_id and i.kind = 'order'
        left join fields f on f.id = wf.field_id
        where i.plan_id in ${list(planIds)}
        order by i.plan_id, i.sequence, wf.position`)) as unknown as TRows<TDayItemRow>;
      return result.rows;
    },
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { STOPPED_SPEED_KMH, TRAIL_GAP_SECONDS } from '@tramline/domain';
import type { TExecutor } from '../../db/database';

/** Owner, active branch and the offices the caller reads (an order without an office is the branch's). */
export interface TReportScope {
  ownerId: number;
  unitId: number;
  locationIds: number[];
}

/** A resolved report filter: branch-local dates and the instants that bound them. */
export interface TReportFilter {
  from: string;
  to: string;
  fromInstant: Date;
  toInstant: Date;
  timeZone: string;
  equipmentGroupId?: number;
  equipmentId?: number;
  growerId?: number;
  productId?: number;
  statuses?: number[];
}

const list = (values: readonly number[]) =>
  sql`(${sql.join(
    (values.length ? values : [-1]).map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The order filters every report applies to `w` (work_orders). */
function orderWhere(scope: TReportScope, filter: TReportFilter): SQL {
  const parts: SQL[] = [
    sql`w.owner_id = ${scope.ownerId}`,
    sql`w.unit_id = ${scope.unitId}`,
    sql`(w.location_id is null or w.location_id in ${list(scope.locationIds)})`,
  ];
  if (filter.equipmentGroupId !== undefined)
    parts.push(sql`w.equipment_group_id = ${filter.equipmentGroupId}`);
  if (filter.growerId !== undefined) parts.push(sql`w.grower_id = ${filter.growerId}`);
  if (filter.productId !== undefined) parts.push(sql`${filter.productId} = any(w.product_ids)`);
  if (filter.statuses?.length) parts.push(sql`w.status in ${list(filter.statuses)}`);
  return sql.join(parts, sql` and `);
}

type TRows<T> = { rows: T[] };

export interface TPlannedDayRow {
  equipmentId: number;
  localDate: string;
  equipmentName: string;
  equipmentGroupName: string | null;
  applyingSeconds: number;
  travellingSeconds: number;
  cleaningSeconds: number;
  areaHectares: number;
  orders: number;
}

export interface TPositionDayRow {
  equipmentId: number;
  localDate: string;
  equipmentName: string;
  applyingSeconds: number;
  travellingSeconds: number;
  stoppedSeconds: number;
}

export interface TCompletedDayRow {
  equipmentId: number;
  localDate: string;
  equipmentName: string;
  areaHectares: number;
  orders: number;
}

export interface TApplicationOrderRow {
  id: number;
  ticket: string | null;
  status: number;
  growerId: number;
  growerName: string;
  farmName: string;
  fieldNames: string[];
  cropName: string | null;
  plannedAreaHectares: number;
  appliedAreaHectares: number | null;
  startedAt: Date | string | null;
  closedAt: Date | string | null;
  applicatorName: string | null;
  licenceNumbers: string[];
  labelGate: 'passed' | 'overridden' | 'notSent';
  centroidLatitude: number | null;
  centroidLongitude: number | null;
  products: {
    productId: number;
    name: string;
    productType: string;
    registrationNumber: string | null;
    ratePerHectare: number;
    rateUnit: string;
    total: number;
  }[];
}

/** A tender truck's day: trips dispatched from the yard and the water they carried. */
export interface TTenderDayRow {
  localDate: string;
  tenderId: number;
  tenderName: string;
  equipmentGroupName: string;
  groupType: string;
  trips: number;
  machinesServed: number;
  waterLitres: number;
}

/** A product a tender truck carried on a day, summed over its trips. */
export interface TTenderProductRow {
  localDate: string;
  tenderId: number;
  productId: number;
  name: string;
  productType: string;
  quantity: number;
}

/** The reports' reads: every figure is summed in the database, one row per machine-day or order. */
export function createReportsRepository(db: TExecutor) {
  const machineWhere = (alias: string, filter: TReportFilter) =>
    filter.equipmentId === undefined
      ? sql``
      : sql` and ${sql.raw(alias)}.equipment_id = ${filter.equipmentId}`;

  /** The trip log's filters: the branch, the range, the group, the tender truck. */
  const tripWhere = (scope: TReportScope, filter: TReportFilter) => sql`
    t.owner_id = ${scope.ownerId} and t.unit_id = ${scope.unitId}
    and t.local_date between ${filter.from} and ${filter.to}
    ${filter.equipmentGroupId === undefined ? sql`` : sql`and t.equipment_group_id = ${filter.equipmentGroupId}`}
    ${filter.equipmentId === undefined ? sql`` : sql`and t.tender_id = ${filter.equipmentId}`}`;

  return {
    /** Per tender truck and day, from the trip log: trips, machines served and water carried. */
    async tenderDays(scope: TReportScope, filter: TReportFilter): Promise<TTenderDayRow[]> {
      const result = (await db.execute(sql`
        select t.local_date::text as "localDate", t.tender_id as "tenderId",
          max(t.tender_name) as "tenderName", max(t.equipment_group_name) as "equipmentGroupName",
          max(t.group_type) as "groupType", count(distinct t.id)::int as "trips",
          count(distinct d.equipment_id)::int as "machinesServed",
          coalesce(sum(d.quantity) filter (where d.product_id is null), 0)::float8 as "waterLitres"
        from tender_trips t
        left join tender_trip_details d on d.trip_id = t.id
        where ${tripWhere(scope, filter)}
        group by t.local_date, t.tender_id
        order by t.local_date, max(t.tender_name)`)) as unknown as TRows<TTenderDayRow>;
      return result.rows;
    },

    /** Per tender truck, day and product, from the trip log: the amount carried in its base amount. */
    async tenderProducts(scope: TReportScope, filter: TReportFilter): Promise<TTenderProductRow[]> {
      const result = (await db.execute(sql`
        select t.local_date::text as "localDate", t.tender_id as "tenderId", d.product_id as "productId",
          coalesce(max(pr.name), max(d.product_name)) as "name",
          coalesce(max(pr.type), 'LIQUID') as "productType", sum(d.quantity)::float8 as "quantity"
        from tender_trips t
        join tender_trip_details d on d.trip_id = t.id and d.product_id is not null
        left join products pr on pr.id = d.product_id and pr.owner_id = t.owner_id
        where ${tripWhere(scope, filter)}
        ${filter.productId === undefined ? sql`` : sql`and d.product_id = ${filter.productId}`}
        group by t.local_date, t.tender_id, d.product_id
        order by 4`)) as unknown as TRows<TTenderProductRow>;
      return result.rows;
    },

    /** The active plans' figures per machine and day: what was planned (orders, refills, cleanouts). */
    async plannedDays(scope: TReportScope, filter: TReportFilter): Promise<TPlannedDayRow[]> {
      const result = (await db.execute(sql`
        select p.equipment_id as "equipmentId", p.local_date::text as "localDate",
          e.name as "equipmentName", g.name as "equipmentGroupName",
          coalesce(sum(i.applied_seconds), 0)::float8 as "applyingSeconds",
          coalesce(sum(i.travel_seconds), 0)::float8 as "travellingSeconds",
          coalesce(sum(i.cleaning_seconds), 0)::float8 as "cleaningSeconds",
          coalesce(sum(i.area_hectares) filter (where i.kind = 'order'), 0)::float8 as "areaHectares",
          (count(*) filter (where i.kind = 'order'))::int as "orders"
        from plans p
        join plan_items i on i.plan_id = p.id
        join equipment e on e.id = p.equipment_id
        left join equipment_groups g on g.id = p.equipment_group_id
        left join work_orders w on w.id = i.work_order_id
        where p.owner_id = ${scope.ownerId} and p.unit_id = ${scope.unitId} and p.active
          and p.local_date between ${filter.from} and ${filter.to}
          ${machineWhere('p', filter)}
          ${filter.equipmentGroupId === undefined ? sql`` : sql`and p.equipment_group_id = ${filter.equipmentGroupId}`}
          and (i.work_order_id is null or (${orderWhere(scope, filter)}))
        group by p.equipment_id, p.local_date, e.name, g.name`)) as unknown as TRows<TPlannedDayRow>;
      return result.rows;
    },

    /**
     * Hours per machine and branch-local day from the position points, by the trail figures' rule:
     * each interval between consecutive points counts for the state of its first point (applying:
     * boom on and moving; travelling: moving; stopped), an interval longer than the trail gap for nothing.
     */
    async positionDays(scope: TReportScope, filter: TReportFilter): Promise<TPositionDayRow[]> {
      const result = (await db.execute(sql`
        with p as (
          select equipment_id, recorded_at, boom_on, coalesce(speed_kmh, 0) >= ${STOPPED_SPEED_KMH} as moving,
            extract(epoch from lead(recorded_at) over (partition by equipment_id order by recorded_at) - recorded_at) as gap
          from machine_positions
          where owner_id = ${scope.ownerId} and unit_id = ${scope.unitId}
            and recorded_at >= ${filter.fromInstant.toISOString()} and recorded_at < ${filter.toInstant.toISOString()}
            ${filter.equipmentId === undefined ? sql`` : sql`and equipment_id = ${filter.equipmentId}`}
        )
        select p.equipment_id as "equipmentId",
          (p.recorded_at at time zone ${filter.timeZone})::date::text as "localDate", e.name as "equipmentName",
          coalesce(sum(gap) filter (where gap <= ${TRAIL_GAP_SECONDS} and moving and boom_on), 0)::float8 as "applyingSeconds",
          coalesce(sum(gap) filter (where gap <= ${TRAIL_GAP_SECONDS} and moving and not coalesce(boom_on, false)), 0)::float8 as "travellingSeconds",
          coalesce(sum(gap) filter (where gap <= ${TRAIL_GAP_SECONDS} and not moving), 0)::float8 as "stoppedSeconds"
        from p join equipment e on e.id = p.equipment_id
        group by p.equipment_id, 2, e.name`)) as unknown as TRows<TPositionDayRow>;
      return result.rows;
    },

    /** Orders each machine completed per branch-local day (its `complete` events) and their applied area. */
    async completedDays(scope: TReportScope, filter: TReportFilter): Promise<TCompletedDayRow[]> {
      const result = (await db.execute(sql`
        select x.equipment_id as "equipmentId",
          (x.occurred_at at time zone ${filter.timeZone})::date::text as "localDate", e.name as "equipmentName",
          coalesce(sum(w.applied_area_hectares), 0)::float8 as "areaHectares",
          count(distinct w.id)::int as "orders"
        from work_order_execution_events x
        join work_orders w on w.id = x.work_order_id
        join equipment e on e.id = x.equipment_id
        where x.owner_id = ${scope.ownerId} and x.unit_id = ${scope.unitId} and x.type = 'complete'
          and x.occurred_at >= ${filter.fromInstant.toISOString()} and x.occurred_at < ${filter.toInstant.toISOString()}
          ${machineWhere('x', filter)}
          and ${orderWhere(scope, filter)}
        group by x.equipment_id, 2, e.name`)) as unknown as TRows<TCompletedDayRow>;
      return result.rows;
    },

    /**
     * Orders closed in the range (completed unless the filter names statuses), with their product
     * lines (total = rate x applied area, or the selected area when none was reported), the
     * applicator's licences in force on the closing day and the label gate of the last day sent.
     */
    async applicationOrders(scope: TReportScope, filter: TReportFilter): Promise<TApplicationOrderRow[]> {
      const statuses = filter.statuses?.length ? filter.statuses : [4];
      const machine =
        filter.equipmentId === undefined
          ? sql``
          : sql`and exists (select 1 from work_order_execution_events x
              where x.work_order_id = w.id and x.equipment_id = ${filter.equipmentId})`;
      const result = (await db.execute(sql`
        select w.id, w.ticket, w.status, w.grower_id as "growerId",
          trim(gr.first_name || ' ' || coalesce(gr.last_name, '')) as "growerName",
          f.name as "farmName", c.name as "cropName",
          w.selected_area_hectares as "plannedAreaHectares", w.applied_area_hectares as "appliedAreaHectares",
          w.started_at as "startedAt", w.closed_at as "closedAt", emp.name as "applicatorName",
          array(select l.number from employee_licences l
            where l.employee_id = w.applicator_id and l.status = 'ACTIVE'
              and l.effective_date <= (w.closed_at at time zone ${filter.timeZone})::date
              and l.expiration_date >= (w.closed_at at time zone ${filter.timeZone})::date
            order by l.number) as "licenceNumbers",
          array(select fd.name from work_order_fields wf join fields fd on fd.id = wf.field_id
            where wf.work_order_id = w.id order by wf.position) as "fieldNames",
          (select fd.centroid_latitude from work_order_fields wf join fields fd on fd.id = wf.field_id
            where wf.work_order_id = w.id and fd.centroid_latitude is not null order by wf.position limit 1)
            as "centroidLatitude",
          (select fd.centroid_longitude from work_order_fields wf join fields fd on fd.id = wf.field_id
            where wf.work_order_id = w.id and fd.centroid_longitude is not null order by wf.position limit 1)
            as "centroidLongitude",
          coalesce((select json_agg(json_build_object(
              'productId', pr.id, 'name', pr.name, 'productType', pr.type, 'registrationNumber', pr.epa,
              'ratePerHectare', wp.rate_per_hectare, 'rateUnit', wp.rate_unit,
              'total', wp.rate_per_hectare * coalesce(w.applied_area_hectares, w.selected_area_hectares))
              order by wp.position)
            from work_order_products wp join products pr on pr.id = wp.product_id
            where wp.work_order_id = w.id), '[]'::json) as "products",
          coalesce((select case when s.override_reason is null then 'passed' else 'overridden' end
            from plan_sends s
            where s.owner_id = w.owner_id and s.unit_id = w.unit_id and w.id = any(s.work_order_ids)
            order by s.sent_at desc limit 1), 'notSent') as "labelGate"
        from work_orders w
        join growers gr on gr.id = w.grower_id
        join farms f on f.id = w.farm_id
        left join crops c on c.id = w.crop_id
        left join employees emp on emp.id = w.applicator_id
        where ${orderWhere(scope, { ...filter, statuses })}
          and w.closed_at >= ${filter.fromInstant.toISOString()} and w.closed_at < ${filter.toInstant.toISOString()}
          ${machine}
        order by w.closed_at, w.id`)) as unknown as TRows<TApplicationOrderRow>;
      return result.rows;
    },
  };
}

export type TReportsRepository = ReturnType<typeof createReportsRepository>;

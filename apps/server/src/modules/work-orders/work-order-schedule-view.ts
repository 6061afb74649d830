import { sql, type SQL } from 'drizzle-orm';
import { DAY_STATE_STATUSES, type TOrderDayState } from '@tramline/domain';
import { workOrders } from './work-orders.tables';

/**
 * How the order list sees the schedule without reading planning's tables: planning registers a
 * view (`registerPlanUsage`) whose `currentDay` answers, for an order id expression, at most one
 * row of the latest active plan holding the order, with the columns `local_date` (date),
 * `equipment_id` and `sent` (whether a send of that machine's day carried the
 * order). Until one is registered no order is planned.
 */
export interface TOrderScheduleView {
  currentDay(orderId: SQL): SQL;
}

const NO_DAY: TOrderScheduleView = {
  currentDay: () =>
    sql`select null::date as local_date, null::integer as equipment_id, false as sent where false`,
};

/** The registered view; `use` is called once where the services are built. */
export function createScheduleViewSlot() {
  let view = NO_DAY;
  return {
    use(registered: TOrderScheduleView) {
      view = registered;
    },
    get: () => view,
  };
}
export type TScheduleViewSlot = ReturnType<typeof createScheduleViewSlot>;

/** The list's schedule filters, as the service hands them to the repository. */
export interface TScheduleFilter {
  timeZone: string;
  plannedFrom?: string;
  plannedTo?: string;
  machineId?: number;
  dayState?: TOrderDayState;
}

/** The order's current day in the outer query (a derived table of at most one row). */
function dayOf(view: TOrderScheduleView) {
  return sql`(${view.currentDay(sql`${workOrders.id}`)}) as current_day`;
}

/**
 * The condition of the schedule filters on `work_orders`, or undefined when none is asked: the
 * planned day is the active plan's day, else the planned start's branch-local day.
 */
export function scheduleCondition(view: TOrderScheduleView, filter: TScheduleFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const day = dayOf(view);
  if (filter.plannedFrom || filter.plannedTo) {
    const plannedDay = sql`coalesce((select current_day.local_date from ${day}), (${workOrders.plannedStart} at time zone ${filter.timeZone})::date)`;
    if (filter.plannedFrom) conditions.push(sql`${plannedDay} >= ${filter.plannedFrom}::date`);
    if (filter.plannedTo) conditions.push(sql`${plannedDay} <= ${filter.plannedTo}::date`);
  }
  if (filter.machineId !== undefined)
    conditions.push(sql`exists (select 1 from ${day} where current_day.equipment_id = ${filter.machineId})`);
  if (filter.dayState) {
    const statuses = DAY_STATE_STATUSES[filter.dayState];
    conditions.push(
      sql`${workOrders.status} in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
    if (filter.dayState === 'READY') conditions.push(sql`not exists (select 1 from ${day})`);
    if (filter.dayState === 'SCHEDULED')
      conditions.push(sql`exists (select 1 from ${day} where not current_day.sent)`);
    if (filter.dayState === 'SENT')
      conditions.push(sql`exists (select 1 from ${day} where current_day.sent)`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

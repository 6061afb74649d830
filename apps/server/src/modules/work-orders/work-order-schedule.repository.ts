import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import type { TOrderScheduleView } from './work-order-schedule-view';
import { workOrderProducts, workOrders } from './work-orders.tables';

/** The order list's reads of where the schedule holds orders (through planning's registered view). */
export function createWorkOrderScheduleRepository(db: TExecutor) {
  return {
    /**
     * Where the schedule holds some orders, in one statement: the latest active plan's day and
     * machine (`view`), whether that day was sent with the order, the planned start's branch-local
     * day, and the first product line's rate.
     */
    async scheduleFactsOf(ids: number[], view: TOrderScheduleView, timeZone: string) {
      if (!ids.length) return [];
      const result = (await db.execute(
        sql`select ${workOrders.id} as id, current_day.local_date::text as plan_date, current_day.equipment_id, coalesce(current_day.sent, false) as sent, (${workOrders.plannedStart} at time zone ${timeZone})::date::text as start_date, first_line.rate_per_hectare, first_line.rate_unit, cardinality(${workOrders.productIds}) as product_count
        from ${workOrders}
        left join lateral (${view.currentDay(sql`${workOrders.id}`)}) as current_day on true
        left join lateral (select ${workOrderProducts.ratePerHectare} as rate_per_hectare, ${workOrderProducts.rateUnit} as rate_unit from ${workOrderProducts} where ${workOrderProducts.workOrderId} = ${workOrders.id} order by ${workOrderProducts.position} limit 1) as first_line on true
        where ${workOrders.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )) as unknown as {
        rows: {
          id: number;
          plan_date: string | null;
          equipment_id: number | null;
          sent: boolean;
          start_date: string | null;
          rate_per_hectare: number | null;
          rate_unit: string | null;
          product_count: number;
        }[];
      };
      return result.rows.map((row) => ({
        id: Number(row.id),
        planDate: row.plan_date,
        equipmentId: row.equipment_id === null ? null : Number(row.equipment_id),
        sent: Boolean(row.sent),
        startDate: row.start_date,
        firstRate:
          row.rate_per_hectare === null || row.rate_unit === null
            ? null
            : { rate: Number(row.rate_per_hectare), rateUnit: row.rate_unit },
        productCount: Number(row.product_count),
      }));
    },
  };
}

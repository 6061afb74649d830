import { doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../tenancy/tenancy.tables';
import { workOrders } from './work-orders.tables';

/**
 * The weather at the field for each hour an order was applied, stored when the order completes
 * (the weather provider's hours at the first field's centroid), so the closed-order report shows
 * what was observed then and not what the provider says later.
 */
export const workOrderObservedWeather = pgTable(
  'work_order_observed_weather',
  {
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    /** Start of the hour. */
    hour: timestamp({ withTimezone: true }).notNull(),
    windKmh: doublePrecision().notNull(),
    windGustKmh: doublePrecision(),
    temperatureC: doublePrecision().notNull(),
    humidityPct: doublePrecision().notNull(),
    rainMm: doublePrecision().notNull(),
  },
  (table) => [primaryKey({ columns: [table.workOrderId, table.hour] })],
);

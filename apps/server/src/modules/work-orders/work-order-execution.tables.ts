import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, units } from '../tenancy/tenancy.tables';
import { equipment } from '../records/equipment/equipment.tables';
import { workOrders } from './work-orders.tables';

/**
 * Execution events reported from the cab, one row per machine and idempotency key: a retry finds
 * its row and answers the first outcome without changing the order again.
 */
export const workOrderExecutionEvents = pgTable(
  'work_order_execution_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    equipmentId: integer()
      .notNull()
      .references(() => equipment.id),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** start, pause, resume, skip, cancel, complete. */
    type: text().notNull(),
    /** When it happened in the cab. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** The event as sent (stop operation, reason, applied amounts). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The order's status after the event. */
    statusAfter: smallint().notNull(),
    skippedOn: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_order_execution_events_key').on(table.equipmentId, table.idempotencyKey),
    index().on(table.workOrderId, table.occurredAt),
  ],
);

import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../tenancy/tenancy.tables';
import { branchColumns } from '../../db/columns';
import { workOrders } from '../work-orders/work-orders.tables';
import { employees, employeeLicences } from '../records/employees/employees.tables';

/**
 * A work order linked to the robot executions that did it, signed by a robot manager under their
 * licence. One link per order: linking again replaces it (with the version checked).
 */
export const robotWorkOrderLinks = pgTable(
  'robot_work_order_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** Execution keys `{machine}-{YYYYMMDD}-{order or 0}` (derived from the positions, not stored rows). */
    executionKeys: text().array().notNull(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id),
    licenceId: integer()
      .notNull()
      .references(() => employeeLicences.id),
    /** A typed name, or a drawn signature as a PNG data URL. */
    signature: text().notNull(),
    linkedBy: integer().references(() => users.id),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** First and last reported instant of the linked executions. */
    executionsFrom: timestamp({ withTimezone: true }).notNull(),
    executionsTo: timestamp({ withTimezone: true }).notNull(),
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex('robot_work_order_links_order').on(table.workOrderId),
    index().on(table.ownerId, table.unitId),
  ],
);

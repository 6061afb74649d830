import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners, units, users } from '../../tenancy/tenancy.tables';
import { employees } from '../employees/employees.tables';

/**
 * A voucher unlocks an on-board computer (hardware or virtual) for a user and an employee. The
 * username and employee code are kept as entered; the references keep both from being deleted.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    /** The code typed on the terminal. */
    code: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    username: text().notNull(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id),
    employeeCode: text().notNull(),
    /** HARDWARE or VIRTUAL. */
    obcType: text().notNull(),
    /** APPS, COCKPIT, FARMER, SALES_AGRONOMIST, TENDER_TRUCK or ALL. */
    permission: text().notNull(),
    /** Last calendar day the voucher works. */
    expirationDate: date({ mode: 'string' }).notNull(),
    /** ACTIVE or CANCELLED. */
    status: text().notNull().default('ACTIVE'),
    cancelledAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);

import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, units } from '../../tenancy/tenancy.tables';

/** A person who drives or operates machines for a branch. Code and credential are unique in the owner. */
export const employees = pgTable(
  'employees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    code: text().notNull(),
    /** Badge or terminal credential the employee logs in to a machine with. */
    credential: text().notNull(),
    name: text().notNull(),
    description: text(),
    /** Terminal language: en, pt, ru, es, uk. */
    language: text().notNull().default('en'),
    /** DRIVER, DRIVER_OPERATOR, OPERATOR, ROBOT_MANAGER. */
    role: text().notNull(),
    /** ACTIVE, INACTIVE, AWAY, VACATION. */
    status: text().notNull().default('ACTIVE'),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    uniqueIndex('employees_owner_code').on(table.ownerId, table.code),
    uniqueIndex('employees_owner_credential').on(table.ownerId, table.credential),
  ],
);

/** An applicator or dicamba licence of an employee. Dates are calendar days of the branch. */
export const employeeLicences = pgTable(
  'employee_licences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** APPLICATOR or DICAMBA. */
    type: text().notNull(),
    number: text().notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    expirationDate: date({ mode: 'string' }).notNull(),
    /** ACTIVE, DEACTIVATED, DELETED. */
    status: text().notNull().default('ACTIVE'),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.employeeId)],
);

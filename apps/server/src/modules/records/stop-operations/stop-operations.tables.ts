import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, units } from '../../tenancy/tenancy.tables';

/** A reason a machine stops (refill, lunch, breakdown...), keyed in by its code on the terminal. */
export const stopOperations = pgTable(
  'stop_operations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    /** Digits only, unique in the branch. */
    code: text().notNull(),
    description: text().notNull(),
    /** PRODUCTIVE, AUXILIARY, UNPRODUCTIVE, MAINTENANCE. */
    operationType: text().notNull(),
    /** Expected length of the stop, seconds (entered in whole minutes). */
    durationSeconds: integer().notNull(),
    /** Shown on the operation charts. */
    graphic: boolean().notNull().default(false),
    /** ACTIVE or INACTIVE. */
    status: text().notNull().default('ACTIVE'),
    /** ALL, PREPLANT, PRE, POST, BURNDOWN. */
    workOrderType: text().notNull().default('ALL'),
    stopGroup: text(),
    iconUrl: text(),
    /** `#RRGGBB`. */
    backgroundColor: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    uniqueIndex('stop_operations_unit_code').on(table.ownerId, table.unitId, table.code),
  ],
);

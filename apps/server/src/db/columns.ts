import { integer, timestamp } from 'drizzle-orm/pg-core';
import { owners, units } from '../modules/tenancy/tenancy.tables';

/**
 * Columns many tables repeat, declared once. Each call answers new column builders, spread into a
 * table's columns where the columns go (`...branchColumns()`); the generated schema is the same as
 * writing them out.
 */

/** `owner_id` and `unit_id`: the tenant and the branch a business row belongs to. */
export function branchColumns() {
  return {
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
  };
}

/** `version` (an update is `WHERE id AND version`), `created_at` and `updated_at` of an editable record. */
export function recordColumns() {
  return {
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  };
}

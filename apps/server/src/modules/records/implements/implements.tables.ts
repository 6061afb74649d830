import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations, owners, units } from '../../tenancy/tenancy.tables';

/**
 * Implements and trailers (kind `agricultural` or `trailer`). Capacities are litres for liquid and
 * ammonia, kilograms for dry (`mixture_type`).
 */
export const fleetImplements = pgTable(
  'implements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    /** The office the implement belongs to; null for the whole branch. */
    locationId: integer().references(() => locations.id),
    /** Unique per owner across branches and kinds. */
    code: text().notNull(),
    name: text().notNull(),
    description: text(),
    model: text(),
    /** `agricultural` or `trailer`. */
    kind: text().notNull(),
    /** Mounted for good on one machine rather than hitched by a group. */
    fixed: boolean().notNull().default(false),
    widthMetres: doublePrecision(),
    fixedWidth: boolean().notNull().default(true),
    /** `LIQUID`, `DRY` or `AMMONIA`. */
    mixtureType: text().notNull(),
    /** Total capacity: litres (liquid, ammonia) or kilograms (dry). */
    capacity: doublePrecision(),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    uniqueIndex('implements_owner_code').on(table.ownerId, sql`lower(${table.code})`),
  ],
);

/** Tanks or bins of an implement or trailer, in their order. */
export const implementCompartments = pgTable(
  'implement_compartments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    implementId: integer()
      .notNull()
      .references(() => fleetImplements.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Litres (liquid, ammonia) or kilograms (dry). */
    capacity: doublePrecision().notNull(),
    mixtureType: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [index().on(table.implementId)],
);

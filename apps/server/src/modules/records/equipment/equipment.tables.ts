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
import { owners, units } from '../../tenancy/tenancy.tables';
import { fleetImplements } from '../implements/implements.tables';

/** A machine of a branch: sprayer, spreader, tender truck, robot... */
export const equipment = pgTable(
  'equipment',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    /** The spec's description, at most 60 characters. */
    name: text().notNull(),
    /** The client's own code; unique per owner. */
    clientCode: text(),
    /** The machine's code (fleet number); unique per owner across branches. */
    code: text().notNull(),
    /** One of the nine kinds: sprayer, spreader, combine, combo, tractor, robot, tender-truck, refill-station, semi-truck. */
    type: text().notNull(),
    /** Road routing profile: sprayer, tractor, truck, car. */
    profile: text(),
    model: text(),
    make: text(),
    year: integer(),
    /** Rate controller or terminal. */
    controller: text(),
    boomWidthMetres: doublePrecision(),
    spreaderWidthMetres: doublePrecision(),
    spinnerRangeMinMetres: doublePrecision(),
    spinnerRangeMaxMetres: doublePrecision(),
    tankCapacityLitres: doublePrecision(),
    hasFixedImplement: boolean().notNull().default(false),
    /** The implement mounted on the machine for good; one machine per implement. */
    fixedImplementId: integer().references(() => fleetImplements.id),
    /** `agricultural` or `trailer`: the kind of implement the machine works with. */
    implementType: text(),
    fixedTanks: boolean().notNull().default(false),
    /** `semi` or `trailer`. */
    trailerType: text(),
    stopReasonDelaySeconds: integer(),
    /** Share of theoretical field capacity achieved, 0 to 1. */
    fieldEfficiency: doublePrecision().notNull().default(0.7),
    /** Product types the machine can apply: LIQUID, DRY, AMMONIA, SEED. */
    productClasses: text().array().notNull().default([]),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    uniqueIndex('equipment_owner_code').on(table.ownerId, sql`lower(${table.code})`),
    uniqueIndex('equipment_owner_client_code').on(table.ownerId, sql`lower(${table.clientCode})`),
    uniqueIndex('equipment_fixed_implement').on(table.fixedImplementId),
  ],
);

/** Tanks or bins that are part of a machine, in their order. */
export const equipmentCompartments = pgTable(
  'equipment_compartments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    equipmentId: integer()
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Litres (liquid, ammonia) or kilograms (dry). */
    capacity: doublePrecision().notNull(),
    mixtureType: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [index().on(table.equipmentId)],
);

import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations, owners, units } from '../../tenancy/tenancy.tables';

/** A place: a warehouse or shed where machines load, refill and park. */
export const places = pgTable(
  'places',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    /** The office the place belongs to. */
    locationId: integer().references(() => locations.id),
    name: text().notNull(),
    address: text(),
    /** WGS84 position of the loading point. */
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Product classes kept here: liquid, dry, ammonia, seed. */
    productClasses: text().array().notNull().default([]),
    /** Radius of the property around the position, metres (shown in yards). */
    propertyRadiusMetres: doublePrecision().notNull(),
    /** Blender capacity, kilograms per load. */
    blenderCapacityKg: doublePrecision(),
    /** Other offices the place serves. */
    associatedLocationIds: integer().array().notNull().default([]),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);

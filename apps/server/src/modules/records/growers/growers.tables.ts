import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAreaGeometry } from '@tramline/domain';
import { owners, units } from '../../tenancy/tenancy.tables';

/** A grower (farmer) the branch applies for. Phones are kept normalised (+ and digits). */
export const growers = pgTable(
  'growers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    code: text().notNull(),
    firstName: text().notNull(),
    lastName: text(),
    phones: text().array().notNull().default([]),
    notes: text(),
    /** Text the grower when a machine is on its way. */
    smsEnRoute: boolean().notNull().default(false),
    /** Text the grower when the job is complete. */
    smsJobComplete: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    uniqueIndex('growers_owner_unit_code').on(table.ownerId, table.unitId, table.code),
  ],
);

export const farms = pgTable(
  'farms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    growerId: integer()
      .notNull()
      .references(() => growers.id),
    name: text().notNull(),
    code: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.unitId), index().on(table.growerId)],
);

/** A zone (block) of a farm: fields grouped as the farm names them. */
export const zones = pgTable(
  'zones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    farmId: integer()
      .notNull()
      .references(() => farms.id),
    name: text().notNull(),
    version: integer().notNull().default(1),
  },
  (table) => [index().on(table.farmId)],
);

/**
 * A field: its boundary as GeoJSON (WGS84) and what is derived from it on save: area in hectares,
 * centroid and bounding box. A field without geometry keeps a typed area or none.
 */
export const fields = pgTable(
  'fields',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    farmId: integer()
      .notNull()
      .references(() => farms.id),
    zoneId: integer().references(() => zones.id),
    name: text().notNull(),
    code: text(),
    geometry: jsonb().$type<TAreaGeometry>(),
    areaHectares: doublePrecision(),
    centroidLatitude: doublePrecision(),
    centroidLongitude: doublePrecision(),
    bboxWest: doublePrecision(),
    bboxSouth: doublePrecision(),
    bboxEast: doublePrecision(),
    bboxNorth: doublePrecision(),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    index().on(table.farmId),
    index().on(table.bboxWest, table.bboxEast, table.bboxSouth, table.bboxNorth),
  ],
);

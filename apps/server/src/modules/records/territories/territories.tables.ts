import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TAreaGeometry } from '@tramline/domain';
import { owners, units } from '../../tenancy/tenancy.tables';

/** A territory: a named, coloured area drawn on the map, with its label marker. */
export const territories = pgTable(
  'territories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    name: text().notNull(),
    /** Map colour, `#rrggbb`. */
    color: text().notNull(),
    geometry: jsonb().$type<TAreaGeometry>().notNull(),
    markerLatitude: doublePrecision().notNull(),
    markerLongitude: doublePrecision().notNull(),
    areaHectares: doublePrecision().notNull(),
    bboxWest: doublePrecision().notNull(),
    bboxSouth: doublePrecision().notNull(),
    bboxEast: doublePrecision().notNull(),
    bboxNorth: doublePrecision().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);

import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TSensitiveSiteGeometry, TSensitiveSiteKind } from '@tramline/domain';
import { users } from '../../tenancy/tenancy.tables';
import { branchColumns, recordColumns } from '../../../db/columns';

/** A sensitive site of a branch with its no-spray buffer: a polygon, or a point with a radius. */
export const sensitiveSites = pgTable(
  'sensitive_sites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    name: text().notNull(),
    kind: text().$type<TSensitiveSiteKind>().notNull(),
    note: text().notNull().default(''),
    geometry: jsonb().$type<TSensitiveSiteGeometry>().notNull(),
    /** Metres, for a point site only. */
    radiusMeters: doublePrecision(),
    bufferMeters: doublePrecision().notNull(),
    /** Box of the site with its buffer, for the gate's first cut. */
    bboxWest: doublePrecision().notNull(),
    bboxSouth: doublePrecision().notNull(),
    bboxEast: doublePrecision().notNull(),
    bboxNorth: doublePrecision().notNull(),
    ...recordColumns(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);

/** A user's saved map layer of a branch: the site kinds and the DriftWatch layer it shows. */
export const filterLayers = pgTable(
  'filter_layers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kinds: jsonb().$type<TSensitiveSiteKind[]>().notNull(),
    driftwatch: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
    driftwatchUpdatedAt: timestamp({ withTimezone: true }),
    ...recordColumns(),
  },
  (table) => [index().on(table.ownerId, table.unitId, table.userId)],
);

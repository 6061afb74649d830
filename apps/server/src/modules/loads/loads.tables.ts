import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../tenancy/tenancy.tables';
import { branchColumns } from '../../db/columns';
import type { TLoadSnapshot } from './load-tickets';

/**
 * The yard's marks on a day's load. Loads themselves are derived from the active plans on every
 * read; only where a load stands (mixed, loaded, dispatched, by whom and when) is stored, under the
 * load's key (group, machine, order, load number) and date.
 */
export const loadMarks = pgTable(
  'load_marks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    localDate: date({ mode: 'string' }).notNull(),
    loadKey: text().notNull(),
    /** `pending`, `mixed`, `loaded` or `dispatched`. */
    status: text().notNull(),
    /** Optimistic concurrency: bumped by every mark. */
    version: integer().notNull().default(1),
    /** The amounts the load was mixed with; a later plan that changes them flags the load. */
    mixedSnapshot: jsonb().$type<TLoadSnapshot>(),
    mixedBy: text(),
    mixedAt: timestamp({ withTimezone: true }),
    loadedBy: text(),
    loadedAt: timestamp({ withTimezone: true }),
    dispatchedBy: text(),
    dispatchedAt: timestamp({ withTimezone: true }),
    updatedBy: integer().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.ownerId, table.unitId, table.localDate, table.loadKey)],
);

/**
 * The trip log (spec part 2 §3): one row per load dispatched from the yard, with the names of the
 * day kept as they were, since a log outlives renames.
 */
export const tenderTrips = pgTable(
  'tender_trips',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    localDate: date({ mode: 'string' }).notNull(),
    equipmentGroupId: integer().notNull(),
    equipmentGroupName: text().notNull(),
    /** The group's mixture: LIQUID, DRY or AMMONIA. */
    groupType: text().notNull(),
    /** The tender truck, or the machine served when it loads at the place. */
    tenderId: integer().notNull(),
    tenderName: text().notNull(),
    status: text().notNull(),
    tickets: jsonb().$type<string[]>().notNull().default([]),
    loadKey: text().notNull(),
    dispatchedAt: timestamp({ withTimezone: true }).notNull(),
    dispatchedBy: text(),
  },
  (table) => [index().on(table.ownerId, table.unitId, table.localDate)],
);

/** A line of a trip: one product (or the water, product null) of the dispatched load. */
export const tenderTripDetails = pgTable(
  'tender_trip_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tripId: integer()
      .notNull()
      .references(() => tenderTrips.id, { onDelete: 'cascade' }),
    localDate: date({ mode: 'string' }).notNull(),
    equipmentId: integer().notNull(),
    equipmentName: text().notNull(),
    productId: integer(),
    productName: text(),
    /** In the product's base amount (l, kg); water in litres. */
    quantity: doublePrecision().notNull(),
    sequence: integer().notNull(),
    ticket: text(),
  },
  (table) => [index().on(table.tripId)],
);

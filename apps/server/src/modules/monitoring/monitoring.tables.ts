import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { owners, units, users } from '../tenancy/tenancy.tables';
import { equipment } from '../records/equipment/equipment.tables';
import { vouchers } from '../records/vouchers/vouchers.tables';

/**
 * A terminal's right to report for one machine, got by redeeming a voucher or taken by a signed-in
 * user for the operator app (exactly one of `voucherId` and `userId`). Only the SHA-256 of the
 * token is kept, as for login sessions.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    equipmentId: integer()
      .notNull()
      .references(() => equipment.id),
    voucherId: integer().references(() => vouchers.id),
    /** The user who took the token with their login session (no voucher). */
    userId: integer().references(() => users.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.equipmentId),
    check('device_tokens_voucher_or_user', sql`(${table.voucherId} IS NULL) <> (${table.userId} IS NULL)`),
  ],
);

/**
 * Every position a machine reported, one row per machine and instant (a resend is stored once).
 * The migration makes it a table partitioned by day on `recordedAt` (PostgreSQL declarative
 * partitioning, which PGlite runs too): the service creates each day's partition before the first
 * point of that day and retention drops whole days. Drizzle has no word for partitions, so this
 * declaration carries the columns and the migration the `PARTITION BY`.
 */
export const machinePositions = pgTable(
  'machine_positions',
  {
    equipmentId: integer().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    ownerId: integer().notNull(),
    unitId: integer().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    speedKmh: doublePrecision(),
    headingDegrees: doublePrecision(),
    boomOn: boolean(),
    sections: boolean().array(),
    rate: doublePrecision(),
    tankLevelLitres: doublePrecision(),
    workOrderId: integer(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.equipmentId, table.recordedAt] }),
    index('machine_positions_order').on(table.workOrderId, table.recordedAt),
  ],
);

/** Each machine's latest point, kept beside the positions so the map's first paint is one read. */
export const machineLastPositions = pgTable(
  'machine_last_positions',
  {
    equipmentId: integer()
      .primaryKey()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    speedKmh: doublePrecision(),
    headingDegrees: doublePrecision(),
    boomOn: boolean(),
    rate: doublePrecision(),
    tankLevelLitres: doublePrecision(),
    workOrderId: integer(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);

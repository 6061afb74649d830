import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { equipment } from '../records/equipment/equipment.tables';
import { users } from '../tenancy/tenancy.tables';
import { branchColumns } from '../../db/columns';

/** Raw bytes; PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A firmware package for one machine controller and model of a branch. */
export const firmwarePackages = pgTable(
  'firmware_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    controller: text().notNull(),
    model: text().notNull(),
    version: text().notNull(),
    releaseNotes: text().notNull().default(''),
    fileName: text().notNull(),
    sizeBytes: integer().notNull(),
    /** SHA-256 of `content`, computed by the server, lower-case hex. */
    sha256: text().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('firmware_packages_version').on(
      table.ownerId,
      table.unitId,
      table.controller,
      table.model,
      table.version,
    ),
  ],
);

/** The file of a package, apart so lists never read it. */
export const firmwareFiles = pgTable('firmware_files', {
  packageId: integer()
    .primaryKey()
    .references(() => firmwarePackages.id, { onDelete: 'cascade' }),
  content: bytes().notNull(),
});

/** One row a machine: the version it reports, its target package and the update's status. */
export const machineFirmware = pgTable(
  'machine_firmware',
  {
    equipmentId: integer()
      .primaryKey()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    ...branchColumns(),
    /** The target; null once nothing is assigned (or its package was deleted). */
    packageId: integer().references(() => firmwarePackages.id, { onDelete: 'set null' }),
    /** pending, downloading, installed, failed; null without a target. */
    status: text(),
    currentVersion: text(),
    detail: text(),
    assignedAt: timestamp({ withTimezone: true }),
    reportedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.ownerId, table.unitId), index().on(table.packageId)],
);

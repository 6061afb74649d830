import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owners, units, users } from '../../tenancy/tenancy.tables';
import { equipment } from '../../records/equipment/equipment.tables';
import { workOrders } from '../../work-orders/work-orders.tables';

/**
 * A position read from an imported file, kept compact while the import waits for an order:
 * `[epoch ms, latitude, longitude, km/h, boom on, rate per hectare, sections]`.
 */
export type TStoredImportPoint = [
  number,
  number,
  number,
  number | null,
  boolean | null,
  number | null,
  boolean[] | null,
];

/**
 * One job of a terminal's as-applied file as imported (a TaskData file has a row per task, `part`
 * in the file's order): which order and machine its points were stored on, or, while no order
 * matched (`pending`), the points themselves until the dispatcher assigns it. The file's SHA-256
 * makes a second upload of the same file answer the first one's outcome.
 */
export const asAppliedImports = pgTable(
  'as_applied_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    fileName: text().notNull(),
    fileHash: text().notNull(),
    /** The task's place among the file's tasks that hold positions, from 0. */
    part: integer().notNull().default(0),
    /** taskdata, shapefile */
    format: text().notNull(),
    /** matched, pending */
    status: text().notNull(),
    /** ticket, position, assigned; null while pending */
    match: text(),
    taskDesignators: text().array().notNull().default([]),
    workOrderId: integer().references(() => workOrders.id),
    equipmentId: integer().references(() => equipment.id),
    pointCount: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** The points while pending; cleared once they are stored as positions. */
    points: jsonb().$type<TStoredImportPoint[]>(),
    appliedAreaHectares: doublePrecision(),
    appliedVolume: doublePrecision(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('as_applied_imports_file').on(table.ownerId, table.fileHash, table.part),
    index().on(table.ownerId, table.unitId, table.status),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { locations, owners, units, users } from '../tenancy/tenancy.tables';
import { farms, fields, growers } from '../records/growers/growers.tables';
import { crops, products } from '../records/products/products.tables';
import { equipmentGroups } from '../records/equipment-groups/equipment-groups.tables';
import { employees } from '../records/employees/employees.tables';

/**
 * A work order (ticket): products to apply on fields of one farm by an equipment group. Areas in
 * hectares, volumes in litres, masses in kilograms, rates per hectare, speeds km/h, instants UTC.
 * Schedule facts (`tripSentOn`, `skippedOn`, `scheduledOn`, `alertCount`) are set by planning
 * through the work-orders service; dates there are branch-local.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    locationId: integer().references(() => locations.id),
    description: text().notNull(),
    /** Ticket number, shown as `#ticket`. */
    ticket: text(),
    /** 1 to 7, see WORK_ORDER_STATUS. */
    status: smallint().notNull().default(1),
    /** The status held before a delete, taken back by a restore. */
    statusBeforeDelete: smallint(),
    growerId: integer()
      .notNull()
      .references(() => growers.id),
    farmId: integer()
      .notNull()
      .references(() => farms.id),
    equipmentGroupId: integer().references(() => equipmentGroups.id),
    applicatorId: integer().references(() => employees.id),
    timing: text().notNull(),
    cropId: integer().references(() => crops.id),
    traitPackage: text(),
    applicationType: text().notNull(),
    plannedStart: timestamp({ withTimezone: true }),
    plannedEnd: timestamp({ withTimezone: true }),
    /** Litres per hectare. */
    carrierRateLitresPerHectare: doublePrecision(),
    totalAreaHectares: doublePrecision().notNull().default(0),
    selectedAreaHectares: doublePrecision().notNull().default(0),
    totalVolumeLitres: doublePrecision().notNull().default(0),
    totalMassKilograms: doublePrecision().notNull().default(0),
    appliedVolumeLitres: doublePrecision(),
    appliedAreaHectares: doublePrecision(),
    batchCount: integer(),
    minSpeedKmh: doublePrecision(),
    maxSpeedKmh: doublePrecision(),
    observation: text(),
    startedAt: timestamp({ withTimezone: true }),
    /** dtEncerramento. */
    closedAt: timestamp({ withTimezone: true }),
    cleanEquipment: boolean().notNull().default(false),
    tripSentOn: date({ mode: 'string' }),
    skippedOn: date({ mode: 'string' }),
    scheduledOn: date({ mode: 'string' }),
    alertCount: integer().notNull().default(0),
    /**
     * The order's product and field ids in line order: a copy of its own lines kept by database
     * triggers on the line tables (same statement, same transaction), so the list can judge an
     * order without joining its lines.
     */
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fieldIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * Unused: never written by the service nor read. Flags are computed at each read from the
     * products, fields and groups (service `flagsFor`, repository `inconsistentOf`), never stored.
     */
    flowRateInconsistent: boolean().notNull().default(false),
    compartmentInconsistent: boolean().notNull().default(false),
    createdBy: integer().references(() => users.id),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Covers the list's filters (office too), so a total is counted from the index alone.
    index().on(table.ownerId, table.unitId, table.status, table.createdAt, table.locationId),
    index().on(table.ownerId, table.unitId, table.createdAt),
    index().on(table.equipmentGroupId),
    index().on(table.growerId),
    index('work_orders_ticket_search').on(table.ownerId, table.ticket),
    // The list: the ranked order's plain tier walks (closing time, id); a category by ticket; the
    // rank's small tiers (skipped, alerts, scheduled); search by ticket prefix and description words.
    index('work_orders_closed_walk').on(table.ownerId, table.unitId, table.status, table.closedAt, table.id),
    index('work_orders_status_ticket').on(table.ownerId, table.unitId, table.status, table.ticket),
    index('work_orders_skipped')
      .on(table.ownerId, table.unitId, table.status, table.skippedOn)
      .where(sql`${table.skippedOn} is not null`),
    index('work_orders_scheduled')
      .on(table.ownerId, table.unitId, table.status, table.scheduledOn)
      .where(sql`${table.scheduledOn} is not null`),
    index('work_orders_alerts')
      .on(table.ownerId, table.unitId, table.status)
      .where(sql`${table.alertCount} > 0`),
    index('work_orders_ticket_prefix').on(table.ownerId, sql`lower(${table.ticket}) text_pattern_ops`),
    index('work_orders_description_words').using('gin', sql`to_tsvector('simple', ${table.description})`),
    // Groups holding orders of several products: only their bins can be too few.
    index('work_orders_several_products')
      .on(table.ownerId, table.equipmentGroupId)
      .where(sql`cardinality(${table.productIds}) > 1`),
    index('work_orders_open_schedule')
      .on(table.ownerId, table.unitId)
      .where(sql`${table.status} in (1, 2, 5)`),
  ],
);

/**
 * How many orders each branch holds per office (0 = none) and status: kept by a trigger on
 * `work_orders` in the same statement as every insert, update and delete, so the list's total
 * needs no scan when it is not filtered by date or search.
 */
export const workOrderCounts = pgTable(
  'work_order_counts',
  {
    ownerId: integer().notNull(),
    unitId: integer().notNull(),
    locationKey: integer().notNull(),
    status: smallint().notNull(),
    orderCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.unitId, table.locationKey, table.status] })],
);

/**
 * The last ticket number a branch gave out. An order saved with its ticket blank takes the next one,
 * counted up in the same transaction as the insert; the row lock makes concurrent saves wait, so no
 * two orders of a branch get one number.
 */
export const workOrderTicketCounters = pgTable(
  'work_order_ticket_counters',
  {
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.unitId] })],
);

/**
 * The same counts per UTC day of creation, kept by a trigger like `work_order_counts`: a total
 * over a date range sums whole days here and counts only the two partial days' orders.
 */
export const workOrderDayCounts = pgTable(
  'work_order_day_counts',
  {
    ownerId: integer().notNull(),
    unitId: integer().notNull(),
    locationKey: integer().notNull(),
    status: smallint().notNull(),
    /** UTC date of `work_orders.created_at`. */
    createdOn: date({ mode: 'string' }).notNull(),
    orderCount: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.unitId, table.status, table.createdOn, table.locationKey] }),
  ],
);

/** Fields of an order with the area they had when the order was saved. */
export const workOrderFields = pgTable(
  'work_order_fields',
  {
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    fieldId: integer()
      .notNull()
      .references(() => fields.id),
    position: smallint().notNull(),
    /** Hectares; null when the field had no productive area. */
    areaHectares: doublePrecision(),
  },
  (table) => [index().on(table.workOrderId), index().on(table.fieldId)],
);

/** Products of an order: rate per hectare in the base amount (litres, kilograms or seeds). */
export const workOrderProducts = pgTable(
  'work_order_products',
  {
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    position: smallint().notNull(),
    ratePerHectare: doublePrecision().notNull(),
    /** The unit the rate is shown in. */
    rateUnit: text().notNull(),
  },
  (table) => [index().on(table.workOrderId), index().on(table.productId)],
);

/** Every change of an order, field by field: the history screen. */
export const workOrderAudit = pgTable(
  'work_order_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id),
    userName: text(),
    /** created, updated, status, deleted, restored */
    action: text().notNull(),
    changes: jsonb().$type<{ field: string; from: unknown; to: unknown }[]>().notNull().default([]),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.workOrderId, table.at)],
);

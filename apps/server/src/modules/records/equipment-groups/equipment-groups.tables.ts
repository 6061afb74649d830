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
import { equipment } from '../equipment/equipment.tables';
import { fleetImplements } from '../implements/implements.tables';
import { places } from '../places/places.tables';

/**
 * An equipment group (the spec's 'config'): machines planned together, their working periods and
 * how their loads are made. Capacities are litres for liquid and ammonia groups, kilograms for dry.
 */
export const equipmentGroups = pgTable(
  'equipment_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    productiveOperation: text(),
    /** Offices the group serves; empty for the whole branch. */
    locationIds: integer().array().notNull().default([]),
    distributionType: text(),
    productTypeFilter: text().array().notNull().default([]),
    timingFilter: text().array().notNull().default([]),
    /** Litres per hectare. */
    liquidRateThreshold: doublePrecision(),
    mixtureType: text().notNull(),
    consolidation: text().notNull(),
    chemicalAddition: text().notNull(),
    tankCapacity: doublePrecision(),
    blenderCapacity: doublePrecision(),
    /** 0.01 to 1. */
    balanceLoads: doublePrecision(),
    autoSendLoads: boolean().notNull().default(false),
    /** Minutes from midnight in the branch's time zone. */
    autoSendMinute: integer(),
    robot: boolean().notNull().default(false),
    autoAssignWorkOrders: boolean().notNull().default(false),
    individualOrdersPerField: boolean().notNull().default(false),
    tenderLoadingOrder: text().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.unitId)],
);

/** One journey per weekday; times are minutes from midnight in the branch's time zone. */
export const equipmentGroupWorkingPeriods = pgTable(
  'equipment_group_working_periods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => equipmentGroups.id, { onDelete: 'cascade' }),
    /** SUN to SAT. */
    dayOfWeek: text().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
    overtimeMinutes: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('equipment_group_working_periods_day').on(table.groupId, table.dayOfWeek)],
);

/**
 * The machines of a group: members that apply (`member`) and tender trucks (`tender`). A machine
 * belongs to one group at most.
 */
export const equipmentGroupMachines = pgTable(
  'equipment_group_machines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => equipmentGroups.id, { onDelete: 'cascade' }),
    equipmentId: integer()
      .notNull()
      .references(() => equipment.id),
    /** `member` or `tender`. */
    role: text().notNull(),
    description: text(),
    implementId: integer().references(() => fleetImplements.id),
    implementWidthMetres: doublePrecision(),
    compartmentCount: integer(),
    operationSpeedKmh: doublePrecision(),
    travelSpeedKmh: doublePrecision(),
    /** The warehouse the machine refills at (members) or loads at (tenders). */
    warehouseId: integer().references(() => places.id),
    cleaningTimeSeconds: integer(),
    refillDurationSeconds: integer(),
    allowLoadsFromOtherTenders: boolean().notNull().default(false),
    loadLastToFirst: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (table) => [
    index().on(table.groupId),
    uniqueIndex('equipment_group_machines_equipment').on(table.equipmentId),
  ],
);

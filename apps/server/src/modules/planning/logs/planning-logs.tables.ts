import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners, units, users } from '../../tenancy/tenancy.tables';
import { equipmentGroups } from '../../records/equipment-groups/equipment-groups.tables';

/** What an optimisation was asked: counts and ids, SI units. */
export interface TPlanningLogInput {
  weighting: string;
  /** Seconds the engine was given. */
  timeBudgetSeconds: number;
  orderCount: number;
  /** Engine orders: one per field of a work order. */
  fieldCount: number;
  machineCount: number;
  /** Hectares selected. */
  selectedArea: number;
}

/** One work order's outcome in an optimisation. */
export interface TPlanningLogOrder {
  workOrderId: number;
  fieldId: number;
  /** The machine it went to, or null when left out. */
  equipmentId: number | null;
  /** Why it was left out (engine cause), or null. */
  cause: string | null;
  /** Planning code of the cause (706 or 718), or null. */
  code: number | null;
}

/** What came out: the engine's figures (seconds, hectares, metres). */
export interface TPlanningLogResult {
  assignedArea: number;
  unassignedArea: number;
  assignedOrders: number;
  unassignedOrders: number;
  travelSeconds: number;
  workedSeconds: number;
  cleaningSeconds: number;
  waitingSeconds: number;
  overtimeSeconds: number;
  distanceMetres: number;
  usedMachines: number;
  iterations: number;
  /** Cut short by a cancel. */
  aborted: boolean;
  /** Unassigned orders by cause. */
  causes: Record<string, number>;
  /** Hectares of fields placed in part, left for a later day (absent when none). */
  carriedArea?: number;
  /** Chosen machines the day was planned without, and why (absent in runs before it was kept). */
  leftOutMachines?: { equipmentId: number; name: string; reason: string }[];
}

/**
 * Every optimisation run, kept for the planning logs: who asked what for which day and group,
 * what the engine answered, and how long it took.
 */
export const planningLogs = pgTable(
  'planning_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    equipmentGroupId: integer()
      .notNull()
      .references(() => equipmentGroups.id),
    /** Branch-local date planned. */
    localDate: date({ mode: 'string' }).notNull(),
    processHash: text().notNull(),
    /** `optimise` (a group's day) or `reoptimise` (one machine's custom day). */
    kind: text().notNull(),
    workOrderIds: integer().array().notNull().default([]),
    equipmentIds: integer().array().notNull().default([]),
    input: jsonb().$type<TPlanningLogInput>().notNull(),
    result: jsonb().$type<TPlanningLogResult>(),
    orders: jsonb().$type<TPlanningLogOrder[]>().notNull().default([]),
    /** Planning code of the outcome (900, 718, 999). */
    code: integer().notNull(),
    message: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    /** Wall-clock seconds from start to finish. */
    durationSeconds: doublePrecision().notNull(),
    createdBy: integer().references(() => users.id),
  },
  (table) => [
    index().on(table.ownerId, table.unitId, table.equipmentGroupId, table.localDate),
    index().on(table.processHash),
  ],
);

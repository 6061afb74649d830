import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { TPlanActivity, TPlanItemTender, TPlanSummary } from '@tramline/domain';
import { owners, units, users } from '../../tenancy/tenancy.tables';
import { equipment } from '../../records/equipment/equipment.tables';
import { equipmentGroups } from '../../records/equipment-groups/equipment-groups.tables';
import { workOrders } from '../../work-orders/work-orders.tables';

/**
 * One machine's day in one equipment group: the optimised (`AUTOMATICO`) or the custom (`MANUAL`)
 * version. A change never rewrites a plan in place: it writes a new row that points at the one it
 * replaces (`previousPlanId`) and marks that one superseded, so revert can restore it. Exactly one
 * current (not superseded) row per date, group, machine and kind.
 */
export const plans = pgTable(
  'plans',
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
    equipmentId: integer()
      .notNull()
      .references(() => equipment.id),
    /** The branch-local date of the day. */
    localDate: date({ mode: 'string' }).notNull(),
    /** `AUTOMATICO` or `MANUAL`. */
    kind: text().notNull(),
    /** The version the schedule screen shows and the machine receives. */
    active: boolean().notNull().default(false),
    /** Optimistic concurrency of the day (bumped by every change). */
    version: integer().notNull().default(1),
    /** The plan this one replaced, for revert. */
    previousPlanId: integer(),
    /** Set when a newer plan replaced this one; superseded plans are history. */
    supersededAt: timestamp({ withTimezone: true }),
    /** Working period of that weekday as instants (UTC). */
    workingStart: timestamp({ withTimezone: true }),
    workingEnd: timestamp({ withTimezone: true }),
    overtimeEnd: timestamp({ withTimezone: true }),
    /** Timeline of the day as computed when the plan was written. */
    activities: jsonb().$type<TPlanActivity[]>().notNull().default([]),
    summary: jsonb().$type<TPlanSummary>().notNull(),
    /** Planning job that wrote it (optimisations). */
    processHash: text(),
    /** Last time the day was sent to the machine. */
    sentAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plans_current_unique')
      .on(table.equipmentGroupId, table.equipmentId, table.localDate, table.kind)
      .where(sql`superseded_at is null`),
    index().on(table.ownerId, table.unitId, table.localDate),
  ],
);

/** An item of a plan: an order, a cleanout or a refill, in the day's sequence. */
export const planItems = pgTable(
  'plan_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** 1-based position in the day. */
    sequence: integer().notNull(),
    /** `order`, `cleanout`, `refill`, or a tender's `load` and `meeting`. */
    kind: text().notNull(),
    workOrderId: integer().references(() => workOrders.id),
    /** Added to a day already planned; listed apart until accepted. */
    extra: boolean().notNull().default(false),
    extraAccepted: boolean().notNull().default(false),
    plannedStart: timestamp({ withTimezone: true }),
    plannedEnd: timestamp({ withTimezone: true }),
    travelSeconds: doublePrecision().notNull().default(0),
    cleaningSeconds: doublePrecision().notNull().default(0),
    appliedSeconds: doublePrecision().notNull().default(0),
    areaHectares: doublePrecision().notNull().default(0),
    /** Litres for liquid products, kilograms for dry and ammonia. */
    volume: doublePrecision().notNull().default(0),
    batches: integer().notNull().default(0),
    /** Tender trucks: the tender or sprayer met and the load's lines (`load` and `meeting` items). */
    tender: jsonb().$type<TPlanItemTender>(),
  },
  (table) => [index().on(table.planId, table.sequence), index().on(table.workOrderId)],
);

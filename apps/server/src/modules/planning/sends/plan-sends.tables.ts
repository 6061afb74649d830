import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLabelGateEvidence, TLabelGateViolation, TTripStop } from '@tramline/domain';
import { owners, units, users } from '../../tenancy/tenancy.tables';
import { equipment } from '../../records/equipment/equipment.tables';
import { equipmentGroups } from '../../records/equipment-groups/equipment-groups.tables';
import { plans } from '../plans/plans.tables';

/**
 * A machine's day sent to it (a trip): the active plan as it was at the moment of sending, which
 * the machine fetches. Manual sends may repeat (a changed day is sent again); the automatic send
 * happens at most once per group, machine and date (the partial unique index).
 */
export const planSends = pgTable(
  'plan_sends',
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
    planId: integer()
      .notNull()
      .references(() => plans.id),
    /** The branch-local date of the day sent. */
    localDate: date({ mode: 'string' }).notNull(),
    /** Sent by the daily auto-send rather than by a person. */
    automatic: boolean().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    /** Who sent it; null for the auto-send. */
    sentBy: integer().references(() => users.id),
    /** Names as they were when sent, for the logs. */
    equipmentName: text().notNull(),
    groupName: text().notNull(),
    /** The work orders sent, in sequence. */
    workOrderIds: integer().array().notNull(),
    /** The day's stops as the machine receives them. */
    stops: jsonb().$type<TTripStop[]>().notNull(),
    /** What the label gate found when it was sent: forecast hours, each rule's result, any override. */
    gate: jsonb().$type<TLabelGateEvidence>(),
    /** Who sent it despite broken label requirements, and why. */
    overriddenBy: integer().references(() => users.id),
    overrideReason: text(),
  },
  (table) => [
    uniqueIndex('plan_sends_automatic_once')
      .on(table.equipmentGroupId, table.equipmentId, table.localDate, table.automatic)
      .where(sql`automatic`),
    index().on(table.ownerId, table.unitId, table.localDate),
    index().on(table.equipmentId, table.localDate),
  ],
);

/**
 * A machine's day the daily auto-send did not send because it breaks label requirements: the
 * violations found, so the branch sees why the machine got nothing. The auto-send never overrides.
 */
export const autoSendSkips = pgTable(
  'auto_send_skips',
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
    planId: integer()
      .notNull()
      .references(() => plans.id),
    localDate: date({ mode: 'string' }).notNull(),
    skippedAt: timestamp({ withTimezone: true }).notNull(),
    violations: jsonb().$type<TLabelGateViolation[]>().notNull(),
  },
  (table) => [
    uniqueIndex('auto_send_skips_plan').on(table.planId),
    index().on(table.ownerId, table.localDate),
  ],
);

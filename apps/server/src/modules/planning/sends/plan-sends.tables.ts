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
import type { TTripStop } from '@tramline/domain';
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
  },
  (table) => [
    uniqueIndex('plan_sends_automatic_once')
      .on(table.equipmentGroupId, table.equipmentId, table.localDate, table.automatic)
      .where(sql`automatic`),
    index().on(table.ownerId, table.unitId, table.localDate),
    index().on(table.equipmentId, table.localDate),
  ],
);

import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { owners, units, users } from '../tenancy/tenancy.tables';
import { equipment } from '../records/equipment/equipment.tables';

/**
 * An alarm raised on a machine (spec part 2 §3). Open while `endedAt` is null (`fgOnline` 1); the
 * engine closes it when its condition ends, so the duration stays. Texts are stored as a message
 * key and its parameters and written in the reader's language.
 */
export const alarms = pgTable(
  'alarms',
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
      .references(() => equipment.id, { onDelete: 'cascade' }),
    /** The order the machine was working; no foreign key, so history outlives a purge. */
    workOrderId: integer(),
    /** `fgClassificacao`: 13 for the special alarms. */
    alarmClass: smallint().notNull(),
    /** `cdEspecialAlarme`: 1 to 4 within class 13. */
    specialCode: smallint(),
    /** `vlAlarme`: display colour. */
    colour: text().notNull(),
    messageKey: text().notNull(),
    messageParams: jsonb().$type<Record<string, string | number>>().notNull(),
    operatorName: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: integer().references(() => users.id),
    acknowledgedByName: text(),
    acknowledgeNote: text(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId, table.startedAt),
    index()
      .on(table.workOrderId)
      .where(sql`${table.endedAt} is null`),
    // One open alarm of a kind per machine: a second opening is a no-op.
    uniqueIndex('alarms_one_open')
      .on(table.equipmentId, table.alarmClass, table.specialCode)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** A notification for the users of a branch (late order, canceled order, schedule sent...). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    type: text().notNull(),
    messageKey: text().notNull(),
    messageParams: jsonb().$type<Record<string, string | number>>().notNull(),
    workOrderId: integer(),
    planId: integer(),
    /** Set when a notification must exist once (a late order is told once). */
    onceKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId, table.createdAt),
    uniqueIndex('notifications_once').on(table.ownerId, table.onceKey),
  ],
);

/** Which user read which notification: read and unread are per user. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
);

/** Which alerts reach a user by email or SMS, beside the bell every user sees. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ownerId: integer()
    .notNull()
    .references(() => owners.id),
  /** Special alarm codes sent by email. */
  emailAlarmCodes: smallint()
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  /** Special alarm codes sent by SMS. */
  smsAlarmCodes: smallint()
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  /** Notification types sent by email. */
  emailNotificationTypes: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  version: integer().notNull().default(1),
});

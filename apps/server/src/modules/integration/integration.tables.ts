import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TErpTicket } from '@tramline/domain';
import { branchColumns } from '../../db/columns';

/** A branch's connection to its farm system (ERP). */
export const integrationSettings = pgTable(
  'integration_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    /** NONE or HTTP. */
    adapter: text().notNull(),
    baseUrl: text(),
    /** API key sealed with AES-256-GCM (iv.tag.ciphertext, base64); never sent to a caller. */
    credentialsSealed: text(),
    pollingMinutes: integer().notNull(),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** When the polling clock next pulls the branch's tickets; null: at its next look. */
    nextSyncAt: timestamp({ withTimezone: true }),
    /** Failed pulls in a row since the last good one: the retry waits 1, 2, 4... minutes. */
    syncFailures: integer().notNull().default(0),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('integration_settings_unit').on(table.ownerId, table.unitId)],
);

/** A blend ticket as last seen from the ERP, and the order made of it. */
export const integrationRows = pgTable(
  'integration_rows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    ticketNumber: text().notNull(),
    ticket: jsonb().$type<TErpTicket>().notNull(),
    /** SHA-256 of the ticket's JSON: the same ticket twice changes nothing. */
    ticketHash: text().notNull(),
    /** Pendency: A active, C cancelled. */
    pendency: text().notNull().default('A'),
    workOrderId: integer(),
    /** The ticket changed after its order was scheduled or sent; waits for the dispatcher. */
    needsUpdate: boolean().notNull().default(false),
    /** Catalogue key of the last failure saving the ticket's order. */
    errorKey: text(),
    /** Where the failure came from (a field code, a product line), for the screen. */
    errorDetail: text(),
    /** The order status last delivered to the ERP (COMPLETED, CANCELLED), so a resend skips it. */
    statusSent: text(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex('integration_rows_ticket').on(table.ownerId, table.unitId, table.ticketNumber),
    index().on(table.ownerId, table.workOrderId),
  ],
);

/** ERP code -> Tramline record (or measure unit) of one kind: the de-para of each V2 tab. */
export const integrationMappings = pgTable(
  'integration_mappings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    /** product, equipment, field, group, location, unit. */
    kind: text().notNull(),
    erpCode: text().notNull(),
    erpName: text(),
    targetId: integer(),
    /** A measure unit code, for the units de-para. */
    targetCode: text(),
    /** Products only: the ticket's line is left out of the order. */
    ignored: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('integration_mappings_code').on(table.ownerId, table.unitId, table.kind, table.erpCode),
  ],
);

/** Every exchange with the ERP, in or out, with its error. */
export const integrationLog = pgTable(
  'integration_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...branchColumns(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** IN from the ERP, OUT to it. */
    direction: text().notNull(),
    operation: text().notNull(),
    ticketNumber: text(),
    ok: boolean().notNull(),
    message: text(),
  },
  (table) => [index().on(table.ownerId, table.unitId, table.at)],
);

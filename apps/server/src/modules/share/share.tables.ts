import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../tenancy/tenancy.tables';

/**
 * Messages kept when no SMTP server (or SMS provider) is configured, so the embedded setup works
 * offline and an administrator can read what would have been sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer().references(() => owners.id),
    /** EMAIL or SMS. */
    channel: text().notNull(),
    recipients: text().array().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerId, table.createdAt)],
);

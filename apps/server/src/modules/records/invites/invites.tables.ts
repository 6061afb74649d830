import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, units, users } from '../../tenancy/tenancy.tables';

/**
 * An invitation to join the owner as a top manager or manager of a branch. Only the SHA-256 of
 * the link's secret is kept, with its first characters to tell links apart.
 */
export const invites = pgTable(
  'invites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    /** The login the account will have. */
    username: text().notNull(),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    /** TOP_MANAGER or MANAGER. */
    role: text().notNull(),
    tokenHash: text().notNull().unique(),
    hashPrefix: text().notNull(),
    /** ACTIVE, DISABLED or FINISHED; an active invite past `expiresAt` reads as EXPIRED. */
    status: text().notNull().default('ACTIVE'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The account the invite created or activated. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.ownerId, table.unitId),
    /** One unused invite per login of an owner, even when two are created at the same moment. */
    uniqueIndex('invites_owner_username_open')
      .on(table.ownerId, sql`lower(${table.username})`)
      .where(sql`${table.status} <> 'FINISHED'`),
  ],
);

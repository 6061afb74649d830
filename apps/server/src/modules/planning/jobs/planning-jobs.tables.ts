import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { owners, units, users } from '../../tenancy/tenancy.tables';

/**
 * Long planning work (an optimisation, a saved sequence), polled by its process hash and pushed
 * on the owner's live topic. Status values are the spec's: pendente, concluido, falhou.
 */
export const planningJobs = pgTable(
  'planning_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    processHash: text().notNull().unique(),
    /** `planning-new` (optimisation) or `save-sequence`. */
    type: text().notNull(),
    status: text().notNull().default('pendente'),
    /** Planning code of the outcome (900 success, 718 nothing allocated, 999 unknown...). */
    code: integer(),
    message: text(),
    /** Share of the time budget used, 0 to 100. */
    progress: doublePrecision().notNull().default(0),
    /** Who sees the result: `schedule` or `all`. */
    destiny: text().notNull().default('schedule'),
    cancelRequested: boolean().notNull().default(false),
    /** The server process running the job (its instance id), and when it last said it still is. */
    runner: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    input: jsonb().$type<Record<string, unknown>>(),
    result: jsonb().$type<Record<string, unknown>>(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.ownerId, table.status)],
);

import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { outboxMessages } from './share.tables';

export type TOutboxRow = typeof outboxMessages.$inferSelect;

export function createShareRepository(db: TExecutor) {
  return {
    async insert(values: typeof outboxMessages.$inferInsert) {
      const [row] = await db.insert(outboxMessages).values(values).returning();
      return row!;
    },

    /** The owner's latest kept messages, newest first. */
    async latest(ownerId: number, limit: number, channel?: 'EMAIL' | 'SMS') {
      return db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.ownerId, ownerId), channel ? eq(outboxMessages.channel, channel) : undefined),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
    },
  };
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { owners, users } from '../tenancy/tenancy.tables';
import { loginFailures, sessions } from './auth.tables';

export function createAuthRepository(db: TExecutor) {
  return {
    async createSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },

    /** A live session with its user and owner, by token hash. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users, owner: owners })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(owners, eq(owners.id, users.ownerId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(users.active, true),
          ),
        );
      return row;
    },

    async revokeSession(id: number, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
    },

    async findFailures(key: string) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
      return row;
    },

    async saveFailures(row: typeof loginFailures.$inferInsert) {
      await db
        .insert(loginFailures)
        .values(row)
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { failures: row.failures, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil },
        });
    },

    async clearFailures(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

import { and, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
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

    /** Revokes every live session of a user but the one kept (when given). */
    async revokeSessionsOfUser(userId: number, now: Date, keptSessionId?: number) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keptSessionId === undefined ? undefined : ne(sessions.id, keptSessionId),
          ),
        );
    },

    /**
     * Counts one login attempt for `key` in a single statement (the row is locked while it is
     * updated), so parallel attempts each see their own count: inside the window the count goes up,
     * after it the window starts again; an attempt past `maxAttempts` locks the key until `lockUntil`.
     * A locked key is left as it is. Answers the count and the lock after this attempt.
     */
    async countAttempt(
      key: string,
      limits: { now: Date; windowStart: Date; lockUntil: Date; maxAttempts: number },
    ) {
      const now = sql`${limits.now.toISOString()}::timestamptz`;
      const windowStart = sql`${limits.windowStart.toISOString()}::timestamptz`;
      const isLocked = sql`${loginFailures.lockedUntil} > ${now}`;
      const inWindow = sql`${loginFailures.windowStartedAt} > ${windowStart}`;
      const [row] = await db
        .insert(loginFailures)
        .values({ key, failures: 1, windowStartedAt: limits.now, lockedUntil: null })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${isLocked} then ${loginFailures.failures}
              when ${inWindow} then ${loginFailures.failures} + 1 else 1 end`,
            windowStartedAt: sql`case when ${isLocked} or ${inWindow}
              then ${loginFailures.windowStartedAt} else ${now} end`,
            lockedUntil: sql`case when ${isLocked} then ${loginFailures.lockedUntil}
              when ${inWindow} and ${loginFailures.failures} + 1 > ${limits.maxAttempts}
              then ${limits.lockUntil.toISOString()}::timestamptz else null end`,
          },
        })
        .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
      return row!;
    },

    /** After a failed attempt: locks the key once `maxFailures` attempts have failed (and it is not locked). */
    async lockWhenExhausted(key: string, maxFailures: number, now: Date, lockUntil: Date) {
      await db
        .update(loginFailures)
        .set({ lockedUntil: lockUntil })
        .where(
          and(
            eq(loginFailures.key, key),
            gte(loginFailures.failures, maxFailures),
            or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, now)),
          ),
        );
    },

    async clearFailures(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

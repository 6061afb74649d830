import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { planningJobs } from './planning-jobs.tables';

export type TPlanningJobRow = typeof planningJobs.$inferSelect;

export function createPlanningJobsRepository(db: TExecutor) {
  return {
    async insert(values: typeof planningJobs.$inferInsert) {
      const [row] = await db.insert(planningJobs).values(values).returning();
      return row!;
    },

    /** A job of the owner in one of the given branches, by its process hash. */
    async find(ownerId: number, unitIds: readonly number[], processHash: string) {
      const [row] = await db
        .select()
        .from(planningJobs)
        .where(
          and(
            eq(planningJobs.ownerId, ownerId),
            inArray(planningJobs.unitId, [...unitIds]),
            eq(planningJobs.processHash, processHash),
          ),
        );
      return row;
    },

    async update(id: number, values: Partial<typeof planningJobs.$inferInsert>) {
      const [row] = await db.update(planningJobs).set(values).where(eq(planningJobs.id, id)).returning();
      return row!;
    },

    /** The owner's jobs of a type still pending. */
    async pendingOfOwner(ownerId: number, type: string) {
      return db
        .select()
        .from(planningJobs)
        .where(
          and(
            eq(planningJobs.ownerId, ownerId),
            eq(planningJobs.type, type),
            eq(planningJobs.status, 'pendente'),
          ),
        );
    },

    /**
     * Records that a process still runs its jobs; answers each with whether someone asked to
     * cancel it (through any process).
     */
    async beat(runner: string, processHashes: readonly string[], now: Date) {
      if (processHashes.length === 0) return [];
      return db
        .update(planningJobs)
        .set({ heartbeatAt: now })
        .where(and(eq(planningJobs.runner, runner), inArray(planningJobs.processHash, [...processHashes])))
        .returning({ processHash: planningJobs.processHash, cancelRequested: planningJobs.cancelRequested });
    },

    /** Marks failed the pending jobs whose process has not said it runs them since `before`. */
    async failStale(before: Date, message: string, now: Date) {
      const rows = await db
        .update(planningJobs)
        .set({ status: 'falhou', code: 999, message, finishedAt: now })
        .where(
          and(
            eq(planningJobs.status, 'pendente'),
            or(isNull(planningJobs.heartbeatAt), lt(planningJobs.heartbeatAt, before)),
          ),
        )
        .returning({ id: planningJobs.id });
      return rows.length;
    },

    /** Marks every job still pending as failed; answers how many. */
    async failPending(message: string, now: Date) {
      const rows = await db
        .update(planningJobs)
        .set({ status: 'falhou', code: 999, message, finishedAt: now })
        .where(eq(planningJobs.status, 'pendente'))
        .returning({ id: planningJobs.id });
      return rows.length;
    },
  };
}

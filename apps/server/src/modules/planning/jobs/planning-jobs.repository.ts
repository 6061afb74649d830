import { and, eq, inArray } from 'drizzle-orm';
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

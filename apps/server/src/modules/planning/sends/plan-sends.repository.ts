import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { autoSendSkips, planSends } from './plan-sends.tables';

export type TPlanSendRow = typeof planSends.$inferSelect;

export interface TPlanSendScope {
  ownerId: number;
  unitId: number;
}

export function createPlanSendsRepository(db: TExecutor) {
  const inScope = (scope: TPlanSendScope) =>
    and(eq(planSends.ownerId, scope.ownerId), eq(planSends.unitId, scope.unitId));

  return {
    /**
     * Records a send. An automatic send that already happened for the group, machine and date is
     * not written again: the answer is then undefined.
     */
    async insert(values: typeof planSends.$inferInsert) {
      const [row] = await db.insert(planSends).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Records why the auto-send did not send a plan (once per plan). */
    async insertSkip(values: typeof autoSendSkips.$inferInsert) {
      await db.insert(autoSendSkips).values(values).onConflictDoNothing();
    },

    /** The auto-send's skipped days of a group and date. */
    async skipsOf(ownerId: number, groupId: number, localDate: string) {
      return db
        .select()
        .from(autoSendSkips)
        .where(
          and(
            eq(autoSendSkips.ownerId, ownerId),
            eq(autoSendSkips.equipmentGroupId, groupId),
            eq(autoSendSkips.localDate, localDate),
          ),
        )
        .orderBy(asc(autoSendSkips.id));
    },

    /** A machine's sends of a day, oldest first. */
    async ofMachineDay(scope: TPlanSendScope, equipmentId: number, localDate: string) {
      return db
        .select()
        .from(planSends)
        .where(
          and(inScope(scope), eq(planSends.equipmentId, equipmentId), eq(planSends.localDate, localDate)),
        )
        .orderBy(asc(planSends.sentAt), asc(planSends.id));
    },

    /** A branch's sends of a day, optionally one machine's, oldest first. */
    async ofDay(scope: TPlanSendScope, localDate: string, equipmentId?: number) {
      return db
        .select()
        .from(planSends)
        .where(
          and(
            inScope(scope),
            eq(planSends.localDate, localDate),
            equipmentId === undefined ? undefined : eq(planSends.equipmentId, equipmentId),
          ),
        )
        .orderBy(asc(planSends.sentAt), asc(planSends.id));
    },

    /** Which of these plans were already sent (a changed day is a new plan). */
    async sentPlanIds(planIds: readonly number[]) {
      if (planIds.length === 0) return new Set<number>();
      const rows = await db
        .selectDistinct({ planId: planSends.planId })
        .from(planSends)
        .where(inArray(planSends.planId, [...planIds]));
      return new Set(rows.map((row) => row.planId));
    },

    /** Whether the group's automatic send of a date already happened (for any machine). */
    async hasAutomatic(ownerId: number, groupId: number, localDate: string) {
      const [row] = await db
        .select({ id: planSends.id })
        .from(planSends)
        .where(
          and(
            eq(planSends.ownerId, ownerId),
            eq(planSends.equipmentGroupId, groupId),
            eq(planSends.localDate, localDate),
            eq(planSends.automatic, true),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

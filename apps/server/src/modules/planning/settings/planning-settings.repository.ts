import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { planningSettings } from './planning-settings.tables';

export type TPlanningSettingsRow = typeof planningSettings.$inferSelect;

export interface TPlanningSettingsScope {
  ownerId: number;
  unitId: number;
}

export function createPlanningSettingsRepository(db: TExecutor) {
  const inScope = (scope: TPlanningSettingsScope) =>
    and(eq(planningSettings.ownerId, scope.ownerId), eq(planningSettings.unitId, scope.unitId));

  return {
    async findOfGroup(scope: TPlanningSettingsScope, groupId: number) {
      const [row] = await db
        .select()
        .from(planningSettings)
        .where(and(inScope(scope), eq(planningSettings.equipmentGroupId, groupId)));
      return row;
    },

    /** Inserts the group's first settings; undefined when someone saved them first. */
    async insert(values: typeof planningSettings.$inferInsert) {
      const [row] = await db.insert(planningSettings).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Updates when the version still matches; undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof planningSettings.$inferInsert>) {
      const [row] = await db
        .update(planningSettings)
        .set({ ...values, version: sql`${planningSettings.version} + 1`, updatedAt: new Date() })
        .where(and(eq(planningSettings.id, id), eq(planningSettings.version, version)))
        .returning();
      return row;
    },
  };
}

import { and, arrayContains, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll } from '../../../db/list';
import type { TListWindow } from '../../../http/paged-list';
import { planningLogs } from './planning-logs.tables';

export type TPlanningLogRow = typeof planningLogs.$inferSelect;

/** Owner and the branches the caller may read. */
export interface TPlanningLogScope {
  ownerId: number;
  unitIds: number[];
}

export interface TPlanningLogFilter {
  groupId?: number;
  localDate?: string;
  workOrderId?: number;
  processHash?: string;
}

export function createPlanningLogsRepository(db: TExecutor) {
  const whereOf = (scope: TPlanningLogScope, filter: TPlanningLogFilter) =>
    allOf(
      eq(planningLogs.ownerId, scope.ownerId),
      inArray(planningLogs.unitId, scope.unitIds.length ? scope.unitIds : [-1]),
      filter.groupId === undefined ? undefined : eq(planningLogs.equipmentGroupId, filter.groupId),
      filter.localDate === undefined ? undefined : eq(planningLogs.localDate, filter.localDate),
      filter.workOrderId === undefined
        ? undefined
        : arrayContains(planningLogs.workOrderIds, [filter.workOrderId]),
      filter.processHash === undefined ? undefined : eq(planningLogs.processHash, filter.processHash),
    );

  return {
    async insert(values: typeof planningLogs.$inferInsert) {
      const [row] = await db.insert(planningLogs).values(values).returning();
      return row!;
    },

    async find(scope: TPlanningLogScope, id: number) {
      const [row] = await db
        .select()
        .from(planningLogs)
        .where(and(whereOf(scope, {}), eq(planningLogs.id, id)));
      return row;
    },

    /** Newest first. */
    async list(scope: TPlanningLogScope, filter: TPlanningLogFilter, window: TListWindow) {
      const where = whereOf(scope, filter);
      const rows = await db
        .select()
        .from(planningLogs)
        .where(where)
        .orderBy(desc(planningLogs.finishedAt), desc(planningLogs.id))
        .limit(window.limit)
        .offset(window.offset);
      const [count] = await db.select({ total: countAll }).from(planningLogs).where(where);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

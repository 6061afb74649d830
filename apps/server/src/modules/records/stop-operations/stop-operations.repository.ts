import { and, eq, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { stopOperations } from './stop-operations.tables';

export type TStopOperationRow = typeof stopOperations.$inferSelect;

const sortable: TSortable = {
  id: stopOperations.id,
  // Codes are digits: sort them as numbers so 9 comes before 10.
  code: sql`lpad(${stopOperations.code}, 10, '0')`,
  descOperacao: stopOperations.description,
  operationType: stopOperations.operationType,
  durationMinutes: stopOperations.durationSeconds,
  status: stopOperations.status,
  workOrderType: stopOperations.workOrderType,
  stopGroup: stopOperations.stopGroup,
};

export interface TStopOperationScope {
  ownerId: number;
  unitId: number;
}

export function createStopOperationsRepository(db: TExecutor) {
  const inScope = (scope: TStopOperationScope) =>
    and(eq(stopOperations.ownerId, scope.ownerId), eq(stopOperations.unitId, scope.unitId));

  return {
    async list(
      scope: TStopOperationScope,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        status?: string;
        operationType?: string;
      },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [
          stopOperations.code,
          stopOperations.description,
          stopOperations.stopGroup,
        ]),
        query.status ? eq(stopOperations.status, query.status) : undefined,
        query.operationType ? eq(stopOperations.operationType, query.operationType) : undefined,
      );
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stopOperations)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(stopOperations).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TStopOperationScope, id: number) {
      const [row] = await db
        .select()
        .from(stopOperations)
        .where(and(inScope(scope), eq(stopOperations.id, id)));
      return row;
    },

    async findByCode(scope: TStopOperationScope, code: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(stopOperations)
        .where(
          and(
            inScope(scope),
            eq(stopOperations.code, code),
            exceptId === undefined ? undefined : ne(stopOperations.id, exceptId),
          ),
        );
      return row;
    },

    async insert(values: typeof stopOperations.$inferInsert) {
      const [row] = await db.insert(stopOperations).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof stopOperations.$inferInsert>) {
      const [row] = await db
        .update(stopOperations)
        .set({ ...values, version: sql`${stopOperations.version} + 1`, updatedAt: new Date() })
        .where(and(eq(stopOperations.id, id), eq(stopOperations.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(stopOperations).where(eq(stopOperations.id, id));
    },
  };
}

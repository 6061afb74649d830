import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { territories } from './territories.tables';

export type TTerritoryRow = typeof territories.$inferSelect;

const sortable: TSortable = {
  id: territories.id,
  name: territories.name,
  areaHectares: territories.areaHectares,
};

export interface TTerritoryScope {
  ownerId: number;
  unitId: number;
}

export function createTerritoriesRepository(db: TExecutor) {
  const inScope = (scope: TTerritoryScope) =>
    and(eq(territories.ownerId, scope.ownerId), eq(territories.unitId, scope.unitId));
  return {
    async list(
      scope: TTerritoryScope,
      query: { page: number; size: number; sort?: string; search?: string },
    ) {
      const where = allOf(inScope(scope), searchWhere(query.search, [territories.name]));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(territories)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ count: countAll }).from(territories).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TTerritoryScope, id: number) {
      const [row] = await db
        .select()
        .from(territories)
        .where(and(inScope(scope), eq(territories.id, id)));
      return row;
    },

    async insert(values: typeof territories.$inferInsert) {
      const [row] = await db.insert(territories).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof territories.$inferInsert>) {
      const [row] = await db
        .update(territories)
        .set({ ...values, version: sql`${territories.version} + 1`, updatedAt: new Date() })
        .where(and(eq(territories.id, id), eq(territories.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(territories).where(eq(territories.id, id));
    },
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { filterLayers, sensitiveSites } from './sensitive-sites.tables';

export type TSensitiveSiteRow = typeof sensitiveSites.$inferSelect;
export type TFilterLayerRow = typeof filterLayers.$inferSelect;

export interface TSiteScope {
  ownerId: number;
  unitId: number;
}

export function createSensitiveSitesRepository(db: TExecutor) {
  const inScope = (scope: TSiteScope) =>
    and(eq(sensitiveSites.ownerId, scope.ownerId), eq(sensitiveSites.unitId, scope.unitId));
  const layersOf = (scope: TSiteScope, userId: number) =>
    and(
      eq(filterLayers.ownerId, scope.ownerId),
      eq(filterLayers.unitId, scope.unitId),
      eq(filterLayers.userId, userId),
    );
  return {
    async all(scope: TSiteScope) {
      return db.select().from(sensitiveSites).where(inScope(scope)).orderBy(asc(sensitiveSites.name));
    },

    async find(scope: TSiteScope, id: number) {
      const [row] = await db
        .select()
        .from(sensitiveSites)
        .where(and(inScope(scope), eq(sensitiveSites.id, id)));
      return row;
    },

    async insert(values: typeof sensitiveSites.$inferInsert) {
      const [row] = await db.insert(sensitiveSites).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof sensitiveSites.$inferInsert>) {
      const [row] = await db
        .update(sensitiveSites)
        .set({ ...values, version: sql`${sensitiveSites.version} + 1`, updatedAt: new Date() })
        .where(and(eq(sensitiveSites.id, id), eq(sensitiveSites.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(sensitiveSites).where(eq(sensitiveSites.id, id));
    },

    async layers(scope: TSiteScope, userId: number) {
      return db.select().from(filterLayers).where(layersOf(scope, userId)).orderBy(asc(filterLayers.id));
    },

    async findLayer(scope: TSiteScope, userId: number, id: number) {
      const [row] = await db
        .select()
        .from(filterLayers)
        .where(and(layersOf(scope, userId), eq(filterLayers.id, id)));
      return row;
    },

    async insertLayer(values: typeof filterLayers.$inferInsert) {
      const [row] = await db.insert(filterLayers).values(values).returning();
      return row!;
    },

    async updateLayer(id: number, version: number, values: Partial<typeof filterLayers.$inferInsert>) {
      const [row] = await db
        .update(filterLayers)
        .set({ ...values, version: sql`${filterLayers.version} + 1`, updatedAt: new Date() })
        .where(and(eq(filterLayers.id, id), eq(filterLayers.version, version)))
        .returning();
      return row;
    },

    /** Marks the caller's layers that show DriftWatch as brought up to date. */
    async touchDriftwatch(scope: TSiteScope, userId: number, at: Date) {
      await db
        .update(filterLayers)
        .set({ driftwatchUpdatedAt: at })
        .where(and(layersOf(scope, userId), eq(filterLayers.driftwatch, true)));
    },
  };
}

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../db/list';
import { locations, userActiveLocations, userLocations } from './tenancy.tables';

export type TLocationRow = typeof locations.$inferSelect;

/** Wire names a location list may be sorted by. */
const sortable: TSortable = {
  id: locations.id,
  cdLocalizacaoId: locations.id,
  dsLocalizacaoEscritorio: locations.name,
  name: locations.name,
  erpCode: locations.erpCode,
  active: locations.active,
};

export interface TLocationScope {
  ownerId: number;
  unitId: number;
  locationIds: number[];
}

export function createLocationsRepository(db: TExecutor) {
  const inScope = (scope: TLocationScope) =>
    and(
      eq(locations.ownerId, scope.ownerId),
      eq(locations.unitId, scope.unitId),
      inArray(locations.id, scope.locationIds.length ? scope.locationIds : [-1]),
    );

  return {
    async list(
      scope: TLocationScope,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        ids?: number[];
        active?: boolean;
        erpCode?: string;
      },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [locations.name, locations.address, locations.erpCode]),
        query.ids ? inArray(locations.id, query.ids) : undefined,
        query.active === undefined ? undefined : eq(locations.active, query.active),
        query.erpCode ? eq(locations.erpCode, query.erpCode) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(locations)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ count: countAll }).from(locations).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TLocationScope, id: number) {
      const [row] = await db
        .select()
        .from(locations)
        .where(and(inScope(scope), eq(locations.id, id)));
      return row;
    },

    /** Another location of the owner that already uses this ERP code. */
    async findByErpCode(ownerId: number, erpCode: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(locations)
        .where(
          and(
            eq(locations.ownerId, ownerId),
            eq(locations.erpCode, erpCode),
            exceptId === undefined ? undefined : ne(locations.id, exceptId),
          ),
        );
      return row;
    },

    async insert(values: typeof locations.$inferInsert) {
      const [row] = await db.insert(locations).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof locations.$inferInsert>) {
      const [row] = await db
        .update(locations)
        .set({ ...values, version: sql`${locations.version} + 1`, updatedAt: new Date() })
        .where(and(eq(locations.id, id), eq(locations.version, version)))
        .returning();
      return row;
    },

    async grantToUser(userId: number, locationId: number) {
      await db.insert(userLocations).values({ userId, locationId }).onConflictDoNothing();
    },

    async remove(id: number) {
      await db.delete(userActiveLocations).where(eq(userActiveLocations.locationId, id));
      await db.delete(userLocations).where(eq(userLocations.locationId, id));
      await db.delete(locations).where(eq(locations.id, id));
    },
  };
}

export type TLocationsRepository = ReturnType<typeof createLocationsRepository>;

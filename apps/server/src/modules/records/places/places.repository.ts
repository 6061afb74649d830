import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { places } from './places.tables';

export type TPlaceRow = typeof places.$inferSelect;

/** Wire names a place list may be sorted by. */
const sortable: TSortable = {
  id: places.id,
  name: places.name,
  address: places.address,
  cdLocalizacao: places.locationId,
  propertyRadius: places.propertyRadiusMetres,
  blenderCapacity: places.blenderCapacityKg,
  active: places.active,
};

/** Who is asking: the owner, the active branch and the offices the caller may see. */
export interface TPlaceScope {
  ownerId: number;
  unitId: number;
  locationIds: number[];
}

export function createPlacesRepository(db: TExecutor) {
  /** A place without an office belongs to the whole branch; one with an office needs that office. */
  const inScope = (scope: TPlaceScope) =>
    and(
      eq(places.ownerId, scope.ownerId),
      eq(places.unitId, scope.unitId),
      or(
        isNull(places.locationId),
        inArray(places.locationId, scope.locationIds.length ? scope.locationIds : [-1]),
      ),
    );

  return {
    async list(
      scope: TPlaceScope,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        locationIds?: number[];
        active?: boolean;
      },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [places.name, places.address]),
        query.locationIds?.length
          ? or(
              inArray(places.locationId, query.locationIds),
              sql`${places.associatedLocationIds} && ARRAY[${sql.join(
                query.locationIds.map((id) => sql`${id}`),
                sql`, `,
              )}]::integer[]`,
            )
          : undefined,
        query.active === undefined ? undefined : eq(places.active, query.active),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(places)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ count: countAll }).from(places).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TPlaceScope, id: number) {
      const [row] = await db
        .select()
        .from(places)
        .where(and(inScope(scope), eq(places.id, id)));
      return row;
    },

    async findMany(scope: TPlaceScope, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(places)
        .where(and(inScope(scope), inArray(places.id, ids)));
    },

    async insert(values: typeof places.$inferInsert) {
      const [row] = await db.insert(places).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof places.$inferInsert>) {
      const [row] = await db
        .update(places)
        .set({ ...values, version: sql`${places.version} + 1`, updatedAt: new Date() })
        .where(and(eq(places.id, id), eq(places.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(places).where(eq(places.id, id));
    },
  };
}

export type TPlacesRepository = ReturnType<typeof createPlacesRepository>;

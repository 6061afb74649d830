import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { fleetImplements, implementCompartments } from './implements.tables';

export type TImplementRow = typeof fleetImplements.$inferSelect;
export type TImplementCompartmentRow = typeof implementCompartments.$inferSelect;
export type TImplementWithCompartments = TImplementRow & { compartments: TImplementCompartmentRow[] };

/** Wire names an implement list may be sorted by. */
const sortable: TSortable = {
  id: fleetImplements.id,
  code: fleetImplements.code,
  name: fleetImplements.name,
  model: fleetImplements.model,
  type: fleetImplements.kind,
  mixtureType: fleetImplements.mixtureType,
  capacity: fleetImplements.capacity,
  width: fleetImplements.widthMetres,
  fixed: fleetImplements.fixed,
  active: fleetImplements.active,
};

/** Owner, active branch and the caller's permitted offices; rows without an office belong to the whole branch. */
export interface TImplementScope {
  ownerId: number;
  unitId: number;
  locationIds: number[];
}

export interface TImplementListQuery {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  kind?: string;
  mixtureType?: string;
  fixed?: boolean;
  active?: boolean;
  /** Keep rows of these offices (and rows without an office). */
  locationIds?: number[];
  /** Only rows without an office. */
  withoutLocation?: boolean;
  excludeIds?: number[];
}

export function createImplementsRepository(db: TExecutor) {
  const inScope = (scope: TImplementScope) =>
    and(
      eq(fleetImplements.ownerId, scope.ownerId),
      eq(fleetImplements.unitId, scope.unitId),
      or(
        isNull(fleetImplements.locationId),
        inArray(fleetImplements.locationId, scope.locationIds.length ? scope.locationIds : [-1]),
      ),
    );

  function whereOf(scope: TImplementScope, query: Omit<TImplementListQuery, 'page' | 'size' | 'sort'>) {
    return allOf(
      inScope(scope),
      searchWhere(query.search, [
        fleetImplements.code,
        fleetImplements.name,
        fleetImplements.model,
        fleetImplements.description,
      ]),
      query.kind ? eq(fleetImplements.kind, query.kind) : undefined,
      query.mixtureType ? eq(fleetImplements.mixtureType, query.mixtureType) : undefined,
      query.fixed === undefined ? undefined : eq(fleetImplements.fixed, query.fixed),
      query.active === undefined ? undefined : eq(fleetImplements.active, query.active),
      query.locationIds?.length
        ? or(isNull(fleetImplements.locationId), inArray(fleetImplements.locationId, query.locationIds))
        : undefined,
      query.withoutLocation ? isNull(fleetImplements.locationId) : undefined,
      query.excludeIds?.length ? notInArray(fleetImplements.id, query.excludeIds) : undefined,
    );
  }

  async function withCompartments(rows: TImplementRow[]): Promise<TImplementWithCompartments[]> {
    if (rows.length === 0) return [];
    const compartments = await db
      .select()
      .from(implementCompartments)
      .where(
        inArray(
          implementCompartments.implementId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(implementCompartments.position), asc(implementCompartments.id));
    return rows.map((row) => ({
      ...row,
      compartments: compartments.filter((compartment) => compartment.implementId === row.id),
    }));
  }

  return {
    async list(scope: TImplementScope, query: TImplementListQuery) {
      const where = whereOf(scope, query);
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(fleetImplements)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(fleetImplements).where(where),
      ]);
      return { rows: await withCompartments(rows), total: total?.count ?? 0 };
    },

    /** Every matching row, by name; for selects. */
    async all(scope: TImplementScope, query: Omit<TImplementListQuery, 'page' | 'size' | 'sort'>) {
      const rows = await db
        .select()
        .from(fleetImplements)
        .where(whereOf(scope, query))
        .orderBy(asc(fleetImplements.name))
        .limit(1000);
      return withCompartments(rows);
    },

    async find(scope: TImplementScope, id: number) {
      const [row] = await db
        .select()
        .from(fleetImplements)
        .where(and(inScope(scope), eq(fleetImplements.id, id)));
      return row ? (await withCompartments([row]))[0] : undefined;
    },

    async findMany(scope: TImplementScope, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(fleetImplements)
        .where(and(inScope(scope), inArray(fleetImplements.id, [...ids])));
      return withCompartments(rows);
    },

    /** Another implement or trailer of the owner, in any branch, with this code. */
    async findByCode(ownerId: number, code: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(fleetImplements)
        .where(
          and(
            eq(fleetImplements.ownerId, ownerId),
            sql`lower(${fleetImplements.code}) = lower(${code})`,
            exceptId === undefined ? undefined : ne(fleetImplements.id, exceptId),
          ),
        );
      return row;
    },

    /** The implements the given compartment ids belong to. */
    async compartmentHolders(compartmentIds: readonly number[]) {
      if (compartmentIds.length === 0) return [];
      return db
        .select({ id: implementCompartments.id, implementId: implementCompartments.implementId })
        .from(implementCompartments)
        .where(inArray(implementCompartments.id, [...compartmentIds]));
    },

    async insert(values: typeof fleetImplements.$inferInsert) {
      const [row] = await db.insert(fleetImplements).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof fleetImplements.$inferInsert>) {
      const [row] = await db
        .update(fleetImplements)
        .set({ ...values, version: sql`${fleetImplements.version} + 1`, updatedAt: new Date() })
        .where(and(eq(fleetImplements.id, id), eq(fleetImplements.version, version)))
        .returning();
      return row;
    },

    /** Makes the implement's compartments these, keeping the ids of the ones that stay. */
    async replaceCompartments(
      implementId: number,
      compartments: readonly { id?: number; name: string; capacity: number; mixtureType: string }[],
    ) {
      const keep = compartments.flatMap((compartment) =>
        compartment.id === undefined ? [] : [compartment.id],
      );
      await db
        .delete(implementCompartments)
        .where(
          and(
            eq(implementCompartments.implementId, implementId),
            keep.length ? notInArray(implementCompartments.id, keep) : undefined,
          ),
        );
      for (const [position, compartment] of compartments.entries()) {
        const values = {
          name: compartment.name,
          capacity: compartment.capacity,
          mixtureType: compartment.mixtureType,
          position,
        };
        if (compartment.id === undefined)
          await db.insert(implementCompartments).values({ implementId, ...values });
        else
          await db
            .update(implementCompartments)
            .set(values)
            .where(
              and(
                eq(implementCompartments.id, compartment.id),
                eq(implementCompartments.implementId, implementId),
              ),
            );
      }
    },

    async setLocation(scope: TImplementScope, ids: readonly number[], locationId: number) {
      return db
        .update(fleetImplements)
        .set({ locationId, version: sql`${fleetImplements.version} + 1`, updatedAt: new Date() })
        .where(and(inScope(scope), isNull(fleetImplements.locationId), inArray(fleetImplements.id, [...ids])))
        .returning({ id: fleetImplements.id });
    },

    async remove(id: number) {
      await db.delete(fleetImplements).where(eq(fleetImplements.id, id));
    },
  };
}

export type TImplementsRepository = ReturnType<typeof createImplementsRepository>;

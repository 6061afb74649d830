import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import {
  locations,
  regions,
  units,
  userActiveLocations,
  userLocations,
  userRegions,
  userUnits,
  users,
} from '../../tenancy/tenancy.tables';

export type TUserRow = typeof users.$inferSelect;

/** Wire names a user list may be sorted by. */
const sortable: TSortable = {
  id: users.id,
  name: users.name,
  login: users.login,
  email: users.email,
  active: users.active,
};

/** Users visible to a caller: of the owner, sharing at least one of the caller's branches. */
export interface TUserScope {
  ownerId: number;
  unitIds: number[];
}

export interface TUserGrants {
  unitIds: number[];
  regionIds: number[];
  locationIds: number[];
}

export function createUsersRepository(db: TExecutor) {
  const sharesUnit = (unitIds: number[]) =>
    sql`exists (select 1 from ${userUnits} where ${userUnits.userId} = ${users.id} and ${inArray(userUnits.unitId, unitIds.length ? unitIds : [-1])})`;
  const inScope = (scope: TUserScope) => and(eq(users.ownerId, scope.ownerId), sharesUnit(scope.unitIds));

  return {
    async list(
      scope: TUserScope,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        role?: string;
        unitId?: number;
        locationIds?: number[];
        active?: boolean;
      },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [users.name, users.login, users.email]),
        query.role ? sql`${query.role} = any(${users.roles})` : undefined,
        query.unitId ? sharesUnit([query.unitId]) : undefined,
        query.locationIds?.length
          ? sql`exists (select 1 from ${userLocations} where ${userLocations.userId} = ${users.id} and ${inArray(userLocations.locationId, query.locationIds)})`
          : undefined,
        query.active === undefined ? undefined : eq(users.active, query.active),
      );
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(users).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Branches, regions and locations of some users. */
    async grantsOf(userIds: number[]) {
      const ids = userIds.length ? userIds : [-1];
      const [unitRows, regionRows, locationRows] = await Promise.all([
        db.select().from(userUnits).where(inArray(userUnits.userId, ids)).orderBy(userUnits.unitId),
        db.select().from(userRegions).where(inArray(userRegions.userId, ids)).orderBy(userRegions.regionId),
        db
          .select()
          .from(userLocations)
          .where(inArray(userLocations.userId, ids))
          .orderBy(userLocations.locationId),
      ]);
      return (userId: number): TUserGrants => ({
        unitIds: unitRows.filter((row) => row.userId === userId).map((row) => row.unitId),
        regionIds: regionRows.filter((row) => row.userId === userId).map((row) => row.regionId),
        locationIds: locationRows.filter((row) => row.userId === userId).map((row) => row.locationId),
      });
    },

    async find(scope: TUserScope, id: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(inScope(scope), eq(users.id, id)));
      return row;
    },

    async findById(ownerId: number, id: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.ownerId, ownerId), eq(users.id, id)));
      return row;
    },

    async findByLoginInScope(scope: TUserScope, login: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(inScope(scope), sql`lower(${users.login}) = ${login.toLowerCase()}`));
      return row;
    },

    async findByLogin(ownerId: number, login: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.ownerId, ownerId),
            sql`lower(${users.login}) = ${login.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        );
      return row;
    },

    /** Active administrators of the owner other than one user. */
    async countOtherActiveAdmins(ownerId: number, exceptUserId: number) {
      const [row] = await db
        .select({ count: countAll })
        .from(users)
        .where(
          and(
            eq(users.ownerId, ownerId),
            eq(users.active, true),
            ne(users.id, exceptUserId),
            sql`'ADMIN' = any(${users.roles})`,
          ),
        );
      return row?.count ?? 0;
    },

    async unitsOf(ownerId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: units.id, regionId: units.regionId, name: units.name })
        .from(units)
        .where(and(eq(units.ownerId, ownerId), inArray(units.id, ids)));
    },

    async regionsOf(ownerId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: regions.id })
        .from(regions)
        .where(and(eq(regions.ownerId, ownerId), inArray(regions.id, ids)));
    },

    async locationsOf(ownerId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: locations.id, unitId: locations.unitId })
        .from(locations)
        .where(and(eq(locations.ownerId, ownerId), inArray(locations.id, ids)));
    },

    /** Active locations of a branch: what an invited manager of the branch gets. */
    async activeLocationIdsOfUnit(ownerId: number, unitId: number) {
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.ownerId, ownerId), eq(locations.unitId, unitId), eq(locations.active, true)));
      return rows.map((row) => row.id);
    },

    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.version, version)))
        .returning();
      return row;
    },

    /** Changes done by the user on their own account (password, terms, profile): no version check. */
    async updateOwn(id: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /** Replaces branches, regions and locations; active locations that are no longer permitted go too. */
    async replaceGrants(userId: number, grants: TUserGrants) {
      await db.delete(userUnits).where(eq(userUnits.userId, userId));
      await db.delete(userRegions).where(eq(userRegions.userId, userId));
      await db.delete(userLocations).where(eq(userLocations.userId, userId));
      if (grants.unitIds.length)
        await db.insert(userUnits).values(grants.unitIds.map((unitId) => ({ userId, unitId })));
      if (grants.regionIds.length)
        await db.insert(userRegions).values(grants.regionIds.map((regionId) => ({ userId, regionId })));
      if (grants.locationIds.length)
        await db
          .insert(userLocations)
          .values(grants.locationIds.map((locationId) => ({ userId, locationId })));
      await db
        .delete(userActiveLocations)
        .where(
          and(
            eq(userActiveLocations.userId, userId),
            notInArray(userActiveLocations.locationId, grants.locationIds.length ? grants.locationIds : [-1]),
          ),
        );
    },

    async remove(id: number) {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}

export type TUsersRepository = ReturnType<typeof createUsersRepository>;

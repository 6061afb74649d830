import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import {
  locations,
  owners,
  regions,
  units,
  userLocations,
  userRegions,
  userUnits,
  users,
} from './tenancy.tables';

export type TBranchRow = typeof units.$inferSelect;
export type TBranchColumns = Pick<
  typeof units.$inferInsert,
  'name' | 'code' | 'timeZone' | 'unitSystem' | 'language' | 'country' | 'regionId' | 'active'
>;

/** Branch records, the owner's settings and who may see what: the admin screen's data. */
export function createAdminRepository(db: TExecutor) {
  return {
    async branches(ownerId: number, ids: readonly number[]): Promise<TBranchRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(units)
        .where(and(eq(units.ownerId, ownerId), inArray(units.id, [...ids])))
        .orderBy(asc(units.name), asc(units.id));
    },

    async findBranchByCode(ownerId: number, code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: units.id })
        .from(units)
        .where(
          and(
            eq(units.ownerId, ownerId),
            sql`lower(${units.code}) = ${code.toLowerCase()}`,
            exceptId === undefined ? undefined : sql`${units.id} <> ${exceptId}`,
          ),
        );
      return row;
    },

    async regionExists(ownerId: number, regionId: number) {
      const [row] = await db
        .select({ id: regions.id })
        .from(regions)
        .where(and(eq(regions.ownerId, ownerId), eq(regions.id, regionId)));
      return row !== undefined;
    },

    async insertBranch(ownerId: number, columns: TBranchColumns): Promise<TBranchRow> {
      const [row] = await db
        .insert(units)
        .values({ ownerId, ...columns })
        .returning();
      return row!;
    },

    async grantBranch(userId: number, unitId: number) {
      await db.insert(userUnits).values({ userId, unitId }).onConflictDoNothing();
    },

    /** Writes when `version` is still the stored one; answers undefined otherwise. */
    async updateBranch(ownerId: number, id: number, version: number, columns: TBranchColumns) {
      const [row] = await db
        .update(units)
        .set({ ...columns, version: sql`${units.version} + 1`, updatedAt: new Date() })
        .where(and(eq(units.ownerId, ownerId), eq(units.id, id), eq(units.version, version)))
        .returning();
      return row;
    },

    async updateOwner(
      id: number,
      version: number,
      changes: { name: string; chatUrl: string | null; supportEmail: string | null },
    ) {
      const [row] = await db
        .update(owners)
        .set({
          name: changes.name,
          settings: sql`${owners.settings} || ${JSON.stringify({
            chatUrl: changes.chatUrl,
            supportEmail: changes.supportEmail,
          })}::jsonb`,
          version: sql`${owners.version} + 1`,
        })
        .where(and(eq(owners.id, id), eq(owners.version, version)))
        .returning();
      return row;
    },

    /** Active users holding any of these branches, with every branch, region and location granted. */
    async usersWithGrants(ownerId: number, unitIds: readonly number[]) {
      if (unitIds.length === 0) return [];
      const holders = db
        .selectDistinct({ userId: userUnits.userId })
        .from(userUnits)
        .where(inArray(userUnits.unitId, [...unitIds]));
      const rows = await db
        .select({ id: users.id, login: users.login, name: users.name, roles: users.roles })
        .from(users)
        .where(and(eq(users.ownerId, ownerId), eq(users.active, true), inArray(users.id, holders)))
        .orderBy(asc(users.name), asc(users.id));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return [];
      const [branchGrants, regionGrants, locationGrants] = await Promise.all([
        db
          .select({ userId: userUnits.userId, id: units.id, name: units.name })
          .from(userUnits)
          .innerJoin(units, eq(units.id, userUnits.unitId))
          .where(inArray(userUnits.userId, ids))
          .orderBy(asc(units.name)),
        db
          .select({ userId: userRegions.userId, id: regions.id, name: regions.name })
          .from(userRegions)
          .innerJoin(regions, eq(regions.id, userRegions.regionId))
          .where(inArray(userRegions.userId, ids))
          .orderBy(asc(regions.name)),
        db
          .select({
            userId: userLocations.userId,
            id: locations.id,
            name: locations.name,
            branchId: locations.unitId,
          })
          .from(userLocations)
          .innerJoin(locations, eq(locations.id, userLocations.locationId))
          .where(inArray(userLocations.userId, ids))
          .orderBy(asc(locations.name)),
      ]);
      const of = <T extends { userId: number }>(grants: T[], userId: number) =>
        grants.filter((grant) => grant.userId === userId).map(({ userId: _user, ...grant }) => grant);
      return rows.map((row) => ({
        ...row,
        branches: of(branchGrants, row.id),
        regions: of(regionGrants, row.id),
        locations: of(locationGrants, row.id),
      }));
    },
  };
}

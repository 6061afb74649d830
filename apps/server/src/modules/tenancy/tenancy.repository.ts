import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import {
  locations,
  owners,
  regions,
  units,
  userActiveLocations,
  userLocations,
  userUnits,
  users,
} from './tenancy.tables';

export type TOwnerRow = typeof owners.$inferSelect;
export type TUserRow = typeof users.$inferSelect;
export type TUnitRow = typeof units.$inferSelect;
export type TLocationRow = typeof locations.$inferSelect;

export function createTenancyRepository(db: TExecutor) {
  return {
    async findOwnerByCode(code: string): Promise<TOwnerRow | undefined> {
      const [row] = await db.select().from(owners).where(eq(owners.code, code.toLowerCase()));
      return row;
    },

    async findOwner(id: number): Promise<TOwnerRow | undefined> {
      const [row] = await db.select().from(owners).where(eq(owners.id, id));
      return row;
    },

    async findUserByLogin(ownerId: number, login: string): Promise<TUserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.ownerId, ownerId), sql`lower(${users.login}) = ${login.toLowerCase()}`));
      return row;
    },

    /** Does a user hold at least one of these branches? */
    async userHoldsAnyUnit(userId: number, unitIds: number[]): Promise<boolean> {
      if (unitIds.length === 0) return false;
      const [row] = await db
        .select({ unitId: userUnits.unitId })
        .from(userUnits)
        .where(and(eq(userUnits.userId, userId), inArray(userUnits.unitId, unitIds)))
        .limit(1);
      return row !== undefined;
    },

    async findUser(ownerId: number, id: number): Promise<TUserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.ownerId, ownerId), eq(users.id, id)));
      return row;
    },

    async updateUserPreferences(
      userId: number,
      changes: { language?: string; units?: string; activeUnitId?: number },
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async regionsOfOwner(ownerId: number) {
      return db.select().from(regions).where(eq(regions.ownerId, ownerId)).orderBy(asc(regions.name));
    },

    async findUnit(ownerId: number, unitId: number): Promise<TUnitRow | undefined> {
      const [row] = await db
        .select()
        .from(units)
        .where(and(eq(units.ownerId, ownerId), eq(units.id, unitId)));
      return row;
    },

    async updateUnitSupportEmail(ownerId: number, unitId: number, supportEmail: string | null) {
      const [row] = await db
        .update(units)
        .set({ supportEmail })
        .where(and(eq(units.ownerId, ownerId), eq(units.id, unitId)))
        .returning();
      return row;
    },

    async unitsOfOwner(ownerId: number): Promise<TUnitRow[]> {
      return db.select().from(units).where(eq(units.ownerId, ownerId)).orderBy(asc(units.name));
    },

    /** Branches a user may work in, by name. */
    async permittedUnits(userId: number): Promise<TUnitRow[]> {
      return db
        .select(getTableColumns(units))
        .from(userUnits)
        .innerJoin(units, eq(units.id, userUnits.unitId))
        .where(eq(userUnits.userId, userId))
        .orderBy(asc(units.name));
    },

    /** Every location of a branch, for work done for the whole branch (the daily auto-send). */
    async locationIdsOfUnit(ownerId: number, unitId: number): Promise<number[]> {
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.ownerId, ownerId), eq(locations.unitId, unitId)));
      return rows.map((row) => row.id);
    },

    /** Active locations a user may see in a branch. */
    async permittedLocations(userId: number, unitId: number): Promise<TLocationRow[]> {
      return db
        .select({ location: locations })
        .from(userLocations)
        .innerJoin(locations, eq(locations.id, userLocations.locationId))
        .where(
          and(eq(userLocations.userId, userId), eq(locations.unitId, unitId), eq(locations.active, true)),
        )
        .orderBy(asc(locations.name))
        .then((rows) => rows.map((row) => row.location));
    },

    async activeLocationIds(userId: number, unitId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userActiveLocations.locationId })
        .from(userActiveLocations)
        .innerJoin(locations, eq(locations.id, userActiveLocations.locationId))
        .where(and(eq(userActiveLocations.userId, userId), eq(locations.unitId, unitId)));
      return rows.map((row) => row.id);
    },

    async replaceActiveLocations(userId: number, unitId: number, locationIds: number[]): Promise<void> {
      const inUnit = db.select({ id: locations.id }).from(locations).where(eq(locations.unitId, unitId));
      await db
        .delete(userActiveLocations)
        .where(and(eq(userActiveLocations.userId, userId), inArray(userActiveLocations.locationId, inUnit)));
      if (locationIds.length > 0)
        await db
          .insert(userActiveLocations)
          .values(locationIds.map((locationId) => ({ userId, locationId })));
    },

    async clearActiveLocations(userId: number): Promise<void> {
      await db.delete(userActiveLocations).where(eq(userActiveLocations.userId, userId));
    },
  };
}

export type TTenancyRepository = ReturnType<typeof createTenancyRepository>;

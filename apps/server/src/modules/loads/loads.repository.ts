import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { likePattern, sortTarget } from '../../db/list';
import type { TListWindow } from '../../http/paged-list';
import { loadMarks, tenderTripDetails, tenderTrips } from './loads.tables';

export type TLoadMarkRow = typeof loadMarks.$inferSelect;
export type TLoadMarkValues = Omit<
  typeof loadMarks.$inferInsert,
  'id' | 'ownerId' | 'unitId' | 'localDate' | 'loadKey'
>;
export type TTripRow = typeof tenderTrips.$inferSelect;
export type TTripDetailRow = typeof tenderTripDetails.$inferSelect;
export type TTripInsert = Omit<typeof tenderTrips.$inferInsert, 'id'>;
export type TTripDetailInsert = Omit<typeof tenderTripDetails.$inferInsert, 'id' | 'tripId'>;

export interface TLoadScope {
  ownerId: number;
  unitId: number;
}

/** Columns the trip log may be sorted by, under their wire names. */
const TRIP_SORT = {
  id: tenderTrips.id,
  localDate: tenderTrips.localDate,
  dispatchedAt: tenderTrips.dispatchedAt,
  tenderName: tenderTrips.tenderName,
  configName: tenderTrips.equipmentGroupName,
  status: tenderTrips.status,
} as const;

export function createLoadsRepository(db: TExecutor) {
  const tripsInScope = (scope: TLoadScope) =>
    and(eq(tenderTrips.ownerId, scope.ownerId), eq(tenderTrips.unitId, scope.unitId));

  return {
    async marksOfDay(scope: TLoadScope, localDate: string) {
      return db
        .select()
        .from(loadMarks)
        .where(
          and(
            eq(loadMarks.ownerId, scope.ownerId),
            eq(loadMarks.unitId, scope.unitId),
            eq(loadMarks.localDate, localDate),
          ),
        );
    },

    /** The first mark of a load; undefined when another caller marked it first. */
    async insertMark(
      scope: TLoadScope,
      day: { localDate: string; loadKey: string },
      values: TLoadMarkValues,
    ) {
      const [row] = await db
        .insert(loadMarks)
        .values({ ...scope, ...day, ...values, version: 1 })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** A later mark, only over the version the caller read; undefined when it is stale. */
    async updateMark(id: number, version: number, values: TLoadMarkValues) {
      const [row] = await db
        .update(loadMarks)
        .set({ ...values, version: sql`${loadMarks.version} + 1`, updatedAt: new Date() })
        .where(and(eq(loadMarks.id, id), eq(loadMarks.version, version)))
        .returning();
      return row;
    },

    async insertTrip(trip: TTripInsert, details: readonly TTripDetailInsert[]) {
      const [row] = await db.insert(tenderTrips).values(trip).returning();
      if (details.length)
        await db.insert(tenderTripDetails).values(details.map((detail) => ({ ...detail, tripId: row!.id })));
      return row!;
    },

    async tripsOfDay(scope: TLoadScope, filter: { localDate: string; equipmentId?: number }) {
      return db
        .select()
        .from(tenderTrips)
        .where(
          and(
            tripsInScope(scope),
            eq(tenderTrips.localDate, filter.localDate),
            filter.equipmentId === undefined ? undefined : eq(tenderTrips.tenderId, filter.equipmentId),
          ),
        )
        .orderBy(asc(tenderTrips.dispatchedAt), asc(tenderTrips.id));
    },

    async trip(scope: TLoadScope, id: number) {
      const [row] = await db
        .select()
        .from(tenderTrips)
        .where(and(tripsInScope(scope), eq(tenderTrips.id, id)));
      if (!row) return undefined;
      const details = await db
        .select()
        .from(tenderTripDetails)
        .where(eq(tenderTripDetails.tripId, id))
        .orderBy(asc(tenderTripDetails.sequence), asc(tenderTripDetails.id));
      return { row, details };
    },

    /** A page of the trip log, newest first unless sorted otherwise. */
    async tripPage(
      scope: TLoadScope,
      filter: { dateInit?: string; dateEnd?: string; search?: string },
      window: TListWindow,
    ) {
      const { column, direction } = sortTarget(window.sort, TRIP_SORT, 'dispatchedAt');
      const way = window.sort ? direction : 'desc';
      const pattern = filter.search ? likePattern(filter.search) : undefined;
      const where: SQL | undefined = and(
        tripsInScope(scope),
        filter.dateInit ? gte(tenderTrips.localDate, filter.dateInit) : undefined,
        filter.dateEnd ? lte(tenderTrips.localDate, filter.dateEnd) : undefined,
        pattern
          ? or(
              ilike(tenderTrips.tenderName, pattern),
              ilike(tenderTrips.equipmentGroupName, pattern),
              sql`${tenderTrips.tickets}::text ilike ${pattern}`,
            )
          : undefined,
      );
      const rows = await db
        .select({ trip: tenderTrips, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(tenderTrips)
        .where(where)
        .orderBy(
          way === 'desc' ? desc(column) : asc(column),
          way === 'desc' ? desc(tenderTrips.id) : asc(tenderTrips.id),
        )
        .limit(window.limit)
        .offset(window.offset);
      return { rows: rows.map((row) => row.trip), total: rows[0]?.total ?? 0 };
    },
  };
}

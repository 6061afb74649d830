import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { farms, fields, growers, zones } from './growers.tables';

export type TGrowerRow = typeof growers.$inferSelect;
export type TFarmRow = typeof farms.$inferSelect;
export type TZoneRow = typeof zones.$inferSelect;

export interface TGrowerScope {
  ownerId: number;
  unitId: number;
}

// Raw names: inside a subquery drizzle would leave the outer column unqualified.
const farmCount = sql<number>`(select count(*)::int from "farms" f where f."grower_id" = "growers"."id")`;
const fieldCount = sql<number>`(select count(*)::int from "fields" t inner join "farms" f on f."id" = t."farm_id" where f."grower_id" = "growers"."id")`;

/** Wire names a grower list may be sorted by. */
const sortable: TSortable = {
  id: growers.id,
  code: growers.code,
  firstName: growers.firstName,
  lastName: growers.lastName,
  active: growers.active,
  fieldCount,
};

export type TGrowerWithCounts = TGrowerRow & { farmCount: number; fieldCount: number };

/** Growers, farms and zones of a branch. */
export function createGrowersRepository(db: TExecutor) {
  const inScope = (scope: TGrowerScope) =>
    and(eq(growers.ownerId, scope.ownerId), eq(growers.unitId, scope.unitId));
  const withCounts = { row: growers, farmCount, fieldCount };
  const flatten = (rows: { row: TGrowerRow; farmCount: number; fieldCount: number }[]): TGrowerWithCounts[] =>
    rows.map(({ row, ...counts }) => ({ ...row, ...counts }));

  return {
    async list(
      scope: TGrowerScope,
      query: { page: number; size: number; sort?: string; search?: string; active?: boolean },
    ) {
      const where = allOf(
        inScope(scope),
        searchWhere(query.search, [
          growers.code,
          growers.firstName,
          growers.lastName,
          sql`concat_ws(' ', ${growers.firstName}, ${growers.lastName})`,
          sql`array_to_string(${growers.phones}, ' ')`,
        ]),
        query.active === undefined ? undefined : eq(growers.active, query.active),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(withCounts)
          .from(growers)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ count: countAll }).from(growers).where(where),
      ]);
      return { rows: flatten(rows), total: total?.count ?? 0 };
    },

    async find(scope: TGrowerScope, id: number) {
      const rows = await db
        .select(withCounts)
        .from(growers)
        .where(and(inScope(scope), eq(growers.id, id)));
      return flatten(rows)[0];
    },

    async findByCode(scope: TGrowerScope, code: string, exceptId?: number) {
      const [row] = await db
        .select()
        .from(growers)
        .where(
          and(
            inScope(scope),
            eq(growers.code, code),
            exceptId === undefined ? undefined : ne(growers.id, exceptId),
          ),
        );
      return row;
    },

    /** Growers of the owner, any branch, holding one of the phones (normalised). */
    async findByPhones(ownerId: number, phones: string[], exceptId?: number) {
      if (phones.length === 0) return [];
      return db
        .select()
        .from(growers)
        .where(
          and(
            eq(growers.ownerId, ownerId),
            sql`${growers.phones} && ARRAY[${sql.join(
              phones.map((phone) => sql`${phone}`),
              sql`, `,
            )}]::text[]`,
            exceptId === undefined ? undefined : ne(growers.id, exceptId),
          ),
        );
    },

    async insert(values: typeof growers.$inferInsert) {
      const [row] = await db.insert(growers).values(values).returning();
      return row!;
    },

    async update(id: number, version: number, values: Partial<typeof growers.$inferInsert>) {
      const [row] = await db
        .update(growers)
        .set({ ...values, version: sql`${growers.version} + 1`, updatedAt: new Date() })
        .where(and(eq(growers.id, id), eq(growers.version, version)))
        .returning();
      return row;
    },

    /** Removes a grower with its farms and zones; the caller has checked it has no field. */
    async remove(id: number) {
      const farmIds = (await db.select({ id: farms.id }).from(farms).where(eq(farms.growerId, id))).map(
        (row) => row.id,
      );
      if (farmIds.length) {
        await db.delete(zones).where(inArray(zones.farmId, farmIds));
        await db.delete(farms).where(inArray(farms.id, farmIds));
      }
      await db.delete(growers).where(eq(growers.id, id));
    },

    async listFarms(scope: TGrowerScope, filter: { growerId?: number; ids?: number[] } = {}) {
      return db
        .select({
          row: farms,
          growerName: sql<string>`concat_ws(' ', ${growers.firstName}, ${growers.lastName})`,
          fieldCount: sql<number>`(select count(*)::int from "fields" t where t."farm_id" = "farms"."id")`,
          areaHectares: sql<number>`(select coalesce(sum(t."area_hectares"), 0)::float8 from "fields" t where t."farm_id" = "farms"."id")`,
        })
        .from(farms)
        .innerJoin(growers, eq(growers.id, farms.growerId))
        .where(
          allOf(
            eq(farms.ownerId, scope.ownerId),
            eq(farms.unitId, scope.unitId),
            filter.growerId === undefined ? undefined : eq(farms.growerId, filter.growerId),
            filter.ids ? inArray(farms.id, filter.ids.length ? filter.ids : [-1]) : undefined,
          ),
        )
        .orderBy(asc(farms.name), asc(farms.id));
    },

    async insertFarm(values: typeof farms.$inferInsert) {
      const [row] = await db.insert(farms).values(values).returning();
      return row!;
    },

    async updateFarm(id: number, version: number, values: Partial<typeof farms.$inferInsert>) {
      const [row] = await db
        .update(farms)
        .set({ ...values, version: sql`${farms.version} + 1`, updatedAt: new Date() })
        .where(and(eq(farms.id, id), eq(farms.version, version)))
        .returning();
      return row;
    },

    async removeFarm(id: number) {
      await db.delete(zones).where(eq(zones.farmId, id));
      await db.delete(farms).where(eq(farms.id, id));
    },

    async countFieldsOfFarm(farmId: number) {
      const [row] = await db.select({ count: countAll }).from(fields).where(eq(fields.farmId, farmId));
      return row?.count ?? 0;
    },

    async listZones(scope: TGrowerScope, farmId?: number) {
      return db
        .select()
        .from(zones)
        .where(
          allOf(
            eq(zones.ownerId, scope.ownerId),
            eq(zones.unitId, scope.unitId),
            farmId === undefined ? undefined : eq(zones.farmId, farmId),
          ),
        )
        .orderBy(asc(zones.name), asc(zones.id));
    },

    async findZone(scope: TGrowerScope, id: number) {
      const [row] = await db
        .select()
        .from(zones)
        .where(and(eq(zones.ownerId, scope.ownerId), eq(zones.unitId, scope.unitId), eq(zones.id, id)));
      return row;
    },

    async insertZone(values: typeof zones.$inferInsert) {
      const [row] = await db.insert(zones).values(values).returning();
      return row!;
    },

    async updateZone(id: number, version: number, values: Partial<typeof zones.$inferInsert>) {
      const [row] = await db
        .update(zones)
        .set({ ...values, version: sql`${zones.version} + 1` })
        .where(and(eq(zones.id, id), eq(zones.version, version)))
        .returning();
      return row;
    },

    async countFieldsOfZone(zoneId: number) {
      const [row] = await db.select({ count: countAll }).from(fields).where(eq(fields.zoneId, zoneId));
      return row?.count ?? 0;
    },

    async removeZone(id: number) {
      await db.delete(zones).where(eq(zones.id, id));
    },
  };
}

export type TGrowersRepository = ReturnType<typeof createGrowersRepository>;

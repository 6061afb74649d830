import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { farms, fields, growers, zones } from './growers.tables';

export type TFieldRow = typeof fields.$inferSelect;

export interface TFieldScope {
  ownerId: number;
  unitId: number;
}

export interface TFieldFilter {
  search?: string;
  growerId?: number;
  farmId?: number;
  farmIds?: number[];
  zoneId?: number;
  zoneIds?: number[];
  ids?: number[];
  geometryMissing?: boolean;
  active?: boolean;
  /** Only fields whose bounding box meets this one (west, south, east, north). */
  bbox?: [number, number, number, number];
  /** Name or code contains this text. */
  nameOrCode?: string;
}

const growerName = sql<string>`concat_ws(' ', ${growers.firstName}, ${growers.lastName})`;

/** Wire names a field list may be sorted by. */
const sortable: TSortable = {
  id: fields.id,
  name: fields.name,
  code: fields.code,
  areaHectares: fields.areaHectares,
  farmName: farms.name,
  growerName,
  zoneName: zones.name,
};

/** A field row with the names around it. */
export type TFieldWithNames = TFieldRow & {
  farmName: string;
  growerId: number;
  growerName: string;
  zoneName: string | null;
};

/** A field row with the names around it and whether it has a boundary, without the boundary. */
export type TFieldSummaryRow = Omit<TFieldWithNames, 'geometry'> & { geometryMissing: boolean };

/** A field's columns but its boundary (large, and a summary needs only whether there is one). */
const { geometry: _geometry, ...summaryColumns } = getTableColumns(fields);

export function createFieldsRepository(db: TExecutor) {
  const names = {
    farmName: farms.name,
    growerId: farms.growerId,
    growerName,
    zoneName: zones.name,
  };
  const selection = { row: fields, ...names };
  const flatten = (
    rows: {
      row: TFieldRow;
      farmName: string;
      growerId: number;
      growerName: string;
      zoneName: string | null;
    }[],
  ) => rows.map(({ row, ...names }): TFieldWithNames => ({ ...row, ...names }));
  const whereOf = (scope: TFieldScope, filter: TFieldFilter) =>
    allOf(
      eq(fields.ownerId, scope.ownerId),
      eq(fields.unitId, scope.unitId),
      searchWhere(filter.search, [fields.name, fields.code, farms.name, growerName]),
      filter.nameOrCode ? searchWhere(filter.nameOrCode, [fields.name, fields.code]) : undefined,
      filter.growerId === undefined ? undefined : eq(farms.growerId, filter.growerId),
      filter.farmId === undefined ? undefined : eq(fields.farmId, filter.farmId),
      filter.farmIds ? inArray(fields.farmId, filter.farmIds.length ? filter.farmIds : [-1]) : undefined,
      filter.zoneId === undefined ? undefined : eq(fields.zoneId, filter.zoneId),
      filter.zoneIds ? inArray(fields.zoneId, filter.zoneIds.length ? filter.zoneIds : [-1]) : undefined,
      filter.ids ? inArray(fields.id, filter.ids.length ? filter.ids : [-1]) : undefined,
      filter.geometryMissing === undefined
        ? undefined
        : filter.geometryMissing
          ? isNull(fields.geometry)
          : isNotNull(fields.geometry),
      filter.active === undefined ? undefined : eq(fields.active, filter.active),
      filter.bbox
        ? and(
            lte(fields.bboxWest, filter.bbox[2]),
            gte(fields.bboxEast, filter.bbox[0]),
            lte(fields.bboxSouth, filter.bbox[3]),
            gte(fields.bboxNorth, filter.bbox[1]),
          )
        : undefined,
    );
  const base = () =>
    db
      .select(selection)
      .from(fields)
      .innerJoin(farms, eq(farms.id, fields.farmId))
      .innerJoin(growers, eq(growers.id, farms.growerId))
      .leftJoin(zones, eq(zones.id, fields.zoneId));
  const summaryBase = () =>
    db
      .select({ ...summaryColumns, ...names, geometryMissing: sql<boolean>`${fields.geometry} is null` })
      .from(fields)
      .innerJoin(farms, eq(farms.id, fields.farmId))
      .innerJoin(growers, eq(growers.id, farms.growerId))
      .leftJoin(zones, eq(zones.id, fields.zoneId));

  return {
    /** A page of summaries (no boundaries). */
    async list(scope: TFieldScope, query: TFieldFilter & { page: number; size: number; sort?: string }) {
      const where = whereOf(scope, query);
      const [rows, [total]] = await Promise.all([
        summaryBase()
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db
          .select({ count: countAll })
          .from(fields)
          .innerJoin(farms, eq(farms.id, fields.farmId))
          .innerJoin(growers, eq(growers.id, farms.growerId))
          .leftJoin(zones, eq(zones.id, fields.zoneId))
          .where(where),
      ]);
      return { rows: rows as TFieldSummaryRow[], total: total?.count ?? 0 };
    },

    /** Every field matching, ordered by name, as summaries (no boundaries). */
    async summaries(scope: TFieldScope, filter: TFieldFilter, limit = 10_000) {
      return (await summaryBase()
        .where(whereOf(scope, filter))
        .orderBy(asc(fields.name), asc(fields.id))
        .limit(limit)) as TFieldSummaryRow[];
    },

    /** Every field matching, ordered by name (maps and pickers; bounded by the caller). */
    async all(scope: TFieldScope, filter: TFieldFilter, limit = 10_000) {
      return flatten(
        await base().where(whereOf(scope, filter)).orderBy(asc(fields.name), asc(fields.id)).limit(limit),
      );
    },

    async find(scope: TFieldScope, id: number) {
      return flatten(await base().where(whereOf(scope, { ids: [id] })))[0];
    },

    async insert(values: typeof fields.$inferInsert) {
      const [row] = await db.insert(fields).values(values).returning();
      return row!;
    },

    async insertMany(values: (typeof fields.$inferInsert)[]) {
      if (values.length === 0) return [];
      return db.insert(fields).values(values).returning();
    },

    async update(id: number, version: number, values: Partial<typeof fields.$inferInsert>) {
      const [row] = await db
        .update(fields)
        .set({ ...values, version: sql`${fields.version} + 1`, updatedAt: new Date() })
        .where(and(eq(fields.id, id), eq(fields.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(fields).where(eq(fields.id, id));
    },

    /** Bounding box of the matching fields with a boundary, or null. */
    async extent(scope: TFieldScope, filter: TFieldFilter) {
      const [row] = await db
        .select({
          west: sql<number | null>`min(${fields.bboxWest})`,
          south: sql<number | null>`min(${fields.bboxSouth})`,
          east: sql<number | null>`max(${fields.bboxEast})`,
          north: sql<number | null>`max(${fields.bboxNorth})`,
        })
        .from(fields)
        .innerJoin(farms, eq(farms.id, fields.farmId))
        .innerJoin(growers, eq(growers.id, farms.growerId))
        .leftJoin(zones, eq(zones.id, fields.zoneId))
        .where(and(whereOf(scope, filter), isNotNull(fields.geometry)));
      if (!row || row.west === null || row.south === null || row.east === null || row.north === null)
        return null;
      return [row.west, row.south, row.east, row.north] as [number, number, number, number];
    },

    async findFarm(scope: TFieldScope, id: number) {
      const [row] = await db
        .select()
        .from(farms)
        .where(and(eq(farms.ownerId, scope.ownerId), eq(farms.unitId, scope.unitId), eq(farms.id, id)));
      return row;
    },

    async findZone(scope: TFieldScope, id: number) {
      const [row] = await db
        .select()
        .from(zones)
        .where(and(eq(zones.ownerId, scope.ownerId), eq(zones.unitId, scope.unitId), eq(zones.id, id)));
      return row;
    },
  };
}

export type TFieldsRepository = ReturnType<typeof createFieldsRepository>;

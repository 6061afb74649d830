import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort } from '@tramline/domain';
import type { TExecutor } from '../../db/database';
import { allOf, countAll, likePattern, pageWindow } from '../../db/list';
import { AppError } from '../../http/errors';
import { workOrderAudit, workOrderFields, workOrderProducts, workOrders } from './work-orders.tables';

export type TWorkOrderRow = typeof workOrders.$inferSelect;
export type TWorkOrderValues = Omit<typeof workOrders.$inferInsert, 'id' | 'ownerId' | 'unitId' | 'version' | 'createdAt' | 'updatedAt'>;
export type TWorkOrderAuditRow = typeof workOrderAudit.$inferSelect;

export interface TWorkOrderScope {
  ownerId: number;
  unitId: number;
  /** Rows with a location must be in these; rows without one belong to the whole branch. */
  locationIds: number[];
}

/**
 * What the ranking reads that lives outside the order row: the branch's today, and the products
 * and fields that are fine (ids outside `goodProductIds`, or inside `badFieldIds`, make an order
 * inconsistent). Asked from the products and fields services at each read, so never stale.
 */
export interface TRankFacts {
  today: string;
  goodProductIds: number[];
  badFieldIds: number[];
}

export interface TWorkOrderListFilter {
  page: number;
  size: number;
  sort?: string;
  statuses: number[];
  /** Matches description or ticket, or these growers. */
  search?: string;
  searchGrowerIds?: number[];
  createdFrom?: Date;
  createdBefore?: Date;
  locationIds?: number[];
  ids?: number[];
}

const intArray = (ids: readonly number[]) => sql`ARRAY[${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`-1`], sql`, `)}]::int[]`;

/** SQL flags of an order: product or field inconsistent, and the full inconsistency. */
function flagsOf(facts: TRankFacts) {
  const productInconsistent = sql`exists (select 1 from ${workOrderProducts} where ${workOrderProducts.workOrderId} = ${workOrders.id} and not (${workOrderProducts.productId} = any(${intArray(facts.goodProductIds)})))`;
  const fieldInconsistent = sql`exists (select 1 from ${workOrderFields} where ${workOrderFields.workOrderId} = ${workOrders.id} and (${workOrderFields.fieldId} = any(${intArray(facts.badFieldIds)})))`;
  const inconsistent = sql`(${workOrders.flowRateInconsistent} or ${workOrders.compartmentInconsistent} or ${productInconsistent} or ${fieldInconsistent})`;
  return { productInconsistent, fieldInconsistent, inconsistent };
}

/** The spec's ranking (part 1 §4) in SQL, the same as `rankWorkOrder` in the domain. */
function rankOf(facts: TRankFacts): SQL<number> {
  const { inconsistent } = flagsOf(facts);
  const today = sql`${facts.today}::date`;
  const skipped = sql`(${workOrders.skippedOn} = ${today})`;
  const scheduledToday = sql`(${workOrders.scheduledOn} = ${today})`;
  const scheduled = sql`(${workOrders.scheduledOn} >= ${today})`;
  const alerts = sql`(${workOrders.alertCount} > 0)`;
  return sql<number>`(case
    when ${skipped} then (case when ${inconsistent} then 1 when ${alerts} then (case when ${scheduledToday} then 5 else 4 end) when ${scheduledToday} then 2 else 3 end)
    when ${inconsistent} then 10
    when ${alerts} then (case when ${scheduledToday} then 7 else 6 end)
    when ${scheduled} then 8
    else 9 end)::int`;
}

export function createWorkOrdersRepository(db: TExecutor) {
  const inScope = (scope: TWorkOrderScope) =>
    and(
      eq(workOrders.ownerId, scope.ownerId),
      eq(workOrders.unitId, scope.unitId),
      or(isNull(workOrders.locationId), inArray(workOrders.locationId, scope.locationIds.length ? scope.locationIds : [-1])),
    );

  function sortOf(sort: string | undefined, rank: SQL<number>): SQL[] {
    const sortable: Record<string, SQL | AnyColumn> = {
      id: workOrders.id,
      cdOrdemServico: workOrders.id,
      description: workOrders.description,
      vlOrdemServico: workOrders.ticket,
      status: workOrders.status,
      timing: workOrders.timing,
      createdAt: workOrders.createdAt,
      dtEncerramento: workOrders.closedAt,
      selectedArea: workOrders.selectedAreaHectares,
      rank,
    };
    const { field, direction } = parseSort(sort, 'rank');
    const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
    if (!column) throw new AppError(400, 'invalidSort', { field }, [{ path: 'sort', code: 'invalidSort', message: field }]);
    const order = direction === 'desc' ? desc(column) : asc(column);
    // The spec's order: rank, then closing time ascending (none last), then id.
    if (field === 'rank') return [order, sql`${workOrders.closedAt} asc nulls last`, asc(workOrders.id)];
    return [order, asc(workOrders.id)];
  }

  return {
    async list(scope: TWorkOrderScope, filter: TWorkOrderListFilter, facts: TRankFacts) {
      const search = filter.search
        ? or(
            sql`${workOrders.description} ilike ${likePattern(filter.search)}`,
            sql`${workOrders.ticket} ilike ${likePattern(filter.search)}`,
            filter.searchGrowerIds?.length ? inArray(workOrders.growerId, filter.searchGrowerIds) : undefined,
          )
        : undefined;
      const where = allOf(
        inScope(scope),
        inArray(workOrders.status, filter.statuses.length ? filter.statuses : [-1]),
        search,
        filter.createdFrom ? gte(workOrders.createdAt, filter.createdFrom) : undefined,
        filter.createdBefore ? lt(workOrders.createdAt, filter.createdBefore) : undefined,
        filter.locationIds?.length ? inArray(workOrders.locationId, filter.locationIds) : undefined,
        filter.ids ? inArray(workOrders.id, filter.ids.length ? filter.ids : [-1]) : undefined,
      );
      const rank = rankOf(facts);
      const window = pageWindow(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: workOrders, rank })
          .from(workOrders)
          .where(where)
          .orderBy(...sortOf(filter.sort, rank))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(workOrders).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(scope: TWorkOrderScope, id: number) {
      const [row] = await db
        .select()
        .from(workOrders)
        .where(and(inScope(scope), eq(workOrders.id, id)));
      return row;
    },

    async findMany(scope: TWorkOrderScope, ids: number[]) {
      if (!ids.length) return [];
      return db
        .select()
        .from(workOrders)
        .where(and(inScope(scope), inArray(workOrders.id, ids)))
        .orderBy(asc(workOrders.id));
    },

    /** Fields and products of some orders, in their positions. */
    async linesOf(ids: number[]) {
      if (!ids.length) return { fields: [], products: [] };
      const [fieldRows, productRows] = await Promise.all([
        db.select().from(workOrderFields).where(inArray(workOrderFields.workOrderId, ids)).orderBy(asc(workOrderFields.position)),
        db.select().from(workOrderProducts).where(inArray(workOrderProducts.workOrderId, ids)).orderBy(asc(workOrderProducts.position)),
      ]);
      return { fields: fieldRows, products: productRows };
    },

    async insert(values: typeof workOrders.$inferInsert) {
      const [row] = await db.insert(workOrders).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof workOrders.$inferInsert>) {
      const [row] = await db
        .update(workOrders)
        .set({ ...values, version: sql`${workOrders.version} + 1`, updatedAt: new Date() })
        .where(and(eq(workOrders.id, id), eq(workOrders.version, version)))
        .returning();
      return row;
    },

    /** Schedule facts planning sets; no version bump (they are not edits of the order). */
    async setScheduleFacts(ownerId: number, id: number, values: Partial<Pick<TWorkOrderRow, 'tripSentOn' | 'skippedOn' | 'scheduledOn' | 'alertCount'>>) {
      const [row] = await db
        .update(workOrders)
        .set(values)
        .where(and(eq(workOrders.ownerId, ownerId), eq(workOrders.id, id)))
        .returning();
      return row;
    },

    async replaceLines(
      id: number,
      fieldLines: { fieldId: number; areaHectares: number | null }[],
      productLines: { productId: number; ratePerHectare: number; rateUnit: string }[],
    ) {
      await db.delete(workOrderFields).where(eq(workOrderFields.workOrderId, id));
      await db.delete(workOrderProducts).where(eq(workOrderProducts.workOrderId, id));
      if (fieldLines.length) await db.insert(workOrderFields).values(fieldLines.map((line, position) => ({ ...line, workOrderId: id, position })));
      if (productLines.length)
        await db.insert(workOrderProducts).values(productLines.map((line, position) => ({ ...line, workOrderId: id, position })));
    },

    async setTiming(scope: TWorkOrderScope, ids: number[], timing: string) {
      return db
        .update(workOrders)
        .set({ timing, version: sql`${workOrders.version} + 1`, updatedAt: new Date() })
        .where(and(inScope(scope), inArray(workOrders.id, ids)))
        .returning();
    },

    async addAudit(values: typeof workOrderAudit.$inferInsert | (typeof workOrderAudit.$inferInsert)[]) {
      const rows = Array.isArray(values) ? values : [values];
      if (rows.length) await db.insert(workOrderAudit).values(rows);
    },

    async history(workOrderId: number) {
      return db.select().from(workOrderAudit).where(eq(workOrderAudit.workOrderId, workOrderId)).orderBy(desc(workOrderAudit.at), desc(workOrderAudit.id));
    },

    /** Orders (not deleted) per id of a column: groups, growers, fields, products using them. */
    async usageBy(kind: 'equipmentGroup' | 'grower' | 'field' | 'product', ownerId: number, ids: number[]) {
      const counts = new Map<number, number>();
      if (!ids.length) return counts;
      const alive = and(eq(workOrders.ownerId, ownerId), sql`${workOrders.status} <> 6`);
      let rows: { id: number | null; count: number }[];
      if (kind === 'equipmentGroup' || kind === 'grower') {
        const column = kind === 'grower' ? workOrders.growerId : workOrders.equipmentGroupId;
        rows = await db.select({ id: column, count: countAll }).from(workOrders).where(and(alive, inArray(column, ids))).groupBy(column);
      } else if (kind === 'field') {
        rows = await db
          .select({ id: workOrderFields.fieldId, count: countAll })
          .from(workOrderFields)
          .innerJoin(workOrders, eq(workOrders.id, workOrderFields.workOrderId))
          .where(and(alive, inArray(workOrderFields.fieldId, ids)))
          .groupBy(workOrderFields.fieldId);
      } else {
        rows = await db
          .select({ id: workOrderProducts.productId, count: countAll })
          .from(workOrderProducts)
          .innerJoin(workOrders, eq(workOrders.id, workOrderProducts.workOrderId))
          .where(and(alive, inArray(workOrderProducts.productId, ids)))
          .groupBy(workOrderProducts.productId);
      }
      for (const row of rows) if (row.id !== null) counts.set(row.id, row.count);
      return counts;
    },

    /** Per field and product, what completed orders of a year applied per hectare. */
    async appliedAmounts(ownerId: number, fieldIds: number[], productIds: number[], year: number) {
      if (!fieldIds.length || !productIds.length) return [];
      const from = new Date(Date.UTC(year, 0, 1));
      const to = new Date(Date.UTC(year + 1, 0, 1));
      return db
        .select({
          fieldId: workOrderFields.fieldId,
          productId: workOrderProducts.productId,
          amountPerHectare: sql<number>`sum(${workOrderProducts.ratePerHectare})::float8`,
        })
        .from(workOrders)
        .innerJoin(workOrderFields, eq(workOrderFields.workOrderId, workOrders.id))
        .innerJoin(workOrderProducts, eq(workOrderProducts.workOrderId, workOrders.id))
        .where(
          and(
            eq(workOrders.ownerId, ownerId),
            eq(workOrders.status, 4),
            gte(workOrders.closedAt, from),
            lt(workOrders.closedAt, to),
            inArray(workOrderFields.fieldId, fieldIds),
            inArray(workOrderProducts.productId, productIds),
          ),
        )
        .groupBy(workOrderFields.fieldId, workOrderProducts.productId);
    },
  };
}

export type TWorkOrdersRepository = ReturnType<typeof createWorkOrdersRepository>;

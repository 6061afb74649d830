import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort } from '@tramline/domain';
import type { TExecutor } from '../../db/database';
import { allOf, countAll, pageWindow } from '../../db/list';
import { AppError } from '../../http/errors';
import {
  workOrderAudit,
  workOrderCounts,
  workOrderDayCounts,
  workOrderFields,
  workOrderProducts,
  workOrders,
} from './work-orders.tables';
import {
  closedThenId,
  inconsistentOf,
  RANK_COLUMN,
  rankOf,
  tiersOf,
  type TRankFacts,
} from './work-orders.rank';

export type { TRankFacts } from './work-orders.rank';

export type TWorkOrderRow = typeof workOrders.$inferSelect;
export type TWorkOrderValues = Omit<
  typeof workOrders.$inferInsert,
  'id' | 'ownerId' | 'unitId' | 'version' | 'createdAt' | 'updatedAt'
>;
export type TWorkOrderAuditRow = typeof workOrderAudit.$inferSelect;

export interface TWorkOrderScope {
  ownerId: number;
  unitId: number;
  /** Rows with a location must be in these; rows without one belong to the whole branch. */
  locationIds: number[];
}

export interface TWorkOrderListFilter {
  page: number;
  size: number;
  sort?: string;
  statuses: number[];
  /** Matches a ticket starting with it, description words starting with its words, or these growers. */
  search?: string;
  searchGrowerIds?: number[];
  createdFrom?: Date;
  createdBefore?: Date;
  locationIds?: number[];
  ids?: number[];
  /** Orders of these equipment groups only (the robot orders' list). */
  equipmentGroupIds?: number[];
  growerId?: number;
  /** The schedule filters' condition (`scheduleCondition`). */
  schedule?: SQL;
}

/** Above this many matching orders the ranked list walks the rank's tiers instead of sorting them all. */
const TIERED_FROM = 2000;

/** Words of a search as a prefix query for `to_tsquery('simple', ...)`: letters and digits only. */
export function wordsQuery(search: string): string | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

function prefixPattern(search: string): string {
  return `${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createWorkOrdersRepository(db: TExecutor) {
  const inScope = (scope: TWorkOrderScope) =>
    and(
      eq(workOrders.ownerId, scope.ownerId),
      eq(workOrders.unitId, scope.unitId),
      or(
        isNull(workOrders.locationId),
        inArray(workOrders.locationId, scope.locationIds.length ? scope.locationIds : [-1]),
      ),
    );

  function whereOf(scope: TWorkOrderScope, filter: TWorkOrderListFilter, statuses: number[]) {
    const words = filter.search ? wordsQuery(filter.search) : undefined;
    const search = filter.search
      ? or(
          sql`lower(${workOrders.ticket}) like ${prefixPattern(filter.search)}`,
          words
            ? sql`to_tsvector('simple', ${workOrders.description}) @@ to_tsquery('simple', ${words})`
            : undefined,
          filter.searchGrowerIds?.length ? inArray(workOrders.growerId, filter.searchGrowerIds) : undefined,
        )
      : undefined;
    return allOf(
      inScope(scope),
      statuses.length === 1
        ? eq(workOrders.status, statuses[0]!)
        : inArray(workOrders.status, statuses.length ? statuses : [-1]),
      search,
      filter.createdFrom ? gte(workOrders.createdAt, filter.createdFrom) : undefined,
      filter.createdBefore ? lt(workOrders.createdAt, filter.createdBefore) : undefined,
      // An order without a location belongs to the whole branch, so every location's list shows it.
      filter.locationIds?.length
        ? or(isNull(workOrders.locationId), inArray(workOrders.locationId, filter.locationIds))
        : undefined,
      filter.ids ? inArray(workOrders.id, filter.ids.length ? filter.ids : [-1]) : undefined,
      filter.equipmentGroupIds
        ? inArray(
            workOrders.equipmentGroupId,
            filter.equipmentGroupIds.length ? filter.equipmentGroupIds : [-1],
          )
        : undefined,
      filter.growerId !== undefined ? eq(workOrders.growerId, filter.growerId) : undefined,
      filter.schedule,
    );
  }

  /** The maintained counts' office and status conditions for a list filter. */
  function countsWhere(
    table: typeof workOrderCounts | typeof workOrderDayCounts,
    scope: TWorkOrderScope,
    filter: TWorkOrderListFilter,
  ) {
    return allOf(
      eq(table.ownerId, scope.ownerId),
      eq(table.unitId, scope.unitId),
      inArray(table.status, filter.statuses.length ? filter.statuses : [-1]),
      or(
        eq(table.locationKey, 0),
        inArray(table.locationKey, scope.locationIds.length ? scope.locationIds : [-1]),
      ),
      filter.locationIds?.length
        ? or(eq(table.locationKey, 0), inArray(table.locationKey, filter.locationIds))
        : undefined,
    );
  }

  /**
   * The total: from the maintained counts when only statuses and offices filter; over a date range,
   * whole UTC days from the day counts plus the two partial days counted; else counted.
   */
  async function countOf(scope: TWorkOrderScope, filter: TWorkOrderListFilter) {
    if (
      filter.search ||
      filter.ids ||
      filter.equipmentGroupIds ||
      filter.growerId !== undefined ||
      filter.schedule
    ) {
      const [row] = await db
        .select({ count: countAll })
        .from(workOrders)
        .where(whereOf(scope, filter, filter.statuses));
      return row?.count ?? 0;
    }
    if (!filter.createdFrom && !filter.createdBefore) {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${workOrderCounts.orderCount}), 0)::int` })
        .from(workOrderCounts)
        .where(countsWhere(workOrderCounts, scope, filter));
      return row?.count ?? 0;
    }
    const day = 86_400_000;
    const firstWhole = filter.createdFrom
      ? new Date(Math.ceil(filter.createdFrom.getTime() / day) * day)
      : undefined;
    const endWhole = filter.createdBefore
      ? new Date(Math.floor(filter.createdBefore.getTime() / day) * day)
      : undefined;
    if (firstWhole && endWhole && firstWhole.getTime() >= endWhole.getTime()) {
      const [row] = await db
        .select({ count: countAll })
        .from(workOrders)
        .where(whereOf(scope, filter, filter.statuses));
      return row?.count ?? 0;
    }
    const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);
    const wholeDays = db
      .select({ count: sql<number>`coalesce(sum(${workOrderDayCounts.orderCount}), 0)` })
      .from(workOrderDayCounts)
      .where(
        allOf(
          countsWhere(workOrderDayCounts, scope, filter),
          firstWhole ? gte(workOrderDayCounts.createdOn, isoDay(firstWhole)) : undefined,
          endWhole ? lt(workOrderDayCounts.createdOn, isoDay(endWhole)) : undefined,
        ),
      );
    const edges = or(
      filter.createdFrom && firstWhole
        ? and(gte(workOrders.createdAt, filter.createdFrom), lt(workOrders.createdAt, firstWhole))
        : undefined,
      filter.createdBefore && endWhole
        ? and(gte(workOrders.createdAt, endWhole), lt(workOrders.createdAt, filter.createdBefore))
        : undefined,
    );
    const partialDays = db
      .select({ count: sql<number>`count(*)` })
      .from(workOrders)
      .where(
        and(
          whereOf(scope, { ...filter, createdFrom: undefined, createdBefore: undefined }, filter.statuses),
          edges ?? sql`false`,
        ),
      );
    const [row] = await db
      .select({ count: sql<number>`((${wholeDays}) + (${partialDays}))::int` })
      .from(sql`(select 1) as one`);
    return row?.count ?? 0;
  }

  /** Ids of one tier in (closing time, id) order: one index walk per status, merged. */
  async function tierIds(
    scope: TWorkOrderScope,
    filter: TWorkOrderListFilter,
    condition: SQL,
    offset: number,
    limit: number,
  ) {
    const statuses = filter.statuses.length ? filter.statuses : [-1];
    const walks = statuses.map(
      (status) =>
        sql`(select ${workOrders.id} as id, ${workOrders.closedAt} as closed_at from ${workOrders} where ${whereOf(scope, filter, [status])} and ${condition} order by ${sql.join(closedThenId, sql`, `)} limit ${offset + limit})`,
    );
    // Both drivers answer raw statements with `rows`.
    const result = (await db.execute(
      sql`select id from (${sql.join(walks, sql` union all `)}) walks order by closed_at asc nulls last, id asc limit ${limit} offset ${offset}`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((row) => Number(row.id));
  }

  /**
   * The ranked order tier by tier, each read only as far as the page needs: skipped today (ranks
   * 1 to 5, few), then with alerts (6, 7), scheduled (8), plain (9) and inconsistent (10), each
   * walking the (status, closing time, id) index. A tier answering fewer ids than asked is whole,
   * so the next starts where the page's offset falls; no tier is counted.
   */
  async function rankedTiers(
    scope: TWorkOrderScope,
    filter: TWorkOrderListFilter,
    facts: TRankFacts,
    inconsistent: SQL,
    rank: SQL<number>,
    window: { limit: number; offset: number },
  ) {
    const tiers = tiersOf(facts);
    const consistent = sql`not ${inconsistent}`;
    const noAlerts = tiers.noAlerts;
    const later: { rank: number; condition: SQL }[] = [
      {
        rank: 6,
        condition: sql`${tiers.notSkipped} and ${tiers.alerts} and ${consistent} and not coalesce(${tiers.scheduledToday}, false)`,
      },
      {
        rank: 7,
        condition: sql`${tiers.notSkipped} and ${tiers.alerts} and ${consistent} and ${tiers.scheduledToday}`,
      },
      {
        rank: 8,
        condition: sql`${tiers.notSkipped} and ${noAlerts} and ${tiers.scheduled} and ${consistent}`,
      },
      { rank: 9, condition: sql`${tiers.notSpecial} and ${consistent}` },
      { rank: 10, condition: sql`${tiers.notSkipped} and ${inconsistent}` },
    ];
    let offset = window.offset;
    const picked: { id: number; rank: number }[] = [];
    const skipped = await db
      .select({ id: workOrders.id, rank: rank.as('rank') })
      .from(workOrders)
      .where(and(whereOf(scope, filter, filter.statuses), tiers.skipped))
      .orderBy(RANK_COLUMN, ...closedThenId)
      .limit(offset + window.limit);
    picked.push(...skipped.slice(offset));
    offset = Math.max(0, offset - skipped.length);
    for (const tier of later) {
      const wanted = window.limit - picked.length;
      if (wanted <= 0) break;
      const ids = await tierIds(scope, filter, tier.condition, 0, offset + wanted);
      picked.push(...ids.slice(offset).map((id) => ({ id, rank: tier.rank })));
      offset = Math.max(0, offset - ids.length);
    }
    if (!picked.length) return [];
    const rows = await db
      .select()
      .from(workOrders)
      .where(
        inArray(
          workOrders.id,
          picked.map((entry) => entry.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return picked.flatMap((entry) => {
      const order = byId.get(entry.id);
      return order ? [{ order, rank: entry.rank }] : [];
    });
  }

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
    if (!column)
      throw new AppError(400, 'invalidSort', { field }, [
        { path: 'sort', code: 'invalidSort', message: field },
      ]);
    const order = direction === 'desc' ? desc(column) : asc(column);
    // The spec's order: rank, then closing time ascending (none last), then id.
    if (field === 'rank') return [order, ...closedThenId];
    return [order, asc(workOrders.id)];
  }

  return {
    /**
     * A page of orders and the total. The ranked order (the default) is read tier by tier when
     * many orders match (`rankedTiers`), so a page costs about its own rows and offset, not a
     * sort of every matching order.
     */
    async list(
      scope: TWorkOrderScope,
      filter: TWorkOrderListFilter,
      facts: TRankFacts,
    ): Promise<{ rows: { order: TWorkOrderRow; rank: number }[]; total: number }> {
      const inconsistent = inconsistentOf(facts);
      const rank = rankOf(facts, inconsistent);
      const window = pageWindow(filter);
      const { field, direction } = parseSort(filter.sort, 'rank');
      const order = sortOf(filter.sort, RANK_COLUMN);
      const total = await countOf(scope, filter);
      if (total === 0 || window.offset >= total) return { rows: [], total };
      if (field !== 'rank' || direction !== 'asc' || total < TIERED_FROM) {
        const rows = await db
          .select({ order: workOrders, rank: rank.as('rank') })
          .from(workOrders)
          .where(whereOf(scope, filter, filter.statuses))
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset);
        return { rows, total };
      }
      return { rows: await rankedTiers(scope, filter, facts, inconsistent, rank, window), total };
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
        db
          .select()
          .from(workOrderFields)
          .where(inArray(workOrderFields.workOrderId, ids))
          .orderBy(asc(workOrderFields.position)),
        db
          .select()
          .from(workOrderProducts)
          .where(inArray(workOrderProducts.workOrderId, ids))
          .orderBy(asc(workOrderProducts.position)),
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
    async setScheduleFacts(
      ownerId: number,
      id: number,
      values: Partial<Pick<TWorkOrderRow, 'tripSentOn' | 'skippedOn' | 'scheduledOn' | 'alertCount'>>,
    ) {
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
      if (fieldLines.length)
        await db
          .insert(workOrderFields)
          .values(fieldLines.map((line, position) => ({ ...line, workOrderId: id, position })));
      if (productLines.length)
        await db
          .insert(workOrderProducts)
          .values(productLines.map((line, position) => ({ ...line, workOrderId: id, position })));
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
      return db
        .select()
        .from(workOrderAudit)
        .where(eq(workOrderAudit.workOrderId, workOrderId))
        .orderBy(desc(workOrderAudit.at), desc(workOrderAudit.id));
    },
  };
}

export type TWorkOrdersRepository = ReturnType<typeof createWorkOrdersRepository>;

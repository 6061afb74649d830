import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { planItems, plans } from './plans.tables';

export type TPlanRow = typeof plans.$inferSelect;
export type TPlanItemRow = typeof planItems.$inferSelect;
export type TPlanInsert = typeof plans.$inferInsert;
export type TPlanItemInsert = Omit<typeof planItems.$inferInsert, 'id' | 'planId'>;

/** Plans are scoped by owner and branch (they carry no location of their own). */
export interface TPlanScope {
  ownerId: number;
  unitId: number;
}

export interface TDayFilter {
  groupId: number;
  localDate: string;
  equipmentIds?: readonly number[];
  kind?: string;
}

export function createPlansRepository(db: TExecutor) {
  const inScope = (scope: TPlanScope) =>
    and(eq(plans.ownerId, scope.ownerId), eq(plans.unitId, scope.unitId));
  const current = isNull(plans.supersededAt);

  return {
    async find(scope: TPlanScope, id: number) {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(inScope(scope), eq(plans.id, id)));
      return row;
    },

    /** Current (not superseded) plans of a group's day, by machine then kind. */
    async currentOfDay(scope: TPlanScope, filter: TDayFilter) {
      return db
        .select()
        .from(plans)
        .where(
          and(
            inScope(scope),
            current,
            eq(plans.equipmentGroupId, filter.groupId),
            eq(plans.localDate, filter.localDate),
            filter.equipmentIds
              ? inArray(plans.equipmentId, filter.equipmentIds.length ? [...filter.equipmentIds] : [-1])
              : undefined,
            filter.kind ? eq(plans.kind, filter.kind) : undefined,
          ),
        )
        .orderBy(asc(plans.equipmentId), asc(plans.kind));
    },

    /** Current plans of a group over a date range (summaries). */
    async currentInRange(
      scope: TPlanScope,
      filter: { groupId: number; from: string; to: string; equipmentIds?: readonly number[] },
    ) {
      return db
        .select()
        .from(plans)
        .where(
          and(
            inScope(scope),
            current,
            eq(plans.equipmentGroupId, filter.groupId),
            gte(plans.localDate, filter.from),
            lte(plans.localDate, filter.to),
            filter.equipmentIds
              ? inArray(plans.equipmentId, filter.equipmentIds.length ? [...filter.equipmentIds] : [-1])
              : undefined,
          ),
        )
        .orderBy(asc(plans.localDate), asc(plans.equipmentId));
    },

    /** The work orders each plan holds as orders (not a tender's loads), each once per plan. */
    async orderIdsOfPlans(planIds: readonly number[]) {
      if (!planIds.length) return [];
      return db
        .selectDistinct({ planId: planItems.planId, workOrderId: planItems.workOrderId })
        .from(planItems)
        .where(
          and(
            inArray(planItems.planId, [...planIds]),
            eq(planItems.kind, 'order'),
            sql`${planItems.workOrderId} is not null`,
          ),
        );
    },

    async itemsOf(planIds: readonly number[]) {
      if (!planIds.length) return [];
      return db
        .select()
        .from(planItems)
        .where(inArray(planItems.planId, [...planIds]))
        .orderBy(asc(planItems.planId), asc(planItems.sequence));
    },

    /**
     * Items of active, current plans holding some orders, with their plan's date, group and machine;
     * from a date on when given.
     */
    async activeItemsOfOrders(
      scope: { ownerId: number; unitId?: number },
      orderIds: readonly number[],
      options: { fromDate?: string; onDate?: string; beforeDate?: string; groupId?: number } = {},
    ) {
      if (!orderIds.length) return [];
      return db
        .select({
          itemId: planItems.id,
          /** `order`, or a tender's `load` and `meeting` carrying the order's product. */
          itemKind: planItems.kind,
          workOrderId: planItems.workOrderId,
          planId: plans.id,
          localDate: plans.localDate,
          groupId: plans.equipmentGroupId,
          equipmentId: plans.equipmentId,
          kind: plans.kind,
          areaHectares: planItems.areaHectares,
        })
        .from(planItems)
        .innerJoin(plans, eq(plans.id, planItems.planId))
        .where(
          and(
            eq(plans.ownerId, scope.ownerId),
            scope.unitId === undefined ? undefined : eq(plans.unitId, scope.unitId),
            current,
            eq(plans.active, true),
            inArray(planItems.workOrderId, [...orderIds]),
            options.fromDate ? gte(plans.localDate, options.fromDate) : undefined,
            options.onDate ? eq(plans.localDate, options.onDate) : undefined,
            options.beforeDate ? lt(plans.localDate, options.beforeDate) : undefined,
            options.groupId === undefined ? undefined : eq(plans.equipmentGroupId, options.groupId),
          ),
        );
    },

    /** Orders held by the active plans of a day (any group of the branch when no group is given). */
    async orderIdsOfDay(scope: TPlanScope, localDate: string, groupId?: number) {
      const rows = await db
        .selectDistinct({ workOrderId: planItems.workOrderId })
        .from(planItems)
        .innerJoin(plans, eq(plans.id, planItems.planId))
        .where(
          and(
            inScope(scope),
            current,
            eq(plans.active, true),
            eq(plans.localDate, localDate),
            groupId === undefined ? undefined : eq(plans.equipmentGroupId, groupId),
            sql`${planItems.workOrderId} is not null`,
          ),
        );
      return rows.map((row) => row.workOrderId!);
    },

    /** Active, current plans from a date on holding each order (work-order usage). */
    async usageOfOrders(ownerId: number, orderIds: readonly number[], fromDate?: string) {
      const counts = new Map<number, number>();
      if (!orderIds.length) return counts;
      const rows = await db
        .select({ workOrderId: planItems.workOrderId, count: sql<number>`count(distinct ${plans.id})::int` })
        .from(planItems)
        .innerJoin(plans, eq(plans.id, planItems.planId))
        .where(
          and(
            eq(plans.ownerId, ownerId),
            current,
            eq(plans.active, true),
            inArray(planItems.workOrderId, [...orderIds]),
            fromDate ? gte(plans.localDate, fromDate) : undefined,
          ),
        )
        .groupBy(planItems.workOrderId);
      for (const row of rows) if (row.workOrderId !== null) counts.set(row.workOrderId, row.count);
      return counts;
    },

    /** Current plans of machines (equipment usage). */
    async usageOfEquipment(ownerId: number, equipmentIds: readonly number[], fromDate?: string) {
      const counts = new Map<number, number>();
      if (!equipmentIds.length) return counts;
      const rows = await db
        .select({ equipmentId: plans.equipmentId, count: sql<number>`count(*)::int` })
        .from(plans)
        .where(
          and(
            eq(plans.ownerId, ownerId),
            current,
            inArray(plans.equipmentId, [...equipmentIds]),
            fromDate ? gte(plans.localDate, fromDate) : undefined,
          ),
        )
        .groupBy(plans.equipmentId);
      for (const row of rows) counts.set(row.equipmentId, row.count);
      return counts;
    },

    /**
     * Marks a current plan superseded when the version still matches; answers undefined when
     * someone changed it first (or it is no longer current).
     */
    async supersede(id: number, version: number, at: Date) {
      const [row] = await db
        .update(plans)
        .set({ supersededAt: at })
        .where(and(eq(plans.id, id), eq(plans.version, version), current))
        .returning();
      return row;
    },

    /** Brings a superseded plan back as the current one, with a new version (revert). */
    async restore(id: number, version: number, active: boolean) {
      const [row] = await db
        .update(plans)
        .set({ supersededAt: null, version, active })
        .where(eq(plans.id, id))
        .returning();
      return row!;
    },

    async insert(values: TPlanInsert, items: readonly TPlanItemInsert[]) {
      const [row] = await db.insert(plans).values(values).returning();
      const plan = row!;
      const itemRows = items.length
        ? await db
            .insert(planItems)
            .values(items.map((item) => ({ ...item, planId: plan.id })))
            .returning()
        : [];
      return { plan, items: itemRows.sort((a, b) => a.sequence - b.sequence) };
    },

    /** Sets the active flag of current plans. */
    async setActive(ids: readonly number[], active: boolean) {
      if (!ids.length) return;
      await db
        .update(plans)
        .set({ active })
        .where(and(inArray(plans.id, [...ids]), current));
    },

    async setSent(id: number, sentAt: Date) {
      const [row] = await db.update(plans).set({ sentAt }).where(eq(plans.id, id)).returning();
      return row;
    },
  };
}

export type TPlansRepository = ReturnType<typeof createPlansRepository>;

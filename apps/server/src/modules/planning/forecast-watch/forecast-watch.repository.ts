import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { units } from '../../tenancy/tenancy.tables';
import { planItems, plans } from '../plans/plans.tables';

/** The active plans a forecast change is checked against, with their order items. */
export function createForecastWatchRepository(db: TExecutor) {
  return {
    /** Current, active plans dated between `from` and `to` (inclusive), with their branch's zone. */
    async activePlans(from: string, to: string, ownerId?: number) {
      const where = [
        eq(plans.active, true),
        isNull(plans.supersededAt),
        gte(plans.localDate, from),
        lte(plans.localDate, to),
      ];
      if (ownerId !== undefined) where.push(eq(plans.ownerId, ownerId));
      return db
        .select({
          id: plans.id,
          ownerId: plans.ownerId,
          unitId: plans.unitId,
          groupId: plans.equipmentGroupId,
          equipmentId: plans.equipmentId,
          localDate: plans.localDate,
          version: plans.version,
          activities: plans.activities,
          timeZone: units.timeZone,
        })
        .from(plans)
        .innerJoin(units, eq(units.id, plans.unitId))
        .where(and(...where))
        .orderBy(asc(plans.id));
    },

    /** The order items of plans, in their day's sequence. */
    async orderItems(planIds: readonly number[]) {
      if (planIds.length === 0) return [];
      return db
        .select({
          planId: planItems.planId,
          workOrderId: planItems.workOrderId,
          plannedStart: planItems.plannedStart,
          plannedEnd: planItems.plannedEnd,
          extra: planItems.extra,
          extraAccepted: planItems.extraAccepted,
        })
        .from(planItems)
        .where(and(inArray(planItems.planId, [...planIds]), eq(planItems.kind, 'order')))
        .orderBy(asc(planItems.planId), asc(planItems.sequence));
    },
  };
}

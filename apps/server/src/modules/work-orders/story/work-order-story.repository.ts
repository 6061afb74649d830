import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/database';
import { users } from '../../tenancy/tenancy.tables';
import { equipment } from '../../records/equipment/equipment.tables';
import { equipmentGroups } from '../../records/equipment-groups/equipment-groups.tables';
import { stopOperations } from '../../records/stop-operations/stop-operations.tables';
import { planItems, plans } from '../../planning/plans/plans.tables';
import { planSends } from '../../planning/sends/plan-sends.tables';
import { alarms } from '../../alerts/alerts.tables';
import { workOrderExecutionEvents } from '../work-order-execution.tables';
import { workOrderAudit } from '../work-orders.tables';

/**
 * Reads the facts an order's story is told from, where each is already kept: the audit trail,
 * the plan versions holding it, the days sent, the cab's execution events and the alarms. Every
 * read is scoped by the owner; the caller has checked the order is in the caller's branches.
 */
export function createWorkOrderStoryRepository(db: TDatabase) {
  const userName = sql<string | null>`coalesce(${users.name}, ${workOrderAudit.userName})`;

  return {
    /** The order's audit rows, oldest first, with the person's name when the user still exists. */
    async audit(ownerId: number, workOrderId: number) {
      return db
        .select({
          id: workOrderAudit.id,
          at: workOrderAudit.at,
          action: workOrderAudit.action,
          changes: workOrderAudit.changes,
          userName,
          login: workOrderAudit.userName,
        })
        .from(workOrderAudit)
        .leftJoin(users, eq(users.id, workOrderAudit.userId))
        .where(and(eq(workOrderAudit.ownerId, ownerId), eq(workOrderAudit.workOrderId, workOrderId)))
        .orderBy(asc(workOrderAudit.at), asc(workOrderAudit.id));
    },

    /**
     * Every plan version (current or superseded) of the owner holding the order, and every version
     * written to replace one of them, so a version that dropped the order can be told apart.
     */
    async planVersions(ownerId: number, workOrderId: number) {
      const holding = db
        .selectDistinct({ planId: planItems.planId })
        .from(planItems)
        .where(and(eq(planItems.workOrderId, workOrderId), eq(planItems.kind, 'order')));
      const rows = await db
        .select({
          id: plans.id,
          previousPlanId: plans.previousPlanId,
          localDate: plans.localDate,
          kind: plans.kind,
          createdAt: plans.createdAt,
          supersededAt: plans.supersededAt,
          machineName: equipment.name,
          groupName: equipmentGroups.name,
          userName: users.name,
          holds: sql<boolean>`${plans.id} in ${holding}`,
        })
        .from(plans)
        .innerJoin(equipment, eq(equipment.id, plans.equipmentId))
        .innerJoin(equipmentGroups, eq(equipmentGroups.id, plans.equipmentGroupId))
        .leftJoin(users, eq(users.id, plans.createdBy))
        .where(
          and(
            eq(plans.ownerId, ownerId),
            sql`(${plans.id} in ${holding} or ${plans.previousPlanId} in ${holding})`,
          ),
        )
        .orderBy(asc(plans.createdAt), asc(plans.id));
      return rows.map((row) => ({ ...row, holds: Boolean(row.holds) }));
    },

    /** The days sent to machines that carried the order, with who sent and who overrode the gate. */
    async sends(ownerId: number, workOrderId: number) {
      const overrider = sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${planSends.overriddenBy})`;
      return db
        .select({
          sentAt: planSends.sentAt,
          localDate: planSends.localDate,
          automatic: planSends.automatic,
          machineName: planSends.equipmentName,
          groupName: planSends.groupName,
          workOrderIds: planSends.workOrderIds,
          overrideReason: planSends.overrideReason,
          overriddenBy: overrider,
          userName: users.name,
        })
        .from(planSends)
        .leftJoin(users, eq(users.id, planSends.sentBy))
        .where(and(eq(planSends.ownerId, ownerId), sql`${workOrderId} = any(${planSends.workOrderIds})`))
        .orderBy(asc(planSends.sentAt), asc(planSends.id));
    },

    /** What the cab reported for the order, with the machine's and the stop operation's names. */
    async executionEvents(ownerId: number, workOrderId: number) {
      return db
        .select({
          id: workOrderExecutionEvents.id,
          type: workOrderExecutionEvents.type,
          occurredAt: workOrderExecutionEvents.occurredAt,
          payload: workOrderExecutionEvents.payload,
          equipmentId: workOrderExecutionEvents.equipmentId,
          machineName: equipment.name,
          stopOperation: stopOperations.description,
        })
        .from(workOrderExecutionEvents)
        .innerJoin(equipment, eq(equipment.id, workOrderExecutionEvents.equipmentId))
        .leftJoin(
          stopOperations,
          eq(stopOperations.id, sql`(${workOrderExecutionEvents.payload} ->> 'stopOperationId')::int`),
        )
        .where(
          and(
            eq(workOrderExecutionEvents.ownerId, ownerId),
            eq(workOrderExecutionEvents.workOrderId, workOrderId),
          ),
        )
        .orderBy(asc(workOrderExecutionEvents.occurredAt), asc(workOrderExecutionEvents.id));
    },

    /** Alarms raised while a machine worked the order. */
    async alarms(ownerId: number, workOrderId: number) {
      return db
        .select({
          startedAt: alarms.startedAt,
          endedAt: alarms.endedAt,
          alarmClass: alarms.alarmClass,
          specialCode: alarms.specialCode,
          messageKey: alarms.messageKey,
          messageParams: alarms.messageParams,
          operatorName: alarms.operatorName,
          machineName: equipment.name,
        })
        .from(alarms)
        .innerJoin(equipment, eq(equipment.id, alarms.equipmentId))
        .where(and(eq(alarms.ownerId, ownerId), eq(alarms.workOrderId, workOrderId)))
        .orderBy(asc(alarms.startedAt), asc(alarms.id));
    },
  };
}

export type TWorkOrderStoryRepository = ReturnType<typeof createWorkOrderStoryRepository>;

import { sql, type SQL } from 'drizzle-orm';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { planSends } from '../sends/plan-sends.tables';
import type { TPlansDependencies } from './plan-store';
import { createPlansRepository } from './plans.repository';
import { planItems, plans } from './plans.tables';

/**
 * Tells the records plans point at who uses them: a work order or a machine a plan holds cannot be
 * deleted; shows the order list where the schedule holds each order. Called once, where the
 * services are built (`services.ts`).
 */
export function registerPlanUsage(records: {
  workOrders: Pick<TWorkOrdersService, 'scheduleUsage' | 'scheduleView'>;
  equipment: TPlansDependencies['equipment'];
}) {
  records.workOrders.scheduleUsage.register('plans', ({ db, ownerId, ids }) =>
    createPlansRepository(db).usageOfOrders(ownerId, ids),
  );
  records.workOrders.scheduleView.use({ currentDay: currentDayOf });
  records.equipment.usage.register('plans', ({ db, ownerId, ids }) =>
    createPlansRepository(db).usageOfEquipment(ownerId, ids),
  );
}

/**
 * The latest active plan holding an order (the day the schedule shows it on), with its machine and
 * whether a send of that machine's day carried the order: the order list's schedule columns.
 */
function currentDayOf(orderId: SQL): SQL {
  const sent = sql`exists (select 1 from ${planSends} where ${planSends.equipmentGroupId} = ${plans.equipmentGroupId} and ${planSends.equipmentId} = ${plans.equipmentId} and ${planSends.localDate} = ${plans.localDate} and ${orderId} = any(${planSends.workOrderIds}))`;
  return sql`select ${plans.localDate} as local_date, ${plans.equipmentId} as equipment_id, ${sent} as sent from ${planItems} inner join ${plans} on ${plans.id} = ${planItems.planId} where ${planItems.workOrderId} = ${orderId} and ${planItems.kind} = 'order' and ${plans.active} and ${plans.supersededAt} is null order by ${plans.localDate} desc limit 1`;
}

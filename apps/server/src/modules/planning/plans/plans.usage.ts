import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import type { TPlansDependencies } from './plan-store';
import { createPlansRepository } from './plans.repository';

/**
 * Tells the records plans point at who uses them: a work order or a machine a plan holds cannot be
 * deleted. Called once, where the services are built (`services.ts`).
 */
export function registerPlanUsage(records: {
  workOrders: Pick<TWorkOrdersService, 'scheduleUsage'>;
  equipment: TPlansDependencies['equipment'];
}) {
  records.workOrders.scheduleUsage.register('plans', ({ db, ownerId, ids }) =>
    createPlansRepository(db).usageOfOrders(ownerId, ids),
  );
  records.equipment.usage.register('plans', ({ db, ownerId, ids }) =>
    createPlansRepository(db).usageOfEquipment(ownerId, ids),
  );
}

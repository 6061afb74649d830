import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TFieldsService } from '../records/growers/fields.service';
import type { TGrowersService } from '../records/growers/growers.service';
import type { TProductsService } from '../records/products/products.service';
import { createWorkOrderUsageRepository } from './work-order-usage.repository';

/**
 * Tells the records work orders point at who uses them: an equipment group, product, grower or
 * field an order (not deleted) names cannot be deleted, and a product's applied amounts per field
 * come from completed orders. Called once, where the services are built (`services.ts`).
 */
export function registerWorkOrderUsage(records: {
  equipmentGroups: TEquipmentGroupsService;
  products: TProductsService;
  growers: TGrowersService;
  fields: TFieldsService;
}) {
  const { equipmentGroups, products, growers, fields } = records;
  equipmentGroups.usage.register('workOrders', ({ db, ownerId, ids }) =>
    createWorkOrderUsageRepository(db).usageBy('equipmentGroup', ownerId, ids),
  );
  products.usage.register('workOrders', ({ db, ownerId, ids }) =>
    createWorkOrderUsageRepository(db).usageBy('product', ownerId, ids),
  );
  growers.usage.register('workOrders', ({ db, ownerId, ids }) =>
    createWorkOrderUsageRepository(db).usageBy('grower', ownerId, ids),
  );
  fields.usage.register('workOrders', ({ db, ownerId, ids }) =>
    createWorkOrderUsageRepository(db).usageBy('field', ownerId, ids),
  );
  products.registerAppliedAmounts(({ db, ownerId, fieldIds, productIds, year }) =>
    createWorkOrderUsageRepository(db).appliedAmounts(ownerId, fieldIds, productIds, year),
  );
}

import type { TImplementsService } from '../implements/implements.service';
import type { TPlacesService } from '../places/places.service';
import { createEquipmentGroupsRepository } from './equipment-groups.repository';

/**
 * Tells places and implements which of their rows equipment groups use (a group's warehouse, a
 * member's implement), so those cannot be deleted. Called once, where the services are built
 * (`services.ts`).
 */
export function registerEquipmentGroupUsage(records: {
  places: TPlacesService;
  implements: TImplementsService;
}) {
  records.places.usage.register('equipmentGroups', async ({ db, ownerId, ids }) => {
    const rows = await createEquipmentGroupsRepository(db).warehouseUses(ownerId, ids);
    return new Map(rows.map((row) => [row.placeId!, row.count]));
  });
  records.implements.usage.register('equipmentGroups', async ({ db, ownerId, ids }) => {
    const rows = await createEquipmentGroupsRepository(db).implementUses(ownerId, ids);
    return new Map(rows.map((row) => [row.implementId!, row.count]));
  });
}

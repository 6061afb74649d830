import type { TDatabase } from '../../../db/database';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import { createEquipmentService } from '../equipment/equipment.service';
import { createImplementsService } from '../implements/implements.service';
import type { TPlacesService } from '../places/places.service';
import { createTrailersService } from '../trailers/trailers.service';
import { createEquipmentGroupsService } from './equipment-groups.service';

/**
 * The fleet's services, built in dependency order: implements (and trailers over them), then
 * equipment, then equipment groups, which plug their lookups into the others.
 */
export function createFleetServices(
  db: TDatabase,
  dependencies: { tenancy: TTenancyService; places: TPlacesService },
) {
  const implementsService = createImplementsService(db);
  const trailers = createTrailersService(implementsService);
  const equipment = createEquipmentService(db, implementsService);
  const equipmentGroups = createEquipmentGroupsService(db, {
    ...dependencies,
    equipment,
    implements: implementsService,
  });
  return { implements: implementsService, trailers, equipment, equipmentGroups };
}

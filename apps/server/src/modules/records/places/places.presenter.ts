import type { TPlaceRecord, TProductType } from '@tramline/domain';
import type { TPlaceRow } from './places.repository';

export function presentPlace(row: TPlaceRow): TPlaceRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    name: row.name,
    address: row.address,
    cdLocalizacao: row.locationId,
    latitude: row.latitude,
    longitude: row.longitude,
    associatedLocations: row.associatedLocationIds,
    productClasses: row.productClasses as TProductType[],
    propertyRadius: row.propertyRadiusMetres,
    blenderCapacity: row.blenderCapacityKg,
    active: row.active,
    version: row.version,
  };
}

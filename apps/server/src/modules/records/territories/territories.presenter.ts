import type { TTerritoryRecord } from '@tramline/domain';
import type { TTerritoryRow } from './territories.repository';

export function presentTerritory(row: TTerritoryRow): TTerritoryRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    name: row.name,
    color: row.color,
    geometry: row.geometry,
    marker: { latitude: row.markerLatitude, longitude: row.markerLongitude },
    areaHectares: row.areaHectares,
    bbox: [row.bboxWest, row.bboxSouth, row.bboxEast, row.bboxNorth],
    version: row.version,
  };
}

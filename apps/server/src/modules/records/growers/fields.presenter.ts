import type { TBoundingBox, TFieldRecord, TFieldSummary } from '@tramline/domain';
import type { TFieldWithNames } from './fields.repository';

export function presentFieldSummary(row: TFieldWithNames): TFieldSummary {
  const hasBox =
    row.bboxWest !== null && row.bboxSouth !== null && row.bboxEast !== null && row.bboxNorth !== null;
  return {
    id: row.id,
    cdUnidade: row.unitId,
    name: row.name,
    code: row.code,
    growerId: row.growerId,
    growerName: row.growerName,
    farmId: row.farmId,
    farmName: row.farmName,
    zoneId: row.zoneId,
    zoneName: row.zoneName,
    areaHectares: row.areaHectares,
    centroid:
      row.centroidLatitude === null || row.centroidLongitude === null
        ? null
        : { latitude: row.centroidLatitude, longitude: row.centroidLongitude },
    bbox: hasBox ? ([row.bboxWest, row.bboxSouth, row.bboxEast, row.bboxNorth] as TBoundingBox) : null,
    geometryMissing: row.geometry === null,
    active: row.active,
    version: row.version,
  };
}

export function presentField(row: TFieldWithNames): TFieldRecord {
  return { ...presentFieldSummary(row), geometry: row.geometry };
}

import type { TBoundingBox, TFieldRecord, TFieldSummary } from '@tramline/domain';
import type { TFieldSummaryRow, TFieldWithNames } from './fields.repository';

/** A full row as a summary row: whether it has a boundary. */
export function summaryRowOf(row: TFieldWithNames): TFieldSummaryRow {
  return { ...row, geometryMissing: row.geometry === null };
}

export function presentFieldSummary(row: TFieldSummaryRow): TFieldSummary {
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
    geometryMissing: row.geometryMissing,
    active: row.active,
    version: row.version,
  };
}

export function presentField(row: TFieldWithNames): TFieldRecord {
  return { ...presentFieldSummary(summaryRowOf(row)), geometry: row.geometry };
}

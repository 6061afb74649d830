import type { TFarmRecord, TGrowerRecord, TZoneRecord } from '@tramline/domain';
import type { TFarmRow, TGrowerWithCounts, TZoneRow } from './growers.repository';

export function presentGrower(row: TGrowerWithCounts): TGrowerRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    code: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    phones: row.phones,
    notes: row.notes,
    smsEnRoute: row.smsEnRoute,
    smsJobComplete: row.smsJobComplete,
    active: row.active,
    farmCount: row.farmCount,
    fieldCount: row.fieldCount,
    version: row.version,
  };
}

export function presentFarm(row: {
  row: TFarmRow;
  growerName: string;
  fieldCount: number;
  areaHectares: number;
}): TFarmRecord {
  return {
    id: row.row.id,
    growerId: row.row.growerId,
    growerName: row.growerName,
    name: row.row.name,
    code: row.row.code,
    fieldCount: row.fieldCount,
    areaHectares: row.areaHectares,
    version: row.row.version,
  };
}

export function presentZone(row: TZoneRow): TZoneRecord {
  return { id: row.id, farmId: row.farmId, name: row.name, version: row.version };
}

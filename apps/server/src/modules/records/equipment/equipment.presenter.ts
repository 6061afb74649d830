import type {
  TEquipmentProfile,
  TProductType,
  TEquipmentRecord,
  TEquipmentType,
  TMixtureType,
} from '@tramline/domain';
import type { TEquipmentWithCompartments } from './equipment.repository';

export function presentEquipment(
  row: TEquipmentWithCompartments,
  group: { id: number; name: string } | null,
): TEquipmentRecord {
  return {
    cdEquipamento: row.id,
    cdUnidade: row.unitId,
    name: row.name,
    clientCode: row.clientCode,
    equipmentId: row.code,
    type: row.type as TEquipmentType,
    profile: row.profile as TEquipmentProfile | null,
    model: row.model,
    make: row.make,
    year: row.year,
    controller: row.controller,
    group,
    boomWidth: row.boomWidthMetres,
    spreaderWidth: row.spreaderWidthMetres,
    spinnerRangeMin: row.spinnerRangeMinMetres,
    spinnerRangeMax: row.spinnerRangeMaxMetres,
    tankCapacity: row.tankCapacityLitres,
    hasFixedImplement: row.hasFixedImplement,
    fixedImplementId: row.fixedImplementId,
    implementType: row.implementType as TEquipmentRecord['implementType'],
    fixedTanks: row.fixedTanks,
    compartments: row.compartments.map((compartment) => ({
      id: compartment.id,
      name: compartment.name,
      capacity: compartment.capacity,
      mixtureType: compartment.mixtureType as TMixtureType,
    })),
    trailerType: row.trailerType as TEquipmentRecord['trailerType'],
    stopReasonDelay: row.stopReasonDelaySeconds,
    fieldEfficiency: row.fieldEfficiency,
    productClasses: row.productClasses as TProductType[],
    active: row.active,
    version: row.version,
  };
}

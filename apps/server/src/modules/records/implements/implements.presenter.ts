import type { TCompartment, TImplementKind, TImplementRecord, TMixtureType } from '@tramline/domain';
import type { TImplementCompartmentRow, TImplementWithCompartments } from './implements.repository';

export function presentCompartment(
  row: Pick<TImplementCompartmentRow, 'id' | 'name' | 'capacity' | 'mixtureType'>,
): TCompartment {
  return { id: row.id, name: row.name, capacity: row.capacity, mixtureType: row.mixtureType as TMixtureType };
}

export function presentImplement(
  row: TImplementWithCompartments,
  fixedOnEquipmentId: number | null,
): TImplementRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    code: row.code,
    name: row.name,
    description: row.description,
    model: row.model,
    locationId: row.locationId,
    type: row.kind as TImplementKind,
    fixed: row.fixed,
    width: row.widthMetres,
    fixedWidth: row.fixedWidth,
    mixtureType: row.mixtureType as TMixtureType,
    capacity: row.capacity,
    compartments: row.compartments.map(presentCompartment),
    fixedOnEquipmentId,
    active: row.active,
    version: row.version,
  };
}

import type { TGroupWithEquipment } from '@tramline/domain';

/**
 * Names the machines of a group, sprayers and tender trucks alike, by equipment id; an id the group
 * does not hold reads '#id'.
 */
export function machineNamer(group: TGroupWithEquipment | null | undefined): (equipmentId: number) => string {
  const names = new Map(
    [...(group?.equipments ?? []), ...(group?.tenders ?? [])].map((machine) => [
      machine.equipamentoId,
      machine.name,
    ]),
  );
  return (equipmentId) => names.get(equipmentId) ?? `#${equipmentId}`;
}

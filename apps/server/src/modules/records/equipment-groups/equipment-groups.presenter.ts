import {
  clockOf,
  type TEquipmentGroupRecord,
  type TEquipmentGroupSummary,
  type TEquipmentType,
  type TGroupMember,
  type TGroupTender,
  type TWeekday,
  WEEKDAYS,
} from '@tramline/domain';
import type {
  TEquipmentGroupFull,
  TEquipmentGroupRow,
  TGroupMachineRow,
} from './equipment-groups.repository';

/** Names the group record shows beside the ids. */
export interface TGroupNames {
  timeZone: string;
  equipment: Map<number, { name: string; code: string; type: TEquipmentType }>;
  implementNames: Map<number, string>;
  warehouseNames: Map<number, string>;
}

function machineFacts(row: TGroupMachineRow, names: TGroupNames) {
  const machine = names.equipment.get(row.equipmentId);
  return {
    equipmentName: machine?.name ?? '',
    equipmentCode: machine?.code ?? '',
    equipmentType: machine?.type ?? 'sprayer',
    warehouseName: row.warehouseId === null ? null : (names.warehouseNames.get(row.warehouseId) ?? null),
  };
}

export function presentMember(row: TGroupMachineRow, names: TGroupNames): TGroupMember {
  return {
    id: row.id,
    cdEquipamento: row.equipmentId,
    description: row.description,
    implementId: row.implementId,
    implementName: row.implementId === null ? null : (names.implementNames.get(row.implementId) ?? null),
    implementWidth: row.implementWidthMetres,
    compartmentCount: row.compartmentCount,
    operationSpeed: row.operationSpeedKmh ?? 0,
    travelSpeed: row.travelSpeedKmh ?? 0,
    warehouseId: row.warehouseId,
    cleaningTime: row.cleaningTimeSeconds,
    refillDuration: row.refillDurationSeconds ?? 0,
    allowLoadsFromOtherTenders: row.allowLoadsFromOtherTenders,
    ...machineFacts(row, names),
  };
}

export function presentTender(row: TGroupMachineRow, names: TGroupNames): TGroupTender {
  return {
    id: row.id,
    cdEquipamento: row.equipmentId,
    description: row.description,
    warehouseId: row.warehouseId,
    loadLastToFirst: row.loadLastToFirst,
    ...machineFacts(row, names),
  };
}

export function presentEquipmentGroup(row: TEquipmentGroupFull, names: TGroupNames): TEquipmentGroupRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    timeZone: names.timeZone,
    name: row.name,
    active: row.active,
    productiveOperation: row.productiveOperation,
    locationIds: row.locationIds,
    distributionType: row.distributionType as TEquipmentGroupRecord['distributionType'],
    productTypeFilter: row.productTypeFilter as TEquipmentGroupRecord['productTypeFilter'],
    timingFilter: row.timingFilter as TEquipmentGroupRecord['timingFilter'],
    liquidRateThreshold: row.liquidRateThreshold,
    mixtureType: row.mixtureType as TEquipmentGroupRecord['mixtureType'],
    consolidation: row.consolidation as TEquipmentGroupRecord['consolidation'],
    chemicalAddition: row.chemicalAddition as TEquipmentGroupRecord['chemicalAddition'],
    tankCapacity: row.tankCapacity,
    blenderCapacity: row.blenderCapacity,
    balanceLoads: row.balanceLoads,
    autoSendLoads: row.autoSendLoads,
    autoSendTime: row.autoSendMinute === null ? null : clockOf(row.autoSendMinute),
    robot: row.robot,
    autoAssignWorkOrders: row.autoAssignWorkOrders,
    individualOrdersPerField: row.individualOrdersPerField,
    tenderLoadingOrder: row.tenderLoadingOrder as TEquipmentGroupRecord['tenderLoadingOrder'],
    workingPeriods: [...row.periods]
      .sort((a, b) => WEEKDAYS.indexOf(a.dayOfWeek as TWeekday) - WEEKDAYS.indexOf(b.dayOfWeek as TWeekday))
      .map((period) => ({
        dayOfWeek: period.dayOfWeek as TWeekday,
        start: clockOf(period.startMinute),
        end: clockOf(period.endMinute),
        overtimeLimit: clockOf(period.overtimeMinutes),
      })),
    equipments: row.machines
      .filter((machine) => machine.role === 'member')
      .map((machine) => presentMember(machine, names)),
    tenderTrucks: row.machines
      .filter((machine) => machine.role === 'tender')
      .map((machine) => presentTender(machine, names)),
    version: row.version,
  };
}

export function presentEquipmentGroupSummary(row: {
  group: TEquipmentGroupRow;
  equipmentCount: number;
  tenderCount: number;
}): TEquipmentGroupSummary {
  return {
    id: row.group.id,
    cdUnidade: row.group.unitId,
    name: row.group.name,
    active: row.group.active,
    mixtureType: row.group.mixtureType as TEquipmentGroupSummary['mixtureType'],
    distributionType: row.group.distributionType as TEquipmentGroupSummary['distributionType'],
    robot: row.group.robot,
    autoSendLoads: row.group.autoSendLoads,
    locationIds: row.group.locationIds,
    equipmentCount: row.equipmentCount,
    tenderCount: row.tenderCount,
    version: row.group.version,
  };
}

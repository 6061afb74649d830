import { randomId } from '@mantine/hooks';
import {
  WEEKDAYS,
  capacityQuantityOf,
  formatClock,
  type TEquipmentGroupRecord,
  type TGroupMember,
  type TGroupTender,
  type TLocale,
  type TMixtureType,
  type TProductType,
  type TWeekday,
  type TUnitSystem,
} from '@tramline/domain';
import { fromInputValue, numberOrNull, toInputValue, type TInputNumber } from '../../records/input-units';

export type TPeriodValues = {
  dayOfWeek: TWeekday;
  /** `HH:mm` in the branch's time zone, or empty when the day is not worked. */
  start: string;
  end: string;
  overtimeLimit: { hour: TInputNumber; minute: TInputNumber };
};

export type TMemberValues = {
  key: string;
  id?: number;
  cdEquipamento: string | null;
  description: string;
  implementId: string | null;
  implementWidth: TInputNumber;
  compartmentCount: TInputNumber;
  operationSpeed: TInputNumber;
  travelSpeed: TInputNumber;
  warehouseId: string | null;
  /** Minutes on screen, seconds on the wire. */
  cleaningTime: TInputNumber;
  refillDuration: TInputNumber;
  allowLoadsFromOtherTenders: boolean;
  /** Stored values, kept when their field is saved unchanged. */
  original: Partial<
    Pick<
      TGroupMember,
      'implementWidth' | 'operationSpeed' | 'travelSpeed' | 'cleaningTime' | 'refillDuration'
    >
  >;
};

export type TTenderValues = {
  key: string;
  id?: number;
  cdEquipamento: string | null;
  description: string;
  warehouseId: string | null;
  loadLastToFirst: boolean;
};

export type TGroupFormValues = {
  name: string;
  active: boolean;
  productiveOperation: string;
  locationIds: string[];
  distributionType: string | null;
  productTypeFilter: TProductType[];
  timingFilter: string[];
  liquidRateThreshold: TInputNumber;
  mixtureType: TMixtureType;
  consolidation: string;
  chemicalAddition: string;
  tankCapacity: TInputNumber;
  blenderCapacity: TInputNumber;
  balanceLoads: TInputNumber;
  autoSendLoads: boolean;
  autoSendTime: string;
  robot: boolean;
  autoAssignWorkOrders: boolean;
  individualOrdersPerField: boolean;
  tenderLoadingOrder: string;
  workingPeriods: TPeriodValues[];
  equipments: TMemberValues[];
  tenderTrucks: TTenderValues[];
};

const minutesOf = (seconds: number | null | undefined): TInputNumber =>
  seconds === null || seconds === undefined ? '' : Math.round((seconds / 60) * 100) / 100;
const secondsOf = (minutes: TInputNumber, original: number | null | undefined): number | null => {
  const value = numberOrNull(minutes);
  if (value === null) return null;
  if (original !== null && original !== undefined && minutesOf(original) === value) return original;
  return Math.round(value * 60);
};

/** `06:30` to a clock; empty or malformed text is no time. */
export function clockOfText(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(text.trim());
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export function newMember(): TMemberValues {
  return {
    key: randomId(),
    cdEquipamento: null,
    description: '',
    implementId: null,
    implementWidth: '',
    compartmentCount: '',
    operationSpeed: '',
    travelSpeed: '',
    warehouseId: null,
    cleaningTime: '',
    refillDuration: 20,
    allowLoadsFromOtherTenders: false,
    original: {},
  };
}

export function newTender(): TTenderValues {
  return { key: randomId(), cdEquipamento: null, description: '', warehouseId: null, loadLastToFirst: false };
}

function memberValuesOf(member: TGroupMember, locale: TLocale, system?: TUnitSystem): TMemberValues {
  return {
    key: randomId(),
    id: member.id,
    cdEquipamento: String(member.cdEquipamento),
    description: member.description ?? '',
    implementId: member.implementId === null ? null : String(member.implementId),
    implementWidth: toInputValue('length', member.implementWidth, locale, system),
    compartmentCount: member.compartmentCount ?? '',
    operationSpeed: toInputValue('speed', member.operationSpeed, locale, system),
    travelSpeed: toInputValue('speed', member.travelSpeed, locale, system),
    warehouseId: member.warehouseId === null ? null : String(member.warehouseId),
    cleaningTime: minutesOf(member.cleaningTime),
    refillDuration: minutesOf(member.refillDuration),
    allowLoadsFromOtherTenders: member.allowLoadsFromOtherTenders,
    original: member,
  };
}

function tenderValuesOf(tender: TGroupTender): TTenderValues {
  return {
    key: randomId(),
    id: tender.id,
    cdEquipamento: String(tender.cdEquipamento),
    description: tender.description ?? '',
    warehouseId: tender.warehouseId === null ? null : String(tender.warehouseId),
    loadLastToFirst: tender.loadLastToFirst,
  };
}

/** The form of a group: one row per weekday, figures in the locale's units. */
export function groupFormValuesOf(
  record: TEquipmentGroupRecord | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TGroupFormValues {
  const mixtureType = record?.mixtureType ?? 'LIQUID';
  const capacity = capacityQuantityOf(mixtureType);
  return {
    name: record?.name ?? '',
    active: record?.active ?? true,
    productiveOperation: record?.productiveOperation ?? '',
    locationIds: (record?.locationIds ?? []).map(String),
    distributionType: record?.distributionType ?? null,
    productTypeFilter: record?.productTypeFilter ?? [],
    timingFilter: record?.timingFilter ?? [],
    liquidRateThreshold: toInputValue('liquidRate', record?.liquidRateThreshold, locale, system),
    mixtureType,
    consolidation: record?.consolidation ?? 'none',
    chemicalAddition: record?.chemicalAddition ?? 'never',
    tankCapacity: toInputValue(capacity, record?.tankCapacity, locale, system),
    blenderCapacity: toInputValue(capacity, record?.blenderCapacity, locale, system),
    balanceLoads: record?.balanceLoads ?? '',
    autoSendLoads: record?.autoSendLoads ?? false,
    autoSendTime: record?.autoSendTime ? formatClock(record.autoSendTime) : '',
    robot: record?.robot ?? false,
    autoAssignWorkOrders: record?.autoAssignWorkOrders ?? false,
    individualOrdersPerField: record?.individualOrdersPerField ?? false,
    tenderLoadingOrder: record?.tenderLoadingOrder ?? 'by-arrival',
    workingPeriods: WEEKDAYS.map((dayOfWeek) => {
      const period = record?.workingPeriods.find((candidate) => candidate.dayOfWeek === dayOfWeek);
      return {
        dayOfWeek,
        start: period ? formatClock(period.start) : '',
        end: period ? formatClock(period.end) : '',
        overtimeLimit: { hour: period?.overtimeLimit.hour ?? '', minute: period?.overtimeLimit.minute ?? '' },
      };
    }),
    equipments: (record?.equipments ?? []).map((member) => memberValuesOf(member, locale, system)),
    tenderTrucks: (record?.tenderTrucks ?? []).map(tenderValuesOf),
  };
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/**
 * The wire body of the form (before the schema's parse). Every weekday travels; the schema drops
 * the ones without start and end, as the spec does with such journeys.
 */
export function groupInputOf(
  values: TGroupFormValues,
  locale: TLocale,
  record?: TEquipmentGroupRecord,
  system?: TUnitSystem,
) {
  const capacity = capacityQuantityOf(values.mixtureType);
  const sameMixture = record?.mixtureType === values.mixtureType;
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    name: values.name,
    active: values.active,
    productiveOperation: values.productiveOperation,
    locationIds: values.locationIds.map(Number),
    distributionType: values.distributionType,
    productTypeFilter: values.productTypeFilter,
    timingFilter: values.timingFilter,
    liquidRateThreshold: fromInputValue(
      'liquidRate',
      values.liquidRateThreshold,
      locale,
      record?.liquidRateThreshold,
      system,
    ),
    mixtureType: values.mixtureType,
    consolidation: values.consolidation,
    chemicalAddition: values.chemicalAddition,
    tankCapacity: fromInputValue(
      capacity,
      values.tankCapacity,
      locale,
      sameMixture ? record?.tankCapacity : null,
      system,
    ),
    blenderCapacity: fromInputValue(
      capacity,
      values.blenderCapacity,
      locale,
      sameMixture ? record?.blenderCapacity : null,
      system,
    ),
    balanceLoads: numberOrNull(values.balanceLoads),
    autoSendLoads: values.autoSendLoads,
    autoSendTime: values.autoSendLoads ? clockOfText(values.autoSendTime) : null,
    robot: values.robot,
    autoAssignWorkOrders: values.autoAssignWorkOrders,
    individualOrdersPerField: values.individualOrdersPerField,
    tenderLoadingOrder: values.tenderLoadingOrder,
    workingPeriods: values.workingPeriods.map((period) => ({
      dayOfWeek: period.dayOfWeek,
      start: clockOfText(period.start),
      end: clockOfText(period.end),
      overtimeLimit: {
        hour: numberOrNull(period.overtimeLimit.hour) ?? 0,
        minute: numberOrNull(period.overtimeLimit.minute) ?? 0,
      },
    })),
    equipments: values.equipments.map((member) => ({
      ...(member.id === undefined ? {} : { id: member.id }),
      cdEquipamento: idOrNull(member.cdEquipamento) as number,
      description: member.description,
      implementId: idOrNull(member.implementId),
      implementWidth: fromInputValue(
        'length',
        member.implementWidth,
        locale,
        member.original.implementWidth,
        system,
      ),
      compartmentCount: numberOrNull(member.compartmentCount),
      operationSpeed: fromInputValue(
        'speed',
        member.operationSpeed,
        locale,
        member.original.operationSpeed,
        system,
      ) as number,
      travelSpeed: fromInputValue(
        'speed',
        member.travelSpeed,
        locale,
        member.original.travelSpeed,
        system,
      ) as number,
      warehouseId: idOrNull(member.warehouseId),
      cleaningTime: secondsOf(member.cleaningTime, member.original.cleaningTime),
      refillDuration: secondsOf(member.refillDuration, member.original.refillDuration),
      allowLoadsFromOtherTenders: member.allowLoadsFromOtherTenders,
    })),
    tenderTrucks: values.tenderTrucks.map((tender) => ({
      ...(tender.id === undefined ? {} : { id: tender.id }),
      cdEquipamento: idOrNull(tender.cdEquipamento) as number,
      description: tender.description,
      warehouseId: idOrNull(tender.warehouseId),
      loadLastToFirst: tender.loadLastToFirst,
    })),
  };
}

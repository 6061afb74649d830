import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TEquipmentGroupRecord, TProductRecord, TWorkOrderRecord } from '@tramline/domain';
import { useLocationOptions } from '../../records/record-screens';
import { employeesListQuery } from '../employees/employees.queries';
import { groupListQuery, groupQuery } from '../equipment-groups/equipment-groups.queries';
import { branchFieldsQuery, farmsQuery } from '../fields/fields.queries';
import { cropsQuery } from '../products/products.queries';
import { applicatorLicenceAlerts, type TWorkOrderFormValues } from './work-order-form-values';

/** What the order's figures need to know of its equipment group. */
export interface TGroupFacts {
  mixtureType: TEquipmentGroupRecord['mixtureType'];
  tankCapacity: TEquipmentGroupRecord['tankCapacity'];
  compartmentCounts: (number | null)[];
}

const ALL = { page: 0, size: 500, sort: 'id,asc' } as const;

/**
 * The records the work-order form picks from (farms, fields, groups, crops, applicators, offices)
 * as select options, and the facts of the chosen group and applicator.
 */
export function useWorkOrderFormData({
  values,
  record,
  productById,
  timeZone,
}: {
  values: TWorkOrderFormValues;
  record?: TWorkOrderRecord;
  productById: ReadonlyMap<number, TProductRecord>;
  timeZone: string;
}) {
  const farms = useQuery(farmsQuery());
  const branchFields = useQuery(branchFieldsQuery());
  const groups = useQuery(groupListQuery(ALL));
  const crops = useQuery(cropsQuery());
  const applicators = useQuery(employeesListQuery(ALL));
  const locationOptions = useLocationOptions();
  const group = useQuery({
    ...groupQuery(Number(values.equipmentGroupId)),
    enabled: Boolean(values.equipmentGroupId),
  });

  const fieldRows = useMemo(() => branchFields.data ?? [], [branchFields.data]);
  const fieldById = useMemo(() => new Map(fieldRows.map((field) => [field.id, field])), [fieldRows]);
  const farmFields = fieldRows.filter((field) => String(field.farmId) === values.farmId);
  const fieldAreas = useMemo(() => {
    const areas = new Map<number, number | null>(fieldRows.map((field) => [field.id, field.areaHectares]));
    for (const field of record?.fields ?? [])
      if (!areas.has(field.id)) areas.set(field.id, field.areaHectares);
    return areas;
  }, [fieldRows, record]);
  const groupFacts: TGroupFacts | null =
    values.equipmentGroupId && group.data
      ? {
          mixtureType: group.data.mixtureType,
          tankCapacity: group.data.tankCapacity,
          compartmentCounts: group.data.equipments.map((member) => member.compartmentCount),
        }
      : null;

  const growerOptions = useMemo(() => {
    const seen = new Map<number, string>();
    for (const farm of farms.data ?? []) seen.set(farm.growerId, farm.growerName);
    return [...seen]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [farms.data]);
  const farmOptions = (farms.data ?? [])
    .filter((farm) => String(farm.growerId) === values.growerId)
    .map((farm) => ({ value: String(farm.id), label: farm.name }));
  const fieldOptions = farmFields.map((field) => ({ value: String(field.id), label: field.name }));
  const groupOptions = (groups.data?.content ?? [])
    .filter((candidate) => candidate.active || String(candidate.id) === values.equipmentGroupId)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));
  const applicatorOptions = (applicators.data?.content ?? []).map((employee) => ({
    value: String(employee.id),
    label: employee.name,
  }));
  const applicator = values.applicatorId
    ? applicators.data?.content.find((employee) => String(employee.id) === values.applicatorId)
    : undefined;
  const licenceAlerts = applicatorLicenceAlerts(values, applicator, productById, timeZone);
  const cropOptions = (crops.data ?? []).map((crop) => ({ value: String(crop.id), label: crop.name }));

  return {
    /** Whether the branch's fields came (the map opens only then). */
    fieldsLoaded: branchFields.isSuccess,
    fieldRows,
    fieldById,
    farmFields,
    fieldAreas,
    groupFacts,
    groupName: group.data?.name ?? '',
    growerOptions,
    farmOptions,
    fieldOptions,
    groupOptions,
    applicatorOptions,
    applicator,
    licenceAlerts,
    cropOptions,
    locationOptions,
  };
}

export type TWorkOrderFormData = ReturnType<typeof useWorkOrderFormData>;

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n';
import { useUnitSystem } from '../../ui';
import { employeesListQuery } from '../employees/employees.queries';
import { groupListQuery } from '../equipment-groups/equipment-groups.queries';
import { useLocationOptions } from '../../records/record-screens';
import { branchFieldsQuery, farmsQuery } from '../fields/fields.queries';
import { activeProductsQuery, cropsQuery } from '../products/products.queries';
import { useBranchTimeZone } from '../session/use-branch';
import { seedsPerAreaOf, type THistoryContext } from './work-order-display';

const byId = <T>(rows: readonly T[] | undefined, id: (row: T) => number, name: (row: T) => string) => {
  const names = new Map((rows ?? []).map((row) => [id(row), name(row)]));
  return (key: number) => names.get(key);
};

/**
 * What reads an order's recorded changes in the user's words and units: the names of the records
 * an order refers to, the products for rates, the branch's zone for times.
 */
export function useHistoryContext(): THistoryContext {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const timeZone = useBranchTimeZone();
  const products = useQuery(activeProductsQuery());
  const farms = useQuery(farmsQuery());
  const fields = useQuery(branchFieldsQuery());
  const groups = useQuery(groupListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const employees = useQuery(employeesListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const crops = useQuery(cropsQuery());
  const locations = useLocationOptions();

  return useMemo(
    () => ({
      locale,
      system,
      timeZone,
      seedsLabel: seedsPerAreaOf(locale, t, system),
      productById: new Map((products.data ?? []).map((product) => [product.id, product])),
      nameOf: {
        growerId: byId(
          farms.data,
          (farm) => farm.growerId,
          (farm) => farm.growerName,
        ),
        farmId: byId(
          farms.data,
          (farm) => farm.id,
          (farm) => farm.name,
        ),
        fieldIds: byId(
          fields.data,
          (field) => field.id,
          (field) => field.name,
        ),
        equipmentGroupId: byId(
          groups.data?.content,
          (group) => group.id,
          (group) => group.name,
        ),
        applicatorId: byId(
          employees.data?.content,
          (employee) => employee.id,
          (employee) => employee.name,
        ),
        cropId: byId(
          crops.data,
          (crop) => crop.id,
          (crop) => crop.name,
        ),
        cdLocation: byId(
          locations,
          (location) => Number(location.value),
          (location) => location.label,
        ),
      },
      label: (kind, value) =>
        kind === 'status'
          ? t(`workOrders.statuses.s${value as '1'}`)
          : kind === 'timing'
            ? t(`workOrders.timings.${value as 'PRE'}`)
            : kind === 'applicationType'
              ? t(`workOrders.applicationTypes.${value as 'MIX'}`)
              : value === 'true'
                ? t('common.yes')
                : t('common.no'),
    }),
    [
      locale,
      system,
      timeZone,
      t,
      products.data,
      farms.data,
      fields.data,
      groups.data,
      employees.data,
      crops.data,
      locations,
    ],
  );
}

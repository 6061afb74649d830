import { useMemo } from 'react';
import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { PageHeader } from '../../ui';
import { employeesListQuery } from '../employees/employees.queries';
import { groupListQuery } from '../equipment-groups/equipment-groups.queries';
import { useLocationOptions } from '../../records/record-screens';
import { branchFieldsQuery, farmsQuery } from '../fields/fields.queries';
import { activeProductsQuery, cropsQuery } from '../products/products.queries';
import { useBranchTimeZone } from '../session/use-branch';
import { historyValueText, seedsPerAreaOf, type THistoryContext } from './work-order-display';
import { workOrderHistoryQuery, workOrderQuery } from './work-orders.queries';
import { ticketOf } from '@tramline/domain';

const byId = <T,>(rows: readonly T[] | undefined, id: (row: T) => number, name: (row: T) => string) => {
  const names = new Map((rows ?? []).map((row) => [id(row), name(row)]));
  return (key: number) => names.get(key);
};

/** /records/orders/:id/history: who changed what and when, field by field, in the user's words and units. */
export function WorkOrderHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const order = useQuery(workOrderQuery(id));
  const history = useQuery(workOrderHistoryQuery(id));
  const products = useQuery(activeProductsQuery());
  const farms = useQuery(farmsQuery());
  const fields = useQuery(branchFieldsQuery());
  const groups = useQuery(groupListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const employees = useQuery(employeesListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const crops = useQuery(cropsQuery());
  const locations = useLocationOptions();
  const ticket = ticketOf({ vlOrdemServico: order.data?.vlOrdemServico, cdOrdemServico: id });

  const context: THistoryContext = useMemo(
    () => ({
      locale,
      timeZone,
      seedsLabel: seedsPerAreaOf(locale, t),
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

  return (
    <>
      <PageHeader title={t('workOrders.history.title', { ticket })} subtitle={order.data?.description} />
      {history.data?.length === 0 && <Text c="dimmed">{t('workOrders.history.empty')}</Text>}
      <Table striped withTableBorder data-testid="work-order-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workOrders.history.when')}</Table.Th>
            <Table.Th>{t('workOrders.history.who')}</Table.Th>
            <Table.Th>{t('workOrders.history.action')}</Table.Th>
            <Table.Th>{t('workOrders.history.field')}</Table.Th>
            <Table.Th>{t('workOrders.history.from')}</Table.Th>
            <Table.Th>{t('workOrders.history.to')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(history.data ?? []).flatMap((entry) =>
            (entry.changes.length ? entry.changes : [{ field: '', from: null, to: null }]).map(
              (change, index) => (
                <Table.Tr key={`${entry.id}-${index}`}>
                  <Table.Td>{index === 0 ? formatDateTime(entry.at, locale, timeZone) : ''}</Table.Td>
                  <Table.Td>{index === 0 ? (entry.userName ?? '—') : ''}</Table.Td>
                  <Table.Td>{index === 0 ? t(`workOrders.history.actions.${entry.action}`) : ''}</Table.Td>
                  <Table.Td>
                    {change.field
                      ? t(`workOrders.history.fields.${change.field as 'status'}`, {
                          defaultValue: change.field,
                        })
                      : ''}
                  </Table.Td>
                  <Table.Td>
                    {change.field ? historyValueText(change.field, change.from, context) : ''}
                  </Table.Td>
                  <Table.Td>
                    {change.field ? historyValueText(change.field, change.to, context) : ''}
                  </Table.Td>
                </Table.Tr>
              ),
            ),
          )}
        </Table.Tbody>
      </Table>
    </>
  );
}

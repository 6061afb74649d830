import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui';
import { workOrderHistoryQuery, workOrderQuery } from './work-orders.queries';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** /records/orders/:id/history: who changed what and when, field by field. */
export function WorkOrderHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useQuery(workOrderQuery(id));
  const history = useQuery(workOrderHistoryQuery(id));
  const ticket = order.data?.vlOrdemServico ?? String(id);
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
                  <Table.Td>{index === 0 ? new Date(entry.at).toLocaleString() : ''}</Table.Td>
                  <Table.Td>{index === 0 ? (entry.userName ?? '—') : ''}</Table.Td>
                  <Table.Td>{index === 0 ? t(`workOrders.history.actions.${entry.action}`) : ''}</Table.Td>
                  <Table.Td>{change.field}</Table.Td>
                  <Table.Td>{change.field ? show(change.from) : ''}</Table.Td>
                  <Table.Td>{change.field ? show(change.to) : ''}</Table.Td>
                </Table.Tr>
              ),
            ),
          )}
        </Table.Tbody>
      </Table>
    </>
  );
}

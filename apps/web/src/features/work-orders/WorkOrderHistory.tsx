import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, ticketOf } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { PageHeader } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { historyValueText } from './work-order-display';
import { useHistoryContext } from './use-history-context';
import { workOrderHistoryQuery, workOrderQuery } from './work-orders.queries';

/** /records/orders/:id/history: who changed what and when, field by field, in the user's words and units. */
export function WorkOrderHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const order = useQuery(workOrderQuery(id));
  const history = useQuery(workOrderHistoryQuery(id));
  const context = useHistoryContext();
  const ticket = ticketOf({ vlOrdemServico: order.data?.vlOrdemServico, cdOrdemServico: id });

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

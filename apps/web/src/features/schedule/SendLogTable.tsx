import { Alert, Badge, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketLabel } from '@tramline/domain';
import { useSession } from '../../api';
import { useLocale } from '../../i18n';
import { formatClock } from './schedule-dates';
import { sendLogQuery } from './schedule.queries';

interface SendLogTableProps {
  date: string;
  timeZone: string;
  equipmentId?: number | null;
}

/** The day's sends, automatic and manual (`log-auto-send/find-daily`). */
export function SendLogTable({ date, timeZone, equipmentId = null }: SendLogTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const log = useQuery({
    ...sendLogQuery(date, session?.user.unit ?? 0, equipmentId),
    enabled: Boolean(session),
  });

  if (log.isError)
    return (
      <Alert color="gray" variant="light">
        {t('schedule.history.sendsError')}
      </Alert>
    );
  if (log.isPending) return <Skeleton h={60} />;
  if (log.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('schedule.history.noSends')}
      </Text>
    );
  return (
    <Table striped fz="sm" data-testid="send-log">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('schedule.send.columns.sentAt')}</Table.Th>
          <Table.Th>{t('schedule.send.columns.machine')}</Table.Th>
          <Table.Th>{t('schedule.send.columns.group')}</Table.Th>
          <Table.Th>{t('schedule.send.columns.unit')}</Table.Th>
          <Table.Th>{t('schedule.send.columns.orders')}</Table.Th>
          <Table.Th>{t('schedule.send.columns.kind')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {log.data.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{formatClock(entry.sentAt, locale, timeZone)}</Table.Td>
            <Table.Td>{entry.equipmentName}</Table.Td>
            <Table.Td>{entry.configName}</Table.Td>
            <Table.Td>{entry.unitName}</Table.Td>
            <Table.Td>
              {entry.tickets.map((ticket) => ticketLabel({ vlOrdemServico: ticket })).join(', ')}
            </Table.Td>
            <Table.Td>
              <Badge size="xs" variant="light" color={entry.automatic ? 'blue' : 'gray'}>
                {t(entry.automatic ? 'schedule.history.automatic' : 'schedule.history.manual')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

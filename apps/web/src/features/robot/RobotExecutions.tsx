import { Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDuration, formatTime, seconds, type TRobotExecution } from '@tramline/domain';
import { useSession } from '../../api';
import { useLocale } from '../../i18n';
import { UnitValue } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { robotExecutionsQuery } from './robot.queries';

interface TProps {
  startDate: string;
  endDate: string;
  onOpen: (execution: TRobotExecution) => void;
}

/** The branch's robot executions of the period, newest first. */
export function RobotExecutions({ startDate, endDate, onOpen }: TProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const session = useSession();
  const executions = useQuery(robotExecutionsQuery(session?.user.owner ?? '', startDate, endDate));
  const c = (key: string) => t(`robot.columns.${key}` as never);
  const rows = executions.data ?? [];
  if (executions.isSuccess && rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('robot.emptyExecutions')}
      </Text>
    );
  return (
    <Table striped highlightOnHover data-testid="robot-executions">
      <Table.Thead>
        <Table.Tr>
          {['robot', 'date', 'start', 'duration', 'applying', 'field', 'order', 'link'].map((key) => (
            <Table.Th key={key}>{c(key)}</Table.Th>
          ))}
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.equipmentName}</Table.Td>
            <Table.Td>{formatDate(row.start, locale, timeZone)}</Table.Td>
            <Table.Td>{formatTime(row.start, locale, timeZone)}</Table.Td>
            <Table.Td>{formatDuration(seconds(row.durationSeconds), locale)}</Table.Td>
            <Table.Td>
              <UnitValue quantity="distance" value={row.applyingKm * 1000} maximumFractionDigits={2} />
            </Table.Td>
            <Table.Td>{row.fieldName ?? '—'}</Table.Td>
            <Table.Td>{row.cdOrdemServico ?? '—'}</Table.Td>
            <Table.Td>{row.linkId ? t('robot.isLinked') : t('robot.notLinked')}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => onOpen(row)}
                data-testid={`robot-report-${row.id}`}
              >
                {t('robot.report')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSimulatorRun } from '@tramline/domain';
import { errorText } from '../../api';
import { useStopRun } from './simulator.mutations';
import { simulatorRunsQuery } from './simulator.queries';

const STATE_COLOUR: Record<TSimulatorRun['state'], string> = {
  running: 'blue',
  completed: 'green',
  stopped: 'gray',
  failed: 'red',
};

const percent = (share: number) => Math.round(share * 100);

function RunCard({ run }: { run: TSimulatorRun }) {
  const { t } = useTranslation();
  const stop = useStopRun();
  const title = t('simulator.runs.run', { id: run.id });

  async function stopRun() {
    try {
      await stop.mutateAsync(run.id);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    }
  }

  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="sm">
          <Text fw={600}>{title}</Text>
          <Badge color={STATE_COLOUR[run.state]} variant="light">
            {t(`simulator.runs.states.${run.state}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {dayjs(run.date).format('L')} · {t('simulator.form.speedValue', { speed: run.speedFactor })} ·{' '}
            {t(`simulator.form.timings.${run.timing}`)}
          </Text>
        </Group>
        {run.state === 'running' && (
          <Button
            size="xs"
            variant="default"
            onClick={stopRun}
            loading={stop.isPending}
            aria-label={t('simulator.runs.stopRun', { id: run.id })}
          >
            {t('simulator.runs.stop')}
          </Button>
        )}
      </Group>
      <Progress
        value={percent(run.progress)}
        aria-label={`${t('simulator.runs.progress')} ${percent(run.progress)}%`}
        mb="xs"
      />
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('simulator.runs.machine')}</Table.Th>
            <Table.Th>{t('simulator.runs.activity')}</Table.Th>
            <Table.Th>{t('simulator.runs.progress')}</Table.Th>
            <Table.Th ta="right">{t('simulator.runs.points')}</Table.Th>
            <Table.Th ta="right">{t('simulator.runs.events')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.machines.map((machine) => (
            <Table.Tr key={machine.equipmentId}>
              <Table.Td>
                {machine.name}
                {machine.error && (
                  <Text size="xs" c="red">
                    {machine.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {machine.state === 'running'
                  ? t(`simulator.runs.activities.${machine.activity}`, { defaultValue: machine.activity })
                  : t(`simulator.runs.states.${machine.state}`)}
              </Table.Td>
              <Table.Td>{percent(machine.progress)}%</Table.Td>
              <Table.Td ta="right">{machine.pointsSent}</Table.Td>
              <Table.Td ta="right">{machine.eventsSent}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The branch's runs with their progress; a running one can be stopped. */
export function SimulatorRuns() {
  const { t } = useTranslation();
  const runs = useQuery(simulatorRunsQuery());
  return (
    <Stack gap="sm" component="section" aria-labelledby="simulator-runs-title">
      <Title order={2} size="h4" id="simulator-runs-title">
        {t('simulator.runs.title')}
      </Title>
      {runs.isLoading ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : runs.isError ? (
        <Alert color="red" title={t('simulator.runs.loadError')}>
          <Button size="xs" variant="default" onClick={() => void runs.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : runs.data?.length ? (
        runs.data.map((run) => <RunCard key={run.id} run={run} />)
      ) : (
        <Text c="dimmed">{t('simulator.runs.empty')}</Text>
      )}
    </Stack>
  );
}

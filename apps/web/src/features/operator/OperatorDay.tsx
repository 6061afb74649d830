import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TOperatorStop } from '@tramline/domain';
import type { TOperatorDevice } from './operator-api';
import { OrderCard } from './OrderCard';
import { useOperatorReports, useOperatorSchedule, usePositionReporting } from './use-operator';

const ACKNOWLEDGED_KEY = 'tramline.operator.acknowledgedVersion';

type TOrderStop = TOperatorStop & { order: NonNullable<TOperatorStop['order']> };

/** The machine's day in sequence, what is still waiting on the device, and a change to acknowledge. */
export function OperatorDay({ device, onSignOut }: { device: TOperatorDevice; onSignOut: () => void }) {
  const { t } = useTranslation();
  const network = useNetwork();
  const schedule = useOperatorSchedule(device);
  const { waiting, localStatus, report, queuePositions } = useOperatorReports(device);
  const [acknowledged, setAcknowledged] = useState(() => localStorage.getItem(ACKNOWLEDGED_KEY));
  const day = schedule.data;
  const statusOf = (stop: TOrderStop) => localStatus[stop.order.cdOrdemServico] ?? stop.order.status;
  const stops = (day?.stops ?? []).filter((stop): stop is TOrderStop => stop.order !== null);
  const working = stops.find((stop) => statusOf(stop) === 2)?.order.cdOrdemServico ?? null;
  usePositionReporting(working, queuePositions);

  // The first version seen needs no acknowledgement; a later one does.
  const version = day?.version === null || day?.version === undefined ? null : String(day.version);
  if (version && acknowledged === null) setAcknowledged(version);
  useEffect(() => {
    if (acknowledged) localStorage.setItem(ACKNOWLEDGED_KEY, acknowledged);
  }, [acknowledged]);
  const changed = version !== null && acknowledged !== null && version !== acknowledged;

  return (
    <Stack gap="md" maw={760} mx="auto" className="tl-operator">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h2">
            {t('operator.title')}
          </Title>
          <Text size="lg">{t('operator.machine', { name: device.equipmentName })}</Text>
          {day && <Text c="dimmed">{t('operator.day', { day: day.day })}</Text>}
        </div>
        <Group gap="xs">
          <Badge
            size="xl"
            color={waiting ? 'orange' : 'green'}
            variant="filled"
            data-testid="operator-waiting"
          >
            {waiting ? t('operator.waiting', { count: waiting }) : t('operator.allSent')}
          </Badge>
          <Button variant="subtle" size="md" onClick={onSignOut}>
            {t('operator.signOut')}
          </Button>
        </Group>
      </Group>
      {!network.online && (
        <Alert color="orange" variant="filled" role="status">
          {t('operator.offline')}
        </Alert>
      )}
      {changed && (
        <Alert color="blue" variant="filled" role="status">
          <Group justify="space-between">
            <Text fw={600}>{t('operator.dayChanged', { version })}</Text>
            <Button color="white" variant="white" size="md" onClick={() => setAcknowledged(version)}>
              {t('operator.acknowledge')}
            </Button>
          </Group>
        </Alert>
      )}
      {day && day.version === null && <Alert color="gray">{t('operator.nothingSent')}</Alert>}
      {(day?.stops ?? []).map((stop) =>
        stop.order ? (
          <OrderCard
            key={`${stop.sequence}-${stop.order.cdOrdemServico}`}
            stop={stop as TOrderStop}
            status={statusOf(stop as TOrderStop)}
            stopOperations={day?.stopOperations ?? []}
            onReport={(event) => void report(event)}
          />
        ) : (
          <Card key={stop.sequence} withBorder padding="sm">
            <Text size="lg" fw={600}>
              {t('operator.stop', { sequence: stop.sequence })} ·{' '}
              {stop.kind === 'cleanout' ? t('operator.cleanout') : t('operator.refill')}
            </Text>
          </Card>
        ),
      )}
    </Stack>
  );
}

import { useMemo } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { operatorTankMixesOf, type TOperatorStop } from '@tramline/domain';
import { DayChangesBanner } from './DayChangesBanner';
import type { TOperatorDevice } from './operator-api';
import { OrderCard } from './OrderCard';
import { machineOnMapOf } from './order-map-view';
import { RefusedReports } from './RefusedReports';
import { useDevicePosition } from './use-device-position';
import { useOperatorReports, useOperatorSchedule, usePositionReporting } from './use-operator';

type TOrderStop = TOperatorStop & { order: NonNullable<TOperatorStop['order']> };

/**
 * The machine's day in sequence, what is still waiting on the device, what the server refused, and
 * a change to acknowledge.
 */
export function OperatorDay({ device, onSignOut }: { device: TOperatorDevice; onSignOut: () => void }) {
  const { t } = useTranslation();
  const network = useNetwork();
  const schedule = useOperatorSchedule(device);
  const { waiting, localStatus, refused, report, queuePositions, dismiss } = useOperatorReports(device);
  const day = schedule.data;
  const statusOf = (stop: TOrderStop) => localStatus[stop.order.cdOrdemServico] ?? stop.order.status;
  // A refill names the order it fills for: only order stops are orders to work.
  const isOrderStop = (stop: TOperatorStop): stop is TOrderStop =>
    stop.kind === 'order' && stop.order !== null;
  const stops = (day?.stops ?? []).filter(isOrderStop);
  const working = stops.find((stop) => statusOf(stop) === 2)?.order.cdOrdemServico ?? null;
  const fix = useDevicePosition();
  usePositionReporting(working, fix, queuePositions);
  const machine = machineOnMapOf(fix, day?.lastPosition ?? null);
  const tankMixes = useMemo(() => operatorTankMixesOf(day?.stops ?? []), [day?.stops]);
  const orderLabel = (workOrderId: number) =>
    stops.find((stop) => stop.order.cdOrdemServico === workOrderId)?.order.ticket ?? `#${workOrderId}`;

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
      <RefusedReports refused={refused} orderLabel={orderLabel} onDismiss={(id) => void dismiss(id)} />
      <DayChangesBanner equipmentId={device.equipmentId} day={day} />
      {day && day.version === null && <Alert color="gray">{t('operator.nothingSent')}</Alert>}
      {(day?.stops ?? []).map((stop) =>
        isOrderStop(stop) ? (
          <OrderCard
            key={`${stop.sequence}-${stop.order.cdOrdemServico}`}
            stop={stop}
            status={statusOf(stop)}
            stopOperations={day?.stopOperations ?? []}
            onReport={(event) => void report(event)}
            machine={machine}
            tankMix={tankMixes.get(stop.sequence) ?? null}
          />
        ) : (
          <Card key={stop.sequence} withBorder padding="sm">
            <Text size="lg" fw={600}>
              {t('operator.stop', { sequence: stop.sequence })} ·{' '}
              {stop.kind === 'cleanout' ? t('operator.cleanout') : t('operator.refill')}
              {stop.order ? ` · ${orderLabel(stop.order.cdOrdemServico)}` : ''}
            </Text>
          </Card>
        ),
      )}
    </Stack>
  );
}

import { ActionIcon, Badge, Button, Divider, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFleetMachine } from '@tramline/domain';
import { UnitValue, useUnits } from '../../ui';
import { DayTimeline } from './DayTimeline';
import { lastSeenText } from './last-seen';
import { STATE_COLOURS } from './monitoring-colours';

interface MachineDetailsProps {
  machine: TFleetMachine;
  following: boolean;
  /** The current instant, for "last seen" and the timeline. */
  now: number;
  onFollow: (follow: boolean) => void;
  onClose: () => void;
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** A machine's card: state, current order with progress and schedule, live figures, its day. */
export function MachineDetails({ machine, following, now, onFollow, onClose }: MachineDetailsProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const { work, position } = machine;
  const share = work && work.plannedArea > 0 ? Math.min(100, (work.doneArea / work.plannedArea) * 100) : 0;
  const delta = work?.scheduleDeltaMinutes ?? null;
  return (
    <Stack gap="sm" data-testid="machine-details">
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {machine.name}
          </Text>
          <Text size="xs" c="dimmed">
            {machine.code}
            {machine.group ? ` · ${machine.group.name}` : ''}
          </Text>
        </div>
        <ActionIcon variant="subtle" onClick={onClose} aria-label={t('monitoring.details.close')}>
          ✕
        </ActionIcon>
      </Group>
      <Group justify="space-between">
        <Badge color={STATE_COLOURS[machine.state]} data-testid="machine-state" data-state={machine.state}>
          {t(`monitoring.states.${machine.state}`)}
        </Badge>
        <Button
          size="compact-xs"
          variant={following ? 'filled' : 'light'}
          onClick={() => onFollow(!following)}
          disabled={!position}
        >
          {following ? t('monitoring.details.following') : t('monitoring.details.follow')}
        </Button>
      </Group>
      <Divider />
      <Text size="xs" c="dimmed">
        {t('monitoring.details.currentOrder')}
      </Text>
      {work ? (
        <Stack gap={4} data-testid="machine-work">
          <Text size="sm" fw={600}>
            {work.cdOrdemServico} · {work.description}
          </Text>
          <Progress value={share} color="green" size="lg" aria-label={t('monitoring.details.progress')} />
          <Text size="xs">
            {t('monitoring.details.progressValue', {
              done: units.format('area', work.doneArea),
              planned: units.format('area', work.plannedArea),
            })}
          </Text>
          {delta !== null && (
            <Text size="xs" c={delta > 5 ? 'red' : delta < -5 ? 'green' : 'dimmed'}>
              {delta > 0
                ? t('monitoring.details.behind', { minutes: delta })
                : delta < 0
                  ? t('monitoring.details.ahead', { minutes: -delta })
                  : t('monitoring.details.onTime')}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('monitoring.details.noOrder')}
        </Text>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <Figure label={t('monitoring.details.speed')}>
          <UnitValue quantity="speed" value={position?.speedKmh} />
        </Figure>
        <Figure label={t('monitoring.details.tank')}>
          <UnitValue quantity="volume" value={position?.tankLevelLitres} />
        </Figure>
        <Figure label={t('monitoring.details.rate')}>
          <UnitValue
            quantity={machine.type === 'spreader' ? 'dryRate' : 'liquidRate'}
            value={position?.rate}
          />
        </Figure>
        <Figure label={t('monitoring.details.lastSeen')}>
          <span data-testid="machine-last-seen">{lastSeenText(t, position?.recordedAt, now)}</span>
        </Figure>
      </SimpleGrid>
      <Divider />
      <Text size="xs" c="dimmed">
        {t('monitoring.details.day')}
      </Text>
      <DayTimeline items={machine.day} now={now} />
    </Stack>
  );
}

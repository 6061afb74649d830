import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration, seconds, type TOperatorSchedule } from '@tramline/domain';
import { useUnits } from '../../ui';
import type { TDayChange } from './operator-day-changes';
import { useDayChanges } from './use-day-changes';

/** Lines shown before "and N more": the banner stays short on a phone. */
const MAX_LINES = 6;

/** The office sent the day again: what changed since the operator last acknowledged it. */
export function DayChangesBanner({
  equipmentId,
  day,
}: {
  equipmentId: number;
  day: TOperatorSchedule | undefined;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const { isChanged, version, changes, acknowledge } = useDayChanges(equipmentId, day);
  if (!isChanged) return null;

  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(units.locale, { hour: '2-digit', minute: '2-digit' });
  const lineOf = (change: TDayChange): string => {
    const order = change.label;
    switch (change.kind) {
      case 'added':
        return t('operator.dayChanges.added', { order, sequence: change.sequence });
      case 'removed':
        return t('operator.dayChanges.removed', { order });
      case 'earlier':
      case 'later':
        return t(`operator.dayChanges.${change.kind}`, { order, from: change.from, to: change.to });
      case 'start':
        return t(change.minutes > 0 ? 'operator.dayChanges.startLater' : 'operator.dayChanges.startEarlier', {
          order,
          duration: formatDuration(seconds(Math.abs(change.minutes) * 60), units.locale),
          time: time(change.plannedStart),
        });
      case 'area':
        return t('operator.dayChanges.area', {
          order,
          from: units.format('area', change.from),
          to: units.format('area', change.to),
        });
    }
  };
  const shown = changes.slice(0, MAX_LINES);
  const more = changes.length - shown.length;

  return (
    <Alert color="blue" variant="filled" role="status" data-testid="operator-day-changed">
      <Stack gap="sm">
        <Text fw={600}>{t('operator.dayChanged', { version })}</Text>
        {changes.length ? (
          <List size="lg" spacing={4}>
            {shown.map((change) => (
              <List.Item key={`${change.kind}-${change.workOrderId}`}>{lineOf(change)}</List.Item>
            ))}
            {more > 0 && <List.Item>{t('operator.dayChanges.more', { count: more })}</List.Item>}
          </List>
        ) : (
          <Text>{t('operator.dayChanges.none')}</Text>
        )}
        <Group justify="flex-end">
          <Button color="blue" variant="white" size="md" onClick={acknowledge}>
            {t('operator.acknowledge')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

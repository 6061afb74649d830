import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudStorm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORECAST_CHANGED_EVENT, ZForecastChangedEvent, type TForecastChangedEvent } from '@tramline/domain';
import { useLiveEvent } from './use-live-event';

interface ForecastBannerProps {
  /** The day and group on screen. */
  date: string;
  groupId: number | null;
  /** The signed-in user's branch: events of other branches are not this screen's. */
  unitId: number | null;
  /** Whether the day shown is today (re-plan from now) rather than tomorrow (optimise again). */
  isToday: boolean;
  enabled: boolean;
  onReplan: () => void;
  onOptimise: () => void;
}

/** One machine's plan per key: a later event for the same plan replaces the earlier one. */
const keyOf = (event: TForecastChangedEvent) =>
  `${event.referencia}|${event.configuracaoId}|${event.planejamentoId}`;

/**
 * Tells the planner on the schedule that a new forecast left orders of the day and group on screen
 * outside their spray windows (the `forecast-changed` live event), and offers to re-plan today or
 * optimise tomorrow again; dismissing it hides what was told until a new event comes.
 */
export function ForecastBanner({
  date,
  groupId,
  unitId,
  isToday,
  enabled,
  onReplan,
  onOptimise,
}: ForecastBannerProps) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<ReadonlyMap<string, TForecastChangedEvent>>(new Map());
  useLiveEvent<unknown>(FORECAST_CHANGED_EVENT, enabled, (payload) => {
    const parsed = ZForecastChangedEvent.safeParse(payload);
    if (!parsed.success || parsed.data.unitId !== unitId) return;
    setEvents((current) => new Map(current).set(keyOf(parsed.data), parsed.data));
  });
  const shown = [...events.values()].filter(
    (event) => event.referencia === date && event.configuracaoId === groupId,
  );
  if (!enabled || shown.length === 0) return null;
  const tickets = [...new Set(shown.flatMap((event) => event.tickets))];
  const dismiss = () =>
    setEvents((current) => {
      const rest = new Map(current);
      for (const event of shown) rest.delete(keyOf(event));
      return rest;
    });
  const act = () => {
    dismiss();
    if (isToday) onReplan();
    else onOptimise();
  };
  return (
    <Alert
      color="orange"
      mb="sm"
      icon={<IconCloudStorm size={18} />}
      title={t('schedule.forecast.title')}
      withCloseButton
      closeButtonLabel={t('schedule.forecast.dismiss')}
      onClose={dismiss}
      data-testid="forecast-banner"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          {t('schedule.forecast.body', { count: tickets.length, orders: tickets.join(', ') })}
        </Text>
        <Button size="xs" color="orange" onClick={act}>
          {isToday ? t('schedule.forecast.replan') : t('schedule.forecast.optimise')}
        </Button>
      </Group>
    </Alert>
  );
}

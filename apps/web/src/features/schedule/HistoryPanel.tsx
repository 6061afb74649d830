import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@tramline/domain';
import { SendLogTable } from './SendLogTable';
import type { TScheduleDay } from './use-schedule-day';

/** What happened to the day: the versions of each machine's plan and what was sent. */
export function HistoryPanel({ day, plans }: { day: TScheduleDay; plans: TPlan[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="section" data-testid="history-panel">
      <Title order={2} size="h5" mb="xs">
        {t('schedule.history.title')}
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={700} mb={4}>
            {t('schedule.history.versions')}
          </Text>
          {plans.map((plan) => (
            <Group key={plan.planejamentoId} gap="xs">
              <Text size="sm" w={180} truncate>
                {plan.equipmentName}
              </Text>
              {plan.hasAutomatic && (
                <Badge size="xs" variant={plan.tipo === 'AUTOMATICO' ? 'filled' : 'outline'} color="blue">
                  {t('schedule.timeline.optimised')}
                </Badge>
              )}
              {plan.hasManual && (
                <Badge size="xs" variant={plan.tipo === 'MANUAL' ? 'filled' : 'outline'} color="violet">
                  {t('schedule.timeline.custom')}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {t('schedule.history.orders', {
                  count: plan.items.filter((item) => item.kind === 'order').length,
                })}
              </Text>
            </Group>
          ))}
          {plans.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('schedule.timeline.noPlan')}
            </Text>
          )}
        </div>
        <div>
          <Text size="sm" fw={700} mb={4}>
            {t('schedule.history.sends')}
          </Text>
          <SendLogTable date={day.date} timeZone={day.timeZone} />
        </div>
      </Stack>
    </Paper>
  );
}

import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@tramline/domain';
import { ticketOf } from '@tramline/domain';
import type { TScheduleDay } from './use-schedule-day';

/** The group, its machines and each machine's orders in sequence. */
export function TreePanel({ day, plans }: { day: TScheduleDay; plans: TPlan[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="section" data-testid="tree-panel">
      <Title order={2} size="h5" mb="xs">
        {t('schedule.tree.title')}
      </Title>
      <Text fw={700}>{day.group?.configName}</Text>
      <Stack component="ul" gap={4} pl="md" m={0}>
        {(day.group?.equipments ?? []).map((machine) => {
          const plan = plans.find((candidate) => candidate.equipamentoId === machine.equipamentoId);
          const items = [...(plan?.items ?? [])].sort((a, b) => a.sequencia - b.sequencia);
          return (
            <li key={machine.equipamentoId}>
              <Text size="sm" fw={600}>
                {machine.name}
              </Text>
              {items.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('schedule.timeline.noPlan')}
                </Text>
              ) : (
                <Stack component="ol" gap={0} pl="md" m={0}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <Text size="xs">
                        {item.kind === 'order'
                          ? `#${ticketOf(item)} ${item.fieldNames.join(', ')}`
                          : t(`schedule.timeline.kinds.${item.kind === 'cleanout' ? 'cleaning' : item.kind}`)}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

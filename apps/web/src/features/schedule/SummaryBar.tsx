import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPlanSummary } from '@tramline/domain';
import { useUnits } from '../../ui';
import { formatDuration } from './schedule-dates';
import { summaryQuery } from './schedule.queries';

interface SummaryBarProps {
  date: string;
  groupId: number | null;
  refetchInterval: number | false;
}

type TMetric = 'workedTime' | 'displacementTime' | 'cleaningTime' | 'workedArea' | 'orders' | 'machines';
const METRICS: readonly TMetric[] = [
  'workedTime',
  'displacementTime',
  'cleaningTime',
  'workedArea',
  'orders',
  'machines',
];

/** The day's figures, optimised and custom side by side (spec part 1 §3, planning summary metrics). */
export function SummaryBar({ date, groupId, refetchInterval }: SummaryBarProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const summary = useQuery({
    ...summaryQuery(date, groupId ?? 0),
    enabled: groupId !== null,
    refetchInterval,
  });

  const value = (metric: TMetric, figures: TPlanSummary) => {
    if (metric === 'workedArea')
      return units.format('area', figures.workedArea, { maximumFractionDigits: 1 });
    if (metric === 'orders') return units.number(figures.orderCount);
    if (metric === 'machines') return units.number(figures.equipmentCount);
    return formatDuration(figures[metric]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      mb="sm"
      aria-label={t('schedule.summary.label')}
      component="section"
      data-testid="schedule-summary"
    >
      {summary.isError ? (
        <Text size="sm" c="dimmed" ta="center" py={6}>
          {t('schedule.summary.error')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
          {METRICS.map((metric) => (
            <div key={metric} data-metric={metric}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t(`schedule.summary.${metric}`)}
              </Text>
              {summary.data ? (
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Text fw={700} size="lg" title={t('schedule.summary.optimised')} data-variant="optimised">
                    {value(metric, summary.data.optimised)}
                  </Text>
                  <Text
                    size="sm"
                    c="violet.7"
                    fw={600}
                    title={t('schedule.summary.custom')}
                    data-variant="custom"
                  >
                    {value(metric, summary.data.custom)}
                  </Text>
                </Group>
              ) : (
                <Skeleton height={24} mt={2} animate={summary.isPending && groupId !== null} />
              )}
            </div>
          ))}
        </SimpleGrid>
      )}
      {summary.data && (
        <Group gap="md" mt={4} justify="flex-end">
          <Text size="xs" fw={700}>
            ■ {t('schedule.summary.optimised')}
          </Text>
          <Text size="xs" c="violet.7" fw={700}>
            ■ {t('schedule.summary.custom')}
          </Text>
        </Group>
      )}
    </Paper>
  );
}

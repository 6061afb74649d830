import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../ui';
import { addDays, formatDay, formatDuration } from './schedule-dates';
import { summaryRangeQuery } from './schedule.queries';
import { scheduleStore } from './schedule-store';
import type { TScheduleDay } from './use-schedule-day';

/** The week around the chosen date, a day per column; a click opens that day. */
export function WeekPanel({ day }: { day: TScheduleDay }) {
  const { t } = useTranslation();
  const units = useUnits();
  const start = addDays(day.date, -3);
  const end = addDays(day.date, 3);
  const week = useQuery({
    ...summaryRangeQuery(start, end, day.groupId ?? 0),
    enabled: day.groupId !== null,
  });
  const dates = Array.from({ length: 7 }, (_, index) => addDays(start, index));

  return (
    <Paper withBorder radius="md" p="sm" component="section" data-testid="week-panel">
      <Title order={2} size="h5" mb="xs">
        {t('schedule.week.title')}
      </Title>
      {week.isError && (
        <Alert color="red" variant="light">
          {t('schedule.week.error')}
        </Alert>
      )}
      <SimpleGrid cols={7} spacing="xs">
        {dates.map((date) => {
          const figures = week.data?.find((entry) => entry.referencia === date);
          return (
            <UnstyledButton
              key={date}
              onClick={() => scheduleStore.setDate(date)}
              p="xs"
              style={{
                borderRadius: 6,
                border: `1px solid var(--mantine-color-${date === day.date ? 'blue-5' : 'gray-3'})`,
              }}
            >
              <Stack gap={2}>
                <Text size="xs" fw={700}>
                  {formatDay(date, day.locale)}
                </Text>
                {week.isPending && <Skeleton h={32} />}
                {figures && (
                  <>
                    <Text size="xs">
                      {t('schedule.summary.orders')}:{' '}
                      {units.number(figures.custom.orderCount || figures.optimised.orderCount)}
                    </Text>
                    <Text size="xs">
                      {t('schedule.summary.workedTime')}:{' '}
                      {formatDuration(figures.custom.workedTime || figures.optimised.workedTime)}
                    </Text>
                    <Text size="xs">
                      {units.format('area', figures.custom.workedArea || figures.optimised.workedArea, {
                        maximumFractionDigits: 0,
                      })}
                    </Text>
                  </>
                )}
              </Stack>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

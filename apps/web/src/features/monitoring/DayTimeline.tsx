import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime, type TFleetDayItem } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useBranchTimeZone } from '../session/use-branch';
import { ORDER_STATUS_COLOURS } from './monitoring-colours';

const KIND_COLOURS = { cleanout: '#ae3ec9', refill: '#f08c00', load: '#7048e8', meeting: '#d6336c' } as const;

/** The span the timeline covers: every planned and actual instant of the day, and now. */
function spanOf(items: readonly TFleetDayItem[], now: number) {
  const instants = items
    .flatMap((item) => [item.plannedStart, item.plannedEnd, item.actualStart, item.actualEnd])
    .flatMap((value) => (value ? [Date.parse(value)] : []));
  instants.push(now);
  const from = Math.min(...instants);
  const to = Math.max(...instants);
  return { from, width: Math.max(to - from, 60_000) };
}

/** A machine's day: per stop, the planned bar above the actual one, on one time axis with now. */
export function DayTimeline({ items, now }: { items: TFleetDayItem[]; now: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  if (!items.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('monitoring.details.noDay')}
      </Text>
    );
  }
  const span = spanOf(items, now);
  const share = (instant: number) => `${((instant - span.from) / span.width) * 100}%`;
  const bar = (start: string | null, end: string | null, colour: string, solid: boolean, testId: string) => {
    if (!start) return <Box h={8} />;
    const from = Date.parse(start);
    const to = end ? Date.parse(end) : now;
    return (
      <Box h={8} pos="relative">
        <Box
          data-testid={testId}
          pos="absolute"
          h={8}
          style={{
            left: share(from),
            width: `max(3px, ${((to - from) / span.width) * 100}%)`,
            background: solid ? colour : 'transparent',
            border: `1.5px ${solid ? 'solid' : 'dashed'} ${colour}`,
            borderRadius: 3,
          }}
        />
      </Box>
    );
  };
  const time = (value: number) => formatTime(new Date(value), locale, timeZone);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {time(span.from)}
        </Text>
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            ┄ {t('monitoring.details.planned')}
          </Text>
          <Text size="xs" c="dimmed">
            ▬ {t('monitoring.details.actual')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {time(span.from + span.width)}
        </Text>
      </Group>
      <Box pos="relative">
        <Box
          pos="absolute"
          top={0}
          bottom={0}
          w={1}
          style={{ left: share(now), background: 'var(--mantine-color-red-6)', zIndex: 1 }}
        />
        {items.map((item) => {
          const colour =
            item.kind === 'order' ? ORDER_STATUS_COLOURS[item.status ?? 1] : KIND_COLOURS[item.kind];
          const label =
            item.kind === 'order'
              ? t('monitoring.details.kinds.order', { id: item.cdOrdemServico })
              : t(`monitoring.details.kinds.${item.kind}`);
          return (
            <Tooltip key={item.sequencia} label={item.description ?? label} withinPortal>
              <Box mb={6} data-testid="timeline-item">
                <Text size="xs" truncate>
                  {label}
                </Text>
                {bar(item.plannedStart, item.plannedEnd, colour, false, 'timeline-planned')}
                {item.kind === 'order' &&
                  bar(item.actualStart, item.actualEnd, colour, true, 'timeline-actual')}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
    </Stack>
  );
}

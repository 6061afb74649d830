import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TColourMode } from './map-colouring';

interface MapLegendProps {
  legend: Map<string | null, string>;
  mode: TColourMode;
}

/** What each colour of the orders map means. */
export function MapLegend({ legend, mode }: MapLegendProps) {
  const { t } = useTranslation();
  const label = (key: string | null) => {
    if (key === null) return t('schedule.map.unknown');
    if (mode === 'default')
      return t(key === 'scheduled' ? 'schedule.map.scheduled' : 'schedule.map.available');
    if (mode === 'status') return t(`workOrders.statuses.s${key}`, { defaultValue: key });
    return key;
  };
  return (
    <Paper
      withBorder
      p={6}
      radius="sm"
      shadow="xs"
      data-testid="map-legend"
      style={{ maxHeight: 200, overflowY: 'auto', background: 'rgba(255,255,255,0.92)' }}
    >
      <Text size="xs" fw={700} mb={2}>
        {t('schedule.map.legend')}
      </Text>
      <Stack gap={2}>
        {[...legend].map(([key, colour]) => (
          <Group key={String(key)} gap={6} wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 5, background: colour, flexShrink: 0 }} aria-hidden />
            <Text size="xs">{label(key)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MACHINE_STATES } from '@tramline/domain';
import { STATE_COLOURS, TRAIL_COLOURS } from './monitoring-colours';

/** The map's key: machine colours by state and the two kinds of trail line. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={6} radius="md" shadow="xs" data-testid="map-legend" style={{ opacity: 0.92 }}>
      <Stack gap={2}>
        {MACHINE_STATES.map((state) => (
          <Group key={state} gap={6} wrap="nowrap">
            <Box w={10} h={10} style={{ borderRadius: 5, background: STATE_COLOURS[state] }} />
            <Text size="xs">{t(`monitoring.states.${state}`)}</Text>
          </Group>
        ))}
        {(['applying', 'travelling'] as const).map((state) => (
          <Group key={state} gap={6} wrap="nowrap">
            <Box w={14} h={state === 'applying' ? 4 : 2} style={{ background: TRAIL_COLOURS[state] }} />
            <Text size="xs">{t(`monitoring.trails.${state}`)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

import { Anchor, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { legendKey, type TColourMode } from './map-colouring';
import { ACTIVITY_COLOURS } from './timeline-colours';

interface MapLegendProps {
  legend: Map<string | null, string>;
  mode: TColourMode;
  /** Entries whose orders the map hides (`legendKey`s). */
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onShowAll: () => void;
  /** Whether the map marks tender trucks' transfers (explained under the colours). */
  transfers?: boolean;
}

/** What each colour of the orders map means; a click on an entry hides or shows its orders. */
export function MapLegend({ legend, mode, hidden, onToggle, onShowAll, transfers = false }: MapLegendProps) {
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
      maw={200}
      style={{ maxHeight: 220, overflowY: 'auto', background: 'rgba(255,255,255,0.92)' }}
    >
      <Text size="xs" fw={700}>
        {t('schedule.map.legend')}
      </Text>
      <Text size="xs" c="dimmed" mb={2}>
        {t('schedule.map.legendHint')}
      </Text>
      <Stack gap={2}>
        {[...legend].map(([key, colour]) => {
          const entry = legendKey(key);
          const off = hidden.has(entry);
          const text = label(key);
          return (
            <UnstyledButton
              key={entry}
              onClick={() => onToggle(entry)}
              aria-pressed={!off}
              aria-label={t('schedule.map.legendToggle', { label: text })}
              data-testid="map-legend-entry"
              style={{ opacity: off ? 0.45 : 1 }}
            >
              <Group gap={6} wrap="nowrap">
                <Box
                  w={10}
                  h={10}
                  style={{
                    borderRadius: 5,
                    background: off ? 'transparent' : colour,
                    border: `2px solid ${colour}`,
                    flexShrink: 0,
                  }}
                  aria-hidden
                />
                <Text size="xs" td={off ? 'line-through' : undefined}>
                  {text}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
      {transfers && (
        <Group gap={6} wrap="nowrap" mt={2} data-testid="map-legend-transfers">
          <Box
            px={2}
            style={{
              background: ACTIVITY_COLOURS.meeting,
              color: 'white',
              borderRadius: 3,
              fontSize: 9,
              fontWeight: 700,
              lineHeight: '12px',
            }}
            aria-hidden
          >
            ⇄
          </Box>
          <Text size="xs">{t('schedule.map.transfers')}</Text>
        </Group>
      )}
      {hidden.size > 0 && (
        <Anchor component="button" type="button" size="xs" mt={4} onClick={onShowAll}>
          {t('schedule.map.showAll')}
        </Anchor>
      )}
    </Paper>
  );
}

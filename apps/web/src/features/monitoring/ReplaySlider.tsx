import { Button, Group, Paper, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useBranchTimeZone } from '../session/use-branch';

interface ReplaySliderProps {
  range: [number, number];
  /** The instant shown, or null for live. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Replay today: a time slider over the day's trails, and a way back to live. */
export function ReplaySlider({ range, value, onChange }: ReplaySliderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const time = (instant: number) => formatTime(new Date(instant), locale, timeZone);
  return (
    <Paper withBorder p="xs" radius="md" shadow="sm" w={360} data-testid="replay">
      <Group justify="space-between" mb={4}>
        <Text size="xs" fw={600}>
          {value === null ? t('monitoring.replay.label') : t('monitoring.replay.at', { time: time(value) })}
        </Text>
        <Button
          size="compact-xs"
          variant={value === null ? 'filled' : 'light'}
          onClick={() => onChange(null)}
        >
          {t('monitoring.replay.live')}
        </Button>
      </Group>
      <Slider
        size="sm"
        min={range[0]}
        max={range[1]}
        step={60_000}
        value={value ?? range[1]}
        onChange={(next) => onChange(next >= range[1] ? null : next)}
        label={time}
        aria-label={t('monitoring.replay.label')}
      />
    </Paper>
  );
}

import { Box, Text } from '@mantine/core';
import type { TLocale } from '@tramline/domain';
import { formatClock } from './schedule-dates';
import { hourTicks, place, type TTimeRange } from './timeline-layout';

interface TimeAxisProps {
  range: TTimeRange;
  locale: TLocale;
  timeZone: string;
}

/** Hour marks over the machines' tracks, in the branch's time zone. */
export function TimeAxis({ range, locale, timeZone }: TimeAxisProps) {
  return (
    <Box pos="relative" h={18} aria-hidden>
      {hourTicks(range).map((tick) => {
        const placement = place(range, tick, tick + 1);
        if (!placement) return null;
        return (
          <Text
            key={tick}
            size="xs"
            c="dimmed"
            pos="absolute"
            style={{ left: `${placement.left}%`, transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}
          >
            {formatClock(tick, locale, timeZone)}
          </Text>
        );
      })}
    </Box>
  );
}

/** Faint hour lines behind a track. */
export function HourGrid({ range }: { range: TTimeRange }) {
  return (
    <>
      {hourTicks(range).map((tick) => {
        const placement = place(range, tick, tick + 1);
        return placement ? (
          <div key={tick} className="schedule-hour-line" style={{ left: `${placement.left}%` }} aria-hidden />
        ) : null;
      })}
    </>
  );
}

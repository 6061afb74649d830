import { Box, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@tramline/domain';
import { formatClock, formatDuration } from './schedule-dates';
import { ACTIVITY_COLOURS } from './timeline-colours';
import type { TActivityBlock } from './timeline-layout';

interface ActivityStripProps {
  activities: TActivityBlock[];
  locale: TLocale;
  timeZone: string;
}

/** The machine's minutes under its orders: travel, cleaning, application, refill, waiting. */
export function ActivityStrip({ activities, locale, timeZone }: ActivityStripProps) {
  const { t } = useTranslation();
  return (
    <>
      {activities.map((activity, index) => {
        const seconds = (new Date(activity.end).getTime() - new Date(activity.start).getTime()) / 1000;
        const label = t('schedule.timeline.block', {
          kind: t(`schedule.timeline.kinds.${activity.kind}`),
          start: formatClock(activity.start, locale, timeZone),
          end: formatClock(activity.end, locale, timeZone),
          duration: formatDuration(seconds),
        });
        return (
          <Tooltip key={`${activity.start}-${index}`} label={label} withinPortal openDelay={150}>
            <Box
              data-kind={activity.kind}
              data-testid="activity-block"
              pos="absolute"
              bottom={3}
              h={10}
              style={{
                left: `${activity.left}%`,
                width: `${activity.width}%`,
                minWidth: 1,
                background: ACTIVITY_COLOURS[activity.kind],
                outline: activity.overtime ? '1px solid #e03131' : undefined,
                borderRadius: 2,
              }}
            />
          </Tooltip>
        );
      })}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { TLocale, TPlan } from '@tramline/domain';
import { formatClock } from './schedule-dates';
import { HourGrid } from './TimeAxis';
import { OVERTIME_BACKGROUND, WORKING_BACKGROUND } from './timeline-colours';
import type { TPlacement, TTimeRange } from './timeline-layout';

interface TrackPeriodsProps {
  /** The day's working period and overtime on the track (absent: no plan). */
  working: TPlacement | null | undefined;
  overtime: TPlacement | null | undefined;
  plan: TPlan | null;
  range: TTimeRange;
  locale: TLocale;
  timeZone: string;
}

/** Under a machine's track: its working period, its overtime hatched, and the hour lines. */
export function TrackPeriods({ working, overtime, plan, range, locale, timeZone }: TrackPeriodsProps) {
  const { t } = useTranslation();
  const clock = (instant: string | null) => (instant ? formatClock(instant, locale, timeZone) : '');
  const band = (placement: TPlacement, background: string) => ({
    position: 'absolute' as const,
    top: 0,
    bottom: 0,
    left: `${placement.left}%`,
    width: `${placement.width}%`,
    background,
  });
  return (
    <>
      {working && plan && (
        <div
          title={t('schedule.timeline.working', {
            start: clock(plan.workingStart),
            end: clock(plan.workingEnd),
          })}
          style={band(working, WORKING_BACKGROUND)}
        />
      )}
      {overtime && (
        <div
          title={t('schedule.timeline.overtime')}
          data-testid="overtime"
          style={band(overtime, OVERTIME_BACKGROUND)}
        />
      )}
      <HourGrid range={range} />
    </>
  );
}

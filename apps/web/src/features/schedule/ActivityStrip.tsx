import { memo, useMemo, useState } from 'react';
import { Tooltip } from '@mantine/core';
import type { TActivityKind, TWaitCause } from '@tramline/domain';
import { ACTIVITY_COLOURS } from './timeline-colours';
import type { TActivityBlock } from './timeline-layout';

interface ActivityStripProps {
  activities: TActivityBlock[];
  /** The tooltip of an activity: kind, times and duration in the branch's zone and locale. */
  describe: (activity: TActivityBlock) => string;
}

/** The strip's picture: one gradient stop pair per activity, so a day of a hundred activities is one element. */
export function stripBackground(
  activities: readonly { kind: TActivityKind; left: number; width: number }[],
): string {
  if (activities.length === 0) return 'transparent';
  const stops: string[] = [];
  let cursor = 0;
  for (const activity of [...activities].sort((a, b) => a.left - b.left)) {
    const start = Math.max(cursor, activity.left);
    const end = Math.max(start, activity.left + activity.width);
    if (start > cursor) stops.push(`transparent ${cursor}% ${start}%`);
    stops.push(`${ACTIVITY_COLOURS[activity.kind]} ${start}% ${end}%`);
    cursor = end;
  }
  if (cursor < 100) stops.push(`transparent ${cursor}% 100%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

/**
 * The machine's minutes under its orders: travel, cleaning, application, refill, waiting. Drawn as
 * one element; the activity under the pointer names itself in the tooltip.
 */
export const ActivityStrip = memo(function ActivityStrip({ activities, describe }: ActivityStripProps) {
  const background = useMemo(() => stripBackground(activities), [activities]);
  const [title, setTitle] = useState<string | undefined>(undefined);
  return (
    <div
      data-testid="activity-strip"
      data-count={activities.length}
      title={title}
      onMouseMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const percent = ((event.clientX - box.left) / Math.max(1, box.width)) * 100;
        const under = activities.find(
          (activity) => percent >= activity.left && percent <= activity.left + activity.width,
        );
        const next = under ? describe(under) : undefined;
        if (next !== title) setTitle(next);
      }}
      style={{ position: 'absolute', left: 0, right: 0, bottom: 3, height: 10, borderRadius: 2, background }}
    />
  );
});

interface WaitSegmentsProps {
  activities: TActivityBlock[];
  /** 'Waits 40 min for the spray window at 10:20'. */
  describe: (activity: TActivityBlock & { waitCause: TWaitCause }) => string;
}

/**
 * The long waits of the day over the strip, each one focusable with its cause in a tooltip that
 * opens on hover and on keyboard focus.
 */
export const WaitSegments = memo(function WaitSegments({ activities, describe }: WaitSegmentsProps) {
  return activities.map((activity) => {
    const waitCause = activity.waitCause;
    if (activity.kind !== 'waiting' || !waitCause) return null;
    const text = describe({ ...activity, waitCause });
    return (
      <Tooltip key={activity.start} label={text} events={{ hover: true, focus: true, touch: true }} withArrow>
        <span
          role="img"
          aria-label={text}
          tabIndex={0}
          data-testid="wait-segment"
          data-cause={waitCause}
          className="schedule-wait-segment"
          style={{
            position: 'absolute',
            left: `${activity.left}%`,
            width: `${activity.width}%`,
            bottom: 3,
            height: 10,
            borderRadius: 2,
            background: ACTIVITY_COLOURS.waiting,
          }}
        />
      </Tooltip>
    );
  });
});

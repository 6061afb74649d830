import type { ReactNode } from 'react';
import { Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCalendarEvent,
  IconCalendarOff,
  IconCheck,
  IconCircleCheck,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconPlus,
  IconRefresh,
  IconRestore,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TWorkOrderStoryEvent, type TWorkOrderStoryKind } from '@tramline/domain';
import type { THistoryContext } from '../work-order-display';
import { storyEventText } from './story-text';

const ICON_SIZE = 14;
const LOOK: Record<TWorkOrderStoryKind, { icon: ReactNode; color: string }> = {
  created: { icon: <IconPlus size={ICON_SIZE} />, color: 'blue' },
  edited: { icon: <IconPencil size={ICON_SIZE} />, color: 'gray' },
  planned: { icon: <IconCalendarEvent size={ICON_SIZE} />, color: 'indigo' },
  unplanned: { icon: <IconCalendarOff size={ICON_SIZE} />, color: 'gray' },
  sent: { icon: <IconSend size={ICON_SIZE} />, color: 'cyan' },
  started: { icon: <IconPlayerPlay size={ICON_SIZE} />, color: 'teal' },
  paused: { icon: <IconPlayerPause size={ICON_SIZE} />, color: 'yellow' },
  resumed: { icon: <IconPlayerPlay size={ICON_SIZE} />, color: 'teal' },
  skipped: { icon: <IconPlayerSkipForward size={ICON_SIZE} />, color: 'orange' },
  canceledInField: { icon: <IconBan size={ICON_SIZE} />, color: 'orange' },
  completed: { icon: <IconCheck size={ICON_SIZE} />, color: 'green' },
  closed: { icon: <IconCircleCheck size={ICON_SIZE} />, color: 'green' },
  voided: { icon: <IconBan size={ICON_SIZE} />, color: 'red' },
  reset: { icon: <IconRefresh size={ICON_SIZE} />, color: 'blue' },
  statusChanged: { icon: <IconRefresh size={ICON_SIZE} />, color: 'gray' },
  deleted: { icon: <IconTrash size={ICON_SIZE} />, color: 'red' },
  restored: { icon: <IconRestore size={ICON_SIZE} />, color: 'blue' },
  alarm: { icon: <IconAlertTriangle size={ICON_SIZE} />, color: 'red' },
};

/** An order's story as a vertical timeline, oldest first, times in the branch's zone. */
export function StoryTimeline({
  events,
  context,
  volumeQuantity,
}: {
  events: readonly TWorkOrderStoryEvent[];
  context: THistoryContext;
  volumeQuantity: 'volume' | 'mass';
}) {
  const { t } = useTranslation();
  return (
    <Timeline active={events.length - 1} bulletSize={26} lineWidth={2} data-testid="work-order-story">
      {events.map((event, index) => {
        const text = storyEventText(event, t, context, volumeQuantity);
        const look = LOOK[event.kind];
        return (
          <Timeline.Item
            key={`${event.kind}-${event.at}-${index}`}
            title={text.title}
            bullet={
              <ThemeIcon size={26} radius="xl" color={look.color} aria-hidden>
                {look.icon}
              </ThemeIcon>
            }
          >
            <Text size="sm" c="dimmed">
              {formatDateTime(event.at, context.locale, context.timeZone)}
              {text.who ? ` · ${text.who}` : ''}
            </Text>
            {text.lines.map((line, lineIndex) => (
              <Text key={lineIndex} size="sm">
                {line}
              </Text>
            ))}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

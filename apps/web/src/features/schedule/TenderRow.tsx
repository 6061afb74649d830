import { memo } from 'react';
import { Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGroupWithEquipment, TLocale, TPlan } from '@tramline/domain';
import { ActivityStrip } from './ActivityStrip';
import { formatClock } from './schedule-dates';
import { TrackPeriods } from './TrackPeriods';
import { ACTIVITY_COLOURS } from './timeline-colours';
import { layoutRow, type TActivityBlock, type TTimeRange } from './timeline-layout';
import { MACHINE_COLUMN, TRACK_HEIGHT } from './TimelineRow';
import type { TTimelineTexts } from './use-timeline-texts';
import './schedule.css';

export type TTender = TGroupWithEquipment['tenders'][number];

/** What fits in a transfer's block: a machine name's last word, its unit number as fleets name them. */
export function shortName(name: string): string {
  return name.trim().split(/\s+/).at(-1) ?? name;
}

interface TenderRowProps {
  tender: TTender;
  plan: TPlan | null;
  range: TTimeRange;
  locale: TLocale;
  timeZone: string;
  texts: TTimelineTexts;
  /** The name of a sprayer of the group, for the transfers' labels. */
  sprayerName: (equipmentId: number) => string;
}

/**
 * A tender truck's day under the sprayers, on the same time scale: its loads at the warehouse and
 * its transfers, each named with the sprayer it meets. Read only: the tenders follow the sprayers'
 * days (planned with them, re-planned after a planner's change).
 */
export const TenderRow = memo(function TenderRow({
  tender,
  plan,
  range,
  locale,
  timeZone,
  texts,
  sprayerName,
}: TenderRowProps) {
  const { t } = useTranslation();
  const layout = plan ? layoutRow(plan, range) : null;
  const clock = (instant: string) => formatClock(instant, locale, timeZone);
  const blocks = (layout?.activities ?? []).filter(
    (activity) => activity.kind === 'meeting' || activity.kind === 'load',
  );
  const transfers = blocks.filter((activity) => activity.kind === 'meeting').length;
  const labelOf = (activity: TActivityBlock) =>
    activity.kind === 'meeting'
      ? t('schedule.timeline.tenders.transfer', {
          machine: activity.servedEquipmentId ? sprayerName(activity.servedEquipmentId) : '—',
          start: clock(activity.start),
          end: clock(activity.end),
        })
      : t('schedule.timeline.tenders.load', { start: clock(activity.start), end: clock(activity.end) });

  return (
    <Box
      data-testid="tender-row"
      data-machine={tender.equipamentoId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      py={4}
    >
      <Group gap={0} wrap="nowrap" align="stretch">
        <Stack gap={2} w={MACHINE_COLUMN} pr="xs" style={{ flexShrink: 0 }} justify="center">
          <Text size="sm" fw={700} lineClamp={2} lh={1.2} title={tender.name}>
            {tender.name}
          </Text>
          <Group gap={4} wrap="wrap">
            {plan ? (
              <Badge size="xs" variant="light" color="grape" data-testid="tender-transfers">
                {t('schedule.timeline.tenders.transfers', { count: transfers })}
              </Badge>
            ) : (
              <Badge size="xs" variant="outline" color="gray">
                {t('schedule.timeline.noPlan')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Box
          pos="relative"
          h={TRACK_HEIGHT}
          style={{ flex: 1, background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
        >
          <TrackPeriods
            working={layout?.working}
            overtime={layout?.overtime}
            plan={plan}
            range={range}
            locale={locale}
            timeZone={timeZone}
          />
          {layout && <ActivityStrip activities={layout.activities} describe={texts.describeActivity} />}
          {blocks.map((activity) => {
            const label = labelOf(activity);
            return (
              <Tooltip
                key={`${activity.kind}:${activity.start}`}
                label={label}
                events={{ hover: true, focus: true, touch: true }}
                withArrow
              >
                <span
                  role="img"
                  aria-label={label}
                  tabIndex={0}
                  data-testid="tender-block"
                  data-kind={activity.kind}
                  className="schedule-tender-block"
                  style={{
                    left: `${activity.left}%`,
                    width: `max(${activity.width}%, ${activity.kind === 'meeting' ? 24 : 4}px)`,
                    borderColor: ACTIVITY_COLOURS[activity.kind],
                    background: activity.kind === 'load' ? `${ACTIVITY_COLOURS.load}33` : undefined,
                  }}
                >
                  {activity.kind === 'meeting' && activity.servedEquipmentId
                    ? shortName(sprayerName(activity.servedEquipmentId))
                    : ''}
                </span>
              </Tooltip>
            );
          })}
        </Box>
      </Group>
    </Box>
  );
});

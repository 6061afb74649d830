import { memo } from 'react';
import { ActionIcon, Badge, Box, Group, Menu, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import {
  IconArrowBackUp,
  IconDots,
  IconDownload,
  IconEraser,
  IconSend,
  IconSparkles,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TGroupWithEquipment, TLocale, TPlan, TPlanItem, TPlanKind } from '@tramline/domain';
import { ActivityStrip, WaitSegments } from './ActivityStrip';
import { CleanoutBlock } from './CleanoutBlock';
import { ExtraOrders } from './ExtraOrders';
import type { TItemAction } from './ItemMenu';
import { OrderBlock, type TOpenItemMenu } from './OrderBlock';
import './schedule.css';
import type { TTimelineTexts } from './use-timeline-texts';
import { formatClock } from './schedule-dates';
import { TrackPeriods } from './TrackPeriods';
import { layoutRow, type TTimeRange } from './timeline-layout';

export type TMachine = TGroupWithEquipment['equipments'][number];
export type TRowAction = 'revert' | 'reoptimise' | 'send' | 'taskData' | 'clear';

export const MACHINE_COLUMN = 210;
export const TRACK_HEIGHT = 44;

interface TimelineRowProps {
  machine: TMachine;
  plan: TPlan | null;
  range: TTimeRange;
  locale: TLocale;
  timeZone: string;
  onItemAction: (action: TItemAction, item: TPlanItem, plan: TPlan) => void;
  onOpenMenu: TOpenItemMenu;
  texts: TTimelineTexts;
  onRowAction: (action: TRowAction, machine: TMachine, plan: TPlan) => void;
  onVersion: (machine: TMachine, kind: TPlanKind) => void;
  /** Whether the user's role sends days to the machines (default yes). */
  canSend?: boolean;
}

/** One machine's day: its name and plan state, then its track on the shared time scale. */
export const TimelineRow = memo(function TimelineRow({
  machine,
  plan,
  range,
  locale,
  timeZone,
  onItemAction,
  onOpenMenu,
  texts,
  onRowAction,
  onVersion,
  canSend = true,
}: TimelineRowProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({
    id: `machine:${machine.equipamentoId}`,
    data: { machine, plan },
  });
  const layout = plan ? layoutRow(plan, range) : null;
  const sentAt = plan?.sentAt ?? machine.sentAt;
  // An empty day has nothing to send to the machine.
  const hasOrders = plan?.items.some((item) => item.kind === 'order') ?? false;
  const clock = (instant: string | null) => (instant ? formatClock(instant, locale, timeZone) : '');

  return (
    <Box
      data-testid="timeline-row"
      data-machine={machine.equipamentoId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      py={4}
    >
      <Group gap={0} wrap="nowrap" align="stretch">
        <Stack gap={2} w={MACHINE_COLUMN} pr="xs" style={{ flexShrink: 0 }} justify="center">
          <Group gap={4} wrap="nowrap" justify="space-between">
            {/* Two lines, so machines of one make and model are told apart by their number. */}
            <Text size="sm" fw={700} lineClamp={2} lh={1.2} title={machine.name}>
              {machine.name}
            </Text>
            {plan && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t('schedule.timeline.rowMenu', { machine: machine.name })}
                  >
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {plan.canRevert && !plan.readOnly && (
                    <Menu.Item
                      leftSection={<IconArrowBackUp size={16} />}
                      onClick={() => onRowAction('revert', machine, plan)}
                    >
                      {t('schedule.timeline.revert')}
                    </Menu.Item>
                  )}
                  {plan.tipo === 'MANUAL' && !plan.readOnly && (
                    <Menu.Item
                      leftSection={<IconSparkles size={16} />}
                      onClick={() => onRowAction('reoptimise', machine, plan)}
                    >
                      {t('schedule.timeline.reoptimise')}
                    </Menu.Item>
                  )}
                  {!plan.readOnly && canSend && (
                    <Menu.Item
                      leftSection={<IconSend size={16} />}
                      disabled={!hasOrders}
                      onClick={() => onRowAction('send', machine, plan)}
                    >
                      {t('schedule.timeline.send')}
                    </Menu.Item>
                  )}
                  <Menu.Item
                    leftSection={<IconDownload size={16} />}
                    disabled={!hasOrders}
                    onClick={() => onRowAction('taskData', machine, plan)}
                  >
                    {t('schedule.timeline.taskData')}
                  </Menu.Item>
                  {!plan.readOnly && plan.items.length > 0 && (
                    <Menu.Item
                      color="red"
                      leftSection={<IconEraser size={16} />}
                      onClick={() => onRowAction('clear', machine, plan)}
                    >
                      {t('schedule.timeline.clear')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          <Group gap={4} wrap="wrap">
            {!plan && (
              <Badge size="xs" variant="outline" color="gray">
                {t('schedule.timeline.noPlan')}
              </Badge>
            )}
            {plan && plan.hasAutomatic && plan.hasManual ? (
              <SegmentedControl
                size="xs"
                aria-label={t('schedule.timeline.versionSwitch', { machine: machine.name })}
                value={plan.tipo}
                onChange={(value) => onVersion(machine, value as TPlanKind)}
                disabled={plan.readOnly}
                data={[
                  { value: 'AUTOMATICO', label: t('schedule.timeline.optimised') },
                  { value: 'MANUAL', label: t('schedule.timeline.custom') },
                ]}
              />
            ) : (
              plan && (
                <Badge
                  size="xs"
                  variant="light"
                  color={plan.tipo === 'AUTOMATICO' ? 'blue' : 'violet'}
                  data-testid="plan-kind"
                >
                  {t(plan.tipo === 'AUTOMATICO' ? 'schedule.timeline.optimised' : 'schedule.timeline.custom')}
                </Badge>
              )
            )}
            {sentAt && (
              <Badge size="xs" variant="filled" color="teal.9" data-testid="sent-badge">
                {t('schedule.timeline.sent', { time: clock(sentAt) })}
              </Badge>
            )}
          </Group>
        </Stack>
        <Box
          ref={setNodeRef}
          pos="relative"
          h={TRACK_HEIGHT}
          style={{
            flex: 1,
            background: isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
            outline: isOver ? '2px dashed var(--mantine-color-blue-5)' : undefined,
            borderRadius: 4,
          }}
          aria-label={isOver ? t('schedule.timeline.dropHere', { machine: machine.name }) : undefined}
        >
          <TrackPeriods
            working={layout?.working}
            overtime={layout?.overtime}
            plan={plan}
            range={range}
            locale={locale}
            timeZone={timeZone}
          />
          {layout && plan && (
            <ActivityStrip activities={layout.activities} describe={texts.describeActivity} />
          )}
          {layout && plan && <WaitSegments activities={layout.activities} describe={texts.describeWait} />}
          {layout &&
            plan &&
            layout.cleanouts.map((block) => (
              <CleanoutBlock
                key={block.item.id}
                block={block}
                plan={plan}
                texts={texts}
                onOpenMenu={onOpenMenu}
              />
            ))}
          {layout &&
            plan &&
            layout.orders.map((block, index) => (
              <OrderBlock
                key={block.item.id}
                block={block}
                plan={plan}
                index={index}
                count={layout.orders.length}
                texts={texts}
                onOpenMenu={onOpenMenu}
              />
            ))}
        </Box>
      </Group>
      {plan && layout && layout.pendingExtras.length > 0 && (
        <ExtraOrders
          plan={plan}
          items={layout.pendingExtras}
          offset={MACHINE_COLUMN}
          onAction={onItemAction}
        />
      )}
    </Box>
  );
});

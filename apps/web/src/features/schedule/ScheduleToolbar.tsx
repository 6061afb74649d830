import { ActionIcon, Badge, Button, Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  IconCalendar,
  IconHistory,
  IconRefresh,
  IconRoute,
  IconSettings,
  IconShare,
  IconSparkles,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scheduleStore, SCHEDULE_VIEWS, type TScheduleView } from './schedule-store';
import type { TScheduleDay } from './use-schedule-day';
import { dispatchProgress, useProgressState } from './use-planning-progress';

interface ScheduleToolbarProps {
  day: TScheduleDay;
  onOptimise: () => void;
  onReplan: () => void;
  onSettings: () => void;
  onSendLog: () => void;
  onShare: () => void;
  onRefresh: () => void;
}

/** Date, equipment group, the view toggles and the screen's actions. */
export function ScheduleToolbar({
  day,
  onOptimise,
  onReplan,
  onSettings,
  onSendLog,
  onShare,
  onRefresh,
}: ScheduleToolbarProps) {
  const { t } = useTranslation();
  const progress = useProgressState();
  const groupOptions = (day.groups.data ?? []).map((group) => ({
    value: String(group.configuracaoId),
    label: group.configName,
  }));

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DatePickerInput
          label={t('schedule.date')}
          value={day.date}
          onChange={(value) => scheduleStore.setDate(value ? String(value) : null)}
          leftSection={<IconCalendar size={16} aria-hidden />}
          valueFormat="ddd ll"
          w={230}
          data-testid="schedule-date"
        />
        <Select
          label={t('schedule.group')}
          placeholder={t('schedule.groupPlaceholder')}
          data={groupOptions}
          value={day.groupId === null ? null : String(day.groupId)}
          onChange={(value) => scheduleStore.setGroup(value ? Number(value) : null)}
          allowDeselect={false}
          disabled={day.groups.isPending}
          error={day.groups.isError ? t('schedule.groupsError') : undefined}
          w={260}
          data-testid="schedule-group"
        />
        <SegmentedControl
          aria-label={t('schedule.views.label')}
          value={day.view}
          onChange={(value) => scheduleStore.setView(value as TScheduleView)}
          data={SCHEDULE_VIEWS.map((view) => ({ value: view, label: t(`schedule.views.${view}`) }))}
        />
      </Group>
      <Group gap="xs">
        {progress.status === 'pendente_background' && (
          <Tooltip label={t('schedule.toolbar.showProgress')}>
            <Badge
              component="button"
              variant="light"
              color="violet"
              size="lg"
              style={{ cursor: 'pointer' }}
              onClick={() => dispatchProgress({ type: 'foreground' })}
              data-testid="progress-background"
            >
              {t('schedule.toolbar.background', { progress: Math.round(progress.progress) })}
            </Badge>
          </Tooltip>
        )}
        {day.canPlan && (
          <Button
            leftSection={<IconSparkles size={16} />}
            onClick={onOptimise}
            disabled={day.isPast || day.groupId === null || progress.optimising}
          >
            {t('schedule.toolbar.optimise')}
          </Button>
        )}
        {day.canPlan && day.isToday && (
          <Button
            variant="light"
            leftSection={<IconRoute size={16} />}
            onClick={onReplan}
            disabled={day.groupId === null || progress.optimising}
            data-testid="replan-action"
          >
            {t('schedule.replan.action')}
          </Button>
        )}
        <Tooltip label={t('schedule.toolbar.refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onRefresh}
            aria-label={t('schedule.toolbar.refresh')}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        {day.canPlan && (
          <Tooltip label={t('schedule.toolbar.settings')}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onSettings}
              disabled={day.groupId === null}
              aria-label={t('schedule.toolbar.settings')}
            >
              <IconSettings size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('schedule.toolbar.sendLog')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onSendLog}
            aria-label={t('schedule.toolbar.sendLog')}
          >
            <IconHistory size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('schedule.toolbar.share')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onShare}
            disabled={day.group === null}
            aria-label={t('schedule.toolbar.share')}
          >
            <IconShare size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

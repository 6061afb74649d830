import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@tramline/domain';
import { errorText, saveDownload, useSession } from '../../api';
import { confirmAction } from '../../ui';
import { ForecastBanner } from './ForecastBanner';
import { ScheduleDialogs } from './ScheduleDialogs';
import { MachineTimeline } from './MachineTimeline';
import { OptimiseDialog } from './OptimiseDialog';
import { ProgressDialog } from './ProgressDialog';
import { ScheduleToolbar } from './ScheduleToolbar';
import { ReplanDialog } from './ReplanDialog';
import { ScheduleViews } from './ScheduleViews';
import { SummaryBar } from './SummaryBar';
import { withSentConfirmation } from './plan-rules';
import { formatDay, zonedInstant } from './schedule-dates';
import { PLAN_REFRESH_MS, planningSettingsQuery, scheduleKeys } from './schedule.queries';
import { clearMachineDays, downloadTaskData, reoptimiseMachine } from './schedule.mutations';
import { scheduleStore } from './schedule-store';
import { timelineRange } from './timeline-layout';
import type { TMachine, TRowAction } from './TimelineRow';
import { confirmSentChange, confirmSentOptimise } from './use-plan-changes';
import { useDayPlans } from './use-day-plans';
import { usePlanningProgress } from './use-planning-progress';
import { useScheduleDay } from './use-schedule-day';
import { useScheduleGestures } from './use-schedule-gestures';

type TPanel = 'optimise' | 'settings' | 'sendLog' | 'share' | 'replan' | null;

/** The schedule screen (/orders): the day per machine, the orders to plan and every planning action. */
export function ScheduleScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const day = useScheduleDay();
  const session = useSession();
  // A shared link names its day and group: /orders?date=2026-06-02&group=3.
  const [params] = useSearchParams();
  const linkedDate = params.get('date');
  const linkedGroup = Number(params.get('group'));
  useEffect(() => {
    if (linkedDate && /^\d{4}-\d{2}-\d{2}$/.test(linkedDate)) scheduleStore.setDate(linkedDate);
    if (Number.isInteger(linkedGroup) && linkedGroup > 0) scheduleStore.setGroup(linkedGroup);
  }, [linkedDate, linkedGroup]);
  const [panel, setPanel] = useState<TPanel>(null);
  const reloadAll = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    [queryClient],
  );
  const { progress, start } = usePlanningProgress({
    onReload: reloadAll,
    onClearSelection: scheduleStore.clearSelection,
  });
  const refetchInterval = progress.optimising ? false : PLAN_REFRESH_MS;
  const groupId = day.groupId ?? 0;
  const plans = useDayPlans(day, refetchInterval);
  const fallback = {
    start: zonedInstant(day.date, 6, day.timeZone),
    end: zonedInstant(day.date, 20, day.timeZone),
  };
  const range = timelineRange(plans.data ?? [], fallback);
  const settings = useQuery({ ...planningSettingsQuery(groupId), enabled: day.groupId !== null });
  const gestures = useScheduleGestures({ date: day.date, groupId, selected: day.selected, range });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const planned = (plans.data ?? [])
    .filter((plan) => plan.items.length > 0)
    .map((plan) => plan.equipamentoId);

  const onRowAction = useCallback(
    async (action: TRowAction, machine: TMachine, plan: TPlan) => {
      if (action === 'revert' || action === 'send')
        return gestures.setDialog({ kind: action, machine, plan });
      try {
        if (action === 'clear') {
          const accepted = await confirmAction({
            title: t('schedule.timeline.clearTitle', { machine: machine.name }),
            message: t('schedule.timeline.clearBody', {
              machine: machine.name,
              date: formatDay(day.date, day.locale),
            }),
            confirmLabel: t('schedule.timeline.clearConfirm'),
            danger: true,
          });
          if (!accepted) return undefined;
          const cleared = await withSentConfirmation(
            (confirmSent) =>
              clearMachineDays(groupId, {
                ids: [machine.equipamentoId],
                data: day.date,
                ...(confirmSent ? { confirmSent } : {}),
              }),
            () => confirmSentChange(t),
          );
          if (cleared)
            notifications.show({
              color: 'green',
              message: t('schedule.timeline.cleared', { machine: machine.name }),
            });
          reloadAll();
        } else if (action === 'taskData')
          saveDownload(
            await downloadTaskData(plan.planejamentoId),
            `TASKDATA-${machine.name}-${day.date}.zip`,
          );
        else {
          const started: { processHash?: string } = {};
          await withSentConfirmation(
            async (confirmSent) => {
              started.processHash = (
                await reoptimiseMachine({
                  configuracaoId: groupId,
                  referencia: day.date,
                  equipamentoId: machine.equipamentoId,
                  ...(confirmSent ? { confirmSent } : {}),
                })
              ).processHash;
            },
            () => confirmSentOptimise(t),
          );
          if (started.processHash) start(started.processHash);
        }
      } catch (error) {
        notifications.show({ color: 'red', message: errorText(error, t('schedule.rules.error')) });
      }
      return undefined;
    },
    [gestures, day.date, day.locale, groupId, start, t, reloadAll],
  );

  if (day.groups.isPending) return <Loader m="xl" aria-label={t('common.loading')} />;

  return (
    <DndContext sensors={sensors} onDragEnd={(event) => void gestures.onDragEnd(event)}>
      <Stack gap={0} data-testid="schedule-screen">
        {/* The toolbar leads the screen; its title is for screen readers. */}
        <VisuallyHidden component="h1">{t('screens.orders')}</VisuallyHidden>
        <ScheduleToolbar
          day={day}
          onOptimise={() => setPanel('optimise')}
          onReplan={() => setPanel('replan')}
          onSettings={() => setPanel('settings')}
          onSendLog={() => setPanel('sendLog')}
          onShare={() => setPanel('share')}
          onRefresh={reloadAll}
        />
        <ForecastBanner
          date={day.date}
          groupId={day.groupId}
          unitId={session?.user.unit ?? null}
          isToday={day.isToday}
          enabled={day.canPlan && !day.isPast}
          onReplan={() => setPanel('replan')}
          onOptimise={() => setPanel('optimise')}
        />
        {day.groups.isSuccess && day.groups.data.length === 0 && (
          <Alert color="blue" mb="sm">
            {t('schedule.noGroups')}
          </Alert>
        )}
        <SummaryBar date={day.date} groupId={day.groupId} refetchInterval={refetchInterval} />
        <MachineTimeline
          day={day}
          plans={plans}
          onItemAction={gestures.onItemAction}
          onRowAction={(action, machine, plan) => void onRowAction(action, machine, plan)}
          onVersion={gestures.onVersion}
        />
        <ScheduleViews
          day={day}
          plans={plans.data ?? []}
          deferMap={plans.isPending && day.groupId !== null}
        />
      </Stack>
      {day.group && (
        <OptimiseDialog
          opened={panel === 'optimise'}
          onClose={() => setPanel(null)}
          day={day}
          group={day.group}
          selected={day.selected}
          planned={planned}
          profile={settings.data}
          onStarted={start}
        />
      )}
      {day.group && (
        <ReplanDialog
          opened={panel === 'replan'}
          onClose={() => setPanel(null)}
          day={day}
          group={day.group}
          onDone={reloadAll}
        />
      )}
      <ProgressDialog />
      <ScheduleDialogs
        day={day}
        panel={panel}
        onClosePanel={() => setPanel(null)}
        dialog={gestures.dialog}
        onCloseDialog={() => gestures.setDialog(null)}
        onChanged={reloadAll}
      />
    </DndContext>
  );
}

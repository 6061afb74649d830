import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShareModal } from '../share/ShareModal';
import { AnalysisModal } from './AnalysisModal';
import { CloseOrderModal } from './CloseOrderModal';
import { ticketOf } from '@tramline/domain';
import { RescheduleModal } from './RescheduleModal';
import { RevertModal } from './RevertModal';
import { formatDay } from './schedule-dates';
import { SendDayModal } from './SendDayModal';
import { SendLogTable } from './SendLogTable';
import { SettingsDrawer } from './SettingsDrawer';
import type { TScheduleDialog } from './use-schedule-gestures';
import type { TScheduleDay } from './use-schedule-day';

interface ScheduleDialogsProps {
  day: TScheduleDay;
  panel: 'optimise' | 'settings' | 'sendLog' | 'share' | 'replan' | null;
  onClosePanel: () => void;
  dialog: TScheduleDialog;
  onCloseDialog: () => void;
  onChanged: () => void;
}

/** Every drawer and dialog of the schedule screen, opened by the toolbar or a gesture. */
export function ScheduleDialogs({
  day,
  panel,
  onClosePanel,
  dialog,
  onCloseDialog,
  onChanged,
}: ScheduleDialogsProps) {
  const { t } = useTranslation();
  const dayText = formatDay(day.date, day.locale);
  const groupName = day.group?.configName ?? '';
  const itemTarget = (kind: 'close' | 'reschedule' | 'details') =>
    dialog?.kind === kind ? { item: dialog.item, plan: dialog.plan } : null;
  const machineTarget = (kind: 'revert' | 'send') =>
    dialog?.kind === kind ? { machine: dialog.machine, plan: dialog.plan } : null;
  const details = itemTarget('details');

  return (
    <>
      <SettingsDrawer opened={panel === 'settings'} onClose={onClosePanel} groupId={day.groupId} />
      <Modal
        opened={panel === 'sendLog'}
        onClose={onClosePanel}
        title={t('schedule.send.logTitle', { date: dayText })}
        size="xl"
      >
        {panel === 'sendLog' && <SendLogTable date={day.date} timeZone={day.timeZone} />}
      </Modal>
      {panel === 'share' && (
        <ShareModal
          opened
          onClose={onClosePanel}
          subject={t('schedule.share.subject', { date: dayText, group: groupName })}
          message={t('schedule.share.message', {
            date: dayText,
            group: groupName,
            url: `${window.location.origin}/orders?date=${day.date}&group=${day.groupId ?? ''}`,
          })}
        />
      )}
      <CloseOrderModal target={itemTarget('close')} onClose={onCloseDialog} onDone={onChanged} />
      {dialog?.kind === 'reschedule' && (
        <RescheduleModal
          target={itemTarget('reschedule')}
          day={day}
          onClose={onCloseDialog}
          onDone={onChanged}
        />
      )}
      <AnalysisModal
        order={details ? { id: details.item.cdOrdemServico ?? 0, ticket: ticketOf(details.item) } : null}
        day={day}
        onClose={onCloseDialog}
      />
      <RevertModal target={machineTarget('revert')} day={day} onClose={onCloseDialog} onDone={onChanged} />
      <SendDayModal target={machineTarget('send')} day={day} onClose={onCloseDialog} onDone={onChanged} />
    </>
  );
}

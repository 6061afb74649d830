import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TLabelGateViolation, TPlan } from '@tramline/domain';
import { errorText } from '../../api';
import { useCan } from '../users/use-can';
import { LabelGateRefusal, labelGateViolations } from './LabelGateRefusal';
import { formatDay } from './schedule-dates';
import { sendDay } from './schedule.mutations';
import type { TMachine } from './TimelineRow';
import type { TScheduleDay } from './use-schedule-day';

interface SendDayModalProps {
  target: { machine: TMachine; plan: TPlan } | null;
  day: TScheduleDay;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The schedule-send confirmation: the machine receives its day. A day the label gate refuses shows
 * each broken requirement; a user who may send can type why it goes out anyway.
 */
export function SendDayModal({ target, day, onClose, onDone }: SendDayModalProps) {
  const { t } = useTranslation();
  const canOverride = useCan('planning.send');
  const [sending, setSending] = useState(false);
  const [violations, setViolations] = useState<TLabelGateViolation[] | null>(null);
  const [reason, setReason] = useState('');
  const count = target?.plan.items.filter((item) => item.kind === 'order').length ?? 0;

  function close() {
    setViolations(null);
    setReason('');
    onClose();
  }

  async function send(overrideReason?: string) {
    if (!target) return;
    setSending(true);
    try {
      await sendDay(target.plan.planejamentoId, overrideReason);
      notifications.show({
        color: 'green',
        message: t('schedule.send.done', { machine: target.machine.name }),
      });
      onDone();
      close();
    } catch (error) {
      const refused = labelGateViolations(error);
      if (refused) setViolations(refused);
      else notifications.show({ color: 'red', message: errorText(error, t('schedule.send.error')) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      size={violations ? 'xl' : 'md'}
      title={target ? t('schedule.send.title', { machine: target.machine.name }) : ''}
    >
      {violations ? (
        <LabelGateRefusal
          violations={violations}
          locale={day.locale}
          timeZone={day.timeZone}
          canOverride={canOverride}
          reason={reason}
          onReason={setReason}
          onOverride={() => void send(reason.trim())}
          onClose={close}
          sending={sending}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t('schedule.send.body', {
              count,
              date: formatDay(day.date, day.locale),
              machine: target?.machine.name ?? '',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={sending} data-testid="send-confirm">
              {t('schedule.send.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

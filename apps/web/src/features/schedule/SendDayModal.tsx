import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@tramline/domain';
import { errorText } from '../../api';
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

/** The schedule-send confirmation: the machine receives its day. */
export function SendDayModal({ target, day, onClose, onDone }: SendDayModalProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const count = target?.plan.items.filter((item) => item.kind === 'order').length ?? 0;

  async function send() {
    if (!target) return;
    setSending(true);
    try {
      await sendDay(target.plan.planejamentoId);
      notifications.show({
        color: 'green',
        message: t('schedule.send.done', { machine: target.machine.name }),
      });
      onDone();
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('schedule.send.error')) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('schedule.send.title', { machine: target.machine.name }) : ''}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('schedule.send.body', {
            count,
            date: formatDay(day.date, day.locale),
            machine: target?.machine.name ?? '',
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} data-testid="send-confirm">
            {t('schedule.send.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

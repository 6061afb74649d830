import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanItem } from '@tramline/domain';
import { errorText } from '../../api';
import { withSentConfirmation } from './plan-rules';
import { addDays } from './schedule-dates';
import { ticketOf } from '@tramline/domain';
import { rescheduleOrders } from './schedule.mutations';
import { confirmSentChange } from './use-plan-changes';
import type { TScheduleDay } from './use-schedule-day';

interface RescheduleModalProps {
  target: { item: TPlanItem; plan: TPlan } | null;
  day: TScheduleDay;
  onClose: () => void;
  onDone: () => void;
}

/** The reschedule popup: another day, and optionally another machine of the group. */
export function RescheduleModal({ target, day, onClose, onDone }: RescheduleModalProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(() => addDays(day.date, 1));
  const [machine, setMachine] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!target || !date || day.groupId === null) return;
    setSaving(true);
    try {
      const groupId = day.groupId;
      // Moving an order off (or onto) a day its machine already has asks first.
      const done = await withSentConfirmation(
        (confirmSent) =>
          rescheduleOrders({
            ordensId: [target.item.cdOrdemServico ?? 0],
            dataDesejada: date,
            configuracaoId: groupId,
            ...(machine ? { equipamentoId: Number(machine) } : {}),
            ...(confirmSent ? { confirmSent } : {}),
          }),
        () => confirmSentChange(t),
      );
      if (!done) return;
      notifications.show({
        color: 'green',
        message: t('schedule.reschedule.done', { ticket: ticketOf(target.item) }),
      });
      onDone();
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('schedule.rules.error')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('schedule.reschedule.title', { ticket: ticketOf(target.item) }) : ''}
    >
      <Stack gap="sm">
        <DatePickerInput
          label={t('schedule.reschedule.date')}
          value={date}
          onChange={(value) => setDate(value ? String(value) : null)}
          minDate={day.today}
          valueFormat="ddd ll"
        />
        <Select
          label={t('schedule.reschedule.machine')}
          placeholder={t('schedule.reschedule.anyMachine')}
          data={(day.group?.equipments ?? []).map((candidate) => ({
            value: String(candidate.equipamentoId),
            label: candidate.name,
          }))}
          value={machine}
          onChange={setMachine}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!date}>
            {t('schedule.reschedule.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

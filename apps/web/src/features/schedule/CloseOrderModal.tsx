import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanItem } from '@tramline/domain';
import { errorText } from '../../api';
import { ticketOf } from '@tramline/domain';
import { closePlannedOrder } from './schedule.mutations';

/** Local `YYYY-MM-DDTHH:mm` for a datetime-local input. */
function localInputValue(date: Date) {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface CloseOrderModalProps {
  target: { item: TPlanItem; plan: TPlan } | null;
  onClose: () => void;
  onDone: () => void;
}

/** Mark a planned order as completed: its finish time and whether the equipment was cleaned. */
export function CloseOrderModal({ target, onClose, onDone }: CloseOrderModalProps) {
  const { t } = useTranslation();
  const [finish, setFinish] = useState(() => localInputValue(new Date()));
  const [clean, setClean] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!target) return;
    setSaving(true);
    try {
      await closePlannedOrder(target.plan.planejamentoId, target.item.cdOrdemServico ?? 0, {
        termino: new Date(finish).toISOString(),
        cleanEquipment: clean,
        equipamentoId: target.plan.equipamentoId,
      });
      notifications.show({
        color: 'green',
        message: t('schedule.items.saved', { ticket: ticketOf(target.item) }),
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
      title={target ? t('schedule.items.closeTitle', { ticket: ticketOf(target.item) }) : ''}
    >
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('schedule.items.finishTime')}
          value={finish}
          onChange={(event) => setFinish(event.currentTarget.value)}
          required
        />
        <Checkbox
          label={t('schedule.items.cleanEquipment')}
          checked={clean}
          onChange={(event) => setClean(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!finish}>
            {t('schedule.items.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

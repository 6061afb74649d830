import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AcknowledgeModalProps {
  /** How many alarms the note goes with; 0 closes the modal. */
  count: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}

/** Asks for the note that goes with acknowledging one alarm or several. */
export function AcknowledgeModal({ count, busy, onClose, onConfirm }: AcknowledgeModalProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <Modal opened={count > 0} onClose={onClose} title={t('alerts.acknowledgeTitle', { count })} centered>
      <Stack>
        <Textarea
          label={t('alerts.note')}
          placeholder={t('alerts.notePlaceholder')}
          value={note}
          maxLength={500}
          autosize
          minRows={3}
          data-autofocus
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onConfirm(note.trim())} data-testid="acknowledge-confirm">
            {t('alerts.acknowledge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

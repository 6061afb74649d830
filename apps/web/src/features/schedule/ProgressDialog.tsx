import { useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { cancelOptimisation } from './schedule.mutations';
import { dispatchProgress, useProgressState } from './use-planning-progress';

/** The optimisation in progress: live percentage, cancel, or close and keep working. */
export function ProgressDialog() {
  const { t } = useTranslation();
  const progress = useProgressState();
  const [cancelling, setCancelling] = useState(false);
  const percent = Math.max(0, Math.min(100, Math.round(progress.progress)));

  async function cancel() {
    if (!progress.processHash) return;
    setCancelling(true);
    try {
      await cancelOptimisation(progress.processHash);
      dispatchProgress({ type: 'cancelled' });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('schedule.progress.cancelError')) });
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Modal
      opened={progress.status === 'pendente' && progress.optimising}
      onClose={() => dispatchProgress({ type: 'background' })}
      title={t('schedule.progress.title')}
      closeOnClickOutside={false}
      data-testid="progress-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">{t('schedule.progress.body')}</Text>
        <Progress
          value={percent}
          animated
          striped
          size="lg"
          aria-label={t('schedule.progress.percent', { progress: percent })}
        />
        <Text size="sm" c="dimmed" data-testid="progress-percent">
          {t('schedule.progress.percent', { progress: percent })}
        </Text>
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => void cancel()} loading={cancelling}>
            {t('schedule.progress.cancel')}
          </Button>
          <Button variant="default" onClick={() => dispatchProgress({ type: 'background' })}>
            {t('schedule.progress.background')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

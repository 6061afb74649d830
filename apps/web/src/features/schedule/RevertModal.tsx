import { useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPlan } from '@tramline/domain';
import { errorText } from '../../api';
import { ticketOf } from '@tramline/domain';
import { withSentConfirmation } from './plan-rules';
import { formatClock } from './schedule-dates';
import { revertPreviewQuery } from './schedule.queries';
import { revertPlan } from './schedule.mutations';
import type { TMachine } from './TimelineRow';
import { confirmSentChange } from './use-plan-changes';
import type { TScheduleDay } from './use-schedule-day';

interface RevertModalProps {
  target: { machine: TMachine; plan: TPlan } | null;
  day: TScheduleDay;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Revert a machine's day to its previous plan, with a preview of the plan the server will restore:
 * the optimised plan a custom one was made from, or the previous custom or optimised version.
 */
export function RevertModal({ target, day, onClose, onDone }: RevertModalProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const preview = useQuery({
    ...revertPreviewQuery(
      day.date,
      day.groupId ?? 0,
      target?.machine.equipamentoId ?? 0,
      target?.plan.version ?? 0,
    ),
    enabled: target !== null && day.groupId !== null,
  });
  const plan = preview.data;
  const orders = [...(plan?.items ?? [])]
    .filter((item) => item.kind === 'order')
    .sort((a, b) => a.sequencia - b.sequencia);

  async function revert() {
    if (!target || day.groupId === null) return;
    setSaving(true);
    try {
      const groupId = day.groupId;
      // Reverting a day its machine already has asks first.
      const done = await withSentConfirmation(
        (confirmSent) =>
          revertPlan({
            referencia: day.date,
            configuracaoId: groupId,
            equipamentoId: target.machine.equipamentoId,
            version: target.plan.version,
            ...(confirmSent ? { confirmSent } : {}),
          }),
        () => confirmSentChange(t),
      );
      if (!done) return;
      notifications.show({ color: 'green', message: t('schedule.revert.done') });
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
      title={target ? t('schedule.revert.title', { machine: target.machine.name }) : ''}
    >
      <Stack gap="sm" data-testid="revert-preview">
        {plan && (
          <Text size="sm">
            {t(
              plan.tipo === 'AUTOMATICO'
                ? 'schedule.revert.previewAutomatic'
                : 'schedule.revert.previewCustom',
            )}
          </Text>
        )}
        {preview.isPending && <Skeleton h={60} />}
        {preview.isError && (
          <Text size="sm" c="red">
            {errorText(preview.error, t('schedule.revert.empty'))}
          </Text>
        )}
        {preview.isSuccess && orders.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('schedule.revert.empty')}
          </Text>
        )}
        <Stack component="ol" gap={2} m={0} pl="md">
          {orders.map((item) => (
            <li key={item.id}>
              <Text size="sm">
                {item.plannedStart ? formatClock(item.plannedStart, day.locale, day.timeZone) : ''} #
                {ticketOf(item)} {item.fieldNames.join(', ')}
              </Text>
            </li>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="orange" onClick={() => void revert()} loading={saving}>
            {t('schedule.revert.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

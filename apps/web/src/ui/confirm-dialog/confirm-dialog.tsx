import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

export interface TConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

/** Asks the user to confirm; resolves true on confirm, false on cancel or close. */
export function confirmAction(options: TConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: <Text size="sm">{options.message}</Text>,
      labels: {
        confirm: options.confirmLabel ?? i18n.t('common.confirm'),
        cancel: options.cancelLabel ?? i18n.t('common.cancel'),
      },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

interface ConfirmDialogProps extends TConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
}

/** The same dialog as a component, for screens that keep its state themselves. */
export function ConfirmDialog({
  opened,
  onConfirm,
  onCancel,
  loading,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

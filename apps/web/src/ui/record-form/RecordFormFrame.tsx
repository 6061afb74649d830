import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../api/client';

interface RecordFormFrameProps<Values extends Record<string, unknown>, Result> {
  title: ReactNode;
  /** 1 when the form is its page's only title; 2 (default) for a form among a page's sections. */
  titleOrder?: 1 | 2;
  form: UseFormReturnType<Values>;
  /** Saves the values; a thrown ApiError's field details land on the fields. */
  onSubmit: (values: Values) => Promise<Result>;
  onSaved?: (result: Result) => void;
  /** What the saved notice says beyond 'Saved' (a link to the new record). */
  savedNotice?: (result: Result) => ReactNode;
  onCancel?: () => void;
  submitLabel?: string;
  /** Title of the failure notice and alert, when the record has its own (default 'Could not save'). */
  saveErrorTitle?: string;
  /** Buttons shown left of Cancel and Save. */
  extraActions?: ReactNode;
  /** Why the user may only read this record; shown above the fields, and Save is left out. */
  readOnlyNotice?: string;
  children: ReactNode;
}

/**
 * The frame of every record form: title, the required-fields note, the fields, Cancel and Save,
 * validation with the spec's messages, and a notification after saving or failing to save.
 * Mark required inputs with `withAsterisk`.
 */
export function RecordFormFrame<Values extends Record<string, unknown>, Result = unknown>({
  title,
  titleOrder = 2,
  form,
  onSubmit,
  onSaved,
  savedNotice,
  onCancel,
  submitLabel,
  saveErrorTitle,
  extraActions,
  readOnlyNotice,
  children,
}: RecordFormFrameProps<Values, Result>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureTitle = saveErrorTitle ?? t('form.saveError');

  async function save(values: Values) {
    setSaving(true);
    setFailure(null);
    try {
      const result = await onSubmit(values);
      const notice = savedNotice?.(result);
      notifications.show({
        color: 'green',
        message: notice ?? t('form.saved'),
        title: notice ? t('form.saved') : undefined,
      });
      onSaved?.(result);
    } catch (error) {
      const message = errorText(error, t('errors.request'));
      if (isApiError(error)) {
        for (const detail of error.details) if (detail.path) form.setFieldError(detail.path, detail.message);
      }
      setFailure(message);
      notifications.show({ color: 'red', title: failureTitle, message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <form
        noValidate
        onSubmit={form.onSubmit(save, () =>
          notifications.show({ color: 'orange', message: t('form.fixErrors') }),
        )}
      >
        <Stack gap="md">
          <div>
            <Title order={titleOrder} size="h3">
              {title}
            </Title>
            <Text size="xs" c="dimmed" mt={4}>
              {t('form.requiredNote')}
            </Text>
          </div>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={failureTitle}>
              {failure}
            </Alert>
          )}
          {readOnlyNotice && (
            <Alert
              color="gray"
              icon={<IconLock size={18} />}
              title={t('form.readOnly')}
              data-testid="read-only-notice"
            >
              {readOnlyNotice}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            {extraActions}
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {readOnlyNotice ? t('common.back') : t('common.cancel')}
              </Button>
            )}
            {!readOnlyNotice && (
              <Button type="submit" loading={saving}>
                {submitLabel ?? t('common.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZPasswordChangeRequest, type TPasswordChangeRequest } from '@tramline/domain';
import { isApiError } from '../../api';
import { i18n, useLocale } from '../../i18n';
import { zodValidator } from '../../ui';
import { changePassword } from './password.queries';
import { PasswordRules } from './PasswordRules';

/** Password change of the signed-in user: current password, new one and its confirmation. */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<TPasswordChangeRequest>({
    initialValues: { currentPassword: '', password: '', confirmation: '' },
    validate: zodValidator<TPasswordChangeRequest>(ZPasswordChangeRequest, locale),
  });

  async function submit(values: TPasswordChangeRequest) {
    setSaving(true);
    setFailure(null);
    try {
      await changePassword(values);
      notifications.show({ color: 'green', message: t('people.password.changed') });
      onDone();
    } catch (error) {
      if (isApiError(error))
        for (const detail of error.details)
          if (detail.path) form.setFieldError(detail.path.replace(/^body\./, ''), detail.message);
      setFailure(isApiError(error) && error.status !== 0 ? error.message : t('people.password.tryAgain'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('people.password.current')}
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('people.password.new')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('people.password.confirmation')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmation')}
        />
        <PasswordRules password={form.values.password} confirmation={form.values.confirmation} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('people.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the password change in a dialog (from the user menu). */
export function openPasswordChange() {
  const id = modals.open({
    title: i18n.t('people.password.title'),
    centered: true,
    children: <PasswordChangeForm onDone={() => modals.close(id)} />,
  });
}

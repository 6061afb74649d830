import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconBuildingStore, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest } from '@tramline/domain';
import { errorText, isApiError, sessionStore } from '../../api';
import { applyLocale, useLocale } from '../../i18n';
import { zodValidator } from '../../ui';
import { storeLocale } from '../language/locale-preference';
import { markRecovery } from '../invite/invite-store';
import { logIn, type TCredentials } from './auth.queries';

const COMPANY_KEY = 'tramline.company';
export const DEFAULT_COMPANY = 'demo';

const ZCredentials = ZLoginRequest.pick({ owner: true, login: true, password: true });

interface LoginFormProps {
  /** Called once the session is stored. */
  onLoggedIn: () => void;
}

/** Company, username and password; Enter in any field signs in. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<TCredentials>({
    initialValues: {
      owner: window.localStorage.getItem(COMPANY_KEY) ?? DEFAULT_COMPANY,
      login: '',
      password: '',
    },
    validate: zodValidator<TCredentials>(ZCredentials, locale),
  });

  async function submit(values: TCredentials) {
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await logIn({ ...values, owner: values.owner.trim(), login: values.login.trim() });
      window.localStorage.setItem(COMPANY_KEY, values.owner.trim());
      markRecovery(answer.user.login, answer.recovery);
      sessionStore.set({ token: answer.token, user: answer.user });
      storeLocale(answer.user.language);
      await applyLocale(answer.user.language);
      // A user who must change their password is sent to onboarding by the invite-mode guard.
      if (!answer.recovery) onLoggedIn();
    } catch (error) {
      setFailure(failureText(error));
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  }

  function failureText(error: unknown): string {
    if (!isApiError(error) || error.status === 0) return t('auth.unreachable');
    if (error.code === 'incorrectLogin') return error.message || t('auth.incorrectLogin');
    if (error.status === 429) return error.message || t('auth.tooManyAttempts');
    return errorText(error, t('errors.request'));
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('auth.title')}>
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="login-error"
          >
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.company')}
          description={t('auth.companyDescription')}
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('owner')}
        />
        <TextInput
          label={t('auth.login')}
          leftSection={<IconUser size={16} aria-hidden />}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          data-autofocus
          autoFocus
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t('auth.password')}
          leftSection={<IconLock size={16} aria-hidden />}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, ZPasswordChange, ZRegistration, type TLocale } from '@tramline/domain';
import { isApiError, sessionStore, useSession } from '../../api';
import { HOME_PATH } from '../../app/guards';
import { applyLocale, useLocale } from '../../i18n';
import { zodValidator } from '../../ui';
import { clarifyQuery, logIn } from '../auth/auth.queries';
import { storeInvite, type TStoredInvite } from '../invite/invite-store';
import { acceptInvite } from '../invites/invites.queries';
import { storeLocale } from '../language/locale-preference';
import { completeOnboarding } from '../password/password.queries';
import { PasswordRules } from '../password/PasswordRules';
import type { TUserProfile } from '@tramline/domain';

type TOnboardingValues = {
  acceptTerms: boolean;
  currentPassword: string;
  password: string;
  confirmation: string;
  name: string;
  email: string;
  phone: string;
  language: TLocale;
};

const TERMS_SECTIONS = ['use', 'data', 'licences', 'security'] as const;

interface OnboardingWizardProps {
  /** The stored invite (invite mode) or recovery marker. */
  invite: TStoredInvite;
  /** A recovering user's own account, to fill the registration step. */
  profile?: TUserProfile;
}

/**
 * Onboarding in three steps: terms and conditions, a new password within the policy, and the
 * registration details. An invited person's account is created at the end and signed in; a user
 * who had to change their password carries on with their session.
 */
export function OnboardingWizard({ invite, profile }: OnboardingWizardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const recovery = invite.mode === 'recovery';
  const detail = invite.detail;
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<TOnboardingValues>({
    initialValues: {
      acceptTerms: false,
      currentPassword: '',
      password: '',
      confirmation: '',
      name: detail?.fullName ?? profile?.name ?? session?.user.name ?? '',
      email: detail?.email ?? profile?.email ?? '',
      phone: detail?.phone ?? profile?.phone ?? '',
      language: profile?.language ?? locale,
    },
  });

  function showErrors(errors: Record<string, string>) {
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  }

  function validateStep(index: number): boolean {
    const values = form.values;
    if (index === 0)
      return showErrors(values.acceptTerms ? {} : { acceptTerms: t('people.onboarding.termsRequired') });
    if (index === 1) {
      const errors = zodValidator(
        ZPasswordChange,
        locale,
      )({ password: values.password, confirmation: values.confirmation });
      if (recovery && !values.currentPassword)
        errors.currentPassword = t('people.onboarding.currentRequired');
      return showErrors(errors);
    }
    return showErrors(
      zodValidator(
        ZRegistration,
        locale,
      )({ name: values.name, email: values.email, phone: values.phone, language: values.language }),
    );
  }

  function next() {
    if (validateStep(step)) setStep((current) => current + 1);
  }

  /** Server field errors go back to the step that holds the field. */
  function placeErrors(details: { path: string; message: string }[]) {
    const errors: Record<string, string> = {};
    for (const detail of details) errors[detail.path.replace(/^body\./, '')] = detail.message;
    form.setErrors(errors);
    if (errors.acceptTerms) setStep(0);
    else if (errors.password || errors.confirmation || errors.currentPassword) setStep(1);
  }

  async function finish() {
    if (!validateStep(2)) return;
    setFinishing(true);
    setFailure(null);
    const values = form.values;
    const registration = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      language: values.language,
    };
    try {
      if (recovery) {
        await completeOnboarding({
          acceptTerms: true,
          currentPassword: values.currentPassword,
          password: values.password,
          confirmation: values.confirmation,
          ...registration,
        });
        await queryClient.invalidateQueries({ queryKey: clarifyQuery(session?.token ?? '').queryKey });
      } else {
        const accepted = await acceptInvite(invite.token ?? '', {
          owner: invite.owner ?? '',
          acceptTerms: true,
          password: values.password,
          confirmation: values.confirmation,
          ...registration,
        });
        const answer = await logIn({
          owner: accepted.owner,
          login: accepted.login,
          password: values.password,
        });
        sessionStore.set({ token: answer.token, user: answer.user });
      }
      storeInvite(null);
      storeLocale(values.language);
      await applyLocale(values.language);
      void navigate(HOME_PATH, { replace: true });
    } catch (error) {
      if (isApiError(error) && ['inviteExpired', 'inviteFinished', 'invalidInvite'].includes(error.code)) {
        storeInvite(null);
        void navigate(`/invite-error?reason=${error.code}`, { replace: true });
        return;
      }
      if (isApiError(error)) placeErrors(error.details);
      setFailure(isApiError(error) && error.status !== 0 ? error.message : t('people.password.tryAgain'));
    } finally {
      setFinishing(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {recovery
              ? t('people.onboarding.recoveryTitle')
              : t('people.onboarding.title', { company: detail?.ownerName ?? '' })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {recovery
              ? t('people.onboarding.recoveryIntro')
              : t('people.onboarding.intro', {
                  role: detail ? t(`roles.${detail.role}`) : '',
                  branch: detail?.descUnidade ?? '',
                  login: detail?.username ?? '',
                })}
          </Text>
        </div>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="onboarding-error">
            {failure}
          </Alert>
        )}
        <Stepper
          active={step}
          onStepClick={(index) => index < step && setStep(index)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={t('people.onboarding.steps.terms')}>
            <Stack gap="sm" mt="md">
              <ScrollArea h={220} type="auto" offsetScrollbars>
                <Stack gap="xs" pr="sm" data-testid="terms">
                  {TERMS_SECTIONS.map((section) => (
                    <div key={section}>
                      <Text fw={600} size="sm">
                        {t(`people.onboarding.terms.${section}Title`)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(`people.onboarding.terms.${section}Body`)}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </ScrollArea>
              <Checkbox
                label={t('people.onboarding.acceptTerms')}
                {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('people.onboarding.steps.password')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="lg">
              <Stack gap="sm">
                {recovery && (
                  <PasswordInput
                    label={t('people.password.currentTemporary')}
                    autoComplete="current-password"
                    withAsterisk
                    {...form.getInputProps('currentPassword')}
                  />
                )}
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
              </Stack>
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('people.password.rulesTitle')}
                </Text>
                <PasswordRules password={form.values.password} confirmation={form.values.confirmation} />
              </Stack>
            </SimpleGrid>
          </Stepper.Step>
          <Stepper.Step label={t('people.onboarding.steps.registration')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
              <TextInput label={t('people.users.fields.name')} withAsterisk {...form.getInputProps('name')} />
              <TextInput
                label={t('people.users.fields.email')}
                type="email"
                withAsterisk={!recovery}
                {...form.getInputProps('email')}
              />
              <TextInput label={t('people.users.fields.phone')} type="tel" {...form.getInputProps('phone')} />
              <Select
                label={t('people.users.fields.language')}
                allowDeselect={false}
                data={LOCALES.map((value) => ({ value, label: t(`language.names.${value}`) }))}
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setStep((current) => current - 1)}
            disabled={step === 0 || finishing}
          >
            {t('common.back')}
          </Button>
          {step < 2 ? (
            <Button onClick={next}>{t('people.onboarding.next')}</Button>
          ) : (
            <Button onClick={() => void finish()} loading={finishing}>
              {t('people.onboarding.finish')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  canGrantRoles,
  INVITE_ROLES,
  ZInviteInput,
  type TInviteRecord,
  type TInviteRole,
} from '@tramline/domain';
import { isApiError, useSession } from '../../api';
import { useLocale } from '../../i18n';
import { zodValidator } from '../../ui';
import { unitsQuery } from '../session/session.queries';
import { createInvite } from './invites.queries';

type TInviteValues = {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  cdUnidade: string | null;
  role: TInviteRole | null;
  send: boolean;
};

/** Who is invited, to which branch and as what; the link is emailed at once unless unticked. */
export function InviteForm({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (invite: TInviteRecord) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const units = useQuery({ ...unitsQuery(session?.user.id ?? 0), enabled: Boolean(session) });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const roles = INVITE_ROLES.filter((role) => canGrantRoles(session?.user.roles ?? [], [role]));
  const form = useForm<TInviteValues>({
    initialValues: {
      username: '',
      fullName: '',
      email: '',
      phone: '',
      cdUnidade: session ? String(session.user.unit) : null,
      role: roles.includes('MANAGER') ? 'MANAGER' : null,
      send: true,
    },
    validate: (values) =>
      zodValidator(
        ZInviteInput,
        locale,
      )({ ...values, cdUnidade: values.cdUnidade ? Number(values.cdUnidade) : undefined }),
  });

  async function submit(values: TInviteValues) {
    setSaving(true);
    setFailure(null);
    try {
      const invite = await createInvite({
        ...values,
        cdUnidade: Number(values.cdUnidade),
        role: values.role ?? 'MANAGER',
      });
      form.reset();
      onCreated(invite);
    } catch (error) {
      if (isApiError(error))
        for (const detail of error.details)
          if (detail.path) form.setFieldError(detail.path.replace(/^body\./, ''), detail.message);
      setFailure(isApiError(error) && error.status !== 0 ? error.message : t('errors.request'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('people.invites.newTitle')} centered size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('people.invites.fields.fullName')}
              withAsterisk
              data-autofocus
              {...form.getInputProps('fullName')}
            />
            <TextInput
              label={t('people.invites.fields.username')}
              withAsterisk
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('people.invites.fields.email')}
              type="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput label={t('people.invites.fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <Select
              label={t('people.invites.fields.branch')}
              withAsterisk
              data={(units.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.descUnidade }))}
              {...form.getInputProps('cdUnidade')}
            />
            <Select
              label={t('people.invites.fields.role')}
              withAsterisk
              data={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('people.invites.sendNow')}
            {...form.getInputProps('send', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('people.invites.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

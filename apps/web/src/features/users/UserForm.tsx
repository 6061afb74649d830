import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  grantableRoles,
  isTenderDriver,
  LOCALES,
  ZUserInput,
  type TLocale,
  type TRole,
  type TUserRecord,
} from '@tramline/domain';
import { useSession } from '../../api';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { unitsQuery } from '../session/session.queries';
import { branchLocationsQuery, createUser, regionsQuery, updateUser, userKeys } from './users.queries';

type TUserValues = {
  name: string;
  login: string;
  email: string;
  phone: string;
  roles: TRole[];
  unitIds: string[];
  regionIds: string[];
  locationIds: string[];
  applicatorLicence: string;
  language: TLocale;
  active: boolean;
};

const toNumbers = (values: string[]) => values.map(Number);

/**
 * Name, login, contact, roles and the branches, regions and locations a user may work in. Only
 * roles and branches the editor holds are offered.
 */
export function UserForm({
  user,
  onSaved,
  onCancel,
}: {
  user: TUserRecord | null;
  onSaved: (result: { temporaryPassword?: string | null; login: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const units = useQuery({ ...unitsQuery(session?.user.id ?? 0), enabled: Boolean(session) });
  const regions = useQuery(regionsQuery());
  const form = useForm<TUserValues>({
    initialValues: {
      name: user?.name ?? '',
      login: user?.login ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      roles: user?.roles ?? [],
      unitIds: (user?.unitIds ?? (session ? [session.user.unit] : [])).map(String),
      regionIds: (user?.regionIds ?? []).map(String),
      locationIds: (user?.locationIds ?? []).map(String),
      applicatorLicence: user?.applicatorLicence ?? '',
      language: user?.language ?? locale,
      active: user?.active ?? true,
    },
    validate: (values) =>
      zodValidator(
        ZUserInput,
        locale,
      )({
        ...values,
        unitIds: toNumbers(values.unitIds),
        regionIds: toNumbers(values.regionIds),
        locationIds: toNumbers(values.locationIds),
      }),
  });

  const chosenUnits = toNumbers(form.values.unitIds);
  const locationQueries = useQueries({ queries: chosenUnits.map((unitId) => branchLocationsQuery(unitId)) });
  const grantable = grantableRoles(session?.user.roles ?? []);
  const roleChoices = [...new Set([...grantable, ...(user?.roles ?? [])])];
  const unitName = (id: number) => units.data?.find((unit) => unit.id === id)?.descUnidade ?? String(id);
  const locationGroups = chosenUnits.map((unitId, index) => ({
    group: unitName(unitId),
    items: (locationQueries[index]?.data ?? []).map((location) => ({
      value: String(location.cdLocalizacaoId),
      label: location.dsLocalizacaoEscritorio,
    })),
  }));
  // Locations of branches the editor cannot see stay with the user but are not offered.
  const offered = new Set(locationGroups.flatMap((group) => group.items.map((item) => item.value)));

  async function submit(values: TUserValues) {
    const body = {
      ...values,
      ...(user ? { id: user.id, version: user.version } : {}),
      unitIds: toNumbers(values.unitIds),
      regionIds: toNumbers(values.regionIds),
      locationIds: toNumbers(values.locationIds.filter((id) => offered.has(id))),
    };
    if (user) {
      const saved = await updateUser(user.id, body);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      return { login: saved.login, temporaryPassword: null };
    }
    const created = await createUser(body);
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
    return { login: created.login, temporaryPassword: created.temporaryPassword };
  }

  const emailOptional = isTenderDriver(form.values.roles);
  return (
    <RecordFormFrame
      title={user ? t('people.users.editTitle', { name: user.name }) : t('people.users.newTitle')}
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('people.users.fields.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('people.users.fields.login')}
            withAsterisk
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('login')}
          />
          <TextInput
            label={t('people.users.fields.email')}
            type="email"
            withAsterisk={!emailOptional}
            description={emailOptional ? t('people.users.emailOptional') : undefined}
            {...form.getInputProps('email')}
          />
          <TextInput label={t('people.users.fields.phone')} type="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <MultiSelect
          label={t('people.users.fields.roles')}
          withAsterisk
          data={roleChoices.map((role) => ({
            value: role,
            label: t(`roles.${role}`),
            disabled: !grantable.includes(role),
          }))}
          {...form.getInputProps('roles')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('people.users.fields.units')}
            withAsterisk
            data={(units.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.descUnidade }))}
            {...form.getInputProps('unitIds')}
          />
          <MultiSelect
            label={t('people.users.fields.regions')}
            withAsterisk
            data={(regions.data ?? []).map((region) => ({
              value: String(region.id),
              label: region.descRegional,
            }))}
            {...form.getInputProps('regionIds')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('people.users.fields.locations')}
          withAsterisk
          searchable
          data={locationGroups}
          value={form.values.locationIds.filter((id) => offered.has(id))}
          onChange={(value) => form.setFieldValue('locationIds', value)}
          error={form.errors.locationIds}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('people.users.fields.applicatorLicence')}
            {...form.getInputProps('applicatorLicence')}
          />
          <Select
            label={t('people.users.fields.language')}
            allowDeselect={false}
            data={LOCALES.map((value) => ({ value, label: t(`language.names.${value}`) }))}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('people.users.fields.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Stack>
    </RecordFormFrame>
  );
}

import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOCALES, ZBranchInput, type TBranchInput, type TBranchRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { sessionKeys } from '../session/session.queries';
import { regionsQuery } from '../users/users.queries';
import { adminKeys, saveBranch } from './admin.queries';

export type TBranchFormValues = {
  descUnidade: string;
  code: string;
  timeZone: string;
  unitSystem: 'imperial' | 'metric';
  language: TBranchRecord['language'];
  country: string;
  regionId: string;
  active: boolean;
};

function valuesOf(branch: TBranchRecord | null): TBranchFormValues {
  return {
    descUnidade: branch?.descUnidade ?? '',
    code: branch?.code ?? '',
    timeZone: branch?.timeZone ?? '',
    unitSystem: branch?.unitSystem ?? 'metric',
    language: branch?.language ?? 'en-us',
    country: branch?.country ?? '',
    regionId: branch?.regionId ? String(branch.regionId) : '',
    active: branch?.active ?? true,
  };
}

/** The form's values as the contract reads them (the region as a number or null). */
export function branchInputOf(values: TBranchFormValues, version?: number): TBranchInput {
  return {
    ...values,
    regionId: values.regionId ? Number(values.regionId) : null,
    ...(version === undefined ? {} : { version }),
  } as TBranchInput;
}

/**
 * A branch record: name, code, time zone, units, language, country, region and active. Read-only
 * (`readOnly`) for roles that may not administer; the server refuses them anyway.
 */
export function BranchForm({
  branch,
  readOnly,
  onSaved,
  onCancel,
}: {
  branch: TBranchRecord | null;
  readOnly: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const regions = useQuery(regionsQuery());
  const validate = zodValidator<TBranchInput>(ZBranchInput, locale);
  const form = useForm<TBranchFormValues>({
    initialValues: valuesOf(branch),
    validate: (values) => validate(branchInputOf(values, branch?.version)),
  });

  async function submit(values: TBranchFormValues) {
    const saved = await saveBranch(branch?.id, branchInputOf(values, branch?.version));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
    return saved;
  }

  return (
    <RecordFormFrame
      title={
        branch ? t('admin.branches.editTitle', { name: branch.descUnidade }) : t('admin.branches.newTitle')
      }
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      onCancel={onCancel}
      readOnlyNotice={readOnly ? t('admin.readOnly') : undefined}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.branches.fields.name')}
              withAsterisk
              data-autofocus
              {...form.getInputProps('descUnidade')}
            />
            <TextInput label={t('admin.branches.fields.code')} withAsterisk {...form.getInputProps('code')} />
            <TextInput
              label={t('admin.branches.fields.timeZone')}
              description={t('admin.branches.fields.timeZoneHint')}
              withAsterisk
              {...form.getInputProps('timeZone')}
            />
            <TextInput
              label={t('admin.branches.fields.country')}
              description={t('admin.branches.fields.countryHint')}
              withAsterisk
              maxLength={2}
              {...form.getInputProps('country')}
            />
            <Select
              label={t('admin.branches.fields.unitSystem')}
              withAsterisk
              allowDeselect={false}
              data={(['imperial', 'metric'] as const).map((system) => ({
                value: system,
                label: t(`admin.branches.unitSystems.${system}`),
              }))}
              {...form.getInputProps('unitSystem')}
            />
            <Select
              label={t('admin.branches.fields.language')}
              withAsterisk
              allowDeselect={false}
              data={LOCALES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
              {...form.getInputProps('language')}
            />
            <Select
              label={t('admin.branches.fields.region')}
              data={[
                { value: '', label: t('admin.branches.fields.noRegion') },
                ...(regions.data ?? []).map((region) => ({
                  value: String(region.id),
                  label: region.descRegional,
                })),
              ]}
              allowDeselect={false}
              {...form.getInputProps('regionId')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('admin.branches.fields.active')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

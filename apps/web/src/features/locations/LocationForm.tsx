import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZLocationInput, type TLocationRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { locationKeys, saveLocation } from './locations.queries';

type TLocationFormValues = {
  dsLocalizacaoEscritorio: string;
  address: string;
  contactFirstName: string;
  contactLastName: string;
  email: string;
  phone: string;
  erpCode: string;
  active: boolean;
};

/** Name, address, contact, email, phone and ERP code of an office. */
export function LocationForm({
  location,
  onSaved,
  onCancel,
}: {
  location: TLocationRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm<TLocationFormValues>({
    initialValues: {
      dsLocalizacaoEscritorio: location?.dsLocalizacaoEscritorio ?? '',
      address: location?.address ?? '',
      contactFirstName: location?.contactFirstName ?? '',
      contactLastName: location?.contactLastName ?? '',
      email: location?.email ?? '',
      phone: location?.phone ?? '',
      erpCode: location?.erpCode ?? '',
      active: location?.active ?? true,
    },
    validate: zodValidator<TLocationFormValues>(ZLocationInput, locale),
  });

  async function submit(values: TLocationFormValues) {
    const saved = await saveLocation({
      ...values,
      ...(location ? { cdLocalizacaoId: location.cdLocalizacaoId, version: location.version } : {}),
    });
    await queryClient.invalidateQueries({ queryKey: locationKeys.all });
    return saved;
  }

  return (
    <RecordFormFrame
      title={
        location
          ? t('people.locations.editTitle', { name: location.dsLocalizacaoEscritorio })
          : t('people.locations.newTitle')
      }
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <Stack gap="sm">
        <TextInput
          label={t('people.locations.fields.name')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('dsLocalizacaoEscritorio')}
        />
        <TextInput label={t('people.locations.fields.address')} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('people.locations.fields.contactFirstName')}
            {...form.getInputProps('contactFirstName')}
          />
          <TextInput
            label={t('people.locations.fields.contactLastName')}
            {...form.getInputProps('contactLastName')}
          />
          <TextInput
            label={t('people.locations.fields.email')}
            type="email"
            {...form.getInputProps('email')}
          />
          <TextInput label={t('people.locations.fields.phone')} type="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('people.locations.fields.erpCode')} {...form.getInputProps('erpCode')} />
        </SimpleGrid>
        <Checkbox
          label={t('people.locations.fields.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Stack>
    </RecordFormFrame>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES, ZLicenceInput, type TLicenceInput, type TLicenceType } from '@tramline/domain';
import { isApiError } from '../../api';
import { useLocale } from '../../i18n';
import { zodValidator } from '../../ui';

type TLicenceValues = {
  id?: number;
  version?: number;
  type: TLicenceType;
  number: string;
  effectiveDate: string | null;
  expirationDate: string | null;
};

interface LicenceFormProps {
  opened: boolean;
  initial?: TLicenceInput;
  onClose: () => void;
  /** Saves the licence; a thrown ApiError's field details land on the fields. */
  onSave: (licence: TLicenceInput) => Promise<void>;
}

/** Type, number, effective and expiration dates of a licence. */
export function LicenceForm({ opened, initial, onClose, onSave }: LicenceFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<TLicenceValues>({
    initialValues: initial ?? { type: 'APPLICATOR', number: '', effectiveDate: null, expirationDate: null },
    validate: zodValidator<TLicenceValues>(ZLicenceInput, locale),
  });

  async function submit(values: TLicenceValues) {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(ZLicenceInput.parse(values));
      onClose();
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={initial ? t('people.licences.edit') : t('people.licences.add')}
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {failure}
            </Alert>
          )}
          <Select
            label={t('people.licences.type')}
            withAsterisk
            allowDeselect={false}
            data={LICENCE_TYPES.map((value) => ({ value, label: t(`people.licences.types.${value}`) }))}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={t('people.licences.number')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('number')}
          />
          <Group grow align="flex-start">
            <DateInput
              label={t('people.licences.effectiveDate')}
              withAsterisk
              clearable
              valueFormat="L"
              {...form.getInputProps('effectiveDate')}
            />
            <DateInput
              label={t('people.licences.expirationDate')}
              withAsterisk
              clearable
              valueFormat="L"
              {...form.getInputProps('expirationDate')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

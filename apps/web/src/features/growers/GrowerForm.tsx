import { useMemo } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPhone, ZGrowerInput, type TGrowerRecord } from '@tramline/domain';
import { errorText, isApiError } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction, RecordFormFrame, zodValidator } from '../../ui';
import { useCanEditRecords, withFormPaths } from '../../records/record-screens';
import { deleteGrower, growerKeys, saveGrower } from './growers.queries';

export type TGrowerFormValues = {
  code: string;
  firstName: string;
  lastName: string;
  phones: string[];
  notes: string;
  smsEnRoute: boolean;
  smsJobComplete: boolean;
  active: boolean;
};

export function growerFormValuesOf(record?: TGrowerRecord): TGrowerFormValues {
  return {
    code: record?.code ?? '',
    firstName: record?.firstName ?? '',
    lastName: record?.lastName ?? '',
    phones: record?.phones.length ? record.phones.map(formatPhone) : [''],
    notes: record?.notes ?? '',
    smsEnRoute: record?.smsEnRoute ?? false,
    smsJobComplete: record?.smsJobComplete ?? false,
    active: record?.active ?? true,
  };
}

/** The wire input of the form; empty phone rows are left out. */
export function growerInputOf(values: TGrowerFormValues, record?: TGrowerRecord) {
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    ...values,
    phones: values.phones.map((phone) => phone.trim()).filter(Boolean),
  };
}

/** A grower: code, names, phones (unique), notes and SMS notifications. */
export function GrowerForm({ record }: { record?: TGrowerRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const validate = useMemo(() => zodValidator<unknown>(ZGrowerInput, locale), [locale]);
  const form = useForm<TGrowerFormValues>({
    initialValues: growerFormValuesOf(record),
    validate: (values) => validate(growerInputOf(values, record)),
    validateInputOnBlur: true,
  });

  async function submit(values: TGrowerFormValues) {
    const saved = await withFormPaths(saveGrower(ZGrowerInput.parse(growerInputOf(values, record))));
    await queryClient.invalidateQueries({ queryKey: growerKeys.all });
    return saved;
  }

  async function remove() {
    if (!record) return;
    const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
    const confirmed = await confirmAction({
      title: t('agronomy.common.deleteTitle', { name }),
      message: t('agronomy.common.deleteBody'),
      confirmLabel: t('agronomy.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteGrower(record.id);
      notifications.show({ color: 'green', message: t('agronomy.common.deleted', { name }) });
      await queryClient.invalidateQueries({ queryKey: growerKeys.all });
      void navigate('/records/growers');
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('agronomy.growers.deleteError'),
        message:
          isApiError(error) && error.status === 409 ? error.message : errorText(error, t('errors.request')),
      });
    }
  }

  const back = () => navigate('/records/growers');
  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={
        record
          ? `${t('screens.growerEdit')}: ${[record.firstName, record.lastName].filter(Boolean).join(' ')}`
          : t('screens.growerNew')
      }
      form={form}
      onSubmit={submit}
      onSaved={(saved) => (record ? back() : navigate(`/records/growers/${saved.id}/edit`))}
      onCancel={back}
      extraActions={
        record && canEdit ? (
          <Button variant="subtle" color="red" onClick={() => void remove()}>
            {t('agronomy.common.delete')}
          </Button>
        ) : undefined
      }
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('agronomy.growers.fields.code')}
              withAsterisk
              {...form.getInputProps('code')}
            />
            <TextInput
              label={t('agronomy.growers.fields.firstName')}
              withAsterisk
              {...form.getInputProps('firstName')}
            />
            <TextInput label={t('agronomy.growers.fields.lastName')} {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('agronomy.growers.fields.phones')}
            </Text>
            {form.values.phones.map((_, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1, maxWidth: 320 }}
                  aria-label={t('agronomy.growers.fields.phoneNumber', { number: index + 1 })}
                  placeholder={t('agronomy.growers.fields.phonePlaceholder')}
                  inputMode="tel"
                  {...form.getInputProps(`phones.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={t('agronomy.growers.fields.removePhone')}
                  onClick={() => form.removeListItem('phones', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('phones', '')}
              >
                {t('agronomy.growers.fields.addPhone')}
              </Button>
            </Group>
          </Stack>
          <Textarea
            label={t('agronomy.growers.fields.notes')}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('agronomy.growers.fields.sms')}
            </Text>
            <Switch
              label={t('agronomy.growers.fields.smsEnRoute')}
              {...form.getInputProps('smsEnRoute', { type: 'checkbox' })}
            />
            <Switch
              label={t('agronomy.growers.fields.smsJobComplete')}
              {...form.getInputProps('smsJobComplete', { type: 'checkbox' })}
            />
            <Switch
              label={t('agronomy.growers.fields.active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Stack>
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

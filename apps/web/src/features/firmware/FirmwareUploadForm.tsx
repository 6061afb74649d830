import { FileInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMessage, ZFirmwareUploadFields, type TFirmwareUploadFields } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { firmwareKeys, uploadFirmware } from './firmware.queries';

export type TFirmwareFormValues = {
  file: File | null;
  controller: string;
  model: string;
  version: string;
  sha256: string;
  releaseNotes: string;
};

const EMPTY: TFirmwareFormValues = {
  file: null,
  controller: '',
  model: '',
  version: '',
  sha256: '',
  releaseNotes: '',
};

/** Upload a package: the file, its controller, model and version, the published SHA-256, notes. */
export function FirmwareUploadForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const validateFields = zodValidator<TFirmwareUploadFields>(ZFirmwareUploadFields, locale);
  const form = useForm<TFirmwareFormValues>({
    initialValues: EMPTY,
    validate: ({ file, ...fields }) => ({
      ...validateFields(fields),
      ...(file ? {} : { file: formatMessage('firmwareFileRequired', locale) }),
    }),
  });

  async function submit({ file, ...fields }: TFirmwareFormValues) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file!, file!.name);
    const saved = await uploadFirmware(body);
    await queryClient.invalidateQueries({ queryKey: firmwareKeys.all });
    notifications.show({
      color: 'green',
      message: t('admin.firmware.upload.uploaded', { version: saved.version }),
    });
    form.setValues(EMPTY);
    return saved;
  }

  return (
    <RecordFormFrame
      title={t('admin.firmware.upload.title')}
      form={form}
      onSubmit={submit}
      submitLabel={t('admin.firmware.upload.submit')}
    >
      <Stack gap="sm">
        <FileInput
          label={t('admin.firmware.upload.file')}
          placeholder={t('admin.firmware.upload.filePlaceholder')}
          withAsterisk
          clearable
          data-testid="firmware-file"
          {...form.getInputProps('file')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('admin.firmware.upload.controller')}
            withAsterisk
            {...form.getInputProps('controller')}
          />
          <TextInput label={t('admin.firmware.upload.model')} withAsterisk {...form.getInputProps('model')} />
          <TextInput
            label={t('admin.firmware.upload.version')}
            withAsterisk
            {...form.getInputProps('version')}
          />
        </SimpleGrid>
        <TextInput
          label={t('admin.firmware.upload.sha256')}
          description={t('admin.firmware.upload.sha256Hint')}
          withAsterisk
          {...form.getInputProps('sha256')}
        />
        <Textarea
          label={t('admin.firmware.upload.releaseNotes')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('releaseNotes')}
        />
      </Stack>
    </RecordFormFrame>
  );
}

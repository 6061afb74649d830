import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZOwnerInput, type TOwnerInput, type TOwnerRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { sessionKeys } from '../session/session.queries';
import { adminKeys, saveOwner } from './admin.queries';

type TOwnerFormValues = { name: string; chatUrl: string; supportEmail: string };

/** The company: its name, the support chat address the top bar opens, and the support email. */
export function OwnerForm({ owner, readOnly }: { owner: TOwnerRecord; readOnly: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const validate = zodValidator<TOwnerInput>(ZOwnerInput, locale);
  const form = useForm<TOwnerFormValues>({
    initialValues: {
      name: owner.name,
      chatUrl: owner.chatUrl ?? '',
      supportEmail: owner.supportEmail ?? '',
    },
    validate: (values) => validate({ ...values, version: owner.version }),
  });

  async function submit(values: TOwnerFormValues) {
    const saved = await saveOwner({ ...values, version: owner.version } as TOwnerInput);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.owner }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
    return saved;
  }

  return (
    <RecordFormFrame
      title={t('admin.owner.title')}
      form={form}
      onSubmit={submit}
      readOnlyNotice={readOnly ? t('admin.readOnly') : undefined}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.owner.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('admin.owner.code')} value={owner.code} readOnly disabled />
            <TextInput
              label={t('admin.owner.chatUrl')}
              description={t('admin.owner.chatUrlHint')}
              type="url"
              {...form.getInputProps('chatUrl')}
            />
            <TextInput
              label={t('admin.owner.supportEmail')}
              type="email"
              {...form.getInputProps('supportEmail')}
            />
          </SimpleGrid>
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

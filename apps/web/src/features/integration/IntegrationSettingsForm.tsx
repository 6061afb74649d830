import { useState } from 'react';
import { Button, Group, NumberInput, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_ADAPTERS, INTEGRATION_POLLING, type TIntegrationSettings } from '@tramline/domain';
import { errorText } from '../../api';
import { PageHeader } from '../../ui';
import { IntegrationGate } from './IntegrationGate';
import { useSaveSettings, useTestConnection } from './integration.mutations';

/** /settings/integration: the branch's connection; the API key is write-only. */
export function IntegrationSettingsForm() {
  const { t } = useTranslation();
  return (
    <IntegrationGate
      header={
        <PageHeader title={t('integration.settings.title')} subtitle={t('integration.settings.subtitle')} />
      }
    >
      {(settings) => <SettingsFields key={settings.version} settings={settings} />}
    </IntegrationGate>
  );
}

function SettingsFields({ settings }: { settings: TIntegrationSettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const test = useTestConnection();
  const [adapter, setAdapter] = useState(settings.adapter);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [pollingMinutes, setPollingMinutes] = useState<number>(settings.pollingMinutes);
  const s = (key: string) => t(`integration.settings.${key}` as never);
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', title: t('integration.actionError'), message: errorText(error, '') });

  async function submit() {
    try {
      await save.mutateAsync({
        adapter,
        baseUrl: baseUrl || null,
        apiKey: apiKey || null,
        pollingMinutes,
        ...(settings.version ? { version: settings.version } : {}),
      });
      notifications.show({ color: 'green', message: s('saved') });
    } catch (error) {
      fail(error);
    }
  }

  async function tryConnection() {
    try {
      const result = await test.mutateAsync(undefined);
      notifications.show(
        result.ok
          ? { color: 'green', message: s('testOk') }
          : {
              color: 'red',
              message: t('integration.settings.testFailed', { message: result.message ?? '' }),
            },
      );
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Stack gap="sm" maw={520}>
      <Select
        label={s('adapter')}
        value={adapter}
        onChange={(value) => value && setAdapter(value as TIntegrationSettings['adapter'])}
        data={INTEGRATION_ADAPTERS.map((value) => ({
          value,
          label: t(`integration.settings.adapters.${value}`),
        }))}
        allowDeselect={false}
      />
      {adapter === 'HTTP' && (
        <>
          <TextInput
            label={s('baseUrl')}
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.currentTarget.value)}
          />
          <PasswordInput
            label={s('apiKey')}
            description={settings.hasCredentials ? s('apiKeyStored') : s('apiKeyMissing')}
            value={apiKey}
            onChange={(event) => setApiKey(event.currentTarget.value)}
            autoComplete="off"
          />
          <NumberInput
            label={s('pollingMinutes')}
            min={INTEGRATION_POLLING.min}
            max={INTEGRATION_POLLING.max}
            value={pollingMinutes}
            onChange={(value) => setPollingMinutes(Number(value) || INTEGRATION_POLLING.min)}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        {s('fileLater')}
      </Text>
      <Group gap="xs">
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          data-testid="integration-settings-save"
        >
          {t('common.save')}
        </Button>
        {settings.adapter === 'HTTP' && (
          <Button variant="light" onClick={() => void tryConnection()} loading={test.isPending}>
            {s('test')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

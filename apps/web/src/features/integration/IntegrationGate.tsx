import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TIntegrationSettings } from '@tramline/domain';
import { useCan } from '../users/use-can';
import { integrationSettingsQuery } from './integration.queries';

/**
 * What both integration screens show before their content: a read-only notice to a role without
 * `integration.manage`, a loader while the branch's settings load, an error if they fail; then
 * the header and the content for the settings.
 */
export function IntegrationGate({
  header,
  children,
}: {
  header: ReactNode;
  children: (settings: TIntegrationSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const canManage = useCan('integration.manage');
  const settings = useQuery({ ...integrationSettingsQuery(), enabled: canManage });
  if (!canManage)
    return (
      <Stack gap="md">
        {header}
        <Alert color="gray">{t('integration.readOnly')}</Alert>
      </Stack>
    );
  if (settings.isPending)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  if (settings.isError) return <Text c="red">{t('integration.loadError')}</Text>;
  return (
    <Stack gap="md">
      {header}
      {children(settings.data)}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAPPING_KINDS } from '@tramline/domain';
import { PageHeader } from '../../ui';
import { useCan } from '../users/use-can';
import { IntegrationGate } from './IntegrationGate';
import { PendingItemsTab } from './PendingItemsTab';
import { MappingTab } from './MappingTab';
import { DataIntegrationTab } from './DataIntegrationTab';

const TABS = ['pending', ...MAPPING_KINDS, 'data'] as const;
type TTab = (typeof TABS)[number];

/** /integrationv2: pending items, one tab per kind of code to map, and data integration. */
export function IntegrationV2View() {
  const { t } = useTranslation();
  const canManage = useCan('integration.manage');
  const [tab, setTab] = useState<TTab>('pending');
  return (
    <IntegrationGate
      header={<PageHeader title={t('integration.title')} subtitle={t('integration.subtitle')} />}
    >
      {(settings) =>
        settings.adapter === 'NONE' ? (
          <Alert color="blue" title={t('integration.notConfigured')} data-testid="integration-not-configured">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('integration.notConfiguredHint')}</Text>
              <Button component={Link} to="/settings/integration" size="xs">
                {t('integration.openSettings')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Tabs value={tab} onChange={(next) => next && setTab(next as TTab)} keepMounted={false}>
            <Tabs.List>
              {TABS.map((key) => (
                <Tabs.Tab key={key} value={key} data-testid={`integration-tab-${key}`}>
                  {t(`integration.tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="pending" pt="md">
              <PendingItemsTab canManage={canManage} />
            </Tabs.Panel>
            {MAPPING_KINDS.map((kind) => (
              <Tabs.Panel key={kind} value={kind} pt="md">
                <MappingTab kind={kind} canManage={canManage} />
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="data" pt="md">
              <DataIntegrationTab settings={settings} canManage={canManage} />
            </Tabs.Panel>
          </Tabs>
        )
      }
    </IntegrationGate>
  );
}

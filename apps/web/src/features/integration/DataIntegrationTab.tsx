import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDateTime, type TIntegrationLogEntry, type TIntegrationSettings } from '@tramline/domain';
import { api, errorText } from '../../api';
import { useLocale } from '../../i18n';
import { DataTable, type DataTableColumn } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { toPageQuery } from '../users/page-query';
import { integrationLogQuery } from './integration.queries';
import { useSyncNow } from './integration.mutations';

/** Data integration: sync now, send completed orders, last sync and error, and the log. */
export function DataIntegrationTab({
  settings,
  canManage,
}: {
  settings: TIntegrationSettings;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const sync = useSyncNow();
  const send = useMutation({
    mutationFn: () => api.get('/enviar-dados', { schema: z.object({ sent: z.number() }) }),
  });
  const when = (value: string) => formatDateTime(value, locale, timeZone);
  const c = (key: string) => t(`integration.columns.${key}` as never);

  async function syncNow() {
    try {
      const result = await sync.mutateAsync();
      notifications.show({ color: 'green', message: t('integration.synced', result) });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('integration.actionError'),
        message: errorText(error, ''),
      });
    }
  }

  const columns: DataTableColumn<TIntegrationLogEntry>[] = [
    { key: 'at', header: c('at'), render: (row) => when(row.at) },
    {
      key: 'direction',
      header: c('direction'),
      render: (row) => (row.direction === 'IN' ? t('integration.in') : t('integration.out')),
    },
    { key: 'operation', header: c('operation'), render: (row) => row.operation },
    { key: 'ticket', header: c('ticket'), render: (row) => row.ticketNumber ?? '—' },
    {
      key: 'outcome',
      header: c('outcome'),
      render: (row) => (
        <Badge color={row.ok ? 'green' : 'red'} variant="light">
          {row.ok ? t('integration.ok') : t('integration.failed')}
        </Badge>
      ),
    },
    { key: 'message', header: c('message'), render: (row) => row.message ?? '—' },
  ];

  return (
    <Stack gap="md">
      <Group gap="xl">
        <Text size="sm">
          {t('integration.lastSync')}:{' '}
          {settings.lastSyncAt ? when(settings.lastSyncAt) : t('integration.never')}
        </Text>
        <Text size="sm" c={settings.lastError ? 'red' : undefined} data-testid="integration-last-error">
          {t('integration.lastError')}: {settings.lastError ?? t('integration.noError')}
        </Text>
        <Text size="sm" data-testid="integration-next-sync">
          {t('integration.nextSync')}:{' '}
          {settings.nextSyncAt ? when(settings.nextSyncAt) : t('integration.soon')}
          {settings.syncFailures > 0 && ` (${t('integration.retrying', { count: settings.syncFailures })})`}
        </Text>
      </Group>
      {canManage && (
        <Group gap="xs">
          {settings.adapter === 'FILES' ? (
            // A files branch has nothing to pull: its tickets come in as uploaded exports.
            <Text size="sm" c="dimmed" data-testid="files-no-pull">
              {t('integration.filesNoPull')}
            </Text>
          ) : (
            <Button size="xs" onClick={() => void syncNow()} loading={sync.isPending} data-testid="sync-now">
              {t('integration.syncNow')}
            </Button>
          )}
          <Button size="xs" variant="light" onClick={() => send.mutate()} loading={send.isPending}>
            {t('integration.sendStatuses')}
          </Button>
        </Group>
      )}
      <DataTable
        id="integration.log"
        columns={columns}
        query={(request) => toPageQuery<TIntegrationLogEntry>(integrationLogQuery(request))}
        rowKey={(row) => row.id}
        searchable={false}
        emptyText={t('integration.emptyLog')}
      />
    </Stack>
  );
}

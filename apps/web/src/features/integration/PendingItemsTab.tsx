import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTEGRATION_ROW_STATUSES, type TIntegrationRow, type TIntegrationRowStatus } from '@tramline/domain';
import { errorText } from '../../api';
import { DataTable, type DataTableColumn } from '../../ui';
import { toPageQuery } from '../users/page-query';
import { pendingRowsQuery } from './integration.queries';
import { useSaveWorkOrders, useSetPendency } from './integration.mutations';

const STATUS_COLOURS: Record<TIntegrationRowStatus, string> = {
  MAPPED: 'green',
  ATTACHED: 'teal',
  NOT_ATTACHED: 'orange',
  NO_FIELDS: 'red',
  NO_PRODUCTS: 'red',
  UPDATE: 'yellow',
  SCHEDULED: 'blue',
};

/** What a row still needs, one kind at a time: 'Products: P-ENLT, P-RUPM; Fields: F-2003'. */
function issuesText(
  row: TIntegrationRow,
  kindName: (kind: TIntegrationRow['issues'][number]['kind']) => string,
) {
  if (!row.issues.length) return '—';
  const byKind = new Map<TIntegrationRow['issues'][number]['kind'], string[]>();
  for (const issue of row.issues) byKind.set(issue.kind, [...(byKind.get(issue.kind) ?? []), issue.erpCode]);
  return [...byKind].map(([kind, codes]) => `${kindName(kind)}: ${codes.join(', ')}`).join('; ');
}

/** Pending items: each blend ticket, its status, what it still needs, and 'save work orders'. */
export function PendingItemsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [pendency, setPendency] = useState<'A' | 'C'>('A');
  const [statusFilter, setStatusFilter] = useState<TIntegrationRowStatus | null>(null);
  const saveOrders = useSaveWorkOrders();
  const setRowPendency = useSetPendency();
  const c = (key: string) => t(`integration.columns.${key}` as never);

  async function save(force: boolean) {
    try {
      const result = await saveOrders.mutateAsync({ force_updates: force });
      notifications.show({ color: 'green', message: t('integration.saved', { count: result.saved.length }) });
      if (result.failed.length)
        notifications.show({
          color: 'orange',
          message: t('integration.savedFailed', { count: result.failed.length }),
        });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('integration.actionError'),
        message: errorText(error, ''),
      });
    }
  }

  const columns: DataTableColumn<TIntegrationRow>[] = [
    {
      key: 'ticketNumber',
      header: c('ticket'),
      render: (row) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.ticketNumber}
        </Text>
      ),
    },
    {
      key: 'status',
      header: c('status'),
      render: (row) => (
        <Badge
          color={STATUS_COLOURS[row.status]}
          variant="light"
          data-testid={`row-status-${row.ticketNumber}`}
        >
          {t(`integration.statuses.${row.status}`)}
        </Badge>
      ),
    },
    { key: 'grower', header: c('grower'), render: (row) => row.growerCode },
    { key: 'fields', header: c('fields'), render: (row) => row.fieldCodes.join(', ') || '—' },
    { key: 'products', header: c('products'), render: (row) => row.productCodes.join(', ') || '—' },
    {
      key: 'issues',
      header: c('issues'),
      render: (row) => issuesText(row, (kind) => t(`integration.tabs.${kind}`)),
    },
    {
      key: 'order',
      header: c('order'),
      render: (row) =>
        row.workOrderId ? (
          <Link to={`/records/orders/${row.workOrderId}/edit`}>{row.ticketNumber}</Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'error',
      header: c('error'),
      render: (row) =>
        row.error ? (
          <Text size="sm" c="red">
            {row.error}
          </Text>
        ) : (
          '—'
        ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: '',
            render: (row: TIntegrationRow) => (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() =>
                  setRowPendency.mutate({ id: row.id, pendency: row.pendency === 'A' ? 'C' : 'A' })
                }
              >
                {row.pendency === 'A' ? t('integration.cancelPendency') : t('integration.reactivate')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const toolbar = (
    <Group gap="xs">
      <SegmentedControl
        size="xs"
        value={pendency}
        onChange={(value) => setPendency(value as 'A' | 'C')}
        data={[
          { value: 'A', label: t('integration.pendency.A') },
          { value: 'C', label: t('integration.pendency.C') },
        ]}
      />
      <Select
        size="xs"
        w={200}
        clearable
        placeholder={t('integration.allStatuses')}
        value={statusFilter}
        onChange={(value) => setStatusFilter(value as TIntegrationRowStatus | null)}
        data={INTEGRATION_ROW_STATUSES.map((status) => ({
          value: status,
          label: t(`integration.statuses.${status}`),
        }))}
      />
      {canManage && (
        <>
          <Button
            size="xs"
            onClick={() => void save(false)}
            loading={saveOrders.isPending}
            data-testid="save-work-orders"
          >
            {t('integration.saveWorkOrders')}
          </Button>
          <Button size="xs" variant="light" onClick={() => void save(true)} disabled={saveOrders.isPending}>
            {t('integration.acceptUpdates')}
          </Button>
        </>
      )}
    </Group>
  );

  return (
    <DataTable
      key={`${pendency}-${statusFilter ?? ''}`}
      id="integration.pending"
      columns={columns}
      query={(request) => toPageQuery<TIntegrationRow>(pendingRowsQuery(pendency, statusFilter)(request))}
      rowKey={(row) => row.id}
      toolbar={toolbar}
      emptyText={t('integration.empty')}
    />
  );
}

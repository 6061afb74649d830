import { useState } from 'react';
import { Badge, Button, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRobotWorkOrder } from '@tramline/domain';
import { DataTable, DateRangePicker, type DataTableColumn, type TDateRange } from '../../ui';
import { toPageQuery } from '../users/page-query';
import { LinkDialog } from './LinkDialog';
import { robotOrdersQuery } from './robot.queries';

const STATUSES = [1, 2, 3, 4, 5, 7] as const;

/** Robot work orders with their links, filtered by status and creation dates; each can be linked and signed. */
export function RobotOrders({ range, onRange }: { range: TDateRange; onRange: (range: TDateRange) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [linking, setLinking] = useState<TRobotWorkOrder | null>(null);
  const c = (key: string) => t(`robot.columns.${key}` as never);
  const filters = {
    status: status ? Number(status) : undefined,
    startDate: range[0] ?? undefined,
    endDate: range[1] ?? undefined,
  };

  const columns: DataTableColumn<TRobotWorkOrder>[] = [
    {
      key: 'vlOrdemServico',
      header: c('ticket'),
      render: (row) => (row.vlOrdemServico ? `#${row.vlOrdemServico}` : ''),
      sortable: true,
    },
    { key: 'description', header: c('description'), render: (row) => row.description, sortable: true },
    {
      key: 'location',
      header: c('location'),
      render: (row) => [row.growerName, row.farmName, row.fieldNames.join(', ')].join(' / '),
    },
    { key: 'group', header: c('group'), render: (row) => row.equipmentGroupName ?? '—' },
    { key: 'status', header: c('status'), render: (row) => t(`workOrders.statuses.s${row.status}` as never) },
    {
      key: 'link',
      header: c('link'),
      render: (row) =>
        row.link ? (
          <Badge color="green" variant="light">
            {t('robot.linked', { name: row.link.employeeName })}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('robot.notLinked')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (row) => (
        <Button
          size="xs"
          variant={row.link ? 'default' : 'filled'}
          onClick={() => setLinking(row)}
          data-testid={`robot-link-${row.cdOrdemServico}`}
        >
          {row.link ? t('robot.relink') : t('robot.link')}
        </Button>
      ),
    },
  ];

  const toolbar = (
    <>
      <Select
        label={t('robot.filters.status')}
        placeholder={t('robot.filters.anyStatus')}
        data={STATUSES.map((code) => ({ value: String(code), label: t(`workOrders.statuses.s${code}`) }))}
        value={status}
        onChange={setStatus}
        clearable
        w={180}
      />
      <DateRangePicker value={range} onChange={onRange} label={t('robot.filters.period')} w={240} />
    </>
  );

  return (
    <>
      <DataTable
        id="robot.orders"
        columns={columns}
        query={(request) => toPageQuery<TRobotWorkOrder>(robotOrdersQuery(filters)(request))}
        rowKey={(row) => row.cdOrdemServico}
        initialSort={{ field: 'id', direction: 'desc' }}
        toolbar={toolbar}
        searchable
        emptyText={t('robot.emptyOrders')}
      />
      {linking && range[0] && range[1] && (
        <LinkDialog
          order={linking}
          range={{ startDate: range[0], endDate: range[1] }}
          onClose={() => setLinking(null)}
        />
      )}
    </>
  );
}

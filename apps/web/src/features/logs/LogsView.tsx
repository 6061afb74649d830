import { useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TLogEntry, type TOrderPlanningLogLine, type TTripLog } from '@tramline/domain';
import { errorText, saveDownload } from '../../api';
import {
  DataTable,
  DateRangePicker,
  PageHeader,
  presetRange,
  type DataTableColumn,
  type TDateRange,
} from '../../ui';
import { todayDate } from '../../ui/date-range-picker/presets';
import { useLocale } from '../../i18n';
import { useBranchTimeZone } from '../session/use-branch';
import { toPageQuery } from '../users/page-query';
import {
  downloadLog,
  LOG_DOWNLOAD_TYPE,
  logEntriesQuery,
  orderPlanningLogQuery,
  tenderTripLogQuery,
  type TLogTab,
} from './logs.queries';

const TABS: readonly TLogTab[] = ['generic', 'algorithm', 'orderPlanning', 'autoSend', 'tenderTruck'];

/** /solinftec/log: the planning and sending logs, paged with search, sort and a date range. */
export function LogsView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const [tab, setTab] = useState<TLogTab>('generic');
  const [range, setRange] = useState<TDateRange>(presetRange('last7Days', todayDate()));
  const dates = { dateInit: range[0] ?? undefined, dateEnd: range[1] ?? undefined };
  const c = (key: string) => t(`reports.log.columns.${key}` as never);
  const when = (value: string) => formatDateTime(value, locale, timeZone);

  const entryColumns: DataTableColumn<TLogEntry>[] = [
    { key: 'at', header: c('at'), render: (row) => when(row.at), sortable: true },
    { key: 'localDate', header: c('localDate'), render: (row) => row.localDate, sortable: true },
    { key: 'kind', header: c('kind'), render: (row) => t(`reports.log.kinds.${row.kind}`), sortable: true },
    {
      key: 'equipmentGroupName',
      header: c('group'),
      render: (row) => row.equipmentGroupName ?? '—',
      sortable: true,
    },
    { key: 'equipmentName', header: c('machine'), render: (row) => row.equipmentName ?? '—', sortable: true },
    { key: 'orders', header: c('orders'), render: (row) => row.workOrderCount, align: 'right' },
    { key: 'detail', header: c('detail'), render: (row) => row.detail ?? '—' },
    { key: 'user', header: c('user'), render: (row) => row.userLogin ?? '—' },
  ];
  const outcomeColumns: DataTableColumn<TOrderPlanningLogLine>[] = [
    { key: 'at', header: c('at'), render: (row) => when(row.at), sortable: true },
    { key: 'localDate', header: c('localDate'), render: (row) => row.localDate, sortable: true },
    {
      key: 'cdOrdemServico',
      header: c('order'),
      render: (row) => row.ticket ?? '',
      sortable: true,
    },
    { key: 'equipmentName', header: c('machine'), render: (row) => row.equipmentName ?? '—', sortable: true },
    { key: 'cause', header: c('cause'), render: (row) => row.cause ?? '—', sortable: true },
    { key: 'code', header: c('code'), render: (row) => row.code ?? '—' },
    {
      key: 'process',
      header: c('process'),
      render: (row) => row.processHash.slice(0, 8),
      hiddenByDefault: true,
    },
  ];

  const tripColumns: DataTableColumn<TTripLog>[] = [
    { key: 'dispatchedAt', header: c('at'), render: (row) => when(row.dispatchedAt), sortable: true },
    { key: 'localDate', header: c('localDate'), render: (row) => row.localDate, sortable: true },
    { key: 'tenderName', header: c('tender'), render: (row) => row.tenderName, sortable: true },
    { key: 'configName', header: c('group'), render: (row) => row.configName, sortable: true },
    {
      key: 'tickets',
      header: c('orders'),
      render: (row) => row.tickets.map((ticket) => `#${ticket}`).join(', '),
    },
    { key: 'user', header: c('user'), render: (row) => row.dispatchedBy ?? '—' },
  ];

  const downloadType = LOG_DOWNLOAD_TYPE[tab];
  async function download() {
    if (!range[0] || !range[1] || !downloadType) return;
    try {
      saveDownload(
        await downloadLog(downloadType, { dateInit: range[0], dateEnd: range[1] }),
        `${tab}-log.csv`,
      );
    } catch (error) {
      notifications.show({ color: 'red', title: t('reports.exportError'), message: errorText(error, '') });
    }
  }

  const toolbar = (
    <>
      <DateRangePicker value={range} onChange={setRange} label={t('reports.filters.period')} w={240} />
      {downloadType ? (
        <Button
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => void download()}
          disabled={!range[0] || !range[1]}
          data-testid="log-download"
        >
          {t('reports.log.download')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('reports.log.title')} subtitle={t('reports.log.subtitle')} />
      <Tabs value={tab} onChange={(next) => next && setTab(next as TLogTab)}>
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`log-tab-${key}`}>
              {t(`reports.log.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'orderPlanning' ? (
        <DataTable
          key={tab}
          id="logs.orderPlanning"
          columns={outcomeColumns}
          query={(request) => toPageQuery<TOrderPlanningLogLine>(orderPlanningLogQuery(dates)(request))}
          rowKey={(row) => `${row.logId}-${row.cdOrdemServico}-${row.fieldId ?? ''}`}
          initialSort={{ field: 'at', direction: 'desc' }}
          toolbar={toolbar}
          emptyText={t('reports.log.empty')}
        />
      ) : tab === 'tenderTruck' ? (
        <DataTable
          key={tab}
          id="logs.tenderTruck"
          columns={tripColumns}
          query={(request) => toPageQuery<TTripLog>(tenderTripLogQuery(dates)(request))}
          rowKey={(row) => row.id}
          initialSort={{ field: 'dispatchedAt', direction: 'desc' }}
          toolbar={toolbar}
          emptyText={t('reports.log.empty')}
        />
      ) : (
        <DataTable
          key={tab}
          id={`logs.${tab}`}
          columns={entryColumns}
          query={(request) => toPageQuery<TLogEntry>(logEntriesQuery(tab, dates)(request))}
          rowKey={(row) => row.id}
          initialSort={{ field: 'at', direction: 'desc' }}
          toolbar={toolbar}
          emptyText={t('reports.log.empty')}
        />
      )}
    </Stack>
  );
}

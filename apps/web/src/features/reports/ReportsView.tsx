import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, saveDownload } from '../../api';
import { DateRangePicker, PageHeader, presetRange, type TDateRange } from '../../ui';
import { todayDate } from '../../ui/date-range-picker/presets';
import { growerListQuery } from '../growers/growers.queries';
import { BiChart, type TBiChartTab } from './BiChart';
import { FigureTable } from './FigureTable';
import { totalsBy, useReportColumns } from './report-figures';
import {
  applicationReportQuery,
  downloadApplicationRecords,
  operationalReportQuery,
  tenderTruckReportQuery,
  type TReportFilters,
} from './reports.queries';

const TABS = [
  'operational',
  'application',
  'records',
  'biOperational',
  'biTenderTruck',
  'biApplication',
  'biOperationalPaginated',
  'biTenderTruckPaginated',
  'biBenchmark',
  'biWorkedArea',
  'biOperationalDaily',
] as const;
type TTab = (typeof TABS)[number];
const OPERATIONAL_TABS: readonly TTab[] = [
  'operational',
  'biOperational',
  'biOperationalPaginated',
  'biBenchmark',
  'biOperationalDaily',
  'biWorkedArea',
];
const CHART_TABS: readonly TTab[] = [
  'biOperational',
  'biBenchmark',
  'biWorkedArea',
  'biOperationalDaily',
  'biApplication',
  'biTenderTruck',
] satisfies TBiChartTab[];
const TENDER_TABS: readonly TTab[] = ['biTenderTruck', 'biTenderTruckPaginated'];
const BI_PRESETS = ['today', 'last7Days', 'last30Days'] as const;
const PAGE_SIZE = 20;

/** /reports: the report tabs and the BI tabs over one period, each table exportable as CSV. */
export function ReportsView() {
  const { t } = useTranslation();
  const columns = useReportColumns();
  const [tab, setTab] = useState<TTab>('operational');
  const [range, setRange] = useState<TDateRange>(presetRange('last7Days', todayDate()));
  const [growerId, setGrowerId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const ready = Boolean(range[0] && range[1]);
  const filters: TReportFilters = {
    dateInit: range[0] ?? '',
    dateEnd: range[1] ?? '',
    ...(growerId ? { growerId: Number(growerId) } : {}),
  };
  const operational = useQuery({
    ...operationalReportQuery(filters),
    enabled: ready && OPERATIONAL_TABS.includes(tab),
  });
  const application = useQuery({
    ...applicationReportQuery(filters),
    enabled: ready && !OPERATIONAL_TABS.includes(tab) && !TENDER_TABS.includes(tab),
  });
  const tenders = useQuery({
    ...tenderTruckReportQuery(filters),
    enabled: ready && TENDER_TABS.includes(tab),
  });
  const growers = useQuery(growerListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const name = (kind: string) => `${kind}-${filters.dateInit}-${filters.dateEnd}`;

  async function download(format: 'csv' | 'pdf') {
    if (!growerId) return;
    setDownloading(true);
    try {
      const file = await downloadApplicationRecords({ ...filters, growerId: Number(growerId) }, format);
      saveDownload(file, `application-records.${format}`);
    } catch (error) {
      notifications.show({ color: 'red', title: t('reports.exportError'), message: errorText(error, '') });
    } finally {
      setDownloading(false);
    }
  }

  const source = OPERATIONAL_TABS.includes(tab)
    ? operational
    : TENDER_TABS.includes(tab)
      ? tenders
      : application;
  const tenderRows = tenders.data?.rows ?? [];
  const operationalRows = operational.data?.rows ?? [];
  const applicationRows = application.data?.rows ?? [];
  const table = () => {
    switch (tab) {
      case 'operational':
      case 'biOperational':
        return (
          <FigureTable
            id={tab}
            columns={columns.operational}
            rows={operationalRows}
            rowKey={(row) => `${row.equipmentId}-${row.localDate}`}
            fileName={name('operational')}
          />
        );
      case 'biOperationalPaginated':
        return (
          <FigureTable
            id={tab}
            columns={columns.operational}
            rows={operationalRows}
            rowKey={(row) => `${row.equipmentId}-${row.localDate}`}
            pageSize={PAGE_SIZE}
            fileName={name('operational')}
          />
        );
      case 'application':
      case 'biApplication':
      case 'records':
        return (
          <FigureTable
            id={tab}
            columns={columns.application}
            rows={applicationRows}
            rowKey={(row) => String(row.cdOrdemServico)}
            fileName={name('application')}
          />
        );
      case 'biTenderTruck':
      case 'biTenderTruckPaginated':
        return (
          <FigureTable
            id={tab}
            columns={columns.tenderTrucks}
            rows={tenderRows}
            rowKey={(row) => `${row.tenderId}-${row.localDate}`}
            pageSize={tab === 'biTenderTruckPaginated' ? PAGE_SIZE : undefined}
            fileName={name('tender-trucks')}
          />
        );
      case 'biBenchmark':
        return (
          <FigureTable
            id={tab}
            columns={columns.totals(columns.header('machine'))}
            rows={totalsBy(operationalRows, (row) => row.equipmentName)}
            rowKey={(row) => row.key}
            fileName={name('benchmark')}
          />
        );
      case 'biWorkedArea':
      case 'biOperationalDaily':
        return (
          <FigureTable
            id={tab}
            columns={columns.totals(columns.header('date'))}
            rows={totalsBy(operationalRows, (row) => row.localDate)}
            rowKey={(row) => row.key}
            fileName={name('daily')}
          />
        );
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <Button
            variant="default"
            className="no-print"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            {t('reports.print')}
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangePicker
          label={t('reports.filters.period')}
          value={range}
          onChange={setRange}
          presets={tab.startsWith('bi') ? BI_PRESETS : undefined}
          clearable={false}
          w={260}
        />
        <Select
          label={t('reports.filters.grower')}
          data={(growers.data?.content ?? []).map((grower) => ({
            value: String(grower.id),
            label: [grower.firstName, grower.lastName].filter(Boolean).join(' '),
          }))}
          value={growerId}
          onChange={setGrowerId}
          clearable
          searchable
          w={240}
          data-testid="report-grower"
        />
      </Group>
      <Tabs value={tab} onChange={(next) => next && setTab(next as TTab)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`tab-${key}`}>
              {t(`reports.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'records' ? (
        <Stack gap="xs">
          <Text size="sm">{t('reports.records.intro')}</Text>
          {growerId ? null : <Alert color="yellow">{t('reports.filters.growerRequired')}</Alert>}
          <Group gap="sm">
            {(['csv', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                leftSection={<IconDownload size={14} />}
                disabled={!growerId || !ready}
                loading={downloading}
                onClick={() => void download(format)}
                data-testid={`records-${format}`}
              >
                {t(format === 'csv' ? 'reports.records.downloadCsv' : 'reports.records.downloadPdf')}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
      {source.isError ? (
        <Alert color="red">{t('reports.loadError')}</Alert>
      ) : source.isLoading ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <Stack gap="md">
          {CHART_TABS.includes(tab) ? (
            <BiChart
              tab={tab as TBiChartTab}
              operationalRows={operationalRows}
              applicationRows={applicationRows}
              tenderRows={tenderRows}
            />
          ) : null}
          {table()}
        </Stack>
      )}
    </Stack>
  );
}

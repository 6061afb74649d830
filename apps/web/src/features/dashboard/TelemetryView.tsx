import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { TELEMETRY_MAX_DAYS, formatDateTime, type TTelemetry } from '@tramline/domain';
import { useSession } from '../../api';
import { DateRangePicker, PageHeader, useUnits, type TDateRange } from '../../ui';
// Straight from its file, not the ui barrel, so ECharts loads with these screens only.
import { Chart, type TChartOption } from '../../ui/chart/Chart';
import { todayDate } from '../../ui/date-range-picker/presets';
import { fleetQuery } from '../monitoring/monitoring.queries';
import { useBranchTimeZone } from '../session/use-branch';
import { telemetryQuery } from './dashboard.queries';
import { dayAfter, zonedMidnight } from './zoned-day';

type TSeriesKey = 'speedKmh' | 'rate' | 'tankLevelLitres';

/** One measure over time as a line chart, in the reader's units. */
function MeasureChart({
  telemetry,
  title,
  series,
}: {
  telemetry: TTelemetry;
  title: string;
  series: { key: TSeriesKey | 'boomOn' | 'sectionsOn'; name: string; convert: (value: number) => number }[];
}) {
  const units = useUnits();
  const timeZone = useBranchTimeZone();
  const option = useMemo<TChartOption>(
    () => ({
      grid: { left: 56, right: 24, top: 32, bottom: 56 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      xAxis: {
        type: 'time',
        axisLabel: { formatter: (value: number) => formatDateTime(new Date(value), units.locale, timeZone) },
      },
      yAxis: { type: 'value', scale: true },
      series: series.map((line) => ({
        type: 'line',
        name: line.name,
        showSymbol: false,
        connectNulls: false,
        data: telemetry.points.map((point) => {
          const value = point[line.key];
          return [Date.parse(point.at), value === null ? null : Math.round(line.convert(value) * 100) / 100];
        }),
      })),
    }),
    [series, telemetry, units.locale, timeZone],
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Chart option={option} height={220} label={title} />
    </Paper>
  );
}

/** /telemetry: a machine's speed, rate, tank level and boom state over a range of days, as charts. */
export function TelemetryView() {
  const { t } = useTranslation();
  const units = useUnits();
  const session = useSession();
  const timeZone = useBranchTimeZone();
  const today = todayDate();
  const [machineId, setMachineId] = useState<number | null>(null);
  const [range, setRange] = useState<TDateRange>([today, today]);
  const fleet = useQuery({ ...fleetQuery(session?.user.unit ?? 0), enabled: Boolean(session) });
  const [first, last] = range;
  const days = first && last ? (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1 : 0;
  const tooLong = days > TELEMETRY_MAX_DAYS;
  const from = first ? zonedMidnight(first, timeZone).toISOString() : '';
  const to = last ? zonedMidnight(dayAfter(last), timeZone).toISOString() : '';
  const telemetry = useQuery({
    ...telemetryQuery(machineId ?? 0, from, to),
    enabled: machineId !== null && Boolean(from && to) && !tooLong,
  });
  const machines = (fleet.data?.machines ?? []).map((machine) => ({
    value: String(machine.equipamentoId),
    label: machine.name,
  }));
  const same = (value: number) => value;
  const data = telemetry.data;

  return (
    <Stack gap="md">
      <PageHeader title={t('dashboard.telemetryTitle')} subtitle={t('dashboard.telemetrySubtitle')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('dashboard.machine')}
          placeholder={t('dashboard.machinePlaceholder')}
          data={machines}
          value={machineId === null ? null : String(machineId)}
          onChange={(value) => setMachineId(value ? Number(value) : null)}
          searchable
          w={260}
          data-testid="telemetry-machine"
        />
        <DateRangePicker
          value={range}
          onChange={setRange}
          presets={['today', 'last7Days']}
          today={today}
          clearable={false}
          maxDate={today}
          w={340}
        />
      </Group>
      {tooLong && <Alert color="yellow">{t('dashboard.rangeTooLong', { days: TELEMETRY_MAX_DAYS })}</Alert>}
      {machineId === null && <Text c="dimmed">{t('dashboard.pickMachine')}</Text>}
      {machineId !== null && telemetry.isFetching && !data && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('dashboard.telemetryLoading')}</Text>
        </Group>
      )}
      {telemetry.isError && <Alert color="red">{t('dashboard.telemetryError')}</Alert>}
      {data && data.points.length === 0 && <Text c="dimmed">{t('dashboard.noPoints')}</Text>}
      {data && data.points.length > 0 && (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="telemetry-bucket">
            {t('dashboard.bucket', { count: data.bucket })} ·{' '}
            {data.engineHours === null
              ? t('dashboard.engineHoursNone')
              : `${t('dashboard.engineHours')}: ${units.number(data.engineHours)}`}
          </Text>
          <MeasureChart
            telemetry={data}
            title={`${t('dashboard.speed')} (${units.unit('speed')})`}
            series={[
              { key: 'speedKmh', name: t('dashboard.speed'), convert: (v) => units.toDisplay('speed', v) },
            ]}
          />
          <MeasureChart
            telemetry={data}
            title={`${t('dashboard.rate')} (${units.unit('liquidRate')})`}
            series={[
              { key: 'rate', name: t('dashboard.rate'), convert: (v) => units.toDisplay('liquidRate', v) },
            ]}
          />
          <MeasureChart
            telemetry={data}
            title={`${t('dashboard.tank')} (${units.unit('volume')})`}
            series={[
              {
                key: 'tankLevelLitres',
                name: t('dashboard.tank'),
                convert: (v) => units.toDisplay('volume', v),
              },
            ]}
          />
          <MeasureChart
            telemetry={data}
            title={t('dashboard.boom')}
            series={[
              { key: 'boomOn', name: t('dashboard.boomOn'), convert: same },
              { key: 'sectionsOn', name: t('dashboard.sectionsOn'), convert: same },
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}

import { lazy, Suspense, useMemo } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplicationRow, TOperationalRow, TTenderTruckRow } from '@tramline/domain';
import { barChart } from './report-charts';
import { useUnits } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { ordersByDay, totalsBy } from './report-figures';

// ECharts is loaded with the first chart, not with the reports page.
const Chart = lazy(() => import('../../ui/chart/Chart').then((module) => ({ default: module.Chart })));

export type TBiChartTab =
  'biOperational' | 'biBenchmark' | 'biWorkedArea' | 'biOperationalDaily' | 'biApplication' | 'biTenderTruck';

/** The chart above a BI tab's table: hours or area by machine or by day, planned against done. */
export function BiChart({
  tab,
  operationalRows,
  applicationRows,
  tenderRows,
}: {
  tab: TBiChartTab;
  operationalRows: TOperationalRow[];
  applicationRows: TApplicationRow[];
  tenderRows: TTenderTruckRow[];
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const timeZone = useBranchTimeZone();
  const option = useMemo(() => {
    const c = (key: string) => t(`reports.columns.${key}` as never);
    const area = (hectares: number[]) => hectares.map((value) => units.toDisplay('area', value));
    const areaAxis = units.unit('area');
    switch (tab) {
      case 'biOperational':
      case 'biOperationalDaily': {
        const totals = totalsBy(operationalRows, (row) =>
          tab === 'biOperational' ? row.equipmentName : row.localDate,
        );
        return barChart(
          totals.map((total) => total.key),
          [
            { name: c('applying'), values: totals.map((total) => total.applyingHours), stack: 'done' },
            { name: c('travelling'), values: totals.map((total) => total.travellingHours), stack: 'done' },
            { name: c('plannedHours'), values: totals.map((total) => total.plannedHours) },
          ],
          'h',
        );
      }
      case 'biBenchmark':
      case 'biWorkedArea': {
        const totals = totalsBy(operationalRows, (row) =>
          tab === 'biBenchmark' ? row.equipmentName : row.localDate,
        );
        return barChart(
          totals.map((total) => total.key),
          [
            { name: c('plannedArea'), values: area(totals.map((total) => total.plannedAreaHectares)) },
            { name: c('appliedArea'), values: area(totals.map((total) => total.appliedAreaHectares)) },
          ],
          areaAxis,
        );
      }
      case 'biTenderTruck': {
        const trips = new Map<string, number>();
        for (const row of tenderRows) trips.set(row.tenderName, (trips.get(row.tenderName) ?? 0) + row.trips);
        const names = [...trips.keys()].sort((a, b) => a.localeCompare(b));
        return barChart(names, [{ name: c('trips'), values: names.map((name) => trips.get(name)!) }], '');
      }
      case 'biApplication': {
        const days = ordersByDay(applicationRows, timeZone);
        return barChart(
          days.map((day) => day.day),
          [{ name: c('area'), values: area(days.map((day) => day.areaHectares)) }],
          areaAxis,
        );
      }
    }
  }, [tab, operationalRows, applicationRows, tenderRows, t, units, timeZone]);

  // An empty period says so under the chart's place, in the table.
  if (!(option.xAxis as { data: string[] }).data.length) return null;
  return (
    <div data-testid={`chart-${tab}`}>
      <Suspense fallback={<Loader size="sm" />}>
        <Chart option={option} label={t(`reports.charts.${tab}`)} height={260} />
      </Suspense>
    </div>
  );
}

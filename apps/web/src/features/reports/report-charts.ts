import type { TChartOption } from '../../ui/chart/Chart';

/** One series of a bar chart: its legend name, one value per category, and its stack if stacked. */
export interface TBarSeries {
  name: string;
  values: number[];
  stack?: string;
}

/**
 * A bar chart over categories (machines or days) for the BI tabs: a legend, a tooltip by
 * category, values rounded to two decimals, and a zoom slider once there are many categories.
 */
export function barChart(categories: string[], series: TBarSeries[], axisName: string): TChartOption {
  const many = categories.length > 14;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: many ? 64 : 32, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: axisName, nameTextStyle: { align: 'left' } },
    dataZoom: many ? [{ type: 'slider', bottom: 8, height: 18 }] : [],
    series: series.map((entry) => ({
      type: 'bar',
      name: entry.name,
      stack: entry.stack,
      data: entry.values.map((value) => Math.round(value * 100) / 100),
      emphasis: { focus: 'series' },
    })),
  };
}

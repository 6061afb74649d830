import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  type TApplicationRow,
  type TOperationalRow,
  type TTenderTruckRow,
} from '@tramline/domain';
import { useUnits } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import type { TFigureColumn } from './FigureTable';

/** Totals of operational rows under one key (a machine or a day). */
export interface TOperationalTotal {
  key: string;
  applyingHours: number;
  travellingHours: number;
  plannedHours: number;
  plannedAreaHectares: number;
  appliedAreaHectares: number;
  plannedOrders: number;
  completedOrders: number;
}

/** Hours a machine-day was planned to work: applying, travelling and cleaning. */
export function plannedHoursOf(row: TOperationalRow): number {
  return row.plannedApplyingHours + row.plannedTravellingHours + row.plannedCleaningHours;
}

/** The figures a machine-day and a total of machine-days both have. */
type TWorkFigures = Omit<TOperationalTotal, 'key' | 'plannedHours'>;

/** Sums operational rows by a key: machines for the benchmark, days for the daily and worked-area tabs. */
export function totalsBy(
  rows: TOperationalRow[],
  keyOf: (row: TOperationalRow) => string,
): TOperationalTotal[] {
  const totals = new Map<string, TOperationalTotal>();
  for (const row of rows) {
    const key = keyOf(row);
    const total = totals.get(key) ?? {
      key,
      applyingHours: 0,
      travellingHours: 0,
      plannedHours: 0,
      plannedAreaHectares: 0,
      appliedAreaHectares: 0,
      plannedOrders: 0,
      completedOrders: 0,
    };
    total.applyingHours += row.applyingHours;
    total.travellingHours += row.travellingHours;
    total.plannedHours += plannedHoursOf(row);
    total.plannedAreaHectares += row.plannedAreaHectares;
    total.appliedAreaHectares += row.appliedAreaHectares;
    total.plannedOrders += row.plannedOrders;
    total.completedOrders += row.completedOrders;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Orders and area applied per day, from the application report. */
export function ordersByDay(rows: TApplicationRow[], timeZone: string) {
  const days = new Map<string, { day: string; orders: number; areaHectares: number }>();
  for (const row of rows) {
    const day = row.closedAt ? new Date(row.closedAt).toLocaleDateString('en-CA', { timeZone }) : '';
    const entry = days.get(day) ?? { day, orders: 0, areaHectares: 0 };
    entry.orders += 1;
    entry.areaHectares += row.appliedAreaHectares ?? row.plannedAreaHectares;
    days.set(day, entry);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** The columns of each report table, in the locale's units and formats. */
export function useReportColumns() {
  const { t } = useTranslation();
  const units = useUnits();
  const timeZone = useBranchTimeZone();
  const hours = (value: number | null) =>
    value === null ? '—' : units.number(value, { maximumFractionDigits: 2 });
  const area = (value: number) => units.format('area', value);
  const areaNumber = (value: number) => Math.round(units.toDisplay('area', value) * 100) / 100;
  const areaUnit = units.unit('area');
  const when = (value: string | null) => (value ? formatDateTime(value, units.locale, timeZone) : '—');
  const c = (key: string) => t(`reports.columns.${key}` as never);

  /** Time columns shared by machine-days and their totals. */
  const timeColumns = <T extends TWorkFigures>(): TFigureColumn<T>[] => [
    {
      key: 'applying',
      header: c('applying'),
      value: (row) => hours(row.applyingHours),
      number: (row) => row.applyingHours,
      align: 'right',
    },
    {
      key: 'travelling',
      header: c('travelling'),
      value: (row) => hours(row.travellingHours),
      number: (row) => row.travellingHours,
      align: 'right',
    },
  ];
  /** Planned against done, shared by machine-days and their totals. */
  const outcomeColumns = <T extends TWorkFigures>(plannedHours: (row: T) => number): TFigureColumn<T>[] => [
    {
      key: 'plannedHours',
      header: c('plannedHours'),
      value: (row) => hours(plannedHours(row)),
      number: plannedHours,
      align: 'right',
    },
    {
      key: 'plannedArea',
      header: c('plannedArea'),
      value: (row) => area(row.plannedAreaHectares),
      number: (row) => areaNumber(row.plannedAreaHectares),
      unit: areaUnit,
      align: 'right',
    },
    {
      key: 'appliedArea',
      header: c('appliedArea'),
      value: (row) => area(row.appliedAreaHectares),
      number: (row) => areaNumber(row.appliedAreaHectares),
      unit: areaUnit,
      align: 'right',
    },
    {
      key: 'plannedOrders',
      header: c('plannedOrders'),
      value: (row) => String(row.plannedOrders),
      number: (row) => row.plannedOrders,
      align: 'right',
    },
    {
      key: 'completedOrders',
      header: c('completedOrders'),
      value: (row) => String(row.completedOrders),
      number: (row) => row.completedOrders,
      align: 'right',
    },
  ];

  const operational: TFigureColumn<TOperationalRow>[] = [
    { key: 'date', header: c('date'), value: (row) => row.localDate },
    { key: 'machine', header: c('machine'), value: (row) => row.equipmentName },
    { key: 'group', header: c('group'), value: (row) => row.equipmentGroupName ?? '—' },
    { key: 'source', header: c('source'), value: (row) => t(`reports.sources.${row.source}`) },
    ...timeColumns<TOperationalRow>(),
    {
      key: 'stopped',
      header: c('stopped'),
      value: (row) => hours(row.stoppedHours),
      number: (row) => row.stoppedHours,
      align: 'right',
    },
    ...outcomeColumns<TOperationalRow>(plannedHoursOf),
  ];

  const application: TFigureColumn<TApplicationRow>[] = [
    { key: 'order', header: c('order'), value: (row) => row.ticket ?? '' },
    { key: 'grower', header: c('grower'), value: (row) => row.growerName },
    { key: 'farm', header: c('farm'), value: (row) => row.farmName },
    { key: 'fields', header: c('fields'), value: (row) => row.fieldNames.join(', ') },
    { key: 'crop', header: c('crop'), value: (row) => row.cropName ?? '—' },
    {
      key: 'products',
      header: c('products'),
      value: (row) =>
        row.products
          .map((line) => `${line.name}${line.registrationNumber ? ` (${line.registrationNumber})` : ''}`)
          .join('; '),
    },
    {
      key: 'area',
      header: c('appliedArea'),
      value: (row) => area(row.appliedAreaHectares ?? row.plannedAreaHectares),
      number: (row) => areaNumber(row.appliedAreaHectares ?? row.plannedAreaHectares),
      unit: areaUnit,
      align: 'right',
    },
    { key: 'start', header: c('start'), value: (row) => when(row.startedAt) },
    { key: 'end', header: c('end'), value: (row) => when(row.closedAt) },
    { key: 'applicator', header: c('applicator'), value: (row) => row.applicatorName ?? '—' },
    { key: 'labelGate', header: c('labelGate'), value: (row) => t(`reports.labelGate.${row.labelGate}`) },
  ];

  const totals = (keyHeader: string): TFigureColumn<TOperationalTotal>[] => [
    { key: 'key', header: keyHeader, value: (row) => row.key },
    ...timeColumns<TOperationalTotal>(),
    ...outcomeColumns<TOperationalTotal>((row) => row.plannedHours),
  ];

  const byDay: TFigureColumn<{ day: string; orders: number; areaHectares: number }>[] = [
    { key: 'date', header: c('date'), value: (row) => row.day },
    {
      key: 'orders',
      header: c('orders'),
      value: (row) => String(row.orders),
      number: (row) => row.orders,
      align: 'right',
    },
    {
      key: 'area',
      header: c('area'),
      value: (row) => area(row.areaHectares),
      number: (row) => areaNumber(row.areaHectares),
      unit: areaUnit,
      align: 'right',
    },
  ];

  /** A carried amount in the locale's units: litres for liquids and water, kilograms otherwise. */
  const carried = (productType: string, quantity: number) =>
    units.format(productType === 'LIQUID' ? 'volume' : 'mass', quantity);
  const tenderTrucks: TFigureColumn<TTenderTruckRow>[] = [
    { key: 'date', header: c('date'), value: (row) => row.localDate },
    { key: 'tender', header: c('tender'), value: (row) => row.tenderName },
    { key: 'group', header: c('group'), value: (row) => row.equipmentGroupName },
    {
      key: 'trips',
      header: c('trips'),
      value: (row) => String(row.trips),
      number: (row) => row.trips,
      align: 'right',
    },
    {
      key: 'machinesServed',
      header: c('machinesServed'),
      value: (row) => String(row.machinesServed),
      number: (row) => row.machinesServed,
      align: 'right',
    },
    {
      key: 'water',
      header: c('water'),
      value: (row) => carried('LIQUID', row.waterLitres),
      number: (row) => Math.round(units.toDisplay('volume', row.waterLitres) * 100) / 100,
      unit: units.unit('volume'),
      align: 'right',
    },
    {
      key: 'productsCarried',
      header: c('productsCarried'),
      value: (row) =>
        row.products.map((line) => `${line.name} ${carried(line.productType, line.quantity)}`).join('; '),
    },
  ];

  return { operational, application, totals, byDay, tenderTrucks, header: c, timeZone };
}

import dayjs from 'dayjs';

/** Spec date presets, in the order it lists them. */
export const DATE_RANGE_PRESETS = [
  'today',
  'last7Days',
  'last30Days',
  'last3Months',
  'last6Months',
  'lastYear',
  'yearToDate',
] as const;
export type TDateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A range of calendar days `YYYY-MM-DD`, both ends included; null while unset. */
export type TDateRange = [string | null, string | null];

const DAY = 'YYYY-MM-DD';

/** The range each preset stands for on a given day; every range ends today. */
export function presetRange(preset: TDateRangePreset, today: string): [string, string] {
  const end = dayjs(today);
  const start = {
    today: end,
    last7Days: end.subtract(6, 'day'),
    last30Days: end.subtract(29, 'day'),
    last3Months: end.subtract(3, 'month'),
    last6Months: end.subtract(6, 'month'),
    lastYear: end.subtract(1, 'year'),
    yearToDate: end.startOf('year'),
  }[preset];
  return [start.format(DAY), end.format(DAY)];
}

export function todayDate(): string {
  return dayjs().format(DAY);
}

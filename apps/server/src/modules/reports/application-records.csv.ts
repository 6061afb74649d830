import {
  HECTARES_PER_ACRE,
  convertMeasure,
  displayUnitOf,
  formatDateTime,
  formatNumber,
  toDisplayValue,
  type TApplicationRecordLine,
  type TApplicationRecords,
  type TLocale,
  type TMeasureUnitCode,
  type TUnitSystem,
  type TQuantity,
} from '@tramline/domain';
import { recordTextsOf, type TRecordTexts } from './application-records.texts';

/** What both renderings take: the records, the reader's language and units, the branch's zone. */
export interface TRecordsRender {
  records: TApplicationRecords;
  language: TLocale;
  /** The branch's paper (`paperSizeOf` its language). */
  paper: 'LETTER' | 'A4';
  /** The reader's unit system: the one they chose, else that of the branch's language. */
  units: TUnitSystem;
  timeZone: string;
}

/** The columns of a record line, in order. */
export const RECORD_COLUMNS = [
  'ticket',
  'applicator',
  'licence',
  'start',
  'end',
  'product',
  'registration',
  'rate',
  'total',
  'crop',
  'farm',
  'fields',
  'area',
  'wind',
  'temperature',
  'humidity',
] as const satisfies readonly (keyof TRecordTexts['columns'])[];

/** A record line as texts: quantities in the branch's units, times in its zone, numbers in the reader's format. */
export function recordCells(line: TApplicationRecordLine, render: TRecordsRender): string[] {
  const { language, units, timeZone } = render;
  const texts = recordTextsOf(language);
  const imperial = units === 'imperial';
  const number = (value: number, digits: number) =>
    formatNumber(value, language, { maximumFractionDigits: digits });
  const quantity = (kind: TQuantity, value: number | null, digits = 2) =>
    value === null
      ? texts.none
      : `${number(toDisplayValue(kind, value, language, units), digits)} ${displayUnitOf(kind, language, units)}`;
  const instant = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : texts.none);
  // The rate's base amount as the work-order sheet reads it: kilograms for dry, seeds, litres otherwise.
  const base = line.productType === 'DRY' ? 'kg' : line.productType === 'SEED' ? null : 'l';
  const areaUnit = displayUnitOf('area', language, units);
  const perArea = imperial ? HECTARES_PER_ACRE : 1;
  const inUnit = base ? convertMeasure(line.ratePerHectare, base, line.rateUnit as TMeasureUnitCode) : null;
  const rate =
    inUnit === null
      ? `${number(line.ratePerHectare * perArea, 0)} ${base ? line.rateUnit : texts.seeds}/${areaUnit}`
      : `${number(inUnit * perArea, 2)} ${line.rateUnit}/${areaUnit}`;
  const total =
    base === 'kg'
      ? quantity('mass', line.total, 1)
      : base === 'l'
        ? quantity('volume', line.total, 1)
        : `${number(line.total, 0)} ${texts.seeds}`;
  return [
    line.ticket ?? texts.none,
    line.applicatorName ?? texts.none,
    line.licenceNumbers.length ? line.licenceNumbers.join('; ') : texts.none,
    instant(line.startedAt),
    instant(line.closedAt),
    line.productName,
    line.registrationNumber ?? texts.none,
    rate,
    total,
    line.cropName ?? texts.none,
    line.farmName,
    line.fieldNames.join('; '),
    quantity('area', line.areaHectares),
    quantity('speed', line.windKmh, 1),
    quantity('temperature', line.temperatureC, 0),
    line.humidityPct === null ? texts.none : `${number(line.humidityPct, 0)} %`,
  ];
}

/** One CSV cell: quoted when needed; a leading formula character is defused for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+@\t\r]/.test(value) || /^-[^\d\s]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The records as CSV (UTF-8 with a byte-order mark so spreadsheets read accents), a header row first. */
export function applicationRecordsCsv(render: TRecordsRender): string {
  const texts = recordTextsOf(render.language);
  const header = RECORD_COLUMNS.map((column) => texts.columns[column]);
  const rows = render.records.lines.map((line) => recordCells(line, render));
  return `\ufeff${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `application-records-<grower>-<from>-<to>.<format>`, safe in a Content-Disposition header. */
export function applicationRecordsFileName(records: TApplicationRecords, format: 'csv' | 'pdf') {
  const grower = records.growerName.replace(/[^A-Za-z0-9._-]+/g, '_') || 'grower';
  return `application-records-${grower}-${records.from}-${records.to}.${format}`;
}

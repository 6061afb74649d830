import { z } from 'zod';
import { ZIdText } from '../ids';
import { messageRef } from '../validation';

/** The spec's date presets (part 2 §9); the BI tabs offer the first three (up to 30 days). */
export const REPORT_PRESETS = [
  'TODAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_3_MONTHS',
  'LAST_6_MONTHS',
  'LAST_YEAR',
  'YEAR_TO_DATE',
] as const;
export const ZReportPreset = z.enum(REPORT_PRESETS);
export type TReportPreset = z.infer<typeof ZReportPreset>;
export const BI_REPORT_PRESETS: readonly TReportPreset[] = ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'];

/** Longest range a report reads, in days (a year and a day covers "last year" in a leap year). */
export const MAX_REPORT_DAYS = 367;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const addMonths = (date: string, months: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
};

/** The inclusive branch-local range of a preset, seen from the branch's `today`. */
export function presetRange(preset: TReportPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'TODAY':
      return { from: today, to: today };
    case 'LAST_7_DAYS':
      return { from: addDays(today, -6), to: today };
    case 'LAST_30_DAYS':
      return { from: addDays(today, -29), to: today };
    case 'LAST_3_MONTHS':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case 'LAST_6_MONTHS':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case 'LAST_YEAR':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'YEAR_TO_DATE':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const ZIdList = z
  .union([ZIdText, z.array(ZIdText)])
  .optional()
  .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]));

/**
 * Filters every report shares: a preset or an explicit branch-local range (`dateInit`, `dateEnd`,
 * both counted), branch locations, equipment group, machine, grower, product and order status.
 */
const ZReportFilters = z.object({
  preset: ZReportPreset.optional(),
  dateInit: z.iso.date().optional(),
  dateEnd: z.iso.date().optional(),
  locations: ZIdList,
  equipmentGroupId: ZIdText.optional(),
  equipmentId: ZIdText.optional(),
  growerId: ZIdText.optional(),
  productId: ZIdText.optional(),
  status: z
    .union([z.coerce.number().int().min(1).max(7), z.array(z.coerce.number().int().min(1).max(7))])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});

/** Either a preset or both dates; a range that runs forward and is at most `MAX_REPORT_DAYS` long. */
function checkRange(
  query: { preset?: string; dateInit?: string; dateEnd?: string },
  context: z.RefinementCtx,
) {
  if (query.preset === undefined && !(query.dateInit && query.dateEnd))
    context.addIssue({ code: 'custom', message: messageRef('required'), path: ['dateInit'] });
  if (
    query.dateInit &&
    query.dateEnd &&
    (query.dateInit > query.dateEnd || daysInRange(query.dateInit, query.dateEnd) > MAX_REPORT_DAYS)
  )
    context.addIssue({
      code: 'custom',
      message: messageRef('summaryRangeInvalid', { max: MAX_REPORT_DAYS }),
      path: ['dateEnd'],
    });
}

export const ZReportQuery = ZReportFilters.superRefine(checkRange);
export type TReportQuery = z.infer<typeof ZReportQuery>;

/** Where a machine-day's hours come from: the machine's position points, or its plan when it sent none. */
export const ZHoursSource = z.enum(['positions', 'plan']);

/** Operational report: one machine on one branch-local day. Hours are decimal hours. */
export const ZOperationalRow = z.object({
  localDate: z.string(),
  equipmentId: z.number().int(),
  equipmentName: z.string(),
  equipmentGroupName: z.string().nullable(),
  source: ZHoursSource,
  applyingHours: z.number(),
  travellingHours: z.number(),
  /** Stopped with the terminal on; null when the hours come from the plan. */
  stoppedHours: z.number().nullable(),
  plannedApplyingHours: z.number(),
  plannedTravellingHours: z.number(),
  plannedCleaningHours: z.number(),
  /** Hectares planned, and applied by the orders the machine completed that day. */
  plannedAreaHectares: z.number(),
  appliedAreaHectares: z.number(),
  plannedOrders: z.number().int(),
  completedOrders: z.number().int(),
});
export type TOperationalRow = z.infer<typeof ZOperationalRow>;

export const ZOperationalReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZOperationalRow),
});
export type TOperationalReport = z.infer<typeof ZOperationalReport>;

/** A product line of an applied order: rate per hectare in its unit, total = rate x applied area. */
export const ZReportProductLine = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** LIQUID, DRY, SEED...: the rate's base amount is litres, kilograms or seeds. */
  productType: z.string(),
  /** EPA or national registration number. */
  registrationNumber: z.string().nullable(),
  ratePerHectare: z.number(),
  rateUnit: z.string(),
  total: z.number(),
});
export type TReportProductLine = z.infer<typeof ZReportProductLine>;

/** How the label gate judged the day the order went out on. */
export const ZLabelGateOutcome = z.enum(['passed', 'overridden', 'notSent']);

/** Application report: one completed order. */
export const ZApplicationRow = z.object({
  cdOrdemServico: z.number().int(),
  ticket: z.string().nullable(),
  status: z.number().int(),
  growerId: z.number().int(),
  growerName: z.string(),
  farmName: z.string(),
  fieldNames: z.array(z.string()),
  cropName: z.string().nullable(),
  plannedAreaHectares: z.number(),
  appliedAreaHectares: z.number().nullable(),
  startedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  applicatorName: z.string().nullable(),
  /** Licence numbers of the applicator in force on the closing day. */
  licenceNumbers: z.array(z.string()),
  labelGate: ZLabelGateOutcome,
  products: z.array(ZReportProductLine),
});
export type TApplicationRow = z.infer<typeof ZApplicationRow>;

export const ZApplicationReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZApplicationRow),
});
export type TApplicationReport = z.infer<typeof ZApplicationReport>;

/** `GET /reports/application-records`: one grower's records of a range, as CSV or PDF. */
export const ZApplicationRecordQuery = ZReportFilters.extend({
  growerId: ZIdText,
  format: z.enum(['csv', 'pdf', 'json']).default('csv'),
}).superRefine(checkRange);
export type TApplicationRecordQuery = z.infer<typeof ZApplicationRecordQuery>;

/** What a pesticide application record must hold, one line per product applied. */
export const ZApplicationRecordLine = z.object({
  cdOrdemServico: z.number().int(),
  ticket: z.string().nullable(),
  applicatorName: z.string().nullable(),
  licenceNumbers: z.array(z.string()),
  startedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  productName: z.string(),
  productType: z.string(),
  registrationNumber: z.string().nullable(),
  ratePerHectare: z.number(),
  rateUnit: z.string(),
  total: z.number(),
  cropName: z.string().nullable(),
  farmName: z.string(),
  fieldNames: z.array(z.string()),
  areaHectares: z.number(),
  /** Weather at the start of the application where a stored reading exists. */
  windKmh: z.number().nullable(),
  temperatureC: z.number().nullable(),
  humidityPct: z.number().nullable(),
});
export type TApplicationRecordLine = z.infer<typeof ZApplicationRecordLine>;

export const ZApplicationRecords = z.object({
  growerName: z.string(),
  branchName: z.string(),
  from: z.string(),
  to: z.string(),
  lines: z.array(ZApplicationRecordLine),
});
export type TApplicationRecords = z.infer<typeof ZApplicationRecords>;

/** An amount a tender truck carried out of the yard: one product, in its base amount (l or kg). */
export const ZTenderTruckProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** LIQUID, DRY...: the quantity is litres for liquids, kilograms otherwise. */
  productType: z.string(),
  quantity: z.number(),
});
export type TTenderTruckProduct = z.infer<typeof ZTenderTruckProduct>;

/** Tender truck report: one tender truck (or the machine served at the yard) on one branch-local day. */
export const ZTenderTruckRow = z.object({
  localDate: z.string(),
  tenderId: z.number().int(),
  tenderName: z.string(),
  equipmentGroupName: z.string(),
  /** The group's mixture: LIQUID, DRY or AMMONIA. */
  groupType: z.string(),
  /** Loads dispatched from the yard, each one trip. */
  trips: z.number().int(),
  machinesServed: z.number().int(),
  waterLitres: z.number(),
  products: z.array(ZTenderTruckProduct),
});
export type TTenderTruckRow = z.infer<typeof ZTenderTruckRow>;

export const ZTenderTruckReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZTenderTruckRow),
});
export type TTenderTruckReport = z.infer<typeof ZTenderTruckReport>;

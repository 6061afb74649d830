import { z } from 'zod';
import { ZIdText } from '../ids';
import { ZMachineState } from '../monitoring/fleet';
import { messageRef } from '../validation';

/**
 * The dashboard area (spec part 1 §2: `/dashboard`, `/telemetry`). The spec shows no call paths for
 * these screens; these are the product's own. Areas in hectares, speeds km/h, volumes litres,
 * instants UTC (ISO 8601), days branch-local.
 */

/** `GET /api/dashboard?day=`: the branch's day at a glance; today in the branch's zone without `day`. */
export const ZDashboardQuery = z.object({ day: z.iso.date().optional() });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/**
 * Limits the dashboard's spray-window verdict reads when no order is in view: the common label
 * guidance for ground boom spraying (wind 3 to 15 km/h, at most 30 °C, at least 40 % humidity, an
 * hour without rain after). An order's own products decide its windows in planning.
 */
export const DASHBOARD_SPRAY_LIMITS = {
  windSpeedMinKmh: 3,
  windSpeedMaxKmh: 15,
  temperatureMaxCelsius: 30,
  humidityMinPercent: 40,
  rainFreeHours: 1,
} as const;
/** How many forecast hours the dashboard shows from now. */
export const DASHBOARD_WEATHER_HOURS = 12;

export const ZDashboardWeatherHour = z.object({
  hour: z.string(),
  windKmh: z.number(),
  temperatureC: z.number(),
  humidityPct: z.number(),
  rainMm: z.number(),
  /** Open for spraying by `DASHBOARD_SPRAY_LIMITS`. */
  open: z.boolean(),
});

export const ZDashboard = z.object({
  /** The branch-local day shown. */
  day: z.string(),
  timeZone: z.string(),
  /** Orders by status: open ones (ready, in progress, on hold) all, closed ones closed that day. */
  orders: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** Hectares of the orders on the day's active plans, and applied by the orders completed that day. */
  plannedHectares: z.number(),
  appliedHectares: z.number(),
  /** Machines of the branch by their state now. */
  machines: z.array(z.object({ state: ZMachineState, count: z.number().int() })),
  /** Alarms still open (not ended). */
  openAlerts: z.number().int(),
  /** The next hours at the branch's centre; empty when the branch has no centre or no forecast. */
  weather: z.array(ZDashboardWeatherHour),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** Longest range one telemetry call may read, in days. */
export const TELEMETRY_MAX_DAYS = 7;
/** Bucket widths, seconds, a caller may ask for; without one the server picks one for the range. */
export const TELEMETRY_BUCKETS = [1, 10, 30, 60, 300, 900, 3600] as const;
/** At most this many buckets per call: the server widens the bucket to stay under it. */
export const TELEMETRY_MAX_POINTS = 2000;

/** `GET /api/telemetry?machineId&from&to&bucket`: one machine's reported values over time. */
export const ZTelemetryQuery = z
  .object({
    machineId: ZIdText,
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    bucket: z.coerce
      .number()
      .int()
      .refine((value) => (TELEMETRY_BUCKETS as readonly number[]).includes(value))
      .optional(),
  })
  .superRefine((query, context) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (!(span > 0) || span > TELEMETRY_MAX_DAYS * 86_400_000)
      context.addIssue({
        code: 'custom',
        message: messageRef('summaryRangeInvalid', { max: TELEMETRY_MAX_DAYS }),
        path: ['to'],
      });
  });
export type TTelemetryQuery = z.infer<typeof ZTelemetryQuery>;

/** One bucket: averages of the points in it, the boom share and the sections' on share. */
export const ZTelemetryPoint = z.object({
  at: z.string(),
  speedKmh: z.number().nullable(),
  rate: z.number().nullable(),
  tankLevelLitres: z.number().nullable(),
  /** Share of the bucket's points with the boom on, 0 to 1. */
  boomOn: z.number().nullable(),
  /** Share of sections on over the bucket's points, 0 to 1; null when no section state was reported. */
  sectionsOn: z.number().nullable(),
  points: z.number().int(),
});

export const ZTelemetry = z.object({
  machineId: z.number().int(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  /** The bucket width used, seconds. */
  bucket: z.number().int(),
  /** Engine hours: not reported by the machine API today, so always null. */
  engineHours: z.number().nullable(),
  points: z.array(ZTelemetryPoint),
});
export type TTelemetry = z.infer<typeof ZTelemetry>;

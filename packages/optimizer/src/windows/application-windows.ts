import type { Seconds, TimeWindow } from '../model/problem';

/** One hour of forecast, starting at `time` (seconds from the day origin). */
export interface ForecastHour {
  readonly time: Seconds;
  readonly windKmh: number;
  readonly temperatureC: number;
  readonly humidityPct: number;
  /** Rain expected during the hour, in millimetres. */
  readonly rainMm: number;
}

/** When application is allowed relative to the sun. */
export type SunRule =
  /** The spec's rule: from 1 hour after sunrise to 2 hours before sunset. */
  | 'daylight-margins'
  /** Between sunrise and sunset. */
  | 'daylight'
  /** Any time. */
  | 'none';

/** A product's weather limits; an absent limit does not constrain. */
export interface ProductLimits {
  readonly productId: string;
  readonly windMinKmh?: number;
  readonly windMaxKmh?: number;
  readonly temperatureMinC?: number;
  readonly temperatureMaxC?: number;
  readonly humidityMinPct?: number;
  readonly humidityMaxPct?: number;
  /** Dry hours needed after application: the hour applied and this many following need no rain. */
  readonly rainFreeHours?: number;
  /** Default `daylight-margins`. */
  readonly sunRule?: SunRule;
}

/** Which limit blocked an hour. */
export type WindowLimit =
  | 'wind-min'
  | 'wind-max'
  | 'temperature-min'
  | 'temperature-max'
  | 'humidity-min'
  | 'humidity-max'
  | 'rain'
  | 'sun'
  | 'no-forecast';

/** Why an hour is (partly) closed for a product, for dispatchers to read. */
export interface WindowReason {
  readonly productId: string;
  readonly limit: WindowLimit;
  /** The forecast value that broke the limit (rain: the wettest hour in the dry period). */
  readonly value?: number;
  readonly threshold?: number;
}

/** Verdict for one forecast hour. */
export interface HourVerdict {
  readonly start: Seconds;
  readonly end: Seconds;
  /** Whether any part of the hour is open for every product. */
  readonly open: boolean;
  readonly reasons: readonly WindowReason[];
}

export interface WindowsInput {
  /** Hourly rows; hours without a row are closed. */
  readonly forecast: readonly ForecastHour[];
  /** Limits of each product of the order (all must hold). */
  readonly products: readonly ProductLimits[];
  readonly sunrise: Seconds;
  readonly sunset: Seconds;
}

export interface ApplicationWindows {
  /** Open intervals, sorted and disjoint, ready for `Order.windows`. */
  readonly windows: TimeWindow[];
  readonly hours: HourVerdict[];
}

const HOUR = 3600;

function sunInterval(rule: SunRule, sunrise: Seconds, sunset: Seconds): [Seconds, Seconds] {
  if (rule === 'none') return [-Infinity, Infinity];
  if (rule === 'daylight') return [sunrise, sunset];
  return [sunrise + HOUR, sunset - 2 * HOUR];
}

/**
 * Computes when an order may be applied from an hourly forecast, its products' limits and the
 * sun: an hour is open when every product's wind, temperature and humidity limits hold, no rain
 * falls in it nor in the product's rain-free hours after it, and the sun rule allows it (an hour
 * may be open in part). Pure: no clock, no I/O.
 */
export function computeApplicationWindows(input: WindowsInput): ApplicationWindows {
  const rows = [...input.forecast].sort((a, b) => a.time - b.time);
  const byHour = new Map(rows.map((r) => [r.time, r]));
  const hours: HourVerdict[] = [];
  const windows: [Seconds, Seconds][] = [];
  const products = input.products.length > 0 ? input.products : [{ productId: '' } as ProductLimits];
  for (const row of rows) {
    const start = row.time;
    const end = start + HOUR;
    const reasons: WindowReason[] = [];
    let openFrom = start;
    let openTo = end;
    for (const p of products) {
      const check = (
        limit: WindowLimit,
        value: number,
        threshold: number | undefined,
        isBroken: (v: number, t: number) => boolean,
      ): void => {
        if (threshold !== undefined && isBroken(value, threshold))
          reasons.push({ productId: p.productId, limit, value, threshold });
      };
      check('wind-min', row.windKmh, p.windMinKmh, (v, t) => v < t);
      check('wind-max', row.windKmh, p.windMaxKmh, (v, t) => v > t);
      check('temperature-min', row.temperatureC, p.temperatureMinC, (v, t) => v < t);
      check('temperature-max', row.temperatureC, p.temperatureMaxC, (v, t) => v > t);
      check('humidity-min', row.humidityPct, p.humidityMinPct, (v, t) => v < t);
      check('humidity-max', row.humidityPct, p.humidityMaxPct, (v, t) => v > t);
      const dryHours = Math.max(0, Math.ceil(p.rainFreeHours ?? 0));
      let wettest = 0;
      let unknown = false;
      for (let h = 0; h <= dryHours; h++) {
        const later = byHour.get(start + h * HOUR);
        if (!later) unknown = true;
        else wettest = Math.max(wettest, later.rainMm);
      }
      if (wettest > 0) reasons.push({ productId: p.productId, limit: 'rain', value: wettest, threshold: 0 });
      else if (unknown) reasons.push({ productId: p.productId, limit: 'no-forecast' });
      const [sunFrom, sunTo] = sunInterval(p.sunRule ?? 'daylight-margins', input.sunrise, input.sunset);
      if (sunFrom > start || sunTo < end) reasons.push({ productId: p.productId, limit: 'sun' });
      openFrom = Math.max(openFrom, sunFrom);
      openTo = Math.min(openTo, sunTo);
    }
    const weatherBlocked = reasons.some((r) => r.limit !== 'sun');
    const open = !weatherBlocked && openTo > openFrom;
    hours.push({ start, end, open, reasons });
    if (open) {
      const last = windows[windows.length - 1];
      if (last && last[1] >= openFrom) last[1] = Math.max(last[1], openTo);
      else windows.push([openFrom, openTo]);
    }
  }
  return { windows, hours };
}

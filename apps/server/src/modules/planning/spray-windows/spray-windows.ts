import type { TWeatherRespect } from '@tramline/domain';
import { localMidnight } from '../../../calendar/calendar';
import { getTimes } from 'suncalc';
import { computeApplicationWindows, type HourVerdict, type ProductLimits } from '@tramline/optimizer';
import type { TGeoPoint, TWeatherProvider } from '../../weather/weather.provider';

/** A product's spray limits as the records keep them; null means the product sets no limit. */
export interface TProductWeatherLimits {
  productId: number;
  windSpeedMinKmh: number | null;
  windSpeedMaxKmh: number | null;
  temperatureMinCelsius: number | null;
  temperatureMaxCelsius: number | null;
  humidityMinPercent: number | null;
  humidityMaxPercent: number | null;
  rainFreeHours: number | null;
  /** Spray only from 1 hour after sunrise to 2 hours before sunset. */
  sunRule: boolean;
}

/**
 * A product's weather limits as a group's planning settings respect them: a limit the group does
 * not respect is no limit. The one reading of the settings for the builder, the order analysis and
 * the feasibility checker.
 */
export function respectedLimits(
  product: {
    id: number;
    vlVelocWindMin: number | null;
    vlVelocWindMax: number | null;
    vlTemperatureMin: number | null;
    vlTemperatureMax: number | null;
    vlHumidityMin: number | null;
    vlHumidityMax: number | null;
    rainFreeHours: number | null;
    sunRule: boolean;
  },
  respect: TWeatherRespect,
): TProductWeatherLimits {
  return {
    productId: product.id,
    windSpeedMinKmh: respect.wind ? product.vlVelocWindMin : null,
    windSpeedMaxKmh: respect.wind ? product.vlVelocWindMax : null,
    temperatureMinCelsius: respect.temperature ? product.vlTemperatureMin : null,
    temperatureMaxCelsius: respect.temperature ? product.vlTemperatureMax : null,
    humidityMinPercent: respect.humidity ? product.vlHumidityMin : null,
    humidityMaxPercent: respect.humidity ? product.vlHumidityMax : null,
    rainFreeHours: respect.rain ? product.rainFreeHours : null,
    sunRule: respect.sun && product.sunRule,
  };
}

export interface TSprayWindowsRequest {
  ownerId: number;
  /** The field's entry point or centroid. */
  point: TGeoPoint;
  /** Local calendar day, `YYYY-MM-DD`, in the branch's time zone. */
  date: string;
  timeZone: string;
  products: readonly TProductWeatherLimits[];
}

export interface TSprayWindows {
  /** Local midnight of the day: the origin every `Seconds` value counts from. */
  dayStart: Date;
  sunrise: Date;
  sunset: Date;
  /** Open spans of the day, as instants. */
  windows: { start: Date; end: Date }[];
  /** Open spans in seconds from `dayStart`, ready for the optimiser. */
  windowSeconds: [number, number][];
  /** Hour by hour: open or not, and which limit of which product closed it. */
  hours: (Omit<HourVerdict, 'reasons'> & {
    reasons: (HourVerdict['reasons'][number] & { productId: string })[];
  })[];
}

const optional = (value: number | null) => (value === null ? undefined : value);

function toLimits(product: TProductWeatherLimits): ProductLimits {
  return {
    productId: String(product.productId),
    windMinKmh: optional(product.windSpeedMinKmh),
    windMaxKmh: optional(product.windSpeedMaxKmh),
    temperatureMinC: optional(product.temperatureMinCelsius),
    temperatureMaxC: optional(product.temperatureMaxCelsius),
    humidityMinPct: optional(product.humidityMinPercent),
    humidityMaxPct: optional(product.humidityMaxPercent),
    rainFreeHours: optional(product.rainFreeHours),
    sunRule: product.sunRule ? 'daylight-margins' : 'none',
  };
}

/**
 * When an order may be sprayed on a day at a field: the hourly forecast against every product's
 * wind, temperature, humidity and rain-free limits, and the sun rule (1 hour after sunrise to
 * 2 hours before sunset) for products that have it. Forecast hours come for the day plus the
 * longest rain-free period, so rain early next morning closes a late application.
 */
export async function computeSprayWindows(
  weather: TWeatherProvider,
  request: TSprayWindowsRequest,
): Promise<TSprayWindows> {
  const dayStart = localMidnight(request.date, request.timeZone);
  const rainFreeHours = Math.max(0, ...request.products.map((product) => product.rainFreeHours ?? 0));
  const to = new Date(dayStart.getTime() + (24 + Math.ceil(rainFreeHours)) * 3_600_000);
  const forecast = await weather.hourly(request.ownerId, request.point, dayStart, to);
  const noon = new Date(dayStart.getTime() + 12 * 3_600_000);
  const times = getTimes(noon, request.point.latitude, request.point.longitude);
  // Polar days have no sunrise or sunset; treat them as all daylight.
  const sun = {
    sunrise: times.sunrise ?? dayStart,
    sunset: times.sunset ?? new Date(dayStart.getTime() + 86_400_000),
  };
  const seconds = (instant: Date) => Math.round((instant.getTime() - dayStart.getTime()) / 1000);
  const result = computeApplicationWindows({
    forecast: forecast.map((hour) => ({
      time: seconds(hour.hour),
      windKmh: hour.windKmh,
      temperatureC: hour.temperatureC,
      humidityPct: hour.humidityPct,
      rainMm: hour.rainMm,
    })),
    products: request.products.map(toLimits),
    sunrise: seconds(sun.sunrise),
    sunset: seconds(sun.sunset),
  });
  const dayLength = seconds(new Date(dayStart.getTime() + 86_400_000));
  const windowSeconds = result.windows
    .map(([start, end]) => [Math.max(0, start), Math.min(dayLength, end)] as [number, number])
    .filter(([start, end]) => end > start);
  const instant = (value: number) => new Date(dayStart.getTime() + value * 1000);
  return {
    dayStart,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    windows: windowSeconds.map(([start, end]) => ({ start: instant(start), end: instant(end) })),
    windowSeconds,
    hours: result.hours
      .filter((hour) => hour.start < dayLength)
      .map((hour) => ({ ...hour, reasons: [...hour.reasons] })),
  };
}

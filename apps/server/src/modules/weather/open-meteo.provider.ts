import { z } from 'zod';
import type { TExecutor } from '../../db/database';
import { createWeatherRepository } from './weather.repository';
import {
  gridCell,
  WeatherUnavailableError,
  type TForecastHour,
  type TWeatherProvider,
} from './weather.provider';

const ZOpenMeteoHourly = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: z.array(z.number().nullable()),
    relative_humidity_2m: z.array(z.number().nullable()),
    precipitation: z.array(z.number().nullable()),
    wind_speed_10m: z.array(z.number().nullable()),
    wind_gusts_10m: z.array(z.number().nullable()).optional(),
  }),
});

export interface TOpenMeteoOptions {
  /** Base URL of the API, e.g. `https://api.open-meteo.com`. */
  baseUrl: string;
  timeoutMs?: number;
  /** Keep fetched hours in the stored forecasts (compliance reports read them later). */
  store?: TExecutor;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The Open-Meteo HTTP adapter: hourly wind (km/h), temperature, humidity and rain at the grid cell. */
export function createOpenMeteoProvider(options: TOpenMeteoOptions): TWeatherProvider {
  const repository = options.store ? createWeatherRepository(options.store) : undefined;
  return {
    name: 'open-meteo',
    async hourly(ownerId, point, from, to) {
      const cell = gridCell(point);
      const url = new URL('/v1/forecast', options.baseUrl);
      url.search = new URLSearchParams({
        latitude: String(cell.latitude),
        longitude: String(cell.longitude),
        hourly: 'temperature_2m,relative_humidity_2m,precipitation,wind_speed_10m,wind_gusts_10m',
        wind_speed_unit: 'kmh',
        timezone: 'UTC',
        start_date: isoDate(from),
        end_date: isoDate(new Date(to.getTime() - 1)),
      }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
        if (!response.ok) throw new Error(`Open-Meteo answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new WeatherUnavailableError('The weather service could not be reached', { cause: error });
      }
      const parsed = ZOpenMeteoHourly.safeParse(body);
      if (!parsed.success)
        throw new WeatherUnavailableError('The weather service answered an unexpected shape');
      const hourly = parsed.data.hourly;
      const hours: TForecastHour[] = [];
      hourly.time.forEach((time, index) => {
        const hour = new Date(`${time}:00Z`);
        const temperatureC = hourly.temperature_2m[index];
        const humidityPct = hourly.relative_humidity_2m[index];
        const windKmh = hourly.wind_speed_10m[index];
        if (hour < from || hour >= to) return;
        if (temperatureC == null || humidityPct == null || windKmh == null) return;
        hours.push({
          hour,
          windKmh,
          windGustKmh: hourly.wind_gusts_10m?.[index] ?? null,
          temperatureC,
          humidityPct,
          rainMm: hourly.precipitation[index] ?? 0,
        });
      });
      await repository?.upsert(
        hours.map((hour) => ({ ownerId, ...cell, ...hour, source: 'open-meteo', fetchedAt: new Date() })),
      );
      return hours;
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { TForecastHour, TWeatherProvider } from '../../weather/weather.provider';
import { localMidnight } from '../../../calendar/calendar';
import { computeSprayWindows, type TProductWeatherLimits } from './spray-windows';

const field = { latitude: 42.03, longitude: -93.62 };
const date = '2026-05-04';
const timeZone = 'America/Chicago';
const midnight = localMidnight(date, timeZone);

/** A day of calm weather, with the given hours (local) changed. */
function weatherWith(changes: Record<number, Partial<TForecastHour>>): TWeatherProvider {
  return {
    name: 'test',
    async hourly(_owner, _point, from, to) {
      const hours: TForecastHour[] = [];
      for (let time = from.getTime(); time < to.getTime(); time += 3_600_000) {
        const local = Math.floor((time - midnight.getTime()) / 3_600_000);
        hours.push({
          hour: new Date(time),
          windKmh: 8,
          windGustKmh: null,
          temperatureC: 20,
          humidityPct: 60,
          rainMm: 0,
          ...changes[local],
        });
      }
      return hours;
    },
  };
}

const herbicide: TProductWeatherLimits = {
  productId: 7,
  windSpeedMinKmh: 3,
  windSpeedMaxKmh: 16,
  temperatureMinCelsius: 5,
  temperatureMaxCelsius: 29,
  humidityMinPercent: null,
  humidityMaxPercent: null,
  rainFreeHours: null,
  sunRule: false,
};
const local = (hour: number) => new Date(midnight.getTime() + hour * 3_600_000);

describe('computeSprayWindows', () => {
  it('counts the day from local midnight in the branch time zone', () => {
    expect(midnight.toISOString()).toBe('2026-05-04T05:00:00.000Z');
  });

  it('closes the hours where the wind is over a product limit and says why', async () => {
    const result = await computeSprayWindows(weatherWith({ 14: { windKmh: 24 }, 15: { windKmh: 26 } }), {
      ownerId: 1,
      point: field,
      date,
      timeZone,
      products: [herbicide],
    });
    expect(result.windows).toEqual([
      { start: local(0), end: local(14) },
      { start: local(16), end: local(24) },
    ]);
    const blocked = result.hours.find((hour) => hour.start === 14 * 3600);
    expect(blocked?.open).toBe(false);
    expect(blocked?.reasons).toContainEqual(
      expect.objectContaining({ productId: '7', limit: 'wind-max', value: 24 }),
    );
  });

  it('keeps a product with the sun rule from 1 hour after sunrise to 2 hours before sunset', async () => {
    const result = await computeSprayWindows(weatherWith({}), {
      ownerId: 1,
      point: field,
      date,
      timeZone,
      products: [{ ...herbicide, sunRule: true }],
    });
    expect(result.windows).toHaveLength(1);
    const [window] = result.windows;
    expect(Math.abs(window!.start.getTime() - (result.sunrise.getTime() + 3_600_000))).toBeLessThan(1000);
    expect(Math.abs(window!.end.getTime() - (result.sunset.getTime() - 2 * 3_600_000))).toBeLessThan(1000);
    // In Ames on 4 May the sun rises a little after 6 and sets a little after 20, local time.
    expect(result.sunrise.getTime()).toBeGreaterThan(local(6).getTime());
    expect(result.sunset.getTime()).toBeGreaterThan(local(20).getTime());
  });

  it('closes the hours before rain inside the rain-free period', async () => {
    const result = await computeSprayWindows(weatherWith({ 15: { rainMm: 3 } }), {
      ownerId: 1,
      point: field,
      date,
      timeZone,
      products: [{ ...herbicide, rainFreeHours: 2 }],
    });
    expect(result.windows[0]!.end.getTime()).toBeLessThanOrEqual(local(13).getTime());
    const reasons = result.hours.find((hour) => hour.start === 14 * 3600)?.reasons ?? [];
    expect(reasons.some((reason) => reason.limit === 'rain')).toBe(true);
  });

  it('has no window at all when no forecast covers the day', async () => {
    const empty: TWeatherProvider = { name: 'none', hourly: async () => [] };
    const result = await computeSprayWindows(empty, {
      ownerId: 1,
      point: field,
      date,
      timeZone,
      products: [herbicide],
    });
    expect(result.windows).toEqual([]);
  });
});

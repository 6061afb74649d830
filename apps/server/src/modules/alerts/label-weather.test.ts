import { describe, expect, it } from 'vitest';
import { computeSprayWindows, type TProductWeatherLimits } from '../planning/spray-windows/spray-windows';
import type { TForecastHour, TWeatherProvider } from '../weather/weather.provider';
import { judgeLabelWeather } from './label-weather';

const limits: TProductWeatherLimits = {
  productId: 1,
  windSpeedMinKmh: 3,
  windSpeedMaxKmh: 15,
  temperatureMinCelsius: 10,
  temperatureMaxCelsius: 30,
  humidityMinPercent: 40,
  humidityMaxPercent: null,
  rainFreeHours: 2,
  sunRule: false,
};
const calm = { windKmh: 8, windGustKmh: null, temperatureC: 20, humidityPct: 60, rainMm: 0 };

/** A provider answering the same hour all day, with `noon` changed at 12:00 UTC. */
function provider(noon: Partial<TForecastHour> = {}): TWeatherProvider {
  return {
    name: 'test',
    async hourly(_owner, _point, from, to) {
      const hours: TForecastHour[] = [];
      for (let time = from.getTime(); time < to.getTime(); time += 3_600_000) {
        const hour = new Date(time);
        hours.push({ hour, ...calm, ...(hour.getUTCHours() === 12 ? noon : {}) });
      }
      return hours;
    },
  };
}
const noonAt = new Date('2026-06-01T12:30:00Z');

async function verdict(noon: Partial<TForecastHour>, product: TProductWeatherLimits = limits) {
  const windows = await computeSprayWindows(provider(noon), {
    ownerId: 1,
    point: { latitude: 42, longitude: -93.6 },
    date: '2026-06-01',
    timeZone: 'UTC',
    products: [product],
  });
  return judgeLabelWeather(windows, noonAt);
}

describe('code 2, label weather at the machine', () => {
  it('holds nothing on a calm hour', async () => {
    expect(await verdict({})).toEqual({ breaks: false, limits: [] });
  });

  it('breaks on wind over the maximum, not at it', async () => {
    expect(await verdict({ windKmh: 15 })).toEqual({ breaks: false, limits: [] });
    expect(await verdict({ windKmh: 15.1 })).toEqual({ breaks: true, limits: ['wind'] });
    expect(await verdict({ windKmh: 2.9 })).toEqual({ breaks: true, limits: ['wind'] });
  });

  it('breaks on temperature and humidity outside their limits, not at them', async () => {
    expect((await verdict({ temperatureC: 10 }))?.breaks).toBe(false);
    expect(await verdict({ temperatureC: 9.9 })).toEqual({ breaks: true, limits: ['temperature'] });
    expect(await verdict({ temperatureC: 30.5 })).toEqual({ breaks: true, limits: ['temperature'] });
    expect((await verdict({ humidityPct: 40 }))?.breaks).toBe(false);
    expect(await verdict({ humidityPct: 39 })).toEqual({ breaks: true, limits: ['humidity'] });
  });

  it('breaks on rain in the hour or in the rain-free hours after it', async () => {
    expect(await verdict({ rainMm: 0.2 })).toEqual({ breaks: true, limits: ['rain'] });
    const earlier = await computeSprayWindows(provider({ rainMm: 1 }), {
      ownerId: 1,
      point: { latitude: 42, longitude: -93.6 },
      date: '2026-06-01',
      timeZone: 'UTC',
      products: [limits],
    });
    expect(judgeLabelWeather(earlier, new Date('2026-06-01T10:30:00Z'))?.limits).toEqual(['rain']);
    expect(judgeLabelWeather(earlier, new Date('2026-06-01T09:30:00Z'))?.breaks).toBe(false);
  });

  it('applies the sun rule for a product that has it', async () => {
    const windows = await computeSprayWindows(provider(), {
      ownerId: 1,
      point: { latitude: 42, longitude: -93.6 },
      date: '2026-06-01',
      timeZone: 'UTC',
      products: [{ ...limits, sunRule: true }],
    });
    // 03:00 UTC is night in Iowa.
    expect(judgeLabelWeather(windows, new Date('2026-06-01T03:30:00Z'))).toEqual({
      breaks: true,
      limits: ['sun'],
    });
  });

  it('judges nothing for an hour without forecast', async () => {
    const empty: TWeatherProvider = { name: 'none', hourly: async () => [] };
    const windows = await computeSprayWindows(empty, {
      ownerId: 1,
      point: { latitude: 42, longitude: -93.6 },
      date: '2026-06-01',
      timeZone: 'UTC',
      products: [limits],
    });
    expect(judgeLabelWeather(windows, noonAt)).toBeNull();
  });
});

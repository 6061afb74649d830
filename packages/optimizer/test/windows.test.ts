import { describe, expect, it } from 'vitest';
import { computeApplicationWindows } from '../src/windows/application-windows';
import type { ForecastHour } from '../src/windows/application-windows';

const H = 3600;
/** A calm day from 05:00 to 21:00 with a windy afternoon (14:00-17:00) and rain at 11:00. */
const forecast: ForecastHour[] = Array.from({ length: 16 }, (_, i) => {
  const hour = 5 + i;
  return {
    time: hour * H,
    windKmh: hour >= 14 && hour < 17 ? 25 : 8,
    temperatureC: 12 + i,
    humidityPct: 60,
    rainMm: hour === 11 ? 2.5 : 0,
  };
});
const sun = { sunrise: 6 * H, sunset: 20 * H };

describe('application windows', () => {
  it('keeps 1 h after sunrise and 2 h before sunset, and drops windy and rainy hours', () => {
    const { windows } = computeApplicationWindows({
      forecast,
      products: [{ productId: 'p', windMaxKmh: 15 }],
      ...sun,
    });
    expect(windows).toEqual([
      [7 * H, 11 * H],
      [12 * H, 14 * H],
      [17 * H, 18 * H],
    ]);
  });

  it('closes the hours before rain for a product that needs dry hours after application', () => {
    const { windows, hours } = computeApplicationWindows({
      forecast,
      products: [{ productId: 'p', windMaxKmh: 15, rainFreeHours: 2 }],
      ...sun,
    });
    expect(windows[0]).toEqual([7 * H, 9 * H]);
    const nine = hours.find((h) => h.start === 9 * H)!;
    expect(nine.open).toBe(false);
    expect(nine.reasons).toEqual([{ productId: 'p', limit: 'rain', value: 2.5, threshold: 0 }]);
  });

  it('intersects the limits of every product and says which one blocked each hour', () => {
    const { windows, hours } = computeApplicationWindows({
      forecast,
      products: [
        { productId: 'herbicide', windMaxKmh: 30, temperatureMaxC: 24 },
        { productId: 'adjuvant', windMaxKmh: 15, sunRule: 'none' },
      ],
      ...sun,
    });
    expect(windows).toEqual([
      [7 * H, 11 * H],
      [12 * H, 14 * H],
      [17 * H, 18 * H],
    ]);
    expect(hours.find((h) => h.start === 15 * H)!.reasons).toEqual([
      { productId: 'adjuvant', limit: 'wind-max', value: 25, threshold: 15 },
    ]);
    expect(hours.find((h) => h.start === 19 * H)!.reasons).toEqual([
      { productId: 'herbicide', limit: 'temperature-max', value: 26, threshold: 24 },
      { productId: 'herbicide', limit: 'sun' },
    ]);
    const six = hours.find((h) => h.start === 6 * H)!;
    expect(six.open).toBe(false);
    expect(six.reasons.map((r) => r.limit)).toEqual(['sun']);
  });

  it('opens a partial hour when sunrise falls inside it', () => {
    const { windows } = computeApplicationWindows({
      forecast,
      products: [{ productId: 'p', sunRule: 'daylight' }],
      sunrise: 6 * H + 1800,
      sunset: 8 * H,
    });
    expect(windows[0]).toEqual([6 * H + 1800, 8 * H]);
  });

  it('closes hours without forecast', () => {
    const { windows } = computeApplicationWindows({
      forecast: forecast.filter((f) => f.time !== 8 * H),
      products: [{ productId: 'p', sunRule: 'none' }],
      ...sun,
    });
    expect(windows.slice(0, 2)).toEqual([
      [5 * H, 8 * H],
      [9 * H, 11 * H],
    ]);
  });
});

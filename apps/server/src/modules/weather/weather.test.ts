import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeHttp } from '../../test/fake-http';
import { createOpenMeteoProvider } from './open-meteo.provider';
import { createStoredWeatherProvider } from './stored-weather.provider';
import { createWeatherRepository } from './weather.repository';
import { WeatherUnavailableError } from './weather.provider';

const { database, demo } = await createTestApp();
const field = { latitude: 42.0431, longitude: -93.5812 };
const day = new Date('2026-05-04T00:00:00Z');
const hourAt = (hour: number) => new Date(day.getTime() + hour * 3_600_000);

describe('stored forecasts', () => {
  it('answers the hours of the grid cell a point falls in, inside the asked span', async () => {
    await createWeatherRepository(database.db).upsert(
      [10, 11, 12, 30].map((hour) => ({
        ownerId: demo.ownerId,
        latitude: 42.0,
        longitude: -93.6,
        hour: hourAt(hour),
        windKmh: hour,
        temperatureC: 20,
        humidityPct: 60,
        rainMm: 0,
      })),
    );
    const hours = await createStoredWeatherProvider(database.db).hourly(
      demo.ownerId,
      field,
      hourAt(0),
      hourAt(24),
    );
    expect(hours.map((hour) => hour.windKmh)).toEqual([10, 11, 12]);
    const elsewhere = await createStoredWeatherProvider(database.db).hourly(
      demo.ownerId,
      { latitude: -12.5, longitude: -55.7 },
      hourAt(0),
      hourAt(24),
    );
    expect(elsewhere).toEqual([]);
  });

  it('replaces an hour on a second write instead of doubling it', async () => {
    const repository = createWeatherRepository(database.db);
    const row = {
      ownerId: demo.ownerId,
      latitude: 42.0,
      longitude: -93.6,
      hour: hourAt(10),
      windKmh: 33,
      temperatureC: 21,
      humidityPct: 55,
      rainMm: 1.5,
    };
    await repository.upsert([row]);
    const hours = await createStoredWeatherProvider(database.db).hourly(
      demo.ownerId,
      field,
      hourAt(10),
      hourAt(11),
    );
    expect(hours).toHaveLength(1);
    expect(hours[0]).toMatchObject({ windKmh: 33, rainMm: 1.5 });
  });
});

describe('Open-Meteo adapter', async () => {
  const times = Array.from({ length: 48 }, (_, hour) => hourAt(hour).toISOString().slice(0, 16));
  const api = await startFakeHttp((_request, url) =>
    url.searchParams.get('latitude') === '0'
      ? { status: 503, body: { error: true } }
      : {
          body: {
            hourly: {
              time: times,
              temperature_2m: times.map((_, hour) => 15 + (hour % 24) / 2),
              relative_humidity_2m: times.map(() => 70),
              precipitation: times.map((_, hour) => (hour === 14 ? 2.4 : 0)),
              wind_speed_10m: times.map((_, hour) => 5 + (hour % 24)),
              wind_gusts_10m: times.map(() => null),
            },
          },
        },
  );

  it('asks for the grid cell in km/h and UTC, keeps the asked hours and stores them', async () => {
    const provider = createOpenMeteoProvider({ baseUrl: api.baseUrl, store: database.db });
    const hours = await provider.hourly(demo.ownerId, field, hourAt(6), hourAt(18));
    expect(hours).toHaveLength(12);
    expect(hours[0]).toMatchObject({ hour: hourAt(6), windKmh: 11, temperatureC: 18, humidityPct: 70 });
    expect(hours.find((hour) => hour.rainMm > 0)?.hour).toEqual(hourAt(14));
    const request = api.requests.at(-1)!;
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      latitude: '42',
      longitude: '-93.6',
      wind_speed_unit: 'kmh',
      timezone: 'UTC',
      start_date: '2026-05-04',
      end_date: '2026-05-04',
    });
    const stored = await createStoredWeatherProvider(database.db).hourly(
      demo.ownerId,
      field,
      hourAt(14),
      hourAt(15),
    );
    expect(stored[0]?.rainMm).toBe(2.4);
  });

  it('turns a failing or unreachable service into a weather error (code 708)', async () => {
    await expect(
      createOpenMeteoProvider({ baseUrl: api.baseUrl }).hourly(
        demo.ownerId,
        { latitude: 0, longitude: 0 },
        hourAt(0),
        hourAt(1),
      ),
    ).rejects.toBeInstanceOf(WeatherUnavailableError);
    await expect(
      createOpenMeteoProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).hourly(
        demo.ownerId,
        field,
        hourAt(0),
        hourAt(1),
      ),
    ).rejects.toBeInstanceOf(WeatherUnavailableError);
  });
});

describe('demo forecasts', () => {
  it('cover every demo field from yesterday to three days ahead, with windows that open and close', async () => {
    const { fields } = await import('../records/growers/growers.tables');
    const { inArray } = await import('drizzle-orm');
    const rows = await database.db
      .select({ latitude: fields.centroidLatitude, longitude: fields.centroidLongitude })
      .from(fields)
      .where(inArray(fields.id, demo.ids.fields ?? []));
    const located = rows.filter((row) => row.latitude !== null && row.longitude !== null);
    expect(located.length).toBeGreaterThan(40);
    const provider = createStoredWeatherProvider(database.db);
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const tomorrowEnd = new Date(today.getTime() + 2 * 86_400_000);
    const winds: number[] = [];
    for (const row of located) {
      const hours = await provider.hourly(
        demo.ownerId,
        { latitude: row.latitude!, longitude: row.longitude! },
        today,
        tomorrowEnd,
      );
      expect(hours).toHaveLength(48);
      winds.push(...hours.map((hour) => hour.windKmh));
    }
    expect(Math.min(...winds)).toBeLessThan(8);
    expect(Math.max(...winds)).toBeGreaterThan(15);
  });
});

import { inArray } from 'drizzle-orm';
import { fields } from '../modules/records/growers/growers.tables';
import { createWeatherRepository } from '../modules/weather/weather.repository';
import { gridCell } from '../modules/weather/weather.provider';
import { DEMO_TIME_ZONES, type TDemoContext } from './demo-context';
import type { TRandom } from './random';

/** Days of hourly forecast the demo keeps: yesterday, today and the next three days (local days, whole). */
export const DEMO_FORECAST_DAYS = { before: 1, after: 3 } as const;

interface TClimate {
  timeZone: string;
  /** Night low and afternoon high, °C. */
  low: number;
  high: number;
  /** Calm and afternoon wind, km/h. */
  calmWind: number;
  afternoonWind: number;
  /** Chance of an afternoon shower on a day. */
  showerChance: number;
}

const CLIMATES: Record<'iowa' | 'matoGrosso', TClimate> = {
  iowa: {
    timeZone: DEMO_TIME_ZONES.iowa,
    low: 8,
    high: 22,
    calmWind: 6,
    afternoonWind: 17,
    showerChance: 0.3,
  },
  matoGrosso: {
    timeZone: DEMO_TIME_ZONES.matoGrosso,
    low: 22,
    high: 33,
    calmWind: 4,
    afternoonWind: 12,
    showerChance: 0.5,
  },
};

function localHour(instant: Date, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(instant),
  );
}

/**
 * One day's weather story for a branch: how windy and how warm it gets, and whether a shower
 * comes. The same story covers every cell of the branch, with a little noise per cell.
 */
function dayStory(random: TRandom, climate: TClimate) {
  return {
    windFactor: random.pick([0.7, 1, 1, 1.3, 1.9]),
    warmth: random.between(-3, 3),
    showerHour: random.chance(climate.showerChance) ? random.integer(13, 18) : null,
  };
}

/**
 * Seeds hourly forecasts around every demo field: calm, cool mornings, warm and windy afternoons
 * (some days too windy to spray), humid nights, and afternoon showers on some days, so spray
 * windows open and close through the day.
 */
export const weatherDemoSeeder = {
  name: 'weather',
  async seed(context: TDemoContext) {
    const fieldIds = context.ids.fields ?? [];
    if (fieldIds.length === 0) return;
    const rows = await context.db
      .select({
        unitId: fields.unitId,
        latitude: fields.centroidLatitude,
        longitude: fields.centroidLongitude,
      })
      .from(fields)
      .where(inArray(fields.id, fieldIds));
    const branchOf = new Map([
      [context.units.iowa, 'iowa' as const],
      [context.units.matoGrosso, 'matoGrosso' as const],
    ]);
    const cells = new Map<string, { latitude: number; longitude: number; branch: 'iowa' | 'matoGrosso' }>();
    for (const row of rows) {
      const branch = branchOf.get(row.unitId);
      if (!branch || row.latitude === null || row.longitude === null) continue;
      const cell = gridCell({ latitude: row.latitude, longitude: row.longitude });
      cells.set(`${cell.latitude},${cell.longitude}`, { ...cell, branch });
    }
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const first = today.getTime() - DEMO_FORECAST_DAYS.before * 86_400_000;
    const days = DEMO_FORECAST_DAYS.before + 1 + DEMO_FORECAST_DAYS.after;
    const forecasts: Parameters<ReturnType<typeof createWeatherRepository>['upsert']>[0] = [];
    for (const branch of ['iowa', 'matoGrosso'] as const) {
      const climate = CLIMATES[branch];
      const stories = Array.from({ length: days + 1 }, () => dayStory(context.random, climate));
      for (const cell of cells.values()) {
        if (cell.branch !== branch) continue;
        const cellWind = context.random.between(0.9, 1.1);
        for (let hourIndex = 0; hourIndex < days * 24; hourIndex += 1) {
          const hour = new Date(first + hourIndex * 3_600_000);
          const local = localHour(hour, climate.timeZone);
          const story = stories[Math.floor(hourIndex / 24)]!;
          // 0 at 05:00, 1 at 15:00 local.
          const daylight = Math.max(0, Math.sin(((local - 5) / 20) * Math.PI));
          const temperatureC = climate.low + story.warmth + (climate.high - climate.low) * daylight;
          const windKmh =
            (climate.calmWind + (climate.afternoonWind - climate.calmWind) * daylight ** 1.5) *
            story.windFactor *
            cellWind;
          const raining =
            story.showerHour !== null && local >= story.showerHour && local < story.showerHour + 2;
          forecasts.push({
            ownerId: context.ownerId,
            latitude: cell.latitude,
            longitude: cell.longitude,
            hour,
            windKmh: Math.round(windKmh * 10) / 10,
            windGustKmh: Math.round(windKmh * 1.5 * 10) / 10,
            temperatureC: Math.round(temperatureC * 10) / 10,
            humidityPct: Math.round(Math.min(98, raining ? 95 : 90 - 45 * daylight)),
            rainMm: raining ? Math.round(context.random.between(0.8, 6) * 10) / 10 : 0,
          });
        }
      }
    }
    // The days above are UTC days; a branch's local days straddle them (Iowa's yesterday begins at
    // 06:00 UTC of the UTC day before when the demo is seeded in the UTC evening of its today). The
    // first and last UTC days are repeated a day out on either side, so every hour of the branch's
    // yesterday and last forecast day is covered whatever the hour of seeding.
    const firstDayEnd = first + 86_400_000;
    const lastDayStart = first + (days - 1) * 86_400_000;
    const margins = forecasts.flatMap((forecast) => {
      const at = forecast.hour.getTime();
      if (at < firstDayEnd) return [{ ...forecast, hour: new Date(at - 86_400_000) }];
      if (at >= lastDayStart) return [{ ...forecast, hour: new Date(at + 86_400_000) }];
      return [];
    });
    await createWeatherRepository(context.db).upsert([...forecasts, ...margins]);
  },
};

import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { weatherForecasts } from './weather.tables';

export type TForecastRow = typeof weatherForecasts.$inferSelect;

export function createWeatherRepository(db: TExecutor) {
  return {
    async hourly(ownerId: number, cell: { latitude: number; longitude: number }, from: Date, to: Date) {
      return db
        .select()
        .from(weatherForecasts)
        .where(
          and(
            eq(weatherForecasts.ownerId, ownerId),
            eq(weatherForecasts.latitude, cell.latitude),
            eq(weatherForecasts.longitude, cell.longitude),
            gte(weatherForecasts.hour, from),
            lt(weatherForecasts.hour, to),
          ),
        )
        .orderBy(asc(weatherForecasts.hour));
    },

    /** Inserts or replaces forecast hours (one row per owner, cell and hour). */
    async upsert(rows: (typeof weatherForecasts.$inferInsert)[]) {
      if (rows.length === 0) return;
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = rows.slice(start, start + 500);
        await db
          .insert(weatherForecasts)
          .values(chunk)
          .onConflictDoUpdate({
            target: [
              weatherForecasts.ownerId,
              weatherForecasts.latitude,
              weatherForecasts.longitude,
              weatherForecasts.hour,
            ],
            set: {
              windKmh: sql`excluded.wind_kmh`,
              windGustKmh: sql`excluded.wind_gust_kmh`,
              temperatureC: sql`excluded.temperature_c`,
              humidityPct: sql`excluded.humidity_pct`,
              rainMm: sql`excluded.rain_mm`,
              source: sql`excluded.source`,
              fetchedAt: sql`excluded.fetched_at`,
            },
          });
      }
    },
  };
}

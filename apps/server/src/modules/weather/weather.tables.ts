import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../tenancy/tenancy.tables';

/**
 * Hourly forecasts on a 0.1-degree grid (about 11 km), the embedded weather source. The demo data
 * seeds them; the Open-Meteo adapter can fill them too.
 */
export const weatherForecasts = pgTable(
  'weather_forecasts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id),
    /** Grid cell centre, degrees rounded to 0.1. */
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Start of the hour, UTC. */
    hour: timestamp({ withTimezone: true }).notNull(),
    windKmh: doublePrecision().notNull(),
    windGustKmh: doublePrecision(),
    temperatureC: doublePrecision().notNull(),
    humidityPct: doublePrecision().notNull(),
    rainMm: doublePrecision().notNull(),
    source: text().notNull().default('stored'),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('weather_forecasts_cell_hour').on(table.ownerId, table.latitude, table.longitude, table.hour),
    index().on(table.ownerId, table.hour),
  ],
);

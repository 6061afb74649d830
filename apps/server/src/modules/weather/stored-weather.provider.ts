import type { TExecutor } from '../../db/database';
import { createWeatherRepository } from './weather.repository';
import { gridCell, type TWeatherProvider } from './weather.provider';

/** The embedded default: forecasts kept in the database, looked up by grid cell. */
export function createStoredWeatherProvider(db: TExecutor): TWeatherProvider {
  const repository = createWeatherRepository(db);
  return {
    name: 'stored',
    async hourly(ownerId, point, from, to) {
      const rows = await repository.hourly(ownerId, gridCell(point), from, to);
      return rows.map((row) => ({
        hour: row.hour,
        windKmh: row.windKmh,
        windGustKmh: row.windGustKmh,
        temperatureC: row.temperatureC,
        humidityPct: row.humidityPct,
        rainMm: row.rainMm,
      }));
    },
  };
}

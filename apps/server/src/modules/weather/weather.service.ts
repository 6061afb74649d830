import type { TExecutor } from '../../db/database';
import { createWeatherRepository } from './weather.repository';

/** A forecast hour of a grid cell as a refresh brings it (the owner is given apart). */
export type TForecastHourRow = Omit<
  Parameters<ReturnType<typeof createWeatherRepository>['upsert']>[0][number],
  'ownerId'
>;

/** The stored forecasts' writes that other modules make. */
export function createWeatherService(db: TExecutor) {
  const repository = createWeatherRepository(db);
  return {
    /** Keeps an owner's new forecast hours, replacing those of the same cell and hour. */
    async keepHours(ownerId: number, hours: readonly TForecastHourRow[]) {
      await repository.upsert(hours.map((hour) => ({ ...hour, ownerId })));
    },
  };
}

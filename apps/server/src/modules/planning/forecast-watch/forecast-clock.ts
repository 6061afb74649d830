import { createIntervalClock } from '../../../clock/interval-clock';
import { FORECAST_CHECK_MS, type TForecastWatch } from './forecast-watch.service';

/** Looks at the forecast under the plans of today and tomorrow every 15 minutes. */
export function createForecastClock(dependencies: {
  forecastWatch: TForecastWatch;
  logger: { error: (payload: object, message: string) => void };
}) {
  return createIntervalClock({
    intervalMs: FORECAST_CHECK_MS,
    logger: dependencies.logger,
    failure: 'forecast check failed',
    run: () => dependencies.forecastWatch.check(new Date()),
  });
}

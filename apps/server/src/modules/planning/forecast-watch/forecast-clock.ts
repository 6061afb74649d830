import { FORECAST_CHECK_MS, type TForecastWatch } from './forecast-watch.service';

/** Looks at the forecast under the plans of today and tomorrow every 15 minutes. */
export function createForecastClock(dependencies: {
  forecastWatch: TForecastWatch;
  logger: { error: (payload: object, message: string) => void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => dependencies.forecastWatch.check(new Date()))
      .catch((error: unknown) => dependencies.logger.error({ err: error }, 'forecast check failed'));
  };
  return {
    start() {
      run();
      timer = setInterval(run, FORECAST_CHECK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

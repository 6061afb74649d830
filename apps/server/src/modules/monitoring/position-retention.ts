import type { TMachineApiService } from './machine-api.service';

/** How often retention looks for day partitions past the days kept. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Drops the position partitions older than the retention on start and every few hours. Dropping a
 * partition is instant whatever its size; a missed run only keeps a day longer.
 */
export function createPositionRetention(dependencies: {
  machineApi: TMachineApiService;
  logger: {
    info: (payload: object, message: string) => void;
    error: (payload: object, message: string) => void;
  };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = dependencies.machineApi
      .dropExpiredPositions()
      .then((days) => {
        if (days.length) dependencies.logger.info({ days }, 'dropped position days past retention');
      })
      .catch((error: unknown) => dependencies.logger.error({ err: error }, 'position retention failed'));
  };
  return {
    start() {
      run();
      timer = setInterval(run, RETENTION_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

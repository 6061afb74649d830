import type { TAlertEngine } from './alert-engine';
import type { TAlertNotifier } from './alert-notifier';

/** How often the time rules run: stopped machines and late orders. */
export const ALERT_CLOCK_MS = 30_000;

/** Runs the engine's clock rules and the late-order check every 30 seconds. */
export function createAlertClock(dependencies: {
  alertEngine: TAlertEngine;
  alertNotifier: TAlertNotifier;
  logger: { error: (payload: object, message: string) => void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        const now = new Date();
        await dependencies.alertEngine.tick(now);
        await dependencies.alertNotifier.checkLate(now);
      })
      .catch((error: unknown) => dependencies.logger.error({ err: error }, 'alert clock failed'));
  };
  return {
    start() {
      run();
      timer = setInterval(run, ALERT_CLOCK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

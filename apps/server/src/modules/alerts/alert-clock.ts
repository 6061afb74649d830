import { createIntervalClock } from '../../clock/interval-clock';
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
  return createIntervalClock({
    intervalMs: ALERT_CLOCK_MS,
    logger: dependencies.logger,
    failure: 'alert clock failed',
    run: async () => {
      const now = new Date();
      await dependencies.alertEngine.tick(now);
      await dependencies.alertNotifier.checkLate(now);
    },
  });
}

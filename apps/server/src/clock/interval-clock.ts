/**
 * Runs a piece of work at start and then every `intervalMs`, one run at a time (a run that takes
 * longer than the interval delays the next, never overlaps it); a failed run is logged and the
 * clock goes on. `stop` clears the timer and waits for the run under way.
 */
export function createIntervalClock(options: {
  intervalMs: number;
  run: () => Promise<unknown>;
  logger: { error: (payload: object, message: string) => void };
  /** What the log says when a run fails. */
  failure: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(options.run)
      .catch((error: unknown) => options.logger.error({ err: error }, options.failure));
  };
  return {
    start() {
      run();
      timer = setInterval(run, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

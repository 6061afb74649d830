/**
 * Worker-thread entry: `new Worker(workerUrl)` where `workerUrl` is this module's URL (see
 * `startSolveWorker`). Messages in: `{ type: 'solve', problem, options }` then optionally
 * `{ type: 'cancel' }`. Messages out: `{ type: 'progress', progress }` while it runs, then
 * `{ type: 'result', plan }` or `{ type: 'error', message }`.
 */
import { parentPort } from 'node:worker_threads';
import type { Plan } from './model/plan';
import type { Problem } from './model/problem';
import { solveAsync } from './solve';
import { firstOf, maxIterations, maxRuntime, performanceClock } from './stop/stop-criterion';
import type { Clock, StopCriterion } from './stop/stop-criterion';

/** Run control that can cross a thread boundary (plain data). */
export interface WorkerSolveOptions {
  /** Time budget in seconds (default 10). */
  readonly seconds?: number;
  /**
   * Wall-clock time (ms since the epoch, as `Date.now()`) by which the search ends whatever
   * `seconds` says: a caller that promises an answer in so many seconds counts the thread's start
   * and the problem's transfer in them. The search still answers from its first solution.
   */
  readonly deadline?: number;
  /** Iteration budget; the first budget reached stops the search. */
  readonly iterations?: number;
  readonly seed?: number;
  /** Warm start: order ids per machine id (see `SolveOptions.initialRoutes`). */
  readonly initialRoutes?: Readonly<Record<string, readonly string[]>>;
}

export type WorkerRequest =
  | { readonly type: 'solve'; readonly problem: Problem; readonly options?: WorkerSolveOptions }
  | { readonly type: 'cancel' };

export type WorkerReply =
  | {
      readonly type: 'progress';
      readonly progress: { bestObjective: number; percent: number; iterations: number };
    }
  | { readonly type: 'result'; readonly plan: Plan }
  | { readonly type: 'error'; readonly message: string };

/** Builds the stop criterion described by plain options (`now`: the wall clock, as `Date.now()`). */
export function stopFromOptions(
  options: WorkerSolveOptions = {},
  now = Date.now(),
  clock: Clock = performanceClock,
): StopCriterion {
  let seconds = options.seconds ?? 10;
  if (options.deadline !== undefined)
    seconds = Math.min(seconds, Math.max(0, (options.deadline - now) / 1000));
  const time = maxRuntime(seconds, clock);
  return options.iterations !== undefined ? firstOf(time, maxIterations(options.iterations)) : time;
}

const port = parentPort;
if (port) {
  const controller = new AbortController();
  port.on('message', (message: WorkerRequest) => {
    if (message.type === 'cancel') {
      controller.abort();
      return;
    }
    if (message.type !== 'solve') return;
    solveAsync(message.problem, {
      stop: stopFromOptions(message.options),
      seed: message.options?.seed,
      initialRoutes: message.options?.initialRoutes,
      signal: controller.signal,
      onProgress: (progress) => port.postMessage({ type: 'progress', progress } satisfies WorkerReply),
    })
      .then((plan) => port.postMessage({ type: 'result', plan } satisfies WorkerReply))
      .catch((error: unknown) =>
        port.postMessage({
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
        } satisfies WorkerReply),
      );
  });
}

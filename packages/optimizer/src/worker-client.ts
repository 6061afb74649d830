import { Worker } from 'node:worker_threads';
import type { Plan } from './model/plan';
import type { Problem } from './model/problem';
import type { SolveProgress } from './solve';
import type { WorkerReply, WorkerSolveOptions } from './worker';

/** URL of the worker entry module (`@tramline/optimizer/worker`). */
export const solveWorkerUrl = new URL('./worker.ts', import.meta.url);

/**
 * Source of a worker bootstrap, for `new Worker(solveWorkerBootstrap, { eval: true })`: on Node 20
 * a worker's entry file does not go through loader hooks registered with `--import`, so a `.ts`
 * entry cannot be given to `new Worker(url)` directly even under tsx. The bootstrap registers
 * tsx's loader inside the thread, then imports the worker module.
 */
export const solveWorkerBootstrap = `(async () => {
  const { register } = await import('tsx/esm/api');
  register();
  await import(${JSON.stringify(solveWorkerUrl.href)});
})().catch((error) => { throw error; });`;

/** A running optimisation in a worker thread. */
export interface SolveJob {
  /** The plan: the best found when the budget ends or after `cancel()`. */
  readonly result: Promise<Plan>;
  /** Asks the search to stop; `result` then resolves with the best plan so far. */
  cancel(): void;
  /** Kills the thread at once; `result` rejects. */
  terminate(): Promise<void>;
}

/**
 * Runs `solve` in a worker thread. The worker module is TypeScript, loaded through tsx inside the
 * thread (see `solveWorkerBootstrap`): the tsx package must be resolvable from the working
 * directory, as it is anywhere in this repository.
 */
export function startSolveWorker(
  problem: Problem,
  options: WorkerSolveOptions = {},
  onProgress?: (progress: SolveProgress) => void,
): SolveJob {
  const worker = new Worker(solveWorkerBootstrap, { eval: true });
  const result = new Promise<Plan>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'progress') onProgress?.(reply.progress);
      else if (reply.type === 'result') {
        resolve(reply.plan);
        void worker.terminate();
      } else {
        reject(new Error(reply.message));
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`optimiser worker stopped (exit code ${code})`)));
  });
  worker.postMessage({ type: 'solve', problem, options });
  return {
    result,
    cancel: () => worker.postMessage({ type: 'cancel' }),
    terminate: async () => {
      await worker.terminate();
    },
  };
}

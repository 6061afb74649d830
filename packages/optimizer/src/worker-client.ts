import { Worker } from 'node:worker_threads';
import type { Plan } from './model/plan';
import type { Problem } from './model/problem';
import type { SolveProgress } from './solve';
import type { WorkerReply, WorkerSolveOptions } from './worker';

/** URL of the worker entry, for callers that manage their own `Worker`. */
export const solveWorkerUrl = new URL('./worker.ts', import.meta.url);

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
 * Runs `solve` in a worker thread. The worker is a TypeScript module: the calling process must run
 * under tsx (`tsx server.ts`, or `node --import tsx`); worker threads inherit that loader through
 * their default `execArgv`.
 */
export function startSolveWorker(problem: Problem, options: WorkerSolveOptions = {}, onProgress?: (progress: SolveProgress) => void): SolveJob {
  const worker = new Worker(solveWorkerUrl);
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

import { describe, expect, it } from 'vitest';
import { startSolveWorker } from '../src/worker-client';
import type { SolveProgress } from '../src/solve';
import { buildMachine, buildOrder, buildProblem } from './factories';
import { checkPlan } from './plan-checker';

const points: [number, number][] = Array.from({ length: 30 }, (_, i) => [
  (i * 7919) % 20_000,
  (i * 104_729) % 20_000,
]);
const problem = buildProblem(
  points,
  [buildMachine({ id: 'a' }), buildMachine({ id: 'b' })],
  points.slice(1).map((_, i) => buildOrder(`o${i}`, i + 1, 2 + (i % 5))),
);

describe('worker thread', () => {
  it('solves off the main thread, reports progress and stops early on cancel', async () => {
    const progress: SolveProgress[] = [];
    const started = performance.now();
    const job = startSolveWorker(problem, { seconds: 30, seed: 2 }, (p) => {
      progress.push(p);
      if (progress.length === 3) job.cancel();
    });
    const plan = await job.result;
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(plan.search.aborted).toBe(true);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(plan.summary.orderCount).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { stopFromOptions } from '../src/worker';
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

describe('the stop criterion of a worker', () => {
  const start = 1_800_000_000_000;
  let now = 0;
  const clock = (): number => now;

  it('ends the search by the deadline when it comes before the budget', () => {
    now = 0;
    const stop = stopFromOptions({ seconds: 10, deadline: start + 2000 }, start, clock);
    now = 1999;
    expect(stop.shouldStop(Infinity)).toBe(false);
    now = 2000;
    expect(stop.shouldStop(Infinity)).toBe(true);
  });

  it('keeps the budget when the deadline is later', () => {
    now = 0;
    const stop = stopFromOptions({ seconds: 1, deadline: start + 60_000 }, start, clock);
    now = 999;
    expect(stop.shouldStop(Infinity)).toBe(false);
    now = 1000;
    expect(stop.shouldStop(Infinity)).toBe(true);
  });

  it('stops at once when the deadline has passed', () => {
    now = 0;
    expect(stopFromOptions({ seconds: 10, deadline: start - 1 }, start, clock).shouldStop(Infinity)).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve';
import { firstOf, maxIterations, maxRuntime } from '../src/stop/stop-criterion';
import type { SolveProgress } from '../src/solve';
import { buildMachine, buildOrder, buildProblem } from './factories';
import { checkPlan } from './plan-checker';

const points: [number, number][] = Array.from({ length: 40 }, (_, i) => [
  (i * 7919) % 30_000,
  (i * 104_729) % 30_000,
]);
const problem = buildProblem(
  points,
  [buildMachine({ id: 'a' }), buildMachine({ id: 'b' }), buildMachine({ id: 'c' })],
  points
    .slice(1)
    .map((_, i) => buildOrder(`o${i}`, i + 1, 2 + (i % 7), { windows: [[0, 20_000 + (i % 5) * 4000]] })),
);

describe('run control', () => {
  it('reports progress with the best objective and stops on an AbortSignal', () => {
    const controller = new AbortController();
    const seen: SolveProgress[] = [];
    const plan = solve(problem, {
      stop: maxRuntime(60),
      seed: 5,
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.iterations >= 20) controller.abort();
      },
    });
    expect(plan.search.aborted).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.percent >= 0 && p.percent <= 100)).toBe(true);
    expect(Number.isFinite(seen[seen.length - 1]!.bestObjective)).toBe(true);
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('stops at the first of several criteria', () => {
    const plan = solve(problem, { stop: firstOf(maxRuntime(60), maxIterations(12)), seed: 5 });
    expect(plan.search.iterations).toBeLessThanOrEqual(12);
  });
});

describe('weighting', () => {
  it('prefers less time with fastest and less distance with shortest', () => {
    // The near field by road is slow (10 km/h track); the far one is on a fast road.
    const base = buildProblem(
      [
        [0, 0],
        [1000, 0],
        [0, 3000],
      ],
      [buildMachine({ shift: { start: 0, end: 1700, overtimeLimit: 0 } })],
      [buildOrder('near', 1, 5), buildOrder('far', 2, 5)],
    );
    const durations = Float64Array.from(base.matrices[0]!.durations);
    const n = 3;
    durations[0 * n + 1] = 360;
    durations[1 * n + 0] = 360;
    durations[0 * n + 2] = 150;
    durations[2 * n + 0] = 150;
    const matrices = [{ durations, distances: base.matrices[0]!.distances }];
    const fastest = solve({ ...base, matrices, weighting: 'fastest' }, { stop: maxIterations(20), seed: 1 });
    const shortest = solve(
      { ...base, matrices, weighting: 'shortest' },
      { stop: maxIterations(20), seed: 1 },
    );
    expect(fastest.schedules[0]!.orders.map((o) => o.orderId)).toEqual(['far']);
    expect(shortest.schedules[0]!.orders.map((o) => o.orderId)).toEqual(['near']);
  });
});

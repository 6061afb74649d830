import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve';
import { maxIterations, maxRuntime } from '../src/stop/stop-criterion';
import type { Plan } from '../src/model/plan';
import { buildMachine, buildOrder, buildProblem } from './factories';
import { checkPlan } from './plan-checker';

const points: [number, number][] = Array.from({ length: 31 }, (_, i) => [
  (i * 7919) % 20_000,
  (i * 104_729) % 20_000,
]);
const problem = buildProblem(
  points,
  [buildMachine({ id: 'a' }), buildMachine({ id: 'b' }), buildMachine({ id: 'c' })],
  points
    .slice(1)
    .map((_, i) => buildOrder(`o${i}`, i + 1, 3 + (i % 5), { windows: [[0, 15_000 + (i % 4) * 6000]] })),
);

function routesOf(plan: Plan): Record<string, string[]> {
  return Object.fromEntries(plan.schedules.map((s) => [s.machineId, s.orders.map((o) => o.orderId)]));
}

describe('warm start', () => {
  it('is deterministic for a seed and an iteration budget', () => {
    const initialRoutes = { a: ['o1', 'o2', 'o3'], b: ['o4', 'o5'], c: [] };
    const first = solve(problem, { stop: maxIterations(30), seed: 3, initialRoutes });
    const second = solve(problem, { stop: maxIterations(30), seed: 3, initialRoutes });
    expect(routesOf(second)).toEqual(routesOf(first));
    expect(checkPlan(problem, first)).toEqual([]);
  });

  it('starts from the given plan: one iteration is as good as the plan it was given', () => {
    const good = solve(problem, { stop: maxIterations(80), seed: 1 });
    const cold = solve(problem, { stop: maxIterations(1), seed: 2 });
    const warm = solve(problem, { stop: maxIterations(1), seed: 2, initialRoutes: routesOf(good) });
    expect(warm.objective.assignedWeightedArea).toBeGreaterThanOrEqual(
      good.objective.assignedWeightedArea - 1e-6,
    );
    expect(warm.objective.cost).toBeLessThanOrEqual(cold.objective.cost + 1e-6);
    expect(checkPlan(problem, warm)).toEqual([]);
  });

  it('keeps a time budget that runs out in the first education: the start, cut back to what fits', () => {
    const good = solve(problem, { stop: maxIterations(80), seed: 1 });
    // Each machine's day backwards: the later windows come first, so the days break them.
    const start = Object.fromEntries(
      Object.entries(routesOf(good)).map(([machine, orders]) => [machine, [...orders].reverse()]),
    );
    const educated = solve(problem, { stop: maxIterations(0), seed: 1, initialRoutes: start });
    const cut = solve(problem, { stop: maxRuntime(0), seed: 1, initialRoutes: start });
    expect(cut.search.iterations).toBe(0);
    expect(checkPlan(problem, cut)).toEqual([]);
    const kept = routesOf(cut);
    for (const [machine, orders] of Object.entries(start))
      expect(orders.slice(0, kept[machine]?.length ?? 0)).toEqual(kept[machine] ?? []);
    expect(cut.objective.assignedWeightedArea).toBeGreaterThan(0);
    expect(educated.objective.assignedWeightedArea).toBeGreaterThan(cut.objective.assignedWeightedArea);
  });

  it('repairs a start that breaks windows and skips unknown, repeated and forbidden orders', () => {
    const narrow = buildProblem(
      [
        [0, 0],
        [1000, 0],
        [2000, 0],
        [3000, 0],
      ],
      [buildMachine({ id: 'a' }), buildMachine({ id: 'b' })],
      [
        buildOrder('late', 1, 10, { windows: [[0, 2000]] }),
        buildOrder('early', 2, 10, { windows: [[0, 2000]] }),
        buildOrder('only-b', 3, 5, { allowedMachines: ['b'] }),
      ],
    );
    // 'late' then 'early' on one machine cannot both fit their windows; 'only-b' is not a's.
    const plan = solve(narrow, {
      stop: maxIterations(1),
      seed: 1,
      initialRoutes: { a: ['late', 'early', 'ghost', 'late', 'only-b'], b: [] },
    });
    expect(checkPlan(narrow, plan)).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(plan.schedules.find((s) => s.machineId === 'b')!.orders.map((o) => o.orderId)).toContain('only-b');
  });
});

describe('start state', () => {
  const field = buildProblem(
    [
      [0, 0],
      [1000, 0],
      [2000, 0],
    ],
    [buildMachine({ id: 'a', refillPlaces: [], startLoad: 0.3 })],
    // 2 ha at 100 L/ha is 0.2 of the 1000 L tank; 5 ha is 0.5.
    [buildOrder('small', 1, 2), buildOrder('big', 2, 5)],
  );

  it('plans only what a part-full tank holds when the machine cannot refill', () => {
    const plan = solve(field, { stop: maxIterations(20), seed: 1 });
    expect(plan.schedules[0]!.orders.map((o) => o.orderId)).toEqual(['small']);
    expect(plan.unassigned.map((u) => [u.orderId, u.cause])).toEqual([['big', 'no-capacity']]);
    expect(checkPlan(field, plan)).toEqual([]);
  });

  it('starts at the given place and time', () => {
    const moved = {
      ...field,
      machines: [
        {
          ...field.machines[0]!,
          start: 2,
          startLoad: 1,
          shift: { start: 5000, end: 36_000, overtimeLimit: 0 },
        },
      ],
    };
    const plan = solve(moved, { stop: maxIterations(20), seed: 1 });
    const schedule = plan.schedules[0]!;
    expect(schedule.orders.map((o) => o.orderId)).toEqual(['big', 'small']);
    expect(schedule.orders[0]!.start).toBeGreaterThanOrEqual(5000);
    expect(schedule.activities[0]!.kind).toBe('application');
  });

  it('refuses a start load outside 0..1', () => {
    const bad = { ...field, machines: [{ ...field.machines[0]!, startLoad: 1.5 }] };
    expect(() => solve(bad, { stop: maxIterations(1) })).toThrow(/start load/);
  });
});

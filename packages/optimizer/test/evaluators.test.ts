import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Instance } from '../src/model/instance';
import { RouteSet } from '../src/evaluate/routes';
import { SimulationEvaluator } from '../src/evaluate/simulation-evaluator';
import { TimeWarpEvaluator } from '../src/evaluate/time-warp';
import { Proposal } from '../src/evaluate/routes';
import { buildMachine, buildOrder, buildProblem } from './factories';

/** Single-window, single-load days, where both evaluators apply. */
const days = fc.record({
  points: fc.array(fc.tuple(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 30_000 })), {
    minLength: 6,
    maxLength: 12,
  }),
  windows: fc.array(fc.tuple(fc.integer({ min: 0, max: 8000 }), fc.integer({ min: 2000, max: 30_000 })), {
    minLength: 12,
    maxLength: 12,
  }),
  areas: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 12, maxLength: 12 }),
  end: fc.integer({ min: 10_000, max: 60_000 }),
  overtime: fc.integer({ min: 0, max: 5000 }),
  shortest: fc.boolean(),
  order: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 12, maxLength: 12 }),
});

describe('route evaluators', () => {
  it('give the same cost, time warp and load excess on single-window single-load routes', () => {
    let feasible = 0;
    fc.assert(
      fc.property(days, ({ points, windows, areas, end, overtime, shortest, order }) => {
        const orders = points.slice(1).map((_, i) =>
          buildOrder(`o${i}`, i + 1, areas[i]!, {
            windows: [[windows[i]![0], windows[i]![0] + windows[i]![1]]],
          }),
        );
        const machine = buildMachine({ refillPlaces: [], shift: { start: 0, end, overtimeLimit: overtime } });
        const problem = buildProblem(points, [machine], orders, {
          weighting: shortest ? 'shortest' : 'fastest',
        });
        const inst = new Instance(problem);
        const sequence = orders.map((_, i) => i).sort((a, b) => order[a]! - order[b]!);
        const fast = new TimeWarpEvaluator(inst, new RouteSet(1, orders.length));
        const slow = new SimulationEvaluator(inst, new RouteSet(1, orders.length));
        for (const ev of [fast, slow]) {
          ev.routes.setRoute(0, sequence);
          ev.setPenalties(3, 5);
          ev.refresh(0);
        }
        // Both see the same feasibility; feasible routes cost exactly the same (infeasible ones are
        // priced by each evaluator's own time-warp accounting).
        expect(fast.timeWarp(0) > 0).toBe(slow.timeWarp(0) > 0);
        expect(fast.excess(0)).toBeCloseTo(slow.excess(0), 9);
        if (fast.timeWarp(0) === 0) {
          feasible++;
          expect(fast.base(0)).toBeCloseTo(slow.base(0), 6);
        }
        // A proposal built from pieces is priced like the route it describes.
        const p = new Proposal().start(0).prefix(0, 2).node(sequence[5]!).range(0, 3, 5).suffix(0, 7);
        const fastCost = fast.evaluate(p);
        const slowCost = slow.evaluate(p);
        expect(fast.lastWarp > 0).toBe(slow.lastWarp > 0);
        if (fast.lastWarp === 0) expect(fastCost).toBeCloseTo(slowCost, 6);
      }),
      { numRuns: 300, seed: 42 },
    );
    expect(feasible).toBeGreaterThan(20);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve';
import { maxIterations } from '../src/stop/stop-criterion';
import type { Compartment, Machine, MixtureType, Order, OrderLoad, Problem } from '../src/model/problem';
import { buildMatrix } from './factories';
import { checkPlan } from './plan-checker';

const families = ['herbicide', 'fungicide', 'insecticide'];
const mixtures: MixtureType[] = ['liquid', 'dry', 'ammonia'];
/** Loads of an order: mostly liquid; dry, ammonia, liquid and dry together, or two liquids. */
const loadKinds: MixtureType[][] = [
  ['liquid'],
  ['liquid'],
  ['liquid'],
  ['dry'],
  ['ammonia'],
  ['liquid', 'dry'],
  ['liquid', 'liquid'],
];
/** A machine's start 1100 km from its warehouse: beyond 620 miles, it must not be routed. */
const FAR_AWAY: [number, number] = [1_100_000, 0];

/**
 * Random small days: a few machines and orders, several windows, refills, cleaning, overtime,
 * liquid, dry and ammonia loads, machines with several compartments, now and then a machine far
 * away from its warehouse.
 */
const problems = fc
  .record({
    points: fc.array(fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })), {
      minLength: 3,
      maxLength: 9,
    }),
    machineCount: fc.integer({ min: 1, max: 3 }),
    orderSeeds: fc.array(
      fc.record({
        area: fc.integer({ min: 1, max: 40 }),
        rate: fc.integer({ min: 0, max: 300 }),
        family: fc.integer({ min: 0, max: 2 }),
        open: fc.integer({ min: 0, max: 30_000 }),
        length: fc.integer({ min: 500, max: 30_000 }),
        gap: fc.integer({ min: 0, max: 10_000 }),
        split: fc.boolean(),
        priority: fc.integer({ min: 1, max: 3 }),
        onlyFirst: fc.boolean(),
        loads: fc.integer({ min: 0, max: loadKinds.length - 1 }),
        split2: fc.integer({ min: 20, max: 80 }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
    machineSeeds: fc.array(
      fc.record({
        capacity: fc.integer({ min: 500, max: 5000 }),
        refill: fc.boolean(),
        startsLoaded: fc.boolean(),
        cleaning: fc.integer({ min: 0, max: 1800 }),
        end: fc.integer({ min: 10_000, max: 50_000 }),
        overtime: fc.integer({ min: 0, max: 7200 }),
        width: fc.integer({ min: 6, max: 40 }),
        extra: fc.array(
          fc.record({
            mixture: fc.integer({ min: 0, max: 2 }),
            capacity: fc.integer({ min: 300, max: 4000 }),
          }),
          { maxLength: 2 },
        ),
        farAway: fc.integer({ min: 0, max: 14 }),
      }),
      { minLength: 3, maxLength: 3 },
    ),
    compatible: fc.boolean(),
    shortest: fc.boolean(),
    seed: fc.integer({ min: 1, max: 1000 }),
  })
  .map(
    ({ points, machineCount, orderSeeds, machineSeeds, compatible, shortest, seed }): [Problem, number] => {
      const far = points.length;
      const machines: Machine[] = machineSeeds.slice(0, machineCount).map((m, i) => ({
        id: `m${i}`,
        start: m.farAway === 0 ? far : 0,
        end: i % points.length,
        shift: { start: 0, end: m.end, overtimeLimit: m.overtime },
        operatingSpeedKmh: 20,
        workingWidthM: m.width,
        fieldEfficiency: 0.8,
        compartments: [
          { mixtureType: 'liquid', capacity: m.capacity },
          ...m.extra.map((c): Compartment => ({ mixtureType: mixtures[c.mixture]!, capacity: c.capacity })),
        ],
        refillPlaces: m.refill ? [0] : [],
        refillSeconds: 900,
        startsLoaded: m.startsLoaded || !m.refill,
        cleaningSeconds: m.cleaning,
        applicationTypes: ['spray'],
      }));
      const orders: Order[] = orderSeeds.map((o, i) => ({
        id: `o${i}`,
        location: 1 + (i % (points.length - 1)),
        area: o.area,
        loads: loadKinds[o.loads]!.map((mixtureType, j): OrderLoad => ({
          mixtureType,
          // Two loads share the order's rate; dry and ammonia rates in kg/ha.
          amount:
            (loadKinds[o.loads]!.length === 1 ? 1 : j === 0 ? o.split2 / 100 : 1 - o.split2 / 100) *
            o.rate *
            o.area,
        })),
        windows: o.split
          ? [
              [o.open, o.open + o.length],
              [o.open + o.length + o.gap, o.open + 2 * o.length + o.gap],
            ]
          : [[o.open, o.open + o.length]],
        applicationType: 'spray',
        productFamily: families[o.family]!,
        priority: o.priority,
        ...(o.onlyFirst ? { allowedMachines: ['m0'] } : {}),
      }));
      const problem: Problem = {
        locationCount: points.length + 1,
        matrices: [buildMatrix([...points, FAR_AWAY], 12)],
        machines,
        orders,
        weighting: shortest ? 'shortest' : 'fastest',
        compatibleFamilies: compatible ? [{ from: 'herbicide', to: 'fungicide' }] : [],
      };
      return [problem, seed];
    },
  );

describe('random small problems', () => {
  it('returns plans that the independent checker accepts', () => {
    fc.assert(
      fc.property(problems, ([problem, seed]) => {
        const plan = solve(problem, { stop: maxIterations(15), seed });
        expect(checkPlan(problem, plan)).toEqual([]);
        const farAway = problem.machines
          .filter((m) => m.start === problem.locationCount - 1)
          .map((m) => m.id);
        expect(plan.unusableMachines.map((u) => u.machineId).sort()).toEqual(farAway.sort());
      }),
      { numRuns: 120, seed: 20261125 },
    );
  });
});

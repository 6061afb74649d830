import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve';
import { maxIterations } from '../src/stop/stop-criterion';
import type { Plan } from '../src/model/plan';
import type { Machine, Order, Problem } from '../src/model/problem';
import { buildMachine, buildMatrix, buildOrder, buildProblem } from './factories';
import { checkPlan } from './plan-checker';

const run = (problem: Problem, iterations = 30): Plan => {
  const plan = solve(problem, { stop: maxIterations(iterations), seed: 7 });
  expect(checkPlan(problem, plan)).toEqual([]);
  return plan;
};

const kinds = (plan: Plan, machine = 0): string[] => plan.schedules[machine]!.activities.map((a) => a.kind);

describe('applied time and multi-trip', () => {
  it('applies for area / (width x operating speed x efficiency)', () => {
    // 120 ft boom, 12 mph, 70 % field efficiency, 40 ha.
    const machine = buildMachine({
      workingWidthM: 36.576,
      operatingSpeedKmh: 19.312128,
      fieldEfficiency: 0.7,
      compartments: [{ mixtureType: 'liquid', capacity: 10_000 }],
    });
    const problem = buildProblem(
      [
        [0, 0],
        [1000, 0],
      ],
      [machine],
      [buildOrder('a', 1, 40)],
    );
    const plan = run(problem);
    const applied = plan.schedules[0]!.activities.filter((a) => a.kind === 'application').reduce(
      (s, a) => s + a.end - a.start,
      0,
    );
    expect(applied).toBeCloseTo((40 * 10_000) / (36.576 * (19.312128 / 3.6) * 0.7), 2);
    expect(plan.summary.workedArea).toBe(40);
  });

  it('refills exactly when the tank runs dry and comes back for the next batch', () => {
    // 25 ha x 100 L/ha = 2500 L with a 1000 L tank: batches of 10, 10 and 5 ha.
    const problem = buildProblem(
      [
        [0, 0],
        [1000, 0],
      ],
      [buildMachine()],
      [buildOrder('big', 1, 25)],
    );
    const plan = run(problem);
    expect(kinds(plan)).toEqual([
      'travel',
      'application',
      'travel',
      'refill',
      'travel',
      'application',
      'travel',
      'refill',
      'travel',
      'application',
      'travel',
    ]);
    const pieces = plan.schedules[0]!.activities.filter((a) => a.kind === 'application');
    expect(pieces.map((a) => a.area)).toEqual([10, 10, 5]);
    expect(pieces.map((a) => a.end - a.start)).toEqual([1000, 1000, 500]);
    expect(plan.schedules[0]!.orders[0]!.batches).toBe(3);
    expect(plan.summary.refillCount).toBe(2);
  });

  it('carries one load over several small orders and refills only when the next does not fit', () => {
    const points: [number, number][] = [
      [0, 0],
      [1000, 0],
      [1000, 100],
      [1000, 200],
    ];
    const orders = [buildOrder('a', 1, 4), buildOrder('b', 2, 4), buildOrder('c', 3, 4)];
    const plan = run(buildProblem(points, [buildMachine()], orders));
    expect(plan.unassigned).toEqual([]);
    expect(plan.summary.refillCount).toBe(1);
  });

  it('plans a machine that starts empty with a first refill', () => {
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
        ],
        [buildMachine({ startsLoaded: false })],
        [buildOrder('a', 1, 2)],
      ),
    );
    expect(kinds(plan).slice(0, 3)).toEqual(['refill', 'travel', 'application']);
  });
});

describe('cleaning', () => {
  const points: [number, number][] = [
    [0, 0],
    [1000, 0],
    [1000, 500],
  ];
  const orders = [
    buildOrder('h', 1, 2, { productFamily: 'herbicide' }),
    buildOrder('f', 2, 2, { productFamily: 'fungicide' }),
  ];
  const machine = buildMachine({ cleaningSeconds: 900 });

  it('cleans between incompatible families and reloads afterwards', () => {
    const plan = run(buildProblem(points, [machine], orders));
    const k = kinds(plan);
    expect(k.filter((x) => x === 'cleaning')).toHaveLength(1);
    const cleaning = k.indexOf('cleaning');
    expect(k.indexOf('refill', cleaning)).toBeGreaterThan(cleaning);
    expect(plan.summary.cleaningTime).toBe(900);
  });

  it('does not clean between compatible families', () => {
    const compatibleFamilies = [
      { from: 'herbicide', to: 'fungicide' },
      { from: 'fungicide', to: 'herbicide' },
    ];
    const plan = run(buildProblem(points, [machine], orders, { compatibleFamilies }));
    expect(kinds(plan)).not.toContain('cleaning');
    expect(plan.summary.refillCount).toBe(0);
  });

  it('cleans a tank left with an incompatible family from the day before', () => {
    const plan = run(
      buildProblem(
        points,
        [buildMachine({ cleaningSeconds: 900, initialFamily: 'fungicide' })],
        [orders[0]!],
      ),
    );
    expect(kinds(plan)[0]).toBe('cleaning');
  });
});

describe('windows', () => {
  it('waits at the field until a window opens', () => {
    const points: [number, number][] = [
      [0, 0],
      [1000, 0],
      [1000, 1000],
    ];
    const orders = [
      buildOrder('early', 1, 1, { windows: [[0, 2000]] }),
      buildOrder('late', 2, 1, { windows: [[5000, 9000]] }),
    ];
    const plan = run(buildProblem(points, [buildMachine()], orders));
    const activities = plan.schedules[0]!.activities;
    const wait = activities.find((a) => a.kind === 'waiting');
    expect(wait?.end).toBe(5000);
    const late = activities.find((a) => a.kind === 'application' && a.orderId === 'late');
    expect(late?.start).toBe(5000);
  });

  it('pauses when a window closes and resumes in the next one', () => {
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
        ],
        [buildMachine()],
        [
          buildOrder('a', 1, 5, {
            windows: [
              [0, 300],
              [1000, 5000],
            ],
          }),
        ],
      ),
    );
    const pieces = plan.schedules[0]!.activities.filter((a) => a.kind === 'application');
    expect(pieces.map((a) => [a.start, a.end])).toEqual([
      [100, 300],
      [1000, 1300],
    ]);
  });

  it('refuses an order whose only window closes before any machine can arrive (718)', () => {
    const problem = buildProblem(
      [
        [0, 0],
        [10_000, 0],
      ],
      [buildMachine()],
      [buildOrder('a', 1, 1, { windows: [[0, 500]] })],
    );
    const plan = run(problem);
    expect(plan.code).toBe(718);
    expect(plan.unassigned).toEqual([
      expect.objectContaining({ orderId: 'a', cause: 'outside-windows', code: 718 }),
    ]);
  });
});

describe('overtime', () => {
  const points: [number, number][] = [
    [0, 0],
    [1000, 0],
    [2000, 0],
  ];
  const machine = buildMachine({
    shift: { start: 0, end: 2000, overtimeLimit: 2000 },
    compartments: [{ mixtureType: 'liquid', capacity: 10_000 }],
  });

  it('uses no overtime when the day is long enough', () => {
    const plan = run(buildProblem(points, [machine], [buildOrder('a', 1, 10)]));
    expect(plan.summary.overtime).toBe(0);
  });

  it('uses overtime when that plans more area', () => {
    const plan = run(buildProblem(points, [machine], [buildOrder('a', 1, 10), buildOrder('b', 2, 10)]));
    expect(plan.unassigned).toEqual([]);
    // 100 s out, 1000 s applying, 100 s on, 1000 s applying, 200 s back: home at 2400 s.
    expect(plan.summary.overtime).toBe(400);
  });

  it.each(['fastest', 'shortest'] as const)(
    'leaves overtime unused to save travel when another machine can do the order in regular time (%s)',
    (weighting) => {
      // Two fields 50 km out (5000 s at 10 m/s), 10 ha each (1000 s). One machine doing both comes home
      // at 12 000 s, 100 s past its day, and saves the second machine's 10 000 s round trip; the
      // second machine does its field in regular time, so the plan must split them.
      const far: [number, number][] = [
        [0, 0],
        [50_000, 0],
        [50_000, 100],
      ];
      const shift = { start: 0, end: 11_900, overtimeLimit: 2000 };
      const compartments = [{ mixtureType: 'liquid' as const, capacity: 10_000 }];
      const plan = run(
        buildProblem(
          far,
          [buildMachine({ id: 'm1', shift, compartments }), buildMachine({ id: 'm2', shift, compartments })],
          [buildOrder('a', 1, 10), buildOrder('b', 2, 10)],
          { weighting },
        ),
      );
      expect(plan.unassigned).toEqual([]);
      expect(plan.summary.overtime).toBe(0);
      expect(plan.schedules.map((s) => s.orders.length)).toEqual([1, 1]);
    },
  );

  it('does not use overtime for an order that still cannot fit', () => {
    const plan = run(buildProblem(points, [machine], [buildOrder('a', 1, 10), buildOrder('huge', 2, 60)]));
    expect(plan.unassigned.map((u) => [u.orderId, u.cause])).toEqual([['huge', 'day-too-short']]);
    expect(plan.summary.overtime).toBe(0);
  });
});

describe('machines', () => {
  it('does not route a machine over 620 miles from its warehouse (706)', () => {
    const far = buildMachine({ id: 'far', start: 2, end: 0 });
    const problem = buildProblem(
      [
        [0, 0],
        [1000, 0],
        [1_100_000, 0],
      ],
      [far],
      [buildOrder('a', 1, 1)],
    );
    const plan = run(problem);
    expect(plan.unusableMachines).toEqual([{ machineId: 'far', code: 706 }]);
    expect(plan.unassigned[0]).toMatchObject({ orderId: 'a', cause: 'too-far', code: 706 });
  });

  describe('620 miles (997.8 km) from the warehouse', () => {
    // Travel at 1 km/s so that distance, not the length of the day, decides.
    const fast = (points: [number, number][], machines: Machine[], orders: Order[]): Problem =>
      buildProblem(points, machines, orders, { matrices: [buildMatrix(points, 1000)] });

    it.each([
      [997_000, true],
      [999_000, false],
    ])('a machine starting %i m from its warehouse is routed: %s', (away, routed) => {
      const problem = fast(
        [
          [0, 0],
          [away - 1000, 0],
          [away, 0],
        ],
        [buildMachine({ id: 'm', start: 2, end: 0 })],
        [buildOrder('a', 1, 1)],
      );
      const plan = run(problem);
      if (routed) {
        expect(plan.unusableMachines).toEqual([]);
        expect(plan.schedules[0]!.orders.map((o) => o.orderId)).toEqual(['a']);
      } else {
        expect(plan.unusableMachines).toEqual([{ machineId: 'm', code: 706 }]);
        expect(plan.schedules[0]!.activities).toEqual([]);
        expect(plan.unassigned).toEqual([
          expect.objectContaining({ orderId: 'a', cause: 'too-far', code: 706 }),
        ]);
      }
    });

    it('measures from the warehouse when it differs from the end place', () => {
      // Starts and ends 1 km from the field, but its warehouse is 1000 km away.
      const problem = fast(
        [
          [0, 0],
          [1000, 0],
          [1_000_000, 0],
        ],
        [buildMachine({ id: 'm', start: 0, end: 0, warehouse: 2, refillPlaces: [0] })],
        [buildOrder('a', 1, 1)],
      );
      const plan = run(problem);
      expect(plan.unusableMachines).toEqual([{ machineId: 'm', code: 706 }]);
      expect(plan.unassigned[0]).toMatchObject({ orderId: 'a', code: 706 });
    });

    it('leaves the far machine idle and plans its order on a machine within reach', () => {
      const problem = fast(
        [
          [0, 0],
          [1000, 0],
          [1_100_000, 0],
        ],
        [buildMachine({ id: 'far', start: 2, end: 0 }), buildMachine({ id: 'near' })],
        [buildOrder('a', 1, 1)],
      );
      const plan = run(problem);
      expect(plan.unusableMachines).toEqual([{ machineId: 'far', code: 706 }]);
      expect(plan.unassigned).toEqual([]);
      expect(plan.schedules.find((s) => s.machineId === 'near')!.orders.map((o) => o.orderId)).toEqual(['a']);
      expect(plan.schedules.find((s) => s.machineId === 'far')!.activities).toEqual([]);
    });

    it('refuses a field more than 620 miles from every warehouse (706), though it could be reached in time', () => {
      const problem = fast(
        [
          [0, 0],
          [1000, 0],
          [999_000, 0],
        ],
        [buildMachine({ id: 'm' })],
        [buildOrder('near', 1, 1), buildOrder('remote', 2, 1)],
      );
      const plan = run(problem);
      expect(plan.unusableMachines).toEqual([]);
      expect(plan.schedules[0]!.orders.map((o) => o.orderId)).toEqual(['near']);
      expect(plan.unassigned).toEqual([
        expect.objectContaining({ orderId: 'remote', cause: 'too-far', code: 706 }),
      ]);
    });
  });

  it('matches products to compartments by mixture type', () => {
    const order = buildOrder('blend', 1, 1, {
      applicationType: 'spread',
      loads: [
        { mixtureType: 'dry', amount: 200 },
        { mixtureType: 'dry', amount: 100 },
      ],
    });
    const oneBin = buildMachine({
      id: 'one',
      applicationTypes: ['spread'],
      compartments: [{ mixtureType: 'dry', capacity: 5000 }],
    });
    const twoBins = buildMachine({
      id: 'two',
      applicationTypes: ['spread'],
      compartments: [
        { mixtureType: 'dry', capacity: 3000 },
        { mixtureType: 'dry', capacity: 2000 },
      ],
    });
    expect(
      run(
        buildProblem(
          [
            [0, 0],
            [1000, 0],
          ],
          [oneBin],
          [order],
        ),
      ).unassigned[0]?.cause,
    ).toBe('no-compatible-machine');
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
        ],
        [oneBin, twoBins],
        [order],
      ),
    );
    expect(plan.schedules[1]!.orders.map((o) => o.orderId)).toEqual(['blend']);
  });

  it('plans an order only on its allowed machines and matching application types', () => {
    const machines = [
      buildMachine({ id: 'm1' }),
      buildMachine({ id: 'm2' }),
      buildMachine({ id: 'spreader', applicationTypes: ['spread'] }),
    ];
    const orders = [
      buildOrder('a', 1, 1, { allowedMachines: ['m2'] }),
      buildOrder('b', 1, 1, { applicationType: 'spread' }),
    ];
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
        ],
        machines,
        orders,
      ),
    );
    expect(plan.schedules.map((s) => s.orders.map((o) => o.orderId))).toEqual([[], ['a'], ['b']]);
  });

  it('reports no capacity for an order larger than a tank when the machine cannot refill', () => {
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
        ],
        [buildMachine({ refillPlaces: [] })],
        [buildOrder('a', 1, 20)],
      ),
    );
    expect(plan.unassigned[0]?.cause).toBe('no-capacity');
  });
});

describe('objective', () => {
  it('plans the higher-priority order when only one fits', () => {
    const machine = buildMachine({
      shift: { start: 0, end: 2000, overtimeLimit: 0 },
      compartments: [{ mixtureType: 'liquid', capacity: 10_000 }],
    });
    const orders = [buildOrder('low', 1, 10), buildOrder('high', 2, 10, { priority: 3 })];
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
          [0, 1000],
        ],
        [machine],
        orders,
      ),
    );
    expect(plan.schedules[0]!.orders.map((o) => o.orderId)).toEqual(['high']);
    expect(plan.unassigned).toEqual([expect.objectContaining({ orderId: 'low', cause: 'fleet-full' })]);
  });

  it('still plans an order without area (or priority 0) when it fits', () => {
    const orders = [buildOrder('visit', 1, 0), buildOrder('zero', 2, 1, { priority: 0 })];
    const plan = run(
      buildProblem(
        [
          [0, 0],
          [1000, 0],
          [0, 1000],
        ],
        [buildMachine()],
        orders,
      ),
    );
    expect(plan.unassigned).toEqual([]);
  });

  it('returns the same plan for the same seed and iteration budget', () => {
    const points: [number, number][] = Array.from({ length: 12 }, (_, i) => [
      (i * 7919) % 5000,
      (i * 104729) % 5000,
    ]);
    const orders = points.slice(1).map((_, i) => buildOrder(`o${i}`, i + 1, 3 + (i % 4)));
    const problem = buildProblem(points, [buildMachine({ id: 'a' }), buildMachine({ id: 'b' })], orders);
    const first = solve(problem, { stop: maxIterations(40), seed: 3 });
    const second = solve(problem, { stop: maxIterations(40), seed: 3 });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});

import { describe, expect, it } from 'vitest';
import { Instance } from '../src/model/instance';
import { solve } from '../src/solve';
import { TenderDispatcher } from '../src/tenders/dispatch';
import { maxIterations } from '../src/stop/stop-criterion';
import type { Activity, Plan, TenderSchedule } from '../src/model/plan';
import type { Consolidation, Machine, Order, Problem, Tender } from '../src/model/problem';
import { buildMachine, buildOrder, buildProblem } from './factories';
import { checkPlan } from './plan-checker';

// Location 0 is the warehouse; fields 20 km away (2000 s at 10 m/s), 1 km apart.
const points: [number, number][] = [
  [0, 0],
  [20_000, 0],
  [20_000, 1000],
];

const tender = (overrides: Partial<Tender> = {}): Tender => ({
  id: 't1',
  start: 0,
  end: 0,
  loadPlace: 0,
  shift: { start: 0, end: 36_000, overtimeLimit: 0 },
  compartments: [
    { mixtureType: 'liquid', capacity: 1000 },
    { mixtureType: 'liquid', capacity: 1000 },
    { mixtureType: 'liquid', capacity: 1000 },
  ],
  loadSeconds: 300,
  ...overrides,
});

const sprayer = (overrides: Partial<Machine> = {}): Machine =>
  buildMachine({ tenders: ['t1'], ...overrides });

const run = (problem: Problem): Plan => {
  const plan = solve(problem, { stop: maxIterations(30), seed: 3 });
  expect(checkPlan(problem, plan)).toEqual([]);
  return plan;
};

const refills = (plan: Plan, machine = 0): Activity[] =>
  plan.schedules[machine]!.activities.filter((a) => a.kind === 'refill');
const day = (plan: Plan, id = 't1'): TenderSchedule => plan.tenders!.find((t) => t.tenderId === id)!;
const of = (schedule: TenderSchedule, kind: Activity['kind']): Activity[] =>
  schedule.activities.filter((a) => a.kind === kind);

describe('tender meetings', () => {
  it('refills at the field from a tender instead of driving to the warehouse', () => {
    // 25 ha x 100 L/ha: the first 1000 L from the start, then 1000 L and 500 L from the tender.
    const problem = buildProblem(points, [sprayer()], [buildOrder('big', 1, 25)], { tenders: [tender()] });
    const plan = run(problem);
    expect(refills(plan).map((a) => [a.to, a.tenderId])).toEqual([
      [1, 't1'],
      [1, 't1'],
    ]);
    // Only the drives out and home: no trip back to the warehouse in between.
    expect(plan.schedules[0]!.activities.filter((a) => a.kind === 'travel')).toHaveLength(2);
    const meetings = of(day(plan), 'meeting');
    expect(meetings.map((m) => m.items!.map((i) => i.amount))).toEqual([[1000], [500]]);
    expect(meetings.every((m) => m.machineId === 'm1' && m.orderId === 'big')).toBe(true);
    // One trip carries both loads.
    expect(of(day(plan), 'load')).toHaveLength(1);
    expect(of(day(plan), 'load')[0]!.items!.map((i) => i.amount)).toEqual([1500]);
  });

  it('leaves later rather than wait at the field for a late tender', () => {
    // The tender starts at 4000 s: it is at the field at 6300 s, 3300 s after the sprayer could.
    const problem = buildProblem(points, [sprayer()], [buildOrder('big', 1, 15)], {
      tenders: [tender({ shift: { start: 4000, end: 36_000, overtimeLimit: 0 } })],
    });
    const plan = run(problem);
    expect(plan.schedules[0]!.departure).toBe(3300);
    expect(refills(plan)[0]).toMatchObject({ start: 6300, tenderId: 't1' });
    expect(of(day(plan), 'meeting')[0]).toMatchObject({ start: 6300, end: 6900, machineId: 'm1' });
  });

  it('makes the sprayer wait at the field for a late tender, both at the same times', () => {
    // A first field with a window closing at 2600 s keeps the sprayer from leaving later.
    const orders = [buildOrder('a', 2, 5, { windows: [[0, 2600]] }), buildOrder('big', 1, 15)];
    const problem = buildProblem(points, [sprayer()], orders, {
      tenders: [tender({ shift: { start: 4000, end: 36_000, overtimeLimit: 0 } })],
    });
    const plan = run(problem);
    const wait = plan.schedules[0]!.activities.find((a) => a.kind === 'waiting' && a.tenderId === 't1');
    expect(wait).toMatchObject({ end: 6300, orderId: 'big' });
    expect(refills(plan)[0]).toMatchObject({ start: 6300, tenderId: 't1' });
    expect(of(day(plan), 'meeting')[0]).toMatchObject({ start: 6300, end: 6900, machineId: 'm1' });
  });

  it('drives to the warehouse when the tender would come later than that detour', () => {
    const problem = buildProblem(points, [sprayer()], [buildOrder('big', 1, 15)], {
      tenders: [tender({ shift: { start: 9000, end: 36_000, overtimeLimit: 0 } })],
    });
    const plan = run(problem);
    expect(refills(plan).map((a) => [a.to, a.tenderId])).toEqual([[0, undefined]]);
    expect(day(plan).activities).toEqual([]);
  });

  it('never asks a tender for more than its compartments hold', () => {
    // One 500 L compartment cannot bring a 1000 L load.
    const small = tender({ compartments: [{ mixtureType: 'liquid', capacity: 500 }] });
    const plan = run(buildProblem(points, [sprayer()], [buildOrder('big', 1, 20)], { tenders: [small] }));
    expect(refills(plan).every((a) => a.tenderId === undefined && a.to === 0)).toBe(true);
    // One 1000 L compartment: a trip per load.
    const one = tender({ compartments: [{ mixtureType: 'liquid', capacity: 1000 }] });
    const twice = run(buildProblem(points, [sprayer()], [buildOrder('big', 1, 30)], { tenders: [one] }));
    const served = refills(twice).filter((a) => a.tenderId === 't1');
    expect(of(day(twice), 'load')).toHaveLength(served.length);
    expect(served.length).toBeGreaterThan(0);
  });

  it('keeps each mixture to compartments of its type', () => {
    const dry = tender({ compartments: [{ mixtureType: 'dry', capacity: 5000 }] });
    const plan = run(buildProblem(points, [sprayer()], [buildOrder('big', 1, 15)], { tenders: [dry] }));
    expect(refills(plan)[0]).toMatchObject({ to: 0 });
    expect(refills(plan)[0]!.tenderId).toBeUndefined();
  });

  it('fills compartments last to first when the tender says so', () => {
    const problem = buildProblem(points, [sprayer()], [buildOrder('big', 1, 25)], {
      tenders: [tender({ loadLastToFirst: true })],
    });
    const plan = run(problem);
    expect(of(day(plan), 'meeting').map((m) => m.items![0]!.compartments)).toEqual([[2], [2, 1]]);
    const forward = run(
      buildProblem(points, [sprayer()], [buildOrder('big', 1, 25)], { tenders: [tender()] }),
    );
    expect(of(day(forward), 'meeting').map((m) => m.items![0]!.compartments)).toEqual([[0], [0, 1]]);
  });

  it('gives the work to the first tender of the loading order when two can come as soon', () => {
    const problem = buildProblem(points, [sprayer({ tenders: ['t1', 't2'] })], [buildOrder('big', 1, 15)], {
      tenders: [tender({ id: 't2' }), tender({ id: 't1' })],
    });
    const plan = run(problem);
    expect(refills(plan)[0]!.tenderId).toBe('t2');
    expect(day(plan, 't1').activities).toEqual([]);
  });

  it('takes loads only from the tenders the sprayer accepts', () => {
    // t2 could come at once; the sprayer does not take loads from other tenders, so t1 comes late.
    const problem = buildProblem(points, [sprayer({ tenders: ['t1'] })], [buildOrder('big', 1, 15)], {
      tenders: [tender({ id: 't2' }), tender({ shift: { start: 3000, end: 36_000, overtimeLimit: 0 } })],
    });
    const plan = run(problem);
    expect(refills(plan)[0]!.tenderId).toBe('t1');
    expect(day(plan, 't2').activities).toEqual([]);
  });
});

describe('consolidation', () => {
  // Two sprayers, each with 15 ha (1500 L) at its own field: each needs 500 L from a tender.
  const twoFields = (consolidation: Consolidation, growers: [string, string]): Problem => {
    const orders: Order[] = [
      buildOrder('a', 1, 15, { grower: growers[0], allowedMachines: ['m1'] }),
      buildOrder('b', 2, 15, { grower: growers[1], allowedMachines: ['m2'] }),
    ];
    return buildProblem(points, [sprayer({ id: 'm1' }), sprayer({ id: 'm2' })], orders, {
      tenders: [tender()],
      consolidation,
    });
  };
  const ordersPerLoad = (plan: Plan): number[] =>
    of(day(plan), 'load').map((load) => new Set(load.items!.map((i) => i.orderId)).size);

  it('carries several growers on one trip when the group allows it', () => {
    const plan = run(twoFields('several-growers', ['g1', 'g2']));
    expect(ordersPerLoad(plan)).toEqual([2]);
    expect(
      of(day(plan), 'meeting')
        .map((m) => m.machineId)
        .sort(),
    ).toEqual(['m1', 'm2']);
  });

  it('carries one order per trip', () => {
    for (const rule of ['one-order', 'none'] as const) {
      const plan = run(twoFields(rule, ['g1', 'g1']));
      expect(ordersPerLoad(plan).every((n) => n === 1)).toBe(true);
    }
  });

  it('carries several orders of one grower, not of two', () => {
    expect(ordersPerLoad(run(twoFields('same-grower', ['g1', 'g1'])))).toEqual([2]);
    expect(ordersPerLoad(run(twoFields('same-grower', ['g1', 'g2']))).every((n) => n === 1)).toBe(true);
  });
});

describe('tenders that cannot serve every refill', () => {
  // Two sprayers, twenty 10 ha orders 20 km out: one small, slow tender can serve few of their
  // refills, so a search that counts every meeting as free plans far more than the day can hold.
  const fields: [number, number][] = [
    [0, 0],
    [20_000, 0],
    [20_000, 1000],
    [20_000, 2000],
    [19_000, 0],
  ];
  const orders = Array.from({ length: 20 }, (_, i) => buildOrder(`o${i}`, 1 + (i % 4), 10));
  const oneSlowTender = tender({ compartments: [{ mixtureType: 'liquid', capacity: 1000 }] });
  const sprayers = (tenders?: string[]): Machine[] =>
    ['m1', 'm2'].map((id) => buildMachine({ id, ...(tenders ? { tenders } : {}) }));
  const budget = () => ({ stop: maxIterations(30), seed: 3 });

  it('plans at least the area of refilling at the warehouse in the same budget', () => {
    const warehouse = solve(buildProblem(fields, sprayers(), orders), budget());
    const problem = buildProblem(fields, sprayers(['t1']), orders, { tenders: [oneSlowTender] });
    const plan = solve(problem, budget());
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(warehouse.summary.assignedArea).toBe(120);
    expect(plan.summary.assignedArea).toBeGreaterThanOrEqual(warehouse.summary.assignedArea);
  });

  it('still takes the loads the tender can bring, without losing an order', () => {
    const warehouse = solve(buildProblem(fields, sprayers(), orders), budget());
    const problem = buildProblem(fields, sprayers(['t1']), orders, { tenders: [oneSlowTender] });
    const plan = solve(problem, budget());
    const fromTender = plan.schedules.flatMap((s) => s.activities).filter((a) => a.tenderId === 't1');
    expect(fromTender.length).toBeGreaterThan(0);
    expect(plan.summary.orderCount).toBe(warehouse.summary.orderCount);
    expect(plan.summary.displacementTime).toBeLessThan(warehouse.summary.displacementTime);
  });

  it('keeps the warehouse refills, with the tenders idle, when no tender can come in the day', () => {
    const late = tender({ shift: { start: 40_000, end: 50_000, overtimeLimit: 0 } });
    const problem = buildProblem(fields, sprayers(['t1']), orders, { tenders: [late] });
    const plan = solve(problem, budget());
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(plan.summary.assignedArea).toBe(120);
    expect(plan.tenders!.map((t) => t.activities)).toEqual([[]]);
  });
});

describe('tender dispatch', () => {
  it('keeps a tender free for the next sprayer rather than come later than a wait is worth', () => {
    const orders = [buildOrder('a', 1, 5), buildOrder('b', 2, 5)];
    const problem = buildProblem(points, [sprayer({ id: 'm1' }), sprayer({ id: 'm2' })], orders, {
      tenders: [tender()],
    });
    const request = (machine: number, time: number, maxWait?: number) => ({
      machine,
      refill: 0,
      time,
      site: 1 + machine,
      transfer: 600_000,
      items: [{ order: machine, load: 0, amount: 500 }],
      ...(maxWait === undefined ? {} : { maxWait }),
    });
    // The tender can be at a field about 2300 s into the day (load 300 s, drive 2000 s).
    const answers = new TenderDispatcher(new Instance(problem)).dispatch([
      request(0, 0, 1_000_000),
      request(1, 2_400_000),
    ]);
    expect(answers).toEqual([null, { tender: 0, start: 2_400_000 }]);
    // Without the limit the first sprayer gets it 2300 s late and the second waits for it.
    const late = new TenderDispatcher(new Instance(problem)).dispatch([request(0, 0), request(1, 2_400_000)]);
    expect(late[0]).toEqual({ tender: 0, start: 2_300_000 });
    expect(late[1]!.start).toBeGreaterThan(2_400_000);
  });
});

describe('sprayers with no refill place', () => {
  it('plans an order larger than the tank from the tender, reporting progress once through', () => {
    const problem = buildProblem(points, [sprayer({ refillPlaces: [] })], [buildOrder('big', 1, 25)], {
      tenders: [tender()],
    });
    const percents: number[] = [];
    const plan = solve(problem, {
      stop: maxIterations(30),
      seed: 3,
      onProgress: (p) => percents.push(p.percent),
    });
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(plan.summary.assignedArea).toBe(25);
    expect(refills(plan).every((a) => a.tenderId === 't1')).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...percents)).toBeLessThanOrEqual(100);
  });
});

describe('groups without tenders', () => {
  it('plan exactly as before when no sprayer takes loads from a tender', () => {
    const orders = [buildOrder('big', 1, 25), buildOrder('b', 2, 5)];
    const without = solve(buildProblem(points, [buildMachine()], orders), {
      stop: maxIterations(30),
      seed: 3,
    });
    const problem = buildProblem(points, [buildMachine()], orders, { tenders: [tender()] });
    const withIdle = solve(problem, { stop: maxIterations(30), seed: 3 });
    expect(withIdle).toEqual(without);
    expect(checkPlan(problem, withIdle)).toEqual([]);
  });
});

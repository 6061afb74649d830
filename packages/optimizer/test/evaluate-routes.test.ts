import { describe, expect, it } from 'vitest';
import { evaluateRoutes } from '../src/evaluate/evaluate-routes';
import { ProblemError } from '../src/model/problem';
import type { Tender } from '../src/model/problem';
import { buildMachine, buildOrder, buildProblem } from './factories';
import { checkPlan } from './plan-checker';

// Depot at 0, fields 1 km and 2 km east: 100 s and 200 s of travel at 10 m/s.
const points: [number, number][] = [
  [0, 0],
  [1000, 0],
  [2000, 0],
];

describe('evaluateRoutes', () => {
  it('times a fixed sequence in the given order, not the best one', () => {
    const problem = buildProblem(points, [buildMachine()], [buildOrder('a', 1, 2), buildOrder('b', 2, 2)]);
    const { plan, violations } = evaluateRoutes(problem, [{ machineId: 'm1', stops: ['b', 'a'] }]);
    const schedule = plan.schedules[0]!;
    expect(schedule.orders.map((order) => order.orderId)).toEqual(['b', 'a']);
    // Travel 200 s to b, 200 s applying, 100 s back to a, 200 s applying, 100 s home.
    expect(schedule.orders[0]).toMatchObject({ start: 200, end: 400 });
    expect(schedule.orders[1]).toMatchObject({ start: 500, end: 700 });
    expect(schedule.summary.displacementTime).toBe(400);
    expect(violations).toEqual([{ machineId: 'm1', lateSeconds: 0, missingLoad: 0, notAllowed: [] }]);
    expect(plan.unassigned).toEqual([]);
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('spends the cleaning time at a cleanout placed between orders of one family and empties the tank', () => {
    const machine = buildMachine({ cleaningSeconds: 900 });
    const problem = buildProblem(points, [machine], [buildOrder('a', 1, 2), buildOrder('b', 2, 2)]);
    const { plan } = evaluateRoutes(problem, [{ machineId: 'm1', stops: ['a', { cleanout: true }, 'b'] }]);
    const kinds = plan.schedules[0]!.activities.map((activity) => activity.kind);
    expect(kinds).toEqual([
      'travel',
      'application',
      'cleaning',
      'travel',
      'refill',
      'travel',
      'application',
      'travel',
    ]);
    expect(plan.schedules[0]!.summary.cleaningTime).toBe(900);
  });

  it('reports late work and leaves unrouted orders unassigned with their causes', () => {
    const problem = buildProblem(
      points,
      [buildMachine()],
      [buildOrder('a', 1, 2, { windows: [[0, 250]] }), buildOrder('b', 2, 2)],
    );
    const { plan, violations } = evaluateRoutes(problem, [{ machineId: 'm1', stops: ['a'] }]);
    expect(violations[0]!.lateSeconds).toBeCloseTo(50, 6);
    expect(plan.unassigned.map((order) => order.orderId)).toEqual(['b']);
  });

  it('times a late sequence on the real clock: what follows late work starts after it', () => {
    // a's window closes 50 s into its 200 s of work; b follows it.
    const problem = buildProblem(
      points,
      [buildMachine()],
      [buildOrder('a', 1, 2, { windows: [[0, 150]] }), buildOrder('b', 2, 2)],
    );
    const { plan, violations } = evaluateRoutes(problem, [{ machineId: 'm1', stops: ['a', 'b'] }]);
    const activities = plan.schedules[0]!.activities;
    for (const [index, activity] of activities.entries())
      if (index > 0) expect(activity.start).toBeGreaterThanOrEqual(activities[index - 1]!.end);
    // 100 s there, 200 s applying, 100 s to b, 200 s applying, 200 s home.
    expect(activities.at(-1)!.end).toBe(800);
    // The lateness is still the work outside a's window, as the search measures it.
    expect(violations[0]!.lateSeconds).toBeCloseTo(150, 6);
  });

  it('refuses an unknown order and an order placed twice', () => {
    const problem = buildProblem(points, [buildMachine()], [buildOrder('a', 1, 2)]);
    expect(() => evaluateRoutes(problem, [{ machineId: 'm1', stops: ['x'] }])).toThrow(ProblemError);
    expect(() => evaluateRoutes(problem, [{ machineId: 'm1', stops: ['a', 'a'] }])).toThrow(ProblemError);
  });
});

describe('evaluateRoutes with tenders', () => {
  // Warehouse at 0; fields 20 km away (2000 s at 10 m/s), 1 km apart.
  const far: [number, number][] = [
    [0, 0],
    [20_000, 0],
    [20_000, 1000],
  ];
  const tender: Tender = {
    id: 't1',
    start: 0,
    end: 0,
    loadPlace: 0,
    shift: { start: 0, end: 36_000, overtimeLimit: 0 },
    compartments: [
      { mixtureType: 'liquid', capacity: 1000 },
      { mixtureType: 'liquid', capacity: 1000 },
    ],
    loadSeconds: 300,
  };
  const sprayer = (id: string) => buildMachine({ id, tenders: ['t1'] });
  const refillsOf = (schedule: { activities: readonly { kind: string; tenderId?: string; to?: number }[] }) =>
    schedule.activities.filter((activity) => activity.kind === 'refill');

  it('meets the sprayers at their fields in the given order, and plans the tender for it', () => {
    // 15 ha x 100 L/ha each: a tank and a half, so each sprayer refills once.
    const problem = buildProblem(
      far,
      [sprayer('m1'), sprayer('m2')],
      [buildOrder('a', 1, 15), buildOrder('b', 2, 15)],
      { tenders: [tender] },
    );
    const routes = [
      { machineId: 'm1', stops: ['b'] },
      { machineId: 'm2', stops: ['a'] },
    ];
    const { plan, violations } = evaluateRoutes(problem, routes, { tenders: true });
    expect(plan.schedules.map((schedule) => schedule.orders.map((order) => order.orderId))).toEqual([
      ['b'],
      ['a'],
    ]);
    for (const schedule of plan.schedules)
      expect(refillsOf(schedule).map((refill) => refill.tenderId)).toEqual(['t1']);
    const meetings = plan.tenders![0]!.activities.filter((activity) => activity.kind === 'meeting');
    expect(meetings.map((meeting) => meeting.machineId).sort()).toEqual(['m1', 'm2']);
    expect(violations.every((violation) => violation.lateSeconds === 0 && violation.missingLoad === 0)).toBe(
      true,
    );
    expect(checkPlan(problem, plan)).toEqual([]);

    // Without the option the same routes refill at the warehouse and the tender stays home.
    const plain = evaluateRoutes(problem, routes);
    for (const schedule of plain.plan.schedules)
      expect(refillsOf(schedule).map((refill) => [refill.to, refill.tenderId])).toEqual([[0, undefined]]);
    expect(plain.plan.tenders).toBeUndefined();
  });

  it('keeps every order: a sprayer the tender cannot serve in time refills at the warehouse', () => {
    // The tender starts too late to be worth waiting for: the detour to the warehouse is shorter.
    const late = { ...tender, shift: { start: 20_000, end: 36_000, overtimeLimit: 0 } };
    const problem = buildProblem(far, [sprayer('m1')], [buildOrder('a', 1, 15), buildOrder('b', 2, 5)], {
      tenders: [late],
    });
    const { plan } = evaluateRoutes(problem, [{ machineId: 'm1', stops: ['a', 'b'] }], { tenders: true });
    expect(plan.schedules[0]!.orders.map((order) => order.orderId)).toEqual(['a', 'b']);
    expect(plan.unassigned).toEqual([]);
    expect(refillsOf(plan.schedules[0]!).every((refill) => refill.tenderId === undefined)).toBe(true);
    expect(checkPlan(problem, plan)).toEqual([]);
  });
});

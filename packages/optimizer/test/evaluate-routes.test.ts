import { describe, expect, it } from 'vitest';
import { evaluateRoutes } from '../src/evaluate/evaluate-routes';
import { ProblemError } from '../src/model/problem';
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

  it('refuses an unknown order and an order placed twice', () => {
    const problem = buildProblem(points, [buildMachine()], [buildOrder('a', 1, 2)]);
    expect(() => evaluateRoutes(problem, [{ machineId: 'm1', stops: ['x'] }])).toThrow(ProblemError);
    expect(() => evaluateRoutes(problem, [{ machineId: 'm1', stops: ['a', 'a'] }])).toThrow(ProblemError);
  });
});

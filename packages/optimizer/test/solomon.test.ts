import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSolomon, solomonToProblem } from '../src/benchmarks/solomon';
import { solve } from '../src/solve';
import { maxIterations } from '../src/stop/stop-criterion';
import { checkSolomonSolution } from './checker';

const file = (name: string): string => fileURLToPath(new URL(`../../../../shared/bench/solomon/${name}.txt`, import.meta.url));

describe('Solomon VRPTW through the product engine', () => {
  it.each([
    ['c101', 827.3, 0.02],
    ['r201', 1143.2, 0.1],
  ])('solves %s feasibly near the optimum', (name, optimum, tolerance) => {
    const text = readFileSync(file(name), 'utf8');
    const plan = solve(solomonToProblem(parseSolomon(text)), { stop: maxIterations(40), seed: 1 });
    const routes = plan.schedules.filter((s) => s.orders.length > 0).map((s) => s.orders.map((o) => Number(o.orderId)));
    const check = checkSolomonSolution(text, routes, Math.round(plan.summary.distance * 10) / 10);
    expect(check.errors).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(check.distance).toBeLessThanOrEqual(optimum * (1 + tolerance));
  });

  it('the checker rejects a late visit, a missing customer and a wrong distance', () => {
    const text = readFileSync(file('c101'), 'utf8');
    const plan = solve(solomonToProblem(parseSolomon(text)), { stop: maxIterations(5), seed: 1 });
    const routes = plan.schedules.filter((s) => s.orders.length > 0).map((s) => s.orders.map((o) => Number(o.orderId)));
    const reversed = routes.map((r) => [...r].reverse());
    expect(checkSolomonSolution(text, reversed).feasible).toBe(false);
    expect(checkSolomonSolution(text, routes.slice(1)).errors.some((e) => e.includes('visited 0 times'))).toBe(true);
    expect(checkSolomonSolution(text, routes, 1).feasible).toBe(false);
  });
});

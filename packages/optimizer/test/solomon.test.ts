import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSolomon, solomonToProblem } from '../src/benchmarks/solomon';
import { solve } from '../src/solve';
import { maxIterations } from '../src/stop/stop-criterion';
import { checkSolomonSolution } from './checker';

const file = (name: string): string =>
  fileURLToPath(new URL(`../bench/data/solomon/${name}.txt`, import.meta.url));

describe('Solomon VRPTW through the product engine', () => {
  it.each([
    ['c101', 827.3, 0.02],
    ['r201', 1143.2, 0.1],
  ])('solves %s feasibly near the optimum', (name, optimum, tolerance) => {
    const text = readFileSync(file(name), 'utf8');
    const plan = solve(solomonToProblem(parseSolomon(text)), { stop: maxIterations(40), seed: 1 });
    const routes = plan.schedules
      .filter((s) => s.orders.length > 0)
      .map((s) => s.orders.map((o) => Number(o.orderId)));
    const check = checkSolomonSolution(text, routes, Math.round(plan.summary.distance * 10) / 10);
    expect(check.errors).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(check.distance).toBeLessThanOrEqual(optimum * (1 + tolerance));
  });

  it('reads any file of the format, such as a 200-customer Gehring-Homberger-sized instance', () => {
    // A synthetic 200-customer instance in the same layout as the Gehring-Homberger files.
    let seed = 12345;
    const next = (bound: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % bound;
    };
    const rows = ['    0      100        100          0          0       1000          0'];
    for (let i = 1; i <= 200; i++) {
      const ready = next(700);
      rows.push(
        `  ${i}  ${next(200)}  ${next(200)}  ${1 + next(30)}  ${ready}  ${ready + 150 + next(100)}  10`,
      );
    }
    const text = [
      'RS_2_1',
      '',
      'VEHICLE',
      'NUMBER     CAPACITY',
      '  50          200',
      '',
      'CUSTOMER',
      'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
      '',
      ...rows,
      '',
    ].join('\n');
    const instance = parseSolomon(text);
    expect(instance.customers).toHaveLength(200);
    expect(instance.vehicles).toBe(50);
    const plan = solve(solomonToProblem(instance), { stop: maxIterations(8), seed: 1 });
    const routes = plan.schedules
      .filter((s) => s.orders.length > 0)
      .map((s) => s.orders.map((o) => Number(o.orderId)));
    expect(checkSolomonSolution(text, routes, Math.round(plan.summary.distance * 10) / 10).errors).toEqual(
      [],
    );
  });

  it('the checker rejects a late visit, a missing customer and a wrong distance', () => {
    const text = readFileSync(file('c101'), 'utf8');
    const plan = solve(solomonToProblem(parseSolomon(text)), { stop: maxIterations(5), seed: 1 });
    const routes = plan.schedules
      .filter((s) => s.orders.length > 0)
      .map((s) => s.orders.map((o) => Number(o.orderId)));
    const reversed = routes.map((r) => [...r].reverse());
    expect(checkSolomonSolution(text, reversed).feasible).toBe(false);
    expect(
      checkSolomonSolution(text, routes.slice(1)).errors.some((e) => e.includes('visited 0 times')),
    ).toBe(true);
    expect(checkSolomonSolution(text, routes, 1).feasible).toBe(false);
  });
});

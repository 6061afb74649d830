import { describe, expect, it } from 'vitest';
import { firstOf, maxIterations, maxRuntime, solve } from '@tramline/optimizer';
import { buildMachine, buildOrder, buildProblem } from '@tramline/optimizer/testing';
import { PART_PRIORITY, splitBigFields } from './field-parts';

// The shed, a big field 1 km out and a small field beside it (metres, 10 m/s on the road).
const points = [
  [0, 0],
  [1_000, 0],
  [1_000, 500],
] as const;

// 1 ha every 100 s (10 m x 36 km/h), a tank that never runs dry: a day of 37,000 s holds 4 parts
// of the big field (360 ha) or 3 parts and the small order (355 ha), not both.
const machine = buildMachine({
  id: 'sprayer',
  shift: { start: 0, end: 37_000, overtimeLimit: 0 },
  compartments: [{ mixtureType: 'liquid', capacity: 1_000_000 }],
});

describe('fields bigger than a day', () => {
  const problem = buildProblem(points, [machine], [buildOrder('big', 1, 1_440), buildOrder('small', 2, 85)]);
  const { orders, parts } = splitBigFields(problem.orders, problem.machines, problem.matrices);

  it('hands the engine a big field in equal parts weighed below whole orders', () => {
    const big = orders.filter((entry) => parts.get(entry.id)?.of === 'big');
    expect(big).toHaveLength(16);
    expect(big.every((part) => part.area === 90 && part.priority === PART_PRIORITY)).toBe(true);
    expect(orders.find((entry) => entry.id === 'small')?.priority).toBeUndefined();
  });

  it('finishes a small whole order before a part of the big field a little bigger than it', () => {
    const plan = solve({ ...problem, orders }, { stop: firstOf(maxIterations(300), maxRuntime(5)), seed: 1 });
    const planned = plan.schedules.flatMap((schedule) => schedule.orders.map((entry) => entry.orderId));
    // Without the weight the day takes four parts (360 ha) over three and the small order (355 ha).
    expect(planned).toContain('small');
    expect(planned.filter((id) => parts.has(id))).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { firstOf, maxIterations, maxRuntime, solve, type Machine, type Order } from '@tramline/optimizer';
import { PART_PRIORITY, splitBigFields } from './field-parts';

// Three places on a line, metres apart: the shed, a big field 1 km out, a small field beside it.
const points = [
  [0, 0],
  [1_000, 0],
  [1_000, 500],
] as const;
const size = points.length;
const distances = new Float64Array(size * size);
for (let from = 0; from < size; from += 1)
  for (let to = 0; to < size; to += 1)
    distances[from * size + to] = Math.hypot(
      points[from]![0] - points[to]![0],
      points[from]![1] - points[to]![1],
    );
// 10 m/s on the road.
const matrices = [{ durations: distances.map((metres) => metres / 10), distances }];

// 1 ha every 100 s (10 m x 36 km/h), a tank that never runs dry: a day of 37,000 s holds 4 parts
// of the big field (360 ha) or 3 parts and the small order (355 ha), not both.
const machine: Machine = {
  id: 'sprayer',
  start: 0,
  end: 0,
  shift: { start: 0, end: 37_000, overtimeLimit: 0 },
  operatingSpeedKmh: 36,
  workingWidthM: 10,
  fieldEfficiency: 1,
  compartments: [{ mixtureType: 'liquid', capacity: 1_000_000 }],
  refillPlaces: [0],
  refillSeconds: 600,
  cleaningSeconds: 0,
  applicationTypes: ['spray'],
};
const order = (id: string, location: number, area: number): Order => ({
  id,
  location,
  area,
  loads: [{ mixtureType: 'liquid', amount: 100 * area }],
  windows: [[0, 100_000]],
  applicationType: 'spray',
  productFamily: 'herbicide',
});

describe('fields bigger than a day', () => {
  const { orders, parts } = splitBigFields(
    [order('big', 1, 1_440), order('small', 2, 85)],
    [machine],
    matrices,
  );

  it('hands the engine a big field in equal parts weighed below whole orders', () => {
    const big = orders.filter((entry) => parts.get(entry.id)?.of === 'big');
    expect(big).toHaveLength(16);
    expect(big.every((part) => part.area === 90 && part.priority === PART_PRIORITY)).toBe(true);
    expect(orders.find((entry) => entry.id === 'small')?.priority).toBeUndefined();
  });

  it('finishes a small whole order before a part of the big field a little bigger than it', () => {
    const plan = solve(
      {
        locationCount: size,
        matrices,
        machines: [machine],
        orders,
        weighting: 'fastest',
        coordinates: points,
      },
      { stop: firstOf(maxIterations(300), maxRuntime(5)), seed: 1 },
    );
    const planned = plan.schedules.flatMap((schedule) => schedule.orders.map((entry) => entry.orderId));
    // Without the weight the day takes four parts (360 ha) over three and the small order (355 ha).
    expect(planned).toContain('small');
    expect(planned.filter((id) => parts.has(id))).toHaveLength(3);
  });
});

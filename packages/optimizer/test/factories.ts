import type { Machine, Order, Problem } from '../src/model/problem';

/** Planar points in metres; travel at `speedMs` metres per second along straight lines. */
export function buildMatrix(
  points: readonly (readonly [number, number])[],
  speedMs = 10,
): { durations: Float64Array; distances: Float64Array } {
  const n = points.length;
  const durations = new Float64Array(n * n);
  const distances = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const d = Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]);
      distances[i * n + j] = d;
      durations[i * n + j] = d / speedMs;
    }
  }
  return { durations, distances };
}

/**
 * A sprayer covering 1 ha per 100 s (10 m x 36 km/h x 1 = 100 m²/s), 1000 L tank, based at
 * location 0, day 0..36 000 s, no overtime, refill 600 s at location 0, no cleaning time set.
 */
export function buildMachine(overrides: Partial<Machine> = {}): Machine {
  return {
    id: 'm1',
    start: 0,
    end: 0,
    shift: { start: 0, end: 36_000, overtimeLimit: 0 },
    operatingSpeedKmh: 36,
    workingWidthM: 10,
    fieldEfficiency: 1,
    compartments: [{ mixtureType: 'liquid', capacity: 1000 }],
    refillPlaces: [0],
    refillSeconds: 600,
    cleaningSeconds: 0,
    applicationTypes: ['spray'],
    ...overrides,
  };
}

/** An order of `area` ha needing 100 L/ha of liquid, open all day. */
export function buildOrder(
  id: string,
  location: number,
  area: number,
  overrides: Partial<Order> = {},
): Order {
  return {
    id,
    location,
    area,
    loads: [{ mixtureType: 'liquid', amount: 100 * area }],
    windows: [[0, 100_000]],
    applicationType: 'spray',
    productFamily: 'herbicide',
    ...overrides,
  };
}

export function buildProblem(
  points: readonly (readonly [number, number])[],
  machines: Machine[],
  orders: Order[],
  overrides: Partial<Problem> = {},
): Problem {
  return {
    locationCount: points.length,
    matrices: [buildMatrix(points)],
    machines,
    orders,
    weighting: 'fastest',
    coordinates: points,
    ...overrides,
  };
}

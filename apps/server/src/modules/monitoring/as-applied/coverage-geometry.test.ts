import { describe, expect, it } from 'vitest';
import type { TAreaGeometry } from '@tramline/domain';
import { computeCoverage, type TCoveragePoint } from './coverage-geometry';

// A 100 m x 200 m field near Londrina; synthetic passes are laid out in metres east and north of
// its south-west corner.
const ORIGIN = { latitude: -23.3, longitude: -51.16 };
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
const lonOf = (x: number) =>
  ORIGIN.longitude + x / (METRES_PER_DEGREE * Math.cos((ORIGIN.latitude * Math.PI) / 180));
const latOf = (y: number) => ORIGIN.latitude + y / METRES_PER_DEGREE;
const rectangle = (x1: number, y1: number, x2: number, y2: number): TAreaGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [lonOf(x1), latOf(y1)],
      [lonOf(x2), latOf(y1)],
      [lonOf(x2), latOf(y2)],
      [lonOf(x1), latOf(y2)],
      [lonOf(x1), latOf(y1)],
    ],
  ],
});
const FIELD = rectangle(0, 0, 100, 200);
const WIDTH = 20;

interface TPassOptions {
  x: number;
  from?: number;
  to?: number;
  /** North (default) or south. */
  southward?: boolean;
  sections?: boolean[];
  rate?: number;
  boomOn?: boolean;
}

/** A straight pass along x, a point every 10 m and every 2 s, starting at `start` ms. */
function pass(start: number, options: TPassOptions): TCoveragePoint[] {
  const from = options.from ?? 0;
  const to = options.to ?? 200;
  const points: TCoveragePoint[] = [];
  for (let step = 0; step <= (to - from) / 10; step++) {
    const y = options.southward ? to - step * 10 : from + step * 10;
    points.push({
      equipmentId: 1,
      time: start + step * 2000,
      latitude: latOf(y),
      longitude: lonOf(options.x),
      boomOn: options.boomOn ?? true,
      sections: options.sections ?? null,
      rate: options.rate ?? 100,
    });
  }
  return points;
}

/** Passes one after another, a minute apart; the boom goes off at the end of each (the headland turn). */
function passes(...list: TPassOptions[]): TCoveragePoint[] {
  return list.flatMap((options, index) => {
    const points = pass(index * 60_000, options);
    points[points.length - 1] = { ...points.at(-1)!, boomOn: false };
    return points;
  });
}

const compute = (points: TCoveragePoint[], width: number | null = WIDTH) =>
  computeCoverage({ points, widthOf: () => width, fields: [FIELD] });

describe('as-applied coverage on synthetic passes', () => {
  it('covers the full field with five side-by-side passes and no overlap', () => {
    const result = compute(
      passes({ x: 10 }, { x: 30, southward: true }, { x: 50 }, { x: 70, southward: true }, { x: 90 }),
    );
    expect(result.fieldArea).toBeCloseTo(2, 3);
    expect(result.appliedArea).toBeCloseTo(2, 3);
    expect(result.uncoveredArea).toBeCloseTo(0, 3);
    expect(result.overlapArea).toBeCloseTo(0, 3);
    expect(result.overlapPercent).toBeCloseTo(0, 1);
    expect(result.offTargetArea).toBeCloseTo(0, 3);
    expect(result.covered).not.toBeNull();
  });

  it('leaves half the field uncovered when the passes stop halfway', () => {
    const result = compute(
      passes(
        { x: 10, to: 100 },
        { x: 30, to: 100, southward: true },
        { x: 50, to: 100 },
        { x: 70, to: 100, southward: true },
        { x: 90, to: 100 },
      ),
    );
    expect(result.appliedArea).toBeCloseTo(1, 3);
    expect(result.uncoveredArea).toBeCloseTo(1, 3);
    expect(result.offTargetArea).toBeCloseTo(0, 3);
  });

  it('counts the strip two passes share as overlap', () => {
    // Passes at 10 and 25 m share 5 m x 200 m: 0.1 ha of 0.7 ha applied.
    const result = compute(passes({ x: 10 }, { x: 25, southward: true }));
    expect(result.appliedArea).toBeCloseTo(0.7, 3);
    expect(result.overlapArea).toBeCloseTo(0.1, 3);
    expect(result.overlapPercent).toBeCloseTo((0.1 / 0.7) * 100, 1);
  });

  it('counts ground covered three times once in the overlap', () => {
    const result = compute(passes({ x: 50 }, { x: 50, southward: true }, { x: 50 }));
    expect(result.appliedArea).toBeCloseTo(0.4, 3);
    expect(result.overlapArea).toBeCloseTo(0.4, 3);
  });

  it('reports the ground covered outside the fields as off-target', () => {
    // A pass at 110 m covers 100 to 120 m: wholly outside the 100 m wide field.
    const result = compute(passes({ x: 90 }, { x: 110, southward: true }));
    expect(result.appliedArea).toBeCloseTo(0.8, 3);
    expect(result.offTargetArea).toBeCloseTo(0.4, 3);
    expect(result.uncoveredArea).toBeCloseTo(1.6, 3);
  });

  it('covers only the width of the sections that are on, on their side of the boom', () => {
    // Four 5 m sections heading north, the two left ones on: 40 to 50 m east, 10 m x 200 m.
    const result = compute(passes({ x: 50, sections: [true, true, false, false] }));
    expect(result.appliedArea).toBeCloseTo(0.2, 3);
    const west = computeCoverage({
      points: passes({ x: 50, sections: [true, true, false, false] }),
      widthOf: () => WIDTH,
      fields: [rectangle(40, 0, 50, 200)],
    });
    expect(west.uncoveredArea).toBeCloseTo(0, 3);
    expect(west.offTargetArea).toBeCloseTo(0, 3);
  });

  it('covers two separate strips when a middle section is off', () => {
    const result = compute(passes({ x: 50, sections: [true, false, false, true] }));
    expect(result.appliedArea).toBeCloseTo(0.2, 3);
    expect(result.covered?.type).toBe('MultiPolygon');
  });

  it('covers nothing while the boom is off, nor across a jump or a long gap', () => {
    expect(compute(passes({ x: 50, boomOn: false })).appliedArea).toBe(0);
    const jump = [...pass(0, { x: 10, from: 0, to: 0 }), ...pass(2000, { x: 10, from: 150, to: 150 })];
    expect(compute(jump).appliedArea).toBe(0);
    const gap = [...pass(0, { x: 10, from: 0, to: 0 }), ...pass(120_000, { x: 10, from: 10, to: 10 })];
    expect(compute(gap).appliedArea).toBe(0);
  });

  it('covers nothing when the machine has no working width', () => {
    const result = compute(passes({ x: 50 }), null);
    expect(result.appliedArea).toBe(0);
    expect(result.uncoveredArea).toBeCloseTo(2, 3);
  });

  it('maps each rate to its stretch and weights the average by area', () => {
    const result = compute(passes({ x: 10, rate: 100 }, { x: 30, rate: 200, to: 100, southward: true }));
    expect(result.rateSegments.map((segment) => segment.rate)).toEqual([100, 200]);
    expect(result.rateMin).toBe(100);
    expect(result.rateMax).toBe(200);
    // 0.4 ha at 100 and 0.2 ha at 200.
    expect(result.averageRate).toBeCloseTo((0.4 * 100 + 0.2 * 200) / 0.6, 1);
    expect(result.appliedVolume).toBeCloseTo(0.4 * 100 + 0.2 * 200, 1);
    expect(result.trail).toHaveLength(21 + 11);
  });

  it('draws a turn tighter than half the boom step by step, its inside covered twice', () => {
    // Half a turn of 8 m radius with a 20 m boom: the inner end of the boom sweeps back over itself.
    const points: TCoveragePoint[] = Array.from({ length: 32 }, (_, step) => {
      const angle = step * 0.1;
      return {
        equipmentId: 1,
        time: step * 1000,
        latitude: latOf(100 + 8 * Math.sin(angle)),
        longitude: lonOf(50 + 8 * Math.cos(angle)),
        boomOn: true,
        sections: null,
        rate: 100,
      };
    });
    const result = compute(points);
    // At most the half annulus out to 18 m, at least the half disc of 8 m the path encloses.
    expect(result.appliedArea).toBeLessThan((Math.PI * 18 * 18) / 2 / 10_000);
    expect(result.appliedArea).toBeGreaterThan((Math.PI * 8 * 8) / 2 / 10_000);
    expect(result.overlapArea).toBeGreaterThan(0);
  });
});

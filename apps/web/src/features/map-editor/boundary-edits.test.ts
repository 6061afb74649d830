import { describe, expect, it } from 'vitest';
import type { TPolygon, TPosition } from '@tramline/domain';
import { areaHectaresOf, mergeBoundaries, snapToCorner, splitBoundary } from './boundary-edits';

/** About 400 m x 400 m in Iowa: 16 ha. */
const square: TPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-93.62, 42.03],
      [-93.6152, 42.03],
      [-93.6152, 42.0336],
      [-93.62, 42.0336],
      [-93.62, 42.03],
    ],
  ],
};
const middle = (-93.62 + -93.6152) / 2;

describe('field boundary edits in the map editor', () => {
  it('splits a field along a drawn line into two parts whose areas add up to the field', () => {
    const line: TPosition[] = [
      [middle, 42.029],
      [middle, 42.0346],
    ];
    const parts = splitBoundary(square, line)!;
    expect(parts).toHaveLength(2);
    const whole = areaHectaresOf(square);
    expect(whole).toBeGreaterThan(15);
    expect(areaHectaresOf(parts[0]) + areaHectaresOf(parts[1])).toBeCloseTo(whole, 6);
    expect(areaHectaresOf(parts[0]) / whole).toBeCloseTo(0.5, 2);
  });

  it('puts the larger part first when the line is off centre', () => {
    const parts = splitBoundary(square, [
      [-93.619, 42.029],
      [-93.619, 42.0346],
    ])!;
    expect(areaHectaresOf(parts[0])).toBeGreaterThan(areaHectaresOf(parts[1]) * 3);
  });

  it('refuses a line that does not cross the field', () => {
    const outside: TPosition[] = [
      [-93.63, 42.02],
      [-93.63, 42.04],
    ];
    expect(splitBoundary(square, outside)).toBeNull();
    expect(splitBoundary(square, [[middle, 42.03]])).toBeNull();
  });

  it('merges the two halves of a split back into the field', () => {
    const parts = splitBoundary(square, [
      [middle, 42.029],
      [middle, 42.0346],
    ])!;
    const merged = mergeBoundaries(parts[0]!, parts[1]!)!;
    expect(merged.type).toBe('Polygon');
    expect(areaHectaresOf(merged)).toBeCloseTo(areaHectaresOf(square), 6);
  });

  it('refuses to merge fields that do not touch', () => {
    const apart: TPolygon = {
      type: 'Polygon',
      coordinates: [square.coordinates[0]!.map(([x, y]) => [x + 0.01, y] as TPosition)],
    };
    expect(mergeBoundaries(square, apart)).toBeNull();
  });

  it('snaps to the nearest neighbouring corner within the tolerance only', () => {
    const corners: TPosition[] = [
      [0, 0],
      [10, 0],
    ];
    const project = ([x, y]: TPosition) => ({ x: x * 10, y: y * 10 });
    expect(snapToCorner({ x: 95, y: 3 }, corners, project)).toEqual([10, 0]);
    expect(snapToCorner({ x: 50, y: 50 }, corners, project)).toBeUndefined();
  });
});

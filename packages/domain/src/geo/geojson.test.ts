import { describe, expect, it } from 'vitest';
import { boundingBoxOf, circleRing, mergeBoundingBoxes } from './geojson';

describe('geometry helpers', () => {
  it('draws a 182.88 m (200 yd) circle: north point 0.001645° away, ring closed', () => {
    const ring = circleRing({ latitude: 42, longitude: -93.6 }, 182.88, 8);
    expect(ring).toHaveLength(9);
    expect(ring[0]).toEqual(ring[8]);
    // 182.88 m / 6,371,008.8 m in degrees = 0.0016447°.
    expect(ring[0]![1] - 42).toBeCloseTo(0.0016447, 6);
    expect(ring[0]![0]).toBeCloseTo(-93.6, 9);
  });

  it('boxes polygons and multipolygons, and merges boxes', () => {
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 1],
          [0, 1],
          [0, 0],
        ] as [number, number][],
      ],
    };
    expect(boundingBoxOf([square])).toEqual([0, 0, 2, 1]);
    expect(boundingBoxOf([])).toBeNull();
    expect(mergeBoundingBoxes([[0, 0, 1, 1], null, [-1, 0.5, 0.5, 3]])).toEqual([-1, 0, 1, 3]);
  });
});

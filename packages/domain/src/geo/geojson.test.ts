import { describe, expect, it } from 'vitest';
import { boundingBoxOf, circleRing, greatCircleMetres, mergeBoundingBoxes } from './geojson';

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

  it('measures the great-circle distance between two points in metres', () => {
    // One degree of latitude is 111.2 km on the mean sphere; Ames to Des Moines about 49 km.
    expect(greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
    expect(
      greatCircleMetres(
        { latitude: 42.0308, longitude: -93.6319 },
        { latitude: 41.5868, longitude: -93.625 },
      ),
    ).toBeCloseTo(49_370, -3);
    expect(greatCircleMetres({ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { TAreaGeometry } from '@tramline/domain';
import { squareRing } from '../growers/boundary-fixtures';
import { boxesMeet, distanceToSiteMeters, siteBox } from './site-geometry';

const METRES_PER_DEGREE_LAT = 110_574;
/** A 400 m square field with its south-west corner at -93.6, 42.2. */
const field: TAreaGeometry = { type: 'Polygon', coordinates: [squareRing(-93.6, 42.2, 400)] };
const northOf = (metres: number): [number, number] => [
  -93.598,
  42.2 + (400 + metres) / METRES_PER_DEGREE_LAT,
];

describe('distance from a field to a sensitive site', () => {
  it('measures a point site from its circle: 100 m north of the field, radius 20, is 80 m away', () => {
    const gap = distanceToSiteMeters(field, {
      geometry: { type: 'Point', coordinates: northOf(100) },
      radiusMeters: 20,
    });
    expect(gap).toBeGreaterThan(79);
    expect(gap).toBeLessThan(81);
  });

  it('answers 0 for a point inside the field or a circle reaching it', () => {
    expect(
      distanceToSiteMeters(field, {
        geometry: { type: 'Point', coordinates: northOf(-200) },
        radiusMeters: 5,
      }),
    ).toBe(0);
    expect(
      distanceToSiteMeters(field, {
        geometry: { type: 'Point', coordinates: northOf(10) },
        radiusMeters: 15,
      }),
    ).toBe(0);
  });

  it('measures a polygon site edge to edge, and answers 0 when they overlap or one holds the other', () => {
    const strip = (from: number, side: number): TAreaGeometry => ({
      type: 'Polygon',
      coordinates: [squareRing(-93.601, 42.2 + (400 + from) / METRES_PER_DEGREE_LAT, side)],
    });
    const gap = distanceToSiteMeters(field, { geometry: strip(50, 100), radiusMeters: null });
    expect(gap).toBeGreaterThan(49);
    expect(gap).toBeLessThan(51);
    expect(distanceToSiteMeters(field, { geometry: strip(-50, 100), radiusMeters: null })).toBe(0);
    const inside: TAreaGeometry = { type: 'Polygon', coordinates: [squareRing(-93.599, 42.201, 50)] };
    expect(distanceToSiteMeters(field, { geometry: inside, radiusMeters: null })).toBe(0);
    const around: TAreaGeometry = { type: 'Polygon', coordinates: [squareRing(-93.61, 42.19, 3000)] };
    expect(distanceToSiteMeters(field, { geometry: around, radiusMeters: null })).toBe(0);
  });

  it('grows a site box by radius and buffer so the gate finds the fields near it', () => {
    const box = siteBox({ geometry: { type: 'Point', coordinates: northOf(100) }, radiusMeters: 20 }, 100);
    expect(boxesMeet(box, [-93.6, 42.2, -93.595, 42.2036])).toBe(true);
    expect(boxesMeet(box, [-93.5, 42.3, -93.49, 42.31])).toBe(false);
  });
});

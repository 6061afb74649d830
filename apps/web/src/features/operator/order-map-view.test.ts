import { describe, expect, it } from 'vitest';
import type { TOperatorField } from '@tramline/domain';
import { machineOnMapOf, metresToBox, orderMapViewOf } from './order-map-view';

/** A square field of about 1.1 km a side north-east of (-93.6, 42.0). */
const field: TOperatorField = {
  id: 1,
  name: 'North 40',
  areaHectares: 100,
  centroid: [-93.595, 42.005],
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-93.6, 42.0],
        [-93.59, 42.0],
        [-93.59, 42.01],
        [-93.6, 42.01],
        [-93.6, 42.0],
      ],
    ],
  },
};
const unmapped: TOperatorField = { ...field, id: 2, geometry: null, centroid: null };
const at = (longitude: number, latitude: number) => ({ time: '2026-05-01T10:00:00Z', longitude, latitude });

describe('the order map view', () => {
  it('frames the fields and a machine a few kilometres away', () => {
    // 0.05 degrees of latitude south: about 5.6 km.
    expect(orderMapViewOf([field, unmapped], at(-93.595, 41.95))).toEqual({
      bounds: [-93.6, 41.95, -93.59, 42.01],
      framesMachine: true,
    });
  });

  it('frames the fields only when the machine is further than 20 km', () => {
    expect(orderMapViewOf([field], at(-93.595, 41.8))).toEqual({
      bounds: [-93.6, 42.0, -93.59, 42.01],
      framesMachine: false,
    });
    expect(orderMapViewOf([field], null)?.framesMachine).toBe(false);
  });

  it('has nothing to frame without a boundary', () => {
    expect(orderMapViewOf([unmapped], at(-93.595, 42.005))).toBeNull();
  });

  it('measures a machine inside the fields as 0 m from them', () => {
    expect(metresToBox([-93.6, 42.0, -93.59, 42.01], at(-93.595, 42.005))).toBe(0);
    expect(metresToBox([-93.6, 42.0, -93.59, 42.01], at(-93.595, 41.99))).toBeCloseTo(1112, -1);
  });

  it("shows the device's own position first, else the machine's last reported one", () => {
    expect(machineOnMapOf(at(1, 2), at(3, 4))).toMatchObject({ longitude: 1, source: 'device' });
    expect(machineOnMapOf(null, at(3, 4))).toMatchObject({ longitude: 3, source: 'reported' });
    expect(machineOnMapOf(null, null)).toBeNull();
  });
});

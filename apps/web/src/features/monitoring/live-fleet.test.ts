import { describe, expect, it } from 'vitest';
import type { TFleetMachine, TFleetNow, TTrailCollection } from '@tramline/domain';
import { applyLivePoints } from './live-fleet';
import { replayAt } from './replay';

const machine: TFleetMachine = {
  equipamentoId: 1,
  name: 'Sprayer',
  code: 'S1',
  type: 'sprayer',
  group: null,
  tankCapacityLitres: null,
  position: {
    recordedAt: '2026-11-26T10:00:00.000Z',
    latitude: 41,
    longitude: -93,
    speedKmh: 0,
    headingDegrees: 0,
    boomOn: false,
    rate: null,
    tankLevelLitres: 900,
    workOrderId: null,
  },
  state: 'stopped',
  work: null,
  day: [],
};
const fleet: TFleetNow = { date: '2026-11-26', onlineMinutes: 5, machines: [machine], orders: [] };
const point = (time: string, values: Partial<{ speed: number; boomOn: boolean; latitude: number }> = {}) => ({
  time,
  latitude: values.latitude ?? 41.1,
  longitude: -93,
  speed: values.speed ?? 12,
  heading: 45,
  boomOn: values.boomOn ?? true,
  workOrderId: 5,
});

describe('live points on the fleet', () => {
  it('moves the machine to its newest point and makes it applying', () => {
    const next = applyLivePoints(fleet, {
      equipamentoId: 1,
      unitId: 1,
      points: [point('2026-11-26T10:01:00.000Z', { latitude: 41.2 }), point('2026-11-26T10:00:30.000Z')],
    });
    expect(next.machines[0]!.position).toMatchObject({
      latitude: 41.2,
      headingDegrees: 45,
      tankLevelLitres: 900,
    });
    expect(next.machines[0]!.state).toBe('applying');
  });

  it('leaves the machine where it is for a point older than the one shown', () => {
    const next = applyLivePoints(fleet, {
      equipamentoId: 1,
      unitId: 1,
      points: [point('2026-11-26T09:59:00.000Z')],
    });
    expect(next.machines[0]!.position!.latitude).toBe(41);
  });
});

describe('replaying the day', () => {
  const trails: TTrailCollection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          equipamentoId: 1,
          cdOrdemServico: 5,
          state: 'applying',
          start: '2026-11-26T08:00:00.000Z',
          end: '2026-11-26T09:00:00.000Z',
          rate: 100,
        },
        geometry: {
          type: 'LineString',
          coordinates: [
            [-93, 41],
            [-93, 42],
          ],
        },
      },
    ],
  };

  it('puts the machine halfway along its trail at half time, heading north', () => {
    const shown = replayAt([machine], trails, Date.parse('2026-11-26T08:30:00.000Z'));
    expect(shown.machines[0]!.position).toMatchObject({ latitude: 41.5, longitude: -93, headingDegrees: 0 });
    expect(shown.machines[0]!.state).toBe('applying');
    expect(shown.trails.features[0]!.geometry.coordinates).toEqual([
      [-93, 41],
      [-93, 41.5],
    ]);
  });

  it('hides a machine before its first trail', () => {
    const shown = replayAt([machine], trails, Date.parse('2026-11-26T07:00:00.000Z'));
    expect(shown.machines[0]!.position).toBeNull();
    expect(shown.trails.features).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ZOperatorSchedule } from './operator';

/** A day as the app cached it before `reported`, `lastPosition` and the products' cleanout class. */
const cachedBefore = {
  equipmentId: 3,
  equipmentName: 'Sprayer 1',
  day: '2026-05-01',
  version: 12,
  planId: 4,
  sentAt: '2026-05-01T05:00:00.000Z',
  stops: [
    {
      sequence: 1,
      kind: 'order',
      plannedStart: null,
      plannedEnd: null,
      area: 10,
      volume: 1000,
      batches: 1,
      order: {
        cdOrdemServico: 9,
        description: 'Burndown',
        ticket: null,
        status: 1,
        growerName: 'Grower',
        farmName: 'Farm',
        fields: [],
        products: [{ productId: 1, name: 'Glyphosate', type: 'LIQUID', rate: 2, rateUnit: 'l', total: 20 }],
        carrierRate: 100,
        limits: {
          windMin: null,
          windMax: 15,
          temperatureMin: null,
          temperatureMax: null,
          humidityMin: null,
          humidityMax: null,
          rainFreeHours: null,
          sunRule: false,
        },
        notes: null,
        startedAt: null,
        appliedArea: null,
        appliedVolume: null,
        skippedOn: null,
      },
    },
  ],
  stopOperations: [],
};

describe("the operator app's day", () => {
  it('reads a day cached by an earlier version of the app, with the fields added since empty', () => {
    const day = ZOperatorSchedule.parse(cachedBefore);
    expect(day.lastPosition).toBeNull();
    expect(day.stops[0]!.order!.reported).toBeNull();
    expect(day.stops[0]!.order!.products[0]!.cleaningFamily).toBeNull();
  });
});

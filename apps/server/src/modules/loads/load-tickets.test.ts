import { describe, expect, it } from 'vitest';
import type { TEquipmentGroupRecord, TPlanActivity, TWorkOrderRecord } from '@tramline/domain';
import type { TPlanWithItems } from '../planning/plans/plans.service';
import { batchesOf, buildLoads } from './load-tickets';

const group = (loadingOrder: 'by-arrival' | 'by-schedule') =>
  ({
    id: 1,
    name: 'Sprayers',
    mixtureType: 'LIQUID',
    blenderCapacity: null,
    tenderLoadingOrder: loadingOrder,
    equipments: [
      { cdEquipamento: 10, equipmentName: 'A', warehouseId: null },
      { cdEquipamento: 20, equipmentName: 'B', warehouseId: null },
    ],
  }) as unknown as TEquipmentGroupRecord;

const order = (id: number) =>
  ({
    cdOrdemServico: id,
    vlOrdemServico: String(id),
    description: `Order ${id}`,
    growerName: 'Grower',
    fieldNames: [],
    carrierRate: 100,
    products: [{ productId: 1, descProduct: 'Herbicide', typeProduct: 'LIQUID', rate: 1 }],
  }) as unknown as TWorkOrderRecord;

const refill = (orderId: number, batch: number, start: string): TPlanActivity => ({
  kind: 'refill',
  start,
  end: start,
  cdOrdemServico: orderId,
  batch,
  distanceMetres: null,
  overtime: false,
});

/** Machine A needs its loads at 08:00 and 11:00, machine B at 09:00. */
const plans: TPlanWithItems[] = [
  {
    plan: {
      equipmentId: 20,
      activities: [refill(200, 1, '2026-05-04T09:00:00.000Z')],
    },
    items: [
      { sequence: 1, kind: 'order', workOrderId: 200, areaHectares: 10, batches: 1, plannedStart: null },
    ],
  },
  {
    plan: {
      equipmentId: 10,
      activities: [refill(100, 1, '2026-05-04T08:00:00.000Z'), refill(100, 2, '2026-05-04T11:00:00.000Z')],
    },
    items: [
      { sequence: 1, kind: 'order', workOrderId: 100, areaHectares: 20, batches: 2, plannedStart: null },
    ],
  },
] as unknown as TPlanWithItems[];

const sources = (loadingOrder: 'by-arrival' | 'by-schedule') => ({
  localDate: '2026-05-04',
  groups: [{ group: group(loadingOrder), plans }],
  orders: new Map([
    [100, order(100)],
    [200, order(200)],
  ]),
  products: new Map(),
  places: new Map(),
});

describe('the loading order of a group', () => {
  it('loads by arrival: as the machines come for their loads', () => {
    const loads = buildLoads(sources('by-arrival'));
    expect(loads.map((load) => [load.equipmentName, load.loadNumber, load.sequence])).toEqual([
      ['A', 1, 1],
      ['B', 1, 2],
      ['A', 2, 3],
    ]);
  });

  it("loads by schedule: machine by machine in the group's order, each machine's day in sequence", () => {
    const loads = buildLoads(sources('by-schedule'));
    expect(loads.map((load) => [load.equipmentName, load.loadNumber, load.sequence])).toEqual([
      ['A', 1, 1],
      ['A', 2, 2],
      ['B', 1, 3],
    ]);
  });
});

describe('blender batches', () => {
  const line = {
    productId: 1,
    name: 'Urea',
    typeProduct: 'DRY' as const,
    rate: 100,
    amount: 2500,
    unit: 'kg' as const,
    density: null,
  };

  it('mixes a load in the fewest equal batches within the capacity', () => {
    const batches = batchesOf([line], 0, 1000);
    expect(batches.map((batch) => batch.mass)).toEqual([833.333, 833.333, 833.333]);
  });

  it('mixes a load in one batch where no capacity is known', () => {
    expect(batchesOf([line], 500, null)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  batchCount,
  carryProblems,
  isFlowRateInconsistent,
  mixtureOfProduct,
  orderLoad,
  statusesOfQuery,
  sumFieldAreas,
  ZWorkOrderInput,
} from './work-order';

const valid = {
  description: 'Burndown on Ames North',
  growerId: 1,
  farmId: 2,
  fieldIds: [3, 4],
  products: [{ productId: 5, rate: 2.34, rateUnit: 'fl oz' }],
  timing: 'BURNDOWN',
  applicationType: 'MIX',
};

describe('work-order input', () => {
  it('accepts a minimal order and fills the optional parts with null', () => {
    const parsed = ZWorkOrderInput.parse(valid);
    expect(parsed.selectedArea).toBeNull();
    expect(parsed.vlOrdemServico).toBeNull();
  });

  it('refuses a maximum speed not above the minimum with the spec message', () => {
    const result = ZWorkOrderInput.safeParse({ ...valid, minSpeed: 20, maxSpeed: 20 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['maxSpeed'], message: 'speedOrder' });
  });

  it('refuses an order without fields or products, and a product twice', () => {
    expect(ZWorkOrderInput.safeParse({ ...valid, fieldIds: [] }).success).toBe(false);
    expect(ZWorkOrderInput.safeParse({ ...valid, products: [] }).success).toBe(false);
    const twice = ZWorkOrderInput.safeParse({ ...valid, products: [valid.products[0], valid.products[0]] });
    expect(twice.error!.issues[0]!.message).toBe('workOrderProductRepeated');
  });

  it('refuses a planned end before the start', () => {
    const result = ZWorkOrderInput.safeParse({
      ...valid,
      plannedStart: '2026-04-02T12:00:00Z',
      plannedEnd: '2026-04-02T11:00:00Z',
    });
    expect(result.error!.issues[0]!.message).toBe('workOrderPlannedEndBeforeStart');
  });
});

describe('work-order computations', () => {
  it('sums field areas, unknown when a field has none', () => {
    expect(sumFieldAreas([{ areaHectares: 10.5 }, { areaHectares: 4.5 }])).toBe(15);
    expect(sumFieldAreas([{ areaHectares: 10 }, { areaHectares: null }])).toBeNull();
  });

  it('takes the carrier volume when it exceeds the liquid products, dry products as mass', () => {
    const load = orderLoad(
      [
        { type: 'LIQUID', rate: 2.34 },
        { type: 'DRY', rate: 100 },
      ],
      40,
      140,
    );
    expect(load.volumeLitres).toBeCloseTo(5600);
    expect(load.massKilograms).toBeCloseTo(4000);
    expect(orderLoad([{ type: 'LIQUID', rate: 50 }], 10, null).volumeLitres).toBe(500);
  });

  it('counts batches from the tank capacity, rounding up, and none without a capacity', () => {
    const load = { volumeLitres: 5600, massKilograms: 4000 };
    expect(batchCount(load, { mixtureType: 'LIQUID', tankCapacity: 4500 })).toBe(2);
    expect(batchCount(load, { mixtureType: 'LIQUID', tankCapacity: 5600 })).toBe(1);
    expect(batchCount(load, { mixtureType: 'DRY', tankCapacity: 1000 })).toBe(4);
    expect(batchCount(load, { mixtureType: 'LIQUID', tankCapacity: null })).toBeNull();
    expect(batchCount(load, null)).toBeNull();
  });

  it('maps product types to machine mixtures', () => {
    expect(mixtureOfProduct('SEED')).toBe('DRY');
    expect(mixtureOfProduct('AMMONIA')).toBe('AMMONIA');
  });

  it('finds products a group cannot carry and too many products for its bins', () => {
    expect(
      carryProblems([{ productId: 1, type: 'LIQUID' }], { mixtureType: 'LIQUID', compartmentCounts: [1] }),
    ).toEqual([]);
    expect(
      carryProblems([{ productId: 1, type: 'DRY' }], { mixtureType: 'LIQUID', compartmentCounts: [1] }),
    ).toEqual([{ kind: 'mixture', productId: 1, needs: 'DRY' }]);
    const three = [1, 2, 3].map((productId) => ({ productId, type: 'DRY' as const }));
    expect(carryProblems(three, { mixtureType: 'DRY', compartmentCounts: [2, null] })).toEqual([
      { kind: 'compartments', needs: 3, has: 2 },
    ]);
    expect(carryProblems(three, { mixtureType: 'DRY', compartmentCounts: [2, 4] })).toEqual([]);
  });

  it('flags a carrier rate outside a product spray-volume range', () => {
    expect(isFlowRateInconsistent(140, [{ sprayVolumeMin: 50, sprayVolumeMax: 200 }])).toBe(false);
    expect(isFlowRateInconsistent(40, [{ sprayVolumeMin: 50, sprayVolumeMax: null }])).toBe(true);
    expect(isFlowRateInconsistent(null, [{ sprayVolumeMin: 50, sprayVolumeMax: 60 }])).toBe(false);
  });

  it('turns a list category into statuses, codes winning', () => {
    expect(statusesOfQuery({ category: 'canceled' })).toEqual([3, 7]);
    expect(statusesOfQuery({ category: 'active', status: [4] })).toEqual([4]);
    expect(statusesOfQuery({})).not.toContain(6);
  });
});

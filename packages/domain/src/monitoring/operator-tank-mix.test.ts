import { describe, expect, it } from 'vitest';
import { operatorOrderOf, operatorProductOf, operatorStopOf } from './operator.testing';
import { operatorMixtureOf, operatorTankMixesOf, operatorTankMixOf } from './operator-tank-mix';

const stepsText = (steps: { kind: string; name: string | null; amount: number; unit: string }[]) =>
  steps.map((step) => `${step.kind === 'water' ? 'water' : step.name} ${step.amount} ${step.unit}`);

describe('the tank mix of an order in the cab', () => {
  it('mixes one liquid load: half the water, dry, liquids, adjuvants last, the rest of the water', () => {
    const mix = operatorTankMixOf(
      operatorStopOf({
        area: 10,
        batches: 1,
        order: operatorOrderOf({
          carrierRate: 100,
          products: [
            operatorProductOf(1, 'LIQUID', 0.25, 'ADJUVANT'),
            operatorProductOf(2, 'LIQUID', 2, 'HERBICIDE'),
            operatorProductOf(3, 'DRY', 1.5),
          ],
        }),
      }),
    )!;
    expect(mix.mixture).toBe('LIQUID');
    expect(mix.loads).toHaveLength(1);
    const [load] = mix.loads;
    expect(load).toMatchObject({ number: 1, area: 10, water: 977.5 });
    expect(stepsText(load!.steps)).toEqual([
      'water 488.75 l',
      'Product 3 15 kg',
      'Product 2 20 l',
      'Product 1 2.5 l',
      'water 488.75 l',
    ]);
    expect(load!.steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5]);
  });

  it('splits a liquid stop of three loads evenly and rounds each amount to millilitres', () => {
    const mix = operatorTankMixOf(
      operatorStopOf({
        area: 10,
        batches: 3,
        order: operatorOrderOf({
          carrierRate: 100,
          products: [operatorProductOf(1, 'LIQUID', 0.7, 'HERBICIDE')],
        }),
      }),
    )!;
    expect(mix.loads.map((load) => load.number)).toEqual([1, 2, 3]);
    for (const load of mix.loads) {
      expect(load.area).toBe(3.333);
      // 0.7 l/ha x 3.3333 ha = 2.33333 l; water 333.333 - 2.333 l.
      expect(stepsText(load.steps)).toEqual(['water 165.5 l', 'Product 1 2.333 l', 'water 165.5 l']);
      expect(load.water).toBe(331);
    }
    const total = mix.loads.reduce((sum, load) => sum + load.steps[1]!.amount, 0);
    expect(total).toBeCloseTo(7, 2);
  });

  it('gives a dry order the product mass of each load and no water', () => {
    const mix = operatorTankMixOf(
      operatorStopOf({
        area: 30,
        batches: 3,
        order: operatorOrderOf({
          products: [
            operatorProductOf(1, 'DRY', 150, 'FERTILIZER'),
            operatorProductOf(2, 'DRY', 100.0001, 'FERTILIZER'),
          ],
        }),
      }),
    )!;
    expect(mix.mixture).toBe('DRY');
    expect(mix.loads).toHaveLength(3);
    for (const load of mix.loads) {
      expect(load.water).toBeNull();
      expect(load.area).toBe(10);
      expect(stepsText(load.steps)).toEqual(['Product 1 1500 kg', 'Product 2 1000.001 kg']);
    }
  });

  it('gives a dry order one load when the plan names none', () => {
    const mix = operatorTankMixOf(
      operatorStopOf({
        area: 4,
        batches: 0,
        order: operatorOrderOf({ products: [operatorProductOf(1, 'DRY', 100)] }),
      }),
    )!;
    expect(mix.loads).toEqual([
      { number: 1, area: 4, water: null, steps: [expect.objectContaining({ amount: 400, unit: 'kg' })] },
    ]);
  });

  it('numbers the loads of an order split over two stops of the day on from the first', () => {
    const mixes = operatorTankMixesOf([
      operatorStopOf({
        sequence: 1,
        batches: 2,
        area: 8,
        order: operatorOrderOf({ products: [operatorProductOf(1, 'DRY', 100)] }),
      }),
      operatorStopOf({ sequence: 2, kind: 'refill', batches: 3, order: null }),
      operatorStopOf({
        sequence: 3,
        batches: 3,
        area: 2,
        order: operatorOrderOf({ products: [operatorProductOf(1, 'DRY', 100)] }),
      }),
    ]);
    expect(mixes.get(1)!.loads.map((load) => [load.number, load.area])).toEqual([
      [1, 4],
      [2, 4],
    ]);
    expect(mixes.has(2)).toBe(false);
    expect(mixes.get(3)!.loads.map((load) => [load.number, load.area])).toEqual([[3, 2]]);
  });

  it('has no tank mix for seed', () => {
    expect(
      operatorTankMixOf(
        operatorStopOf({ order: operatorOrderOf({ products: [operatorProductOf(1, 'SEED', 80_000)] }) }),
      ),
    ).toBeNull();
  });
});

describe('the mixture an order goes out as', () => {
  it('is liquid with a carrier or a liquid product, dry with dry products only', () => {
    expect(
      operatorMixtureOf(operatorOrderOf({ carrierRate: 90, products: [operatorProductOf(1, 'DRY', 1)] })),
    ).toBe('LIQUID');
    expect(
      operatorMixtureOf(
        operatorOrderOf({ products: [operatorProductOf(1, 'DRY', 1), operatorProductOf(2, 'LIQUID', 1)] }),
      ),
    ).toBe('LIQUID');
    expect(
      operatorMixtureOf(
        operatorOrderOf({ products: [operatorProductOf(1, 'DRY', 1), operatorProductOf(2, 'AMMONIA', 1)] }),
      ),
    ).toBe('DRY');
    expect(operatorMixtureOf(operatorOrderOf({ products: [operatorProductOf(1, null, 1)] }))).toBe('LIQUID');
  });
});

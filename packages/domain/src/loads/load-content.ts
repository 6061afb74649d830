import { baseAmountUnitOf, type TCleaningFamily, type TProductType } from '../records/product';
import type { TLoadCompartment, TLoadProduct, TMixingStep } from './loads';
import { inMixingOrder } from './mixing-order';

/**
 * What one tank load holds and how it is mixed: the rule behind the yard's load tickets
 * (`/mix-operator`) and the cab's tank mix (`/operator`), so both show the same amounts.
 */

/** Rounds an amount for display and comparison: millilitres and grams. */
export const roundLoadAmount = (value: number) => Math.round(value * 1000) / 1000;

/**
 * How many of an order's loads one plan item holds. An item's `batches` is the engine's last
 * 1-based load number of the order in it, so an order split over two items of a day holds
 * `batches - loadsBefore` in the second; an item without any holds one.
 */
export function loadCountOfItem(batches: number, loadsBefore: number): number {
  return batches > loadsBefore ? batches - loadsBefore : 1;
}

/** One product line of an order, as a load reads it. */
export interface TLoadLineInput {
  productId: number;
  name: string;
  typeProduct: TProductType | null;
  /** Per hectare, in the product's base amount (l, kg, seeds). */
  rate: number;
  /** kg/l, when the product states it. */
  density?: number | null;
}

/**
 * What one load of an order holds: each product's rate x the load's area (seed is not mixed), the
 * water (the carrier rate x area less the liquid products, never below zero) and the compartments
 * they go in: liquids and water in one tank mix, ammonia in its own tank, each dry product in a bin.
 */
export function loadContentOf(lines: readonly TLoadLineInput[], carrierRate: number | null, area: number) {
  const products: TLoadProduct[] = lines.flatMap((line) => {
    if (line.typeProduct === 'SEED') return [];
    return [
      {
        productId: line.productId,
        name: line.name,
        typeProduct: line.typeProduct,
        rate: line.rate,
        amount: roundLoadAmount(line.rate * area),
        unit: baseAmountUnitOf(line.typeProduct ?? 'LIQUID'),
        density: line.density ?? null,
      },
    ];
  });
  const liquid = products.filter((line) => line.unit === 'l');
  const liquidLitres = liquid.reduce((sum, line) => sum + line.amount, 0);
  const water = roundLoadAmount(Math.max(0, (carrierRate ?? 0) * area - liquidLitres));
  const compartments: TLoadCompartment[] = [];
  if (liquid.length || water > 0)
    compartments.push({ number: 0, mixtureType: 'LIQUID', products: liquid, water });
  const ammonia = products.filter((line) => line.typeProduct === 'AMMONIA');
  if (ammonia.length) compartments.push({ number: 0, mixtureType: 'AMMONIA', products: ammonia, water: 0 });
  for (const line of products.filter((entry) => entry.unit === 'kg' && entry.typeProduct !== 'AMMONIA'))
    compartments.push({ number: 0, mixtureType: 'DRY', products: [line], water: 0 });
  compartments.forEach((compartment, index) => (compartment.number = index + 1));
  return { lines: products, water, compartments };
}

/**
 * The mixing steps of a load: half the water, the products in the standard mixing order
 * (`inMixingOrder`), the rest of the water. Without water, the products alone in that order.
 */
export function mixingStepsOf(
  products: readonly TLoadProduct[],
  water: number,
  cleaningFamilyOf: (productId: number) => TCleaningFamily | null,
): TMixingStep[] {
  const steps: Omit<TMixingStep, 'step'>[] = [];
  const half = roundLoadAmount(water / 2);
  if (water > 0) steps.push({ kind: 'water', productId: null, name: null, amount: half, unit: 'l' });
  const ordered = inMixingOrder(
    products.map((line) => ({ ...line, cleaningFamily: cleaningFamilyOf(line.productId) })),
  );
  for (const line of ordered)
    steps.push({
      kind: 'product',
      productId: line.productId,
      name: line.name,
      amount: line.amount,
      unit: line.unit,
    });
  if (water > 0)
    steps.push({
      kind: 'water',
      productId: null,
      name: null,
      amount: roundLoadAmount(water - half),
      unit: 'l',
    });
  return steps.map((step, index) => ({ ...step, step: index + 1 }));
}

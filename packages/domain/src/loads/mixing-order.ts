import type { TCleaningFamily, TProductType } from '../records/product';

/**
 * The standard mixing order of a tank mix, the rule the ticket prints when the order names none:
 *
 * 1. water: half of the load's water first, so products never go into an empty tank;
 * 2. dry products (granules, wettable powders), which need the most water and agitation to disperse;
 * 3. liquid fertilizers, then other liquid concentrates (herbicides, fungicides, insecticides);
 * 4. ammonia and any other product;
 * 5. adjuvants (surfactants, oils, drift agents) last, so they do not foam or coat the rest;
 * 6. water: the rest of the water to the load's volume.
 *
 * Within a step products keep the order's line order. Seed is not mixed.
 */
export function mixingRankOf(product: {
  typeProduct: TProductType | null;
  cleaningFamily: TCleaningFamily | null;
}): number {
  if (product.cleaningFamily === 'ADJUVANT') return 5;
  if (product.typeProduct === 'DRY') return 2;
  if (product.typeProduct === 'LIQUID') return product.cleaningFamily === 'FERTILIZER' ? 3 : 3.5;
  return 4;
}

export interface TMixable {
  productId: number;
  typeProduct: TProductType | null;
  cleaningFamily: TCleaningFamily | null;
}

/** Products in the standard mixing order (stable within a rank). */
export function inMixingOrder<T extends TMixable>(products: readonly T[]): T[] {
  return products
    .map((product, index) => ({ product, index, rank: mixingRankOf(product) }))
    .filter(({ product }) => product.typeProduct !== 'SEED')
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ product }) => product);
}

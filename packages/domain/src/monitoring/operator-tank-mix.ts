import { loadContentOf, loadCountOfItem, mixingStepsOf, roundLoadAmount } from '../loads/load-content';
import type { TMixingStep } from '../loads/loads';
import type { TOperatorOrder, TOperatorStop } from './operator';

/**
 * The tank mix of each load of an order, as the operator app in the cab shows it. The amounts and
 * the mixing order are the yard's load tickets' (`loadContentOf`, `mixingStepsOf`), so the cab and
 * the mix operator read the same numbers.
 *
 * Mixing order: the product record carries no formulation (wettable powder, dry flowable,
 * suspension, emulsifiable concentrate...), so the formulation-based order the industry teaches
 * (WALES/APPLES) cannot be applied. The standard order the load tickets already print is used
 * instead: half the water, dry products, liquid fertilizers, other liquid concentrates, ammonia and
 * the rest, adjuvants (cleanout class ADJUVANT) last, the rest of the water; within a step, the
 * order's line order. Labels that say otherwise win; the cab shows that rule beside the steps.
 */

/**
 * How an order goes out of the cab: a liquid tank mix (water, liquids, and any dry product
 * dissolved in it) when it has a carrier or a liquid product, else dry product (spreader bins,
 * ammonia) measured by mass. An order whose products' types are unknown counts as liquid.
 */
export function operatorMixtureOf(order: Pick<TOperatorOrder, 'products' | 'carrierRate'>): 'LIQUID' | 'DRY' {
  if (order.carrierRate !== null && order.carrierRate > 0) return 'LIQUID';
  const typed = order.products.filter((product) => product.type !== null);
  if (!typed.length || typed.some((product) => product.type === 'LIQUID')) return 'LIQUID';
  return 'DRY';
}

/** One tank load of an order. */
export interface TOperatorLoad {
  /** 1-based load number within the order that day. */
  number: number;
  /** Hectares the load covers. */
  area: number;
  /** Litres of water (carrier) in the load; null for a dry order. */
  water: number | null;
  /** What goes in, in order: half the water, the products, the rest of the water (dry: products only). */
  steps: TMixingStep[];
}

export interface TOperatorTankMix {
  mixture: 'LIQUID' | 'DRY';
  loads: TOperatorLoad[];
}

/**
 * The loads of one order stop: `stop.batches` (the engine's last load number of the order) less the
 * loads the order had in earlier stops of the day, at least one. The plan gives no area per load, so
 * the stop's area is split evenly. Seed is not mixed: an order of seed only has no tank mix (null).
 */
export function operatorTankMixOf(stop: TOperatorStop, loadsBefore = 0): TOperatorTankMix | null {
  const order = stop.order;
  if (!order) return null;
  const mixture = operatorMixtureOf(order);
  const count = loadCountOfItem(stop.batches, loadsBefore);
  const area = stop.area / count;
  const lines = order.products.map((product) => ({
    productId: product.productId,
    name: product.name,
    typeProduct: product.type,
    rate: product.rate,
  }));
  const familyOf = new Map(
    order.products.map((product) => [product.productId, product.cleaningFamily ?? null]),
  );
  const content = loadContentOf(lines, mixture === 'LIQUID' ? order.carrierRate : null, area);
  if (!content.lines.length && content.water <= 0) return null;
  const steps = mixingStepsOf(content.lines, content.water, (id) => familyOf.get(id) ?? null);
  return {
    mixture,
    loads: Array.from({ length: count }, (_, index) => ({
      number: loadsBefore + index + 1,
      area: roundLoadAmount(area),
      water: mixture === 'LIQUID' ? content.water : null,
      steps,
    })),
  };
}

/** The tank mix of every order stop of a day, by the stop's sequence. */
export function operatorTankMixesOf(stops: readonly TOperatorStop[]): Map<number, TOperatorTankMix> {
  const loadsSoFar = new Map<number, number>();
  const mixes = new Map<number, TOperatorTankMix>();
  for (const stop of [...stops].sort((a, b) => a.sequence - b.sequence)) {
    if (stop.kind !== 'order' || !stop.order) continue;
    const orderId = stop.order.cdOrdemServico;
    const before = loadsSoFar.get(orderId) ?? 0;
    loadsSoFar.set(orderId, before + loadCountOfItem(stop.batches, before));
    const mix = operatorTankMixOf(stop, before);
    if (mix) mixes.set(stop.sequence, mix);
  }
  return mixes;
}

/** What a machine carries and an order needs, in the engine's terms; pure rules. */
import {
  type TEquipmentRecord,
  type TImplementRecord,
  type TProductRecord,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { MixtureType, OrderLoad } from '@tramline/optimizer';
import { type TGeoPoint } from '../../weather/weather.provider';

/** Great-circle distance in metres. */
export function haversineMetres(a: TGeoPoint, b: TGeoPoint): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const MIXTURE: Record<'LIQUID' | 'DRY' | 'AMMONIA', MixtureType> = {
  LIQUID: 'liquid',
  DRY: 'dry',
  AMMONIA: 'ammonia',
};

/** The compartments a member carries product in: the machine's own, else its implement's, else one tank. */
export function compartmentsOf(
  machine: Pick<TEquipmentRecord, 'compartments' | 'tankCapacity'>,
  implement: Pick<TImplementRecord, 'compartments' | 'capacity' | 'mixtureType'> | null,
  groupMixture: 'LIQUID' | 'DRY' | 'AMMONIA',
): { mixtureType: MixtureType; capacity: number }[] {
  const own = machine.compartments.filter((compartment) => compartment.capacity > 0);
  if (own.length)
    return own.map((compartment) => ({
      mixtureType: MIXTURE[compartment.mixtureType],
      capacity: compartment.capacity,
    }));
  if (implement) {
    const its = implement.compartments.filter((compartment) => compartment.capacity > 0);
    if (its.length)
      return its.map((compartment) => ({
        mixtureType: MIXTURE[compartment.mixtureType],
        capacity: compartment.capacity,
      }));
    if (implement.capacity)
      return [{ mixtureType: MIXTURE[implement.mixtureType], capacity: implement.capacity }];
  }
  if (machine.tankCapacity) return [{ mixtureType: MIXTURE[groupMixture], capacity: machine.tankCapacity }];
  return [];
}

/**
 * What an order's field carries, by compartment: one liquid tank mix (the carrier volume per
 * hectare when it is larger than the products'), one ammonia load, and each dry product in a bin
 * of its own. Seed is counted in no tank.
 */
export function loadsOf(
  order: Pick<TWorkOrderRecord, 'products' | 'carrierRate'>,
  area: number,
): OrderLoad[] {
  const byType = (types: string[]) =>
    order.products.filter((line) => line.typeProduct !== null && types.includes(line.typeProduct));
  const loads: OrderLoad[] = [];
  const liquid = byType(['LIQUID']);
  if (liquid.length) {
    const rate = liquid.reduce((sum, line) => sum + line.rate, 0);
    const perHectare = order.carrierRate && order.carrierRate > rate ? order.carrierRate : rate;
    loads.push({
      mixtureType: 'liquid',
      amount: perHectare * area,
      productIds: liquid.map((line) => String(line.productId)),
    });
  }
  const ammonia = byType(['AMMONIA']);
  if (ammonia.length)
    loads.push({
      mixtureType: 'ammonia',
      amount: ammonia.reduce((sum, line) => sum + line.rate, 0) * area,
      productIds: ammonia.map((line) => String(line.productId)),
    });
  for (const line of byType(['DRY']))
    loads.push({ mixtureType: 'dry', amount: line.rate * area, productIds: [String(line.productId)] });
  return loads;
}

/** Whether a machine's compartments and product classes can take an order's loads. */
export function canCarry(
  compartments: readonly { mixtureType: MixtureType }[],
  productClasses: readonly string[],
  loads: readonly OrderLoad[],
  productTypes: readonly string[],
): boolean {
  if (productClasses.length && productTypes.some((type) => type !== 'SEED' && !productClasses.includes(type)))
    return false;
  for (const mixture of ['liquid', 'dry', 'ammonia'] as const) {
    const needed = loads.filter((load) => load.mixtureType === mixture).length;
    if (needed > compartments.filter((compartment) => compartment.mixtureType === mixture).length)
      return false;
  }
  return true;
}

/** The product family of an order for cleaning rules: its products' cleaning families together. */
export function familyOf(products: readonly Pick<TProductRecord, 'cleaningFamily'>[]): string {
  const families = [...new Set(products.map((product) => product.cleaningFamily ?? 'NONE'))].sort();
  return families.length ? families.join('+') : 'NONE';
}

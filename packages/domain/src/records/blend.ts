import type { TNutrient, TProductType } from './product';

/** What the blend arithmetic needs of a component product. */
export interface TBlendPart {
  typeProduct: TProductType;
  /** Rate per hectare in the component's base amount (l for liquids, kg for dry and ammonia). */
  rate: number;
  /** kg/l, for liquids. */
  density: number | null;
  analysis: Partial<Record<TNutrient, number>>;
}

/** Kilograms per hectare a component weighs; null for a liquid without a density, or seed. */
export function massRateOf(part: TBlendPart): number | null {
  if (part.typeProduct === 'SEED') return null;
  if (part.typeProduct === 'LIQUID') return part.density === null ? null : part.rate * part.density;
  return part.rate;
}

/**
 * The guaranteed analysis of a blend: each nutrient's mass over the blend's total mass, percent.
 * E.g. 200 kg urea (46-0-0) + 100 kg MAP (11-52-0) + 150 kg potash (0-0-60) per hectare weigh 450 kg
 * and carry 103 kg N, 52 kg P and 90 kg K: 22.89-11.56-20. Null when a part's mass is unknown.
 */
export function blendAnalysisOf(parts: readonly TBlendPart[]): Partial<Record<TNutrient, number>> | null {
  let totalMass = 0;
  const nutrientMass: Partial<Record<TNutrient, number>> = {};
  for (const part of parts) {
    const mass = massRateOf(part);
    if (mass === null) return null;
    totalMass += mass;
    for (const [nutrient, percent] of Object.entries(part.analysis) as [TNutrient, number][]) {
      nutrientMass[nutrient] = (nutrientMass[nutrient] ?? 0) + (mass * percent) / 100;
    }
  }
  if (totalMass <= 0) return null;
  const analysis: Partial<Record<TNutrient, number>> = {};
  for (const [nutrient, mass] of Object.entries(nutrientMass) as [TNutrient, number][]) {
    analysis[nutrient] = (mass / totalMass) * 100;
  }
  return analysis;
}

/**
 * The rate of a blend per hectare: the sum of its parts when they share a base amount (all litres,
 * or all kilograms), else the total mass when every part's mass is known, else null.
 */
export function blendRateOf(parts: readonly TBlendPart[]): { rate: number; unit: 'l' | 'kg' } | null {
  if (parts.length === 0) return null;
  if (parts.every((part) => part.typeProduct === 'LIQUID')) {
    return { rate: parts.reduce((sum, part) => sum + part.rate, 0), unit: 'l' };
  }
  const masses = parts.map(massRateOf);
  if (masses.some((mass) => mass === null)) return null;
  return { rate: (masses as number[]).reduce((sum, mass) => sum + mass, 0), unit: 'kg' };
}

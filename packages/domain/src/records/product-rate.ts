import { z } from 'zod';
import { ZId } from '../ids';
import { convertMeasure, MEASURE_UNITS, type TMeasureUnitCode } from '../units/measure-units';
import { messageRef } from '../validation';
import { massRateOf } from './blend';
import {
  ANALYSIS_NUTRIENTS,
  baseAmountUnitOf,
  ZNutrient,
  type TAdjuvantKind,
  type TBaseAmountUnit,
  type TNutrient,
  type TProductType,
} from './product';

/**
 * The product rate calculator (part 2 §3): for the selected fields and nutrient targets, the rate
 * of each product per hectare, its total for the selected area, what it supplies, and the
 * warnings of the spec. Pure arithmetic; the server feeds it the products, fields and what each
 * field already received this year.
 */

/** A product as the calculator needs it. Amounts per hectare in the product's base amount. */
export interface TRateProduct {
  id: number;
  descProduct: string;
  typeProduct: TProductType;
  /** Percent of each nutrient by mass. */
  analysis: Partial<Record<TNutrient, number>>;
  /** kg/l. */
  density: number | null;
  seedsPerUnit: number | null;
  sprayVolumeMin: number | null;
  sprayVolumeMax: number | null;
  singleApplicationAmount: number | null;
  maxYearlyAmount: number | null;
  adjuvant: TAdjuvantKind | null;
  requiresVra: boolean;
  requiresDra: boolean;
}

export interface TRateField {
  id: number;
  name: string;
  /** Null when the field has no area (no geometry and none typed). */
  areaHectares: number | null;
  /** What the field already received this year, per hectare in each product's base amount. */
  appliedThisYear: ReadonlyMap<number, number>;
}

/** A nutrient and how much of it to apply per hectare: kg of the nutrient, or seeds for SEED. */
export interface TNutrientTarget {
  nutrient: TNutrient;
  target: number;
}

/**
 * A product in the mix: either at a fixed `rate` (per hectare, base amount), or chosen to meet the
 * target of `nutrient` after what the lines before it already supply.
 */
export interface TRateLine {
  productId: number;
  nutrient?: TNutrient | null;
  rate?: number | null;
}

export const RATE_WARNING_CODES = [
  'VOL_SPRAY_MIN_EXCEEDED',
  'VOL_SPRAY_MAX_EXCEEDED',
  'EXCEEDED_FIELD_AMOUNT_APPLIED_YEARLY',
  'EXCEEDED_SINGLE_APPLICATION',
  'MISSING_VRA',
  'MISSING_DRA',
  'NO_AREA',
  ...ZNutrient.options.flatMap((nutrient) => [`${nutrient}_MIN`, `${nutrient}_MAX`] as const),
] as const;
export type TRateWarningCode = (typeof RATE_WARNING_CODES)[number];

export interface TRateWarning {
  code: TRateWarningCode;
  productId?: number;
  fieldId?: number;
  nutrient?: TNutrient;
}

/** Errors that stop the calculation (the server answers them as 400 with their message). */
export const RATE_ERROR_KEYS = [
  'rateNoFieldSelected',
  'rateNutrientsRequired',
  'rateProductLacksNutrient',
  'rateMissingDensity',
  'rateMissingSeedsPerUnit',
  'rateLineNeedsRateOrNutrient',
] as const;
export type TRateErrorKey = (typeof RATE_ERROR_KEYS)[number];

export class RateCalculationError extends Error {
  constructor(
    readonly key: TRateErrorKey,
    readonly productId?: number,
    readonly nutrient?: TNutrient,
  ) {
    super(key);
    this.name = 'RateCalculationError';
  }
}

export interface TRateLineResult {
  productId: number;
  nutrient: TNutrient | null;
  /** Per hectare in `unit` (l, kg or seeds). */
  rate: number;
  unit: TBaseAmountUnit;
  /** For the selected area, in `unit`; null when no area is selected. */
  total: number | null;
  /** Nutrients this line supplies, kg per hectare (seeds per hectare for SEED). */
  supplies: Partial<Record<TNutrient, number>>;
}

export interface TRateResult {
  areaHectares: number;
  lines: TRateLineResult[];
  /** Every nutrient supplied by the mix, per hectare. */
  supplied: Partial<Record<TNutrient, number>>;
  warnings: TRateWarning[];
}

/** Share of a target a mix may miss or exceed before the calculator warns (`_MIN` / `_MAX`). */
export const NUTRIENT_TOLERANCE = 0.005;

function suppliesOf(product: TRateProduct, rate: number): Partial<Record<TNutrient, number>> {
  if (product.typeProduct === 'SEED') return { SEED: rate };
  const mass = massRateOf({
    typeProduct: product.typeProduct,
    rate,
    density: product.density,
    analysis: product.analysis,
  });
  if (mass === null) return {};
  const supplies: Partial<Record<TNutrient, number>> = {};
  for (const nutrient of ANALYSIS_NUTRIENTS) {
    const percent = product.analysis[nutrient];
    if (percent) supplies[nutrient] = (mass * percent) / 100;
  }
  return supplies;
}

/** Rate per hectare of a product that supplies `amount` of a nutrient per hectare. */
function rateForNutrient(product: TRateProduct, nutrient: TNutrient, amount: number): number {
  if (nutrient === 'SEED') {
    if (product.typeProduct !== 'SEED')
      throw new RateCalculationError('rateProductLacksNutrient', product.id, nutrient);
    return amount;
  }
  const percent = product.analysis[nutrient] ?? 0;
  if (product.typeProduct === 'SEED' || percent <= 0) {
    throw new RateCalculationError('rateProductLacksNutrient', product.id, nutrient);
  }
  const mass = amount / (percent / 100);
  if (product.typeProduct !== 'LIQUID') return mass;
  if (product.density === null) throw new RateCalculationError('rateMissingDensity', product.id, nutrient);
  return mass / product.density;
}

/**
 * Computes the mix. Throws a RateCalculationError when no field is selected, no nutrient target is
 * filled, or a product cannot supply what it was chosen for.
 */
export function calculateProductRates(request: {
  fields: readonly TRateField[];
  nutrients: readonly TNutrientTarget[];
  lines: readonly TRateLine[];
  products: ReadonlyMap<number, TRateProduct>;
  /** Spray (carrier) volume, l/ha, checked against each liquid product's range. */
  sprayVolume?: number | null;
}): TRateResult {
  if (request.fields.length === 0) throw new RateCalculationError('rateNoFieldSelected');
  const targets = request.nutrients.filter((target) => target.target > 0);
  if (targets.length === 0 || request.lines.length === 0)
    throw new RateCalculationError('rateNutrientsRequired');

  const areaHectares = request.fields.reduce((sum, field) => sum + (field.areaHectares ?? 0), 0);
  const hasArea = areaHectares > 0;
  const warnings: TRateWarning[] = [];
  if (!hasArea) warnings.push({ code: 'NO_AREA' });

  const targetOf = new Map(targets.map((target) => [target.nutrient, target.target]));
  const supplied: Partial<Record<TNutrient, number>> = {};
  const lines: TRateLineResult[] = [];
  for (const line of request.lines) {
    const product = request.products.get(line.productId);
    if (!product) throw new RateCalculationError('rateProductLacksNutrient', line.productId);
    let rate: number;
    if (line.rate !== undefined && line.rate !== null) {
      rate = line.rate;
    } else if (line.nutrient) {
      const target = targetOf.get(line.nutrient);
      if (target === undefined)
        throw new RateCalculationError('rateNutrientsRequired', product.id, line.nutrient);
      // What earlier lines already supply counts toward the target; never a negative rate.
      const missing = Math.max(0, target - (supplied[line.nutrient] ?? 0));
      rate = rateForNutrient(product, line.nutrient, missing);
    } else {
      throw new RateCalculationError('rateLineNeedsRateOrNutrient', product.id);
    }
    if (product.typeProduct === 'SEED' && product.seedsPerUnit === null) {
      throw new RateCalculationError('rateMissingSeedsPerUnit', product.id);
    }
    const supplies = suppliesOf(product, rate);
    for (const [nutrient, amount] of Object.entries(supplies) as [TNutrient, number][]) {
      supplied[nutrient] = (supplied[nutrient] ?? 0) + amount;
    }
    lines.push({
      productId: product.id,
      nutrient: line.nutrient ?? null,
      rate,
      unit: baseAmountUnitOf(product.typeProduct),
      total: hasArea ? rate * areaHectares : null,
      supplies,
    });

    if (product.singleApplicationAmount !== null && rate > product.singleApplicationAmount) {
      warnings.push({ code: 'EXCEEDED_SINGLE_APPLICATION', productId: product.id });
    }
    if (product.maxYearlyAmount !== null) {
      for (const field of request.fields) {
        const before = field.appliedThisYear.get(product.id) ?? 0;
        if (before + rate > product.maxYearlyAmount) {
          warnings.push({
            code: 'EXCEEDED_FIELD_AMOUNT_APPLIED_YEARLY',
            productId: product.id,
            fieldId: field.id,
          });
        }
      }
    }
    const sprayVolume = request.sprayVolume;
    if (product.typeProduct === 'LIQUID' && sprayVolume !== undefined && sprayVolume !== null) {
      if (product.sprayVolumeMin !== null && sprayVolume < product.sprayVolumeMin) {
        warnings.push({ code: 'VOL_SPRAY_MIN_EXCEEDED', productId: product.id });
      }
      if (product.sprayVolumeMax !== null && sprayVolume > product.sprayVolumeMax) {
        warnings.push({ code: 'VOL_SPRAY_MAX_EXCEEDED', productId: product.id });
      }
    }
  }

  const mix = request.lines.map((line) => request.products.get(line.productId)!);
  if (mix.some((product) => product.requiresVra) && !mix.some((product) => product.adjuvant === 'VRA')) {
    warnings.push({ code: 'MISSING_VRA' });
  }
  if (mix.some((product) => product.requiresDra) && !mix.some((product) => product.adjuvant === 'DRA')) {
    warnings.push({ code: 'MISSING_DRA' });
  }
  for (const { nutrient, target } of targets) {
    const amount = supplied[nutrient] ?? 0;
    if (amount < target * (1 - NUTRIENT_TOLERANCE)) warnings.push({ code: `${nutrient}_MIN`, nutrient });
    else if (amount > target * (1 + NUTRIENT_TOLERANCE)) warnings.push({ code: `${nutrient}_MAX`, nutrient });
  }
  return { areaHectares, lines, supplied, warnings };
}

/**
 * An amount in a product's base amount (l, kg or seeds) expressed in one of the 16 measure units:
 * across volume and mass through the density, seeds to bags through the seeds per unit. Null when
 * the conversion needs what the product does not state.
 */
export function amountInUnit(
  amount: number,
  product: Pick<TRateProduct, 'typeProduct' | 'density' | 'seedsPerUnit'>,
  unit: TMeasureUnitCode,
): number | null {
  const base = baseAmountUnitOf(product.typeProduct);
  if (base === 'seeds') {
    if (MEASURE_UNITS[unit].kind !== 'count' || product.seedsPerUnit === null) return null;
    return amount / product.seedsPerUnit;
  }
  const kind = MEASURE_UNITS[unit].kind;
  if (kind === 'volume' || kind === 'mass') {
    if (base === 'l' && kind === 'volume') return convertMeasure(amount, 'l', unit);
    if (base === 'kg' && kind === 'mass') return convertMeasure(amount, 'kg', unit);
    if (product.density === null) return null;
    if (base === 'l') return convertMeasure(amount * product.density, 'kg', unit);
    return convertMeasure(amount / product.density, 'l', unit);
  }
  return null;
}

/** `POST /produtos/rate-calculation`: the fields, the nutrient targets and the mix. */
export const ZRateCalculationRequest = z
  .object({
    fieldIds: z.array(ZId).max(500).min(1, messageRef('rateNoFieldSelected')),
    nutrients: z
      .array(z.object({ nutrient: ZNutrient, target: z.number().min(0).max(1_000_000_000) }).strict())
      .max(10)
      .refine((targets) => targets.some((target) => target.target > 0), messageRef('rateNutrientsRequired')),
    lines: z
      .array(
        z
          .object({
            productId: ZId,
            nutrient: ZNutrient.nullish(),
            rate: z.number().min(0).max(1_000_000_000).nullish(),
          })
          .strict(),
      )
      .min(1, messageRef('rateNutrientsRequired'))
      .max(30),
    /** Spray volume, l/ha. */
    sprayVolume: z.number().gt(0).max(2000).nullish(),
  })
  .strict();
export type TRateCalculationRequest = z.infer<typeof ZRateCalculationRequest>;

export const ZRateCalculationResult = z.object({
  areaHectares: z.number(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      descProduct: z.string(),
      nutrient: ZNutrient.nullable(),
      rate: z.number(),
      unit: z.enum(['l', 'kg', 'seeds']),
      total: z.number().nullable(),
      /** The rate in the product's rate unit per hectare; null when it cannot be converted. */
      rateInProductUnit: z.number().nullable(),
      totalInProductUnit: z.number().nullable(),
      productUnit: z.string(),
      supplies: z.partialRecord(ZNutrient, z.number()),
    }),
  ),
  supplied: z.partialRecord(ZNutrient, z.number()),
  warnings: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      productId: z.number().int().optional(),
      fieldId: z.number().int().optional(),
      nutrient: ZNutrient.optional(),
    }),
  ),
});
export type TRateCalculationResult = z.infer<typeof ZRateCalculationResult>;

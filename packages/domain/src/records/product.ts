import { z } from 'zod';
import { ZId } from '../ids';
import { MEASURE_UNIT_CODES, ZMeasureUnitCode } from '../units/measure-units';
import { messageRef } from '../validation';
import type { TLicensedProduct } from './licence';

/** Product types (part 1 §3): also the mixture of a compartment and the classes a place keeps. */
export const PRODUCT_TYPES = ['LIQUID', 'DRY', 'AMMONIA', 'SEED'] as const;
export const ZProductType = z.enum(PRODUCT_TYPES);
export type TProductType = z.infer<typeof ZProductType>;

/** Product status: deleted products leave the lists and can be restored. The list defaults to ACTIVE. */
export const PRODUCT_STATUSES = ['ACTIVE', 'DELETED'] as const;
export const ZProductStatus = z.enum(PRODUCT_STATUSES);
export type TProductStatus = z.infer<typeof ZProductStatus>;

/** Crop timings (plan types, part 1 §3); `ALL` is the filter value for any of them. */
export const PLAN_TYPES = ['PREPLANT', 'PRE', 'POST', 'BURNDOWN'] as const;
export const ZPlanType = z.enum(PLAN_TYPES);
export type TPlanType = z.infer<typeof ZPlanType>;
export const PLAN_TYPE_FILTERS = [...PLAN_TYPES, 'ALL'] as const;

/**
 * Weather factors planning weighs (part 1 §3). Thermal inversion is a future feature: listed so
 * screens can show it as such, never checked.
 */
export const WEATHER_FACTORS = ['WIND', 'HUMIDITY', 'TEMPERATURE', 'RAIN_24H', 'THERMAL_INVERSION'] as const;
export type TWeatherFactor = (typeof WEATHER_FACTORS)[number];

/**
 * Cleanout class of a product (the spec is silent; planning needs it). A machine whose last load
 * was of one family needs a cleanout before a product of another family. `AUXIN` (dicamba, 2,4-D)
 * residue injures sensitive crops even in traces, so leaving it always needs a full cleanout.
 * Fertilizers and seed need none between each other of the same family.
 */
export const CLEANING_FAMILIES = [
  'HERBICIDE',
  'AUXIN',
  'FUNGICIDE',
  'INSECTICIDE',
  'ADJUVANT',
  'FERTILIZER',
  'SEED',
] as const;
export const ZCleaningFamily = z.enum(CLEANING_FAMILIES);
export type TCleaningFamily = z.infer<typeof ZCleaningFamily>;

/**
 * Adjuvants some labels require in the tank: a volatility reduction agent (VRA) and a drift
 * reduction agent (DRA), e.g. for dicamba. Missing ones are the calculator's MISSING_VRA / MISSING_DRA.
 */
export const ADJUVANT_KINDS = ['VRA', 'DRA'] as const;
export const ZAdjuvantKind = z.enum(ADJUVANT_KINDS);
export type TAdjuvantKind = z.infer<typeof ZAdjuvantKind>;

/**
 * The licence a product asks of whoever applies it: none, a (certified) applicator licence, or a
 * dicamba licence (which goes with an applicator licence, see `requiredLicencesFor`).
 */
export const PRODUCT_LICENCE_REQUIREMENTS = ['NONE', 'APPLICATOR', 'DICAMBA'] as const;
export const ZProductLicenceRequirement = z.enum(PRODUCT_LICENCE_REQUIREMENTS);
export type TProductLicenceRequirement = z.infer<typeof ZProductLicenceRequirement>;

/** A product's requirement in the terms of `isLicensedFor` / `missingLicencesFor`. */
export function licensedProductOf(product: {
  licenceRequired: TProductLicenceRequirement;
}): TLicensedProduct {
  return {
    restrictedUse: product.licenceRequired === 'APPLICATOR',
    dicamba: product.licenceRequired === 'DICAMBA',
  };
}

/** The strictest of some requirements: a blend asks what its most demanding product asks. */
export function strictestLicenceRequirement(
  requirements: readonly TProductLicenceRequirement[],
): TProductLicenceRequirement {
  return requirements.reduce<TProductLicenceRequirement>(
    (strictest, requirement) =>
      PRODUCT_LICENCE_REQUIREMENTS.indexOf(requirement) > PRODUCT_LICENCE_REQUIREMENTS.indexOf(strictest)
        ? requirement
        : strictest,
    'NONE',
  );
}

/** Nutrients of the rate calculator (part 2 §3), `SEED` being seeds per area. */
export const NUTRIENTS = [
  'BORON',
  'CALCIUM',
  'COPPER',
  'MANGANESE',
  'NITROGEN',
  'PHOSPHOROUS',
  'POTASSIUM',
  'SEED',
  'SULFUR',
  'ZINC',
] as const;
export const ZNutrient = z.enum(NUTRIENTS);
export type TNutrient = z.infer<typeof ZNutrient>;
/** Nutrients a fertilizer's guaranteed analysis states, percent by mass. */
export const ANALYSIS_NUTRIENTS = NUTRIENTS.filter((nutrient) => nutrient !== 'SEED') as Exclude<
  TNutrient,
  'SEED'
>[];

/** How the density of a product is typed and shown; stored as kg/l. */
export const DENSITY_UNITS = ['kg/l', 'lb/gal'] as const;
export const ZDensityUnit = z.enum(DENSITY_UNITS);
export type TDensityUnit = z.infer<typeof ZDensityUnit>;
/** 1 lb/US gal in kg/l. */
export const KG_PER_LITRE_PER_POUND_PER_GALLON = 0.45359237 / 3.785411784;

/**
 * The amount a product's rates and limits are kept in, per hectare: litres for liquids, kilograms
 * for dry products and ammonia, seeds for seed.
 */
export type TBaseAmountUnit = 'l' | 'kg' | 'seeds';
export function baseAmountUnitOf(type: TProductType): TBaseAmountUnit {
  return type === 'LIQUID' ? 'l' : type === 'SEED' ? 'seeds' : 'kg';
}

/** The rate unit a new product of a type starts with. */
export function defaultRateUnitOf(type: TProductType): z.infer<typeof ZMeasureUnitCode> {
  return type === 'LIQUID' ? 'l' : type === 'SEED' ? 'bg' : 'kg';
}

/** Weather limits of a product: what planning uses to compute spray windows. Null means not stated. */
export interface TWeatherLimits {
  vlHumidityMin: number | null;
  vlHumidityMax: number | null;
  vlTemperatureMin: number | null;
  vlTemperatureMax: number | null;
  vlVelocWindMin: number | null;
  vlVelocWindMax: number | null;
  rainFreeHours: number | null;
  sunRule: boolean;
}

export const WEATHER_LIMIT_KEYS = [
  'vlHumidityMin',
  'vlHumidityMax',
  'vlTemperatureMin',
  'vlTemperatureMax',
  'vlVelocWindMin',
  'vlVelocWindMax',
  'rainFreeHours',
] as const;

/**
 * Weather information a product lacks for planning: the inconsistency causes SEM_VENTO (wind),
 * SEM_TEMPERATURA and SEM_UMIDADE of the work orders. A limit of zero is information; only a
 * missing one (null) counts.
 */
export function missingWeatherCauses(
  limits: TWeatherLimits,
): ('SEM_VENTO' | 'SEM_TEMPERATURA' | 'SEM_UMIDADE')[] {
  const causes: ('SEM_VENTO' | 'SEM_TEMPERATURA' | 'SEM_UMIDADE')[] = [];
  if (limits.vlVelocWindMin === null && limits.vlVelocWindMax === null) causes.push('SEM_VENTO');
  if (limits.vlTemperatureMin === null && limits.vlTemperatureMax === null) causes.push('SEM_TEMPERATURA');
  if (limits.vlHumidityMin === null && limits.vlHumidityMax === null) causes.push('SEM_UMIDADE');
  return causes;
}

/**
 * The limits of a tank mix: the strictest of its products. Minimums take the highest, maximums the
 * lowest, the rain-free period the longest, and the sun rule applies if any product has it. A
 * limit stays null only when no product states it.
 */
export function strictestWeatherLimits(products: readonly TWeatherLimits[]): TWeatherLimits {
  const pick = (key: (typeof WEATHER_LIMIT_KEYS)[number], choose: (values: number[]) => number) => {
    const values = products.map((product) => product[key]).filter((value): value is number => value !== null);
    return values.length ? choose(values) : null;
  };
  const highest = (values: number[]) => Math.max(...values);
  const lowest = (values: number[]) => Math.min(...values);
  return {
    vlHumidityMin: pick('vlHumidityMin', highest),
    vlHumidityMax: pick('vlHumidityMax', lowest),
    vlTemperatureMin: pick('vlTemperatureMin', highest),
    vlTemperatureMax: pick('vlTemperatureMax', lowest),
    vlVelocWindMin: pick('vlVelocWindMin', highest),
    vlVelocWindMax: pick('vlVelocWindMax', lowest),
    rainFreeHours: pick('rainFreeHours', highest),
    sunRule: products.some((product) => product.sunRule),
  };
}

const ZCropRef = z.object({ id: z.number().int(), name: z.string() });

/** One product of a blend with its rate per hectare in the component's base amount (l, kg, seeds). */
export const ZBlendComponentRecord = z.object({
  productId: z.number().int(),
  descProduct: z.string(),
  typeProduct: ZProductType,
  /** Rate per hectare: litres for liquids, kilograms for dry products and ammonia, seeds for seed. */
  rate: z.number(),
});
export type TBlendComponentRecord = z.infer<typeof ZBlendComponentRecord>;

/** A product as it travels on the wire. Units: km/h, °C, %, hours, l/ha, kg/l; amounts per hectare. */
export const ZProductRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  /** Commercial name. */
  descProduct: z.string(),
  typeProduct: ZProductType,
  status: ZProductStatus,
  /** A blend: products with rates, usable as a work-order product like any other. */
  isBlend: z.boolean(),
  epa: z.string().nullable(),
  ean: z.string().nullable(),
  gtin: z.string().nullable(),
  erpCode: z.string().nullable(),
  crops: z.array(ZCropRef),
  /** Hours without rain needed after the application. */
  rainFreeHours: z.number().nullable(),
  /** Restricted-entry interval (REI): hours after the application before anyone enters the field. */
  reEntryHours: z.number().nullable(),
  /** Pre-harvest interval (PHI): days from the application to the earliest harvest. */
  preHarvestDays: z.number().nullable(),
  /** Application speed, km/h. */
  applicationSpeed: z.number().nullable(),
  /** Most product per hectare per year, in the base amount (l, kg or seeds). */
  maxYearlyAmount: z.number().nullable(),
  /** Most product per hectare in one application, in the base amount (l, kg or seeds). */
  singleApplicationAmount: z.number().nullable(),
  /** Spray (carrier) volume range, l/ha. */
  sprayVolumeMin: z.number().nullable(),
  sprayVolumeMax: z.number().nullable(),
  /** Relative humidity range, %. */
  vlHumidityMin: z.number().nullable(),
  vlHumidityMax: z.number().nullable(),
  /** Air temperature range, °C. */
  vlTemperatureMin: z.number().nullable(),
  vlTemperatureMax: z.number().nullable(),
  /** Wind speed range, km/h. */
  vlVelocWindMin: z.number().nullable(),
  vlVelocWindMax: z.number().nullable(),
  /** Spray only from 1 hour after sunrise to 2 hours before sunset. */
  sunRule: z.boolean(),
  /** Density, kg/l; shown in `densityUnit`. */
  density: z.number().nullable(),
  densityUnit: ZDensityUnit,
  /** Unit rates of this product are shown in (per acre or hectare by locale). */
  rateUnit: ZMeasureUnitCode,
  /** Guaranteed analysis: percent of each nutrient by mass. */
  analysis: z.partialRecord(ZNutrient, z.number()),
  /** Seeds in one `rateUnit` (a bag) for seed products. */
  seedsPerUnit: z.number().nullable(),
  cleaningFamily: ZCleaningFamily.nullable(),
  /** The adjuvant role of this product, when it is one. */
  adjuvant: ZAdjuvantKind.nullable(),
  requiresVra: z.boolean(),
  requiresDra: z.boolean(),
  /** The licence whoever applies the product must hold. */
  licenceRequired: ZProductLicenceRequirement,
  components: z.array(ZBlendComponentRecord),
  /** Inconsistency causes the product brings to a work order (SEM_VENTO, SEM_TEMPERATURA, SEM_UMIDADE). */
  missingWeather: z.array(z.enum(['SEM_VENTO', 'SEM_TEMPERATURA', 'SEM_UMIDADE'])),
  version: z.number().int(),
});
export type TProductRecord = z.infer<typeof ZProductRecord>;

/** The short form of lists and pickers. */
export const ZProductSummary = ZProductRecord.pick({
  id: true,
  descProduct: true,
  typeProduct: true,
  status: true,
  isBlend: true,
  rateUnit: true,
  epa: true,
});
export type TProductSummary = z.infer<typeof ZProductSummary>;

/** A product of the top-ten list with the number of work orders that use it. */
export const ZProductUseSummary = ZProductSummary.extend({ workOrders: z.number().int() });
export type TProductUseSummary = z.infer<typeof ZProductUseSummary>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalNumber = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .nullish()
    .transform((value) => value ?? null);

/** Product names: the spec gives no limit; 120 characters hold any commercial name with its formulation. */
export const PRODUCT_NAME_MAX_LENGTH = 120;

const ZBlendComponentInput = z
  .object({
    productId: ZId,
    rate: z.number().gt(0).max(1_000_000),
  })
  .strict();

const ORDERED_PAIRS = [
  ['vlHumidityMin', 'vlHumidityMax', 'maxBelowMin'],
  ['vlTemperatureMin', 'vlTemperatureMax', 'maxBelowMin'],
  ['vlVelocWindMin', 'vlVelocWindMax', 'speedOrder'],
  ['sprayVolumeMin', 'sprayVolumeMax', 'maxBelowMin'],
] as const;

/** Create or edit a product or blend; `id` and `version` are present when editing. */
export const ZProductInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    descProduct: z.string().trim().min(1).max(PRODUCT_NAME_MAX_LENGTH),
    typeProduct: ZProductType,
    isBlend: z.boolean().default(false),
    epa: optionalText(40),
    ean: z
      .string()
      .trim()
      .regex(/^(\d{8}|\d{13})$/, messageRef('productBarcodeFormat', { digits: '8 / 13' }))
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    gtin: z
      .string()
      .trim()
      .regex(
        /^(\d{8}|\d{12}|\d{13}|\d{14})$/,
        messageRef('productBarcodeFormat', { digits: '8 / 12 / 13 / 14' }),
      )
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    erpCode: optionalText(40),
    cropIds: z.array(ZId).max(50).default([]),
    rainFreeHours: optionalNumber(0, 240),
    reEntryHours: optionalNumber(0, 2000),
    preHarvestDays: optionalNumber(0, 730),
    applicationSpeed: optionalNumber(0, 100),
    maxYearlyAmount: optionalNumber(0, 1_000_000),
    singleApplicationAmount: optionalNumber(0, 1_000_000),
    sprayVolumeMin: optionalNumber(0, 2000),
    sprayVolumeMax: optionalNumber(0, 2000),
    vlHumidityMin: optionalNumber(0, 100),
    vlHumidityMax: optionalNumber(0, 100),
    vlTemperatureMin: optionalNumber(-40, 60),
    vlTemperatureMax: optionalNumber(-40, 60),
    vlVelocWindMin: optionalNumber(0, 200),
    vlVelocWindMax: optionalNumber(0, 200),
    sunRule: z.boolean().default(false),
    density: z
      .number()
      .gt(0)
      .max(25)
      .nullish()
      .transform((value) => value ?? null),
    densityUnit: ZDensityUnit.default('kg/l'),
    rateUnit: z.enum(MEASURE_UNIT_CODES),
    analysis: z.partialRecord(ZNutrient, z.number().min(0).max(100)).default({}),
    seedsPerUnit: z
      .number()
      .gt(0)
      .max(100_000_000)
      .nullish()
      .transform((value) => value ?? null),
    cleaningFamily: ZCleaningFamily.nullish().transform((value) => value ?? null),
    adjuvant: ZAdjuvantKind.nullish().transform((value) => value ?? null),
    requiresVra: z.boolean().default(false),
    requiresDra: z.boolean().default(false),
    licenceRequired: ZProductLicenceRequirement.default('NONE'),
    components: z.array(ZBlendComponentInput).max(30).default([]),
  })
  .strict()
  .superRefine((input, context) => {
    for (const [min, max, key] of ORDERED_PAIRS) {
      const low = input[min];
      const high = input[max];
      // Wind: 'Maximum speed must be greater than minimum'; the other ranges may be a single value.
      const isOutOfOrder =
        key === 'speedOrder'
          ? high !== null && low !== null && high <= low
          : high !== null && low !== null && high < low;
      if (isOutOfOrder) {
        context.addIssue({ code: 'custom', path: [max], message: messageRef(key) });
      }
    }
    if (input.isBlend && input.components.length === 0) {
      context.addIssue({ code: 'custom', path: ['components'], message: messageRef('blendNeedsProducts') });
    }
    if (!input.isBlend && input.components.length > 0) {
      context.addIssue({ code: 'custom', path: ['components'], message: messageRef('invalidValue') });
    }
    const seen = new Set<number>();
    input.components.forEach((component, index) => {
      if (seen.has(component.productId)) {
        context.addIssue({
          code: 'custom',
          path: ['components', index, 'productId'],
          message: messageRef('blendDuplicateProduct'),
        });
      }
      seen.add(component.productId);
    });
  });
export type TProductInput = z.infer<typeof ZProductInput>;
export type TProductFormValues = z.input<typeof ZProductInput>;

/** `GET /produtos`: the list conventions plus the spec's aliases (`filter`, `order`, `ascending`) and filters. */
export const ZProductListQuery = z.object({
  /** The spec's name for `search`. */
  filter: z.string().trim().max(200).optional(),
  /** The spec's name for the sort field, with `ascending`. */
  order: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional(),
  ascending: z.enum(['true', 'false']).optional(),
  /** `A`/`ACTIVE` (default), `D`/`DELETED`, or `ALL`. */
  status: z
    .enum(['A', 'D', 'ACTIVE', 'DELETED', 'ALL'])
    .optional()
    .transform((value) =>
      value === 'A' || value === undefined ? 'ACTIVE' : value === 'D' ? 'DELETED' : value,
    ),
  typeProduct: ZProductType.optional(),
  blend: z.enum(['true', 'false']).optional(),
});

/** `POST /produtos/by_filter` body. */
export const ZProductFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    status: z.enum(['ACTIVE', 'DELETED', 'ALL']).optional(),
    typeProduct: z.enum(['LIQUID', 'DRY', 'AMMONIA', 'SEED']).optional(),
    blend: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type TProductFilter = z.infer<typeof ZProductFilter>;

/** `GET /produtos/all-simple-filter` and kin: part of a product's name. */
export const ZProductNameQuery = z.object({ filter: z.string().trim().max(200).optional() });

/** `GET /produtos/all-with-filter-without-blend`. */
export const ZProductSubstanceQuery = ZProductNameQuery.extend({
  /** The filter also finds products by a nutrient of their guaranteed analysis. */
  substance: z.enum(['true', 'false']).optional(),
});

/** `woIds=1,2` or `woIds=1&woIds=2`; orders not found (or another branch's) are passed over. */
export const ZProductWorkOrderIdsQuery = z.object({
  woIds: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : String(value ?? '').split(','))
        .map((part) => String(part).trim())
        .filter((part) => part !== '')
        .map(Number),
    z.array(ZId).min(1).max(100),
  ),
});

/** A crop with its varieties and growth stages. */
export const ZCropRecord = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type TCropRecord = z.infer<typeof ZCropRecord>;
export const ZCropVarietyRecord = z.object({
  id: z.number().int(),
  cropId: z.number().int(),
  name: z.string(),
});
export const ZCropStageRecord = z.object({
  id: z.number().int(),
  cropId: z.number().int(),
  code: z.string(),
  name: z.string(),
  position: z.number().int(),
});

/** `GET /tipoproduto/all`: the product types with an id. */
export const ZProductTypeRecord = z.object({ id: z.number().int(), code: ZProductType });
export const PRODUCT_TYPE_IDS: Readonly<Record<TProductType, number>> = {
  LIQUID: 1,
  DRY: 2,
  AMMONIA: 3,
  SEED: 4,
};

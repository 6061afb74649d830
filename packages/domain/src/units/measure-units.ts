import { z } from 'zod';
import {
  HECTARES_PER_ACRE,
  KILOGRAMS_PER_POUND,
  LITRES_PER_US_FLUID_OUNCE,
  LITRES_PER_US_GALLON,
} from './measures';

/** What a measure unit measures; `count` units (bags) have no SI factor. */
export type TMeasureKind = 'area' | 'volume' | 'mass' | 'length' | 'count';

export interface TMeasureUnit {
  code: TMeasureUnitCode;
  kind: TMeasureKind;
  /**
   * Size of one unit in the SI unit of its kind (ha, l, kg, m); `null` where it depends on the
   * product (a bag, a bushel of grain).
   */
  siFactor: number | null;
}

/** The 16 measure units of the spec, by code. */
export const MEASURE_UNIT_CODES = [
  'ac',
  'bg',
  'bu',
  'fl oz',
  'gal',
  'gl',
  'ha',
  'kg',
  'l',
  'lb',
  'm',
  'ml',
  'oz',
  'pt',
  'qt',
  't',
] as const;
export const ZMeasureUnitCode = z.enum(MEASURE_UNIT_CODES);
export type TMeasureUnitCode = z.infer<typeof ZMeasureUnitCode>;

/**
 * `bu` is a US bushel of seed or grain, weighed per crop, so it stays without a factor like a bag.
 * `gl` is a gigalitre. `oz` is the avoirdupois ounce (dry products), `fl oz`, `pt` and `qt` are US
 * liquid measures, `t` the metric tonne.
 */
export const MEASURE_UNITS: Readonly<Record<TMeasureUnitCode, TMeasureUnit>> = {
  ac: { code: 'ac', kind: 'area', siFactor: HECTARES_PER_ACRE },
  bg: { code: 'bg', kind: 'count', siFactor: null },
  bu: { code: 'bu', kind: 'count', siFactor: null },
  'fl oz': { code: 'fl oz', kind: 'volume', siFactor: LITRES_PER_US_FLUID_OUNCE },
  gal: { code: 'gal', kind: 'volume', siFactor: LITRES_PER_US_GALLON },
  gl: { code: 'gl', kind: 'volume', siFactor: 1e9 },
  ha: { code: 'ha', kind: 'area', siFactor: 1 },
  kg: { code: 'kg', kind: 'mass', siFactor: 1 },
  l: { code: 'l', kind: 'volume', siFactor: 1 },
  lb: { code: 'lb', kind: 'mass', siFactor: KILOGRAMS_PER_POUND },
  m: { code: 'm', kind: 'length', siFactor: 1 },
  ml: { code: 'ml', kind: 'volume', siFactor: 0.001 },
  oz: { code: 'oz', kind: 'mass', siFactor: KILOGRAMS_PER_POUND / 16 },
  pt: { code: 'pt', kind: 'volume', siFactor: LITRES_PER_US_GALLON / 8 },
  qt: { code: 'qt', kind: 'volume', siFactor: LITRES_PER_US_GALLON / 4 },
  t: { code: 't', kind: 'mass', siFactor: 1000 },
};

export function measureUnitOf(code: string): TMeasureUnit | undefined {
  return (MEASURE_UNIT_CODES as readonly string[]).includes(code)
    ? MEASURE_UNITS[code as TMeasureUnitCode]
    : undefined;
}

/**
 * Converts an amount between two measure units of the same kind. Returns `null` when the kinds
 * differ or either unit has no SI factor.
 */
export function convertMeasure(amount: number, from: TMeasureUnitCode, to: TMeasureUnitCode): number | null {
  const source = MEASURE_UNITS[from];
  const target = MEASURE_UNITS[to];
  if (from === to) return amount;
  if (source.kind !== target.kind || source.siFactor === null || target.siFactor === null) return null;
  return (amount * source.siFactor) / target.siFactor;
}

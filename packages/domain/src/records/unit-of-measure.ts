import { z } from 'zod';
import {
  MEASURE_UNIT_CODES,
  MEASURE_UNITS,
  ZMeasureUnitCode,
  type TMeasureUnitCode,
} from '../units/measure-units';

/** English names of the 16 measure units (part 2 §9); screens translate them by code. */
export const MEASURE_UNIT_NAMES: Readonly<Record<TMeasureUnitCode, string>> = {
  ac: 'acre',
  bg: 'bag',
  bu: 'bushel',
  'fl oz': 'fluid ounce',
  gal: 'gallon',
  gl: 'gigalitre',
  ha: 'hectare',
  kg: 'kilogram',
  l: 'litre',
  lb: 'pound',
  m: 'metre',
  ml: 'millilitre',
  oz: 'ounce',
  pt: 'pint',
  qt: 'quart',
  t: 'tonne',
};

/** A measure unit on the wire (`unidade-medida/findAll`): its code, kind and SI factor. */
export const ZUnitOfMeasureRecord = z.object({
  /** Stable id: the unit's position in the spec's list, from 1. */
  id: z.number().int(),
  code: ZMeasureUnitCode,
  descUnidadeMedida: z.string(),
  kind: z.enum(['area', 'volume', 'mass', 'length', 'count']),
  /** Size of one unit in ha, l, kg or m; null for bags and bushels, which depend on the product. */
  siFactor: z.number().nullable(),
  /** The SI unit `siFactor` is in. */
  siUnit: z.enum(['ha', 'l', 'kg', 'm']).nullable(),
});
export type TUnitOfMeasureRecord = z.infer<typeof ZUnitOfMeasureRecord>;

const SI_UNITS = { area: 'ha', volume: 'l', mass: 'kg', length: 'm', count: null } as const;

/** The 16 units with their ids, in the spec's order. */
export const UNITS_OF_MEASURE: readonly TUnitOfMeasureRecord[] = MEASURE_UNIT_CODES.map((code, index) => ({
  id: index + 1,
  code,
  descUnidadeMedida: MEASURE_UNIT_NAMES[code],
  kind: MEASURE_UNITS[code].kind,
  siFactor: MEASURE_UNITS[code].siFactor,
  siUnit: SI_UNITS[MEASURE_UNITS[code].kind],
}));

import {
  amountInUnit,
  displayUnitOf,
  HECTARES_PER_ACRE,
  KG_PER_LITRE_PER_POUND_PER_GALLON,
  unitSystemOf,
  type TDensityUnit,
  type TLocale,
  type TMeasureUnitCode,
  type TProductType,
  type TQuantity,
  type TUnitSystem,
} from '@tramline/domain';
import { fromInputValue, toInputValue, type TInputNumber } from '../../records/input-units';

/** The rate quantity of a product's amounts per area: l/ha or gal/ac for liquids, kg/ha or lb/ac otherwise; seed is counted. */
export function rateQuantityOf(type: TProductType): TQuantity | null {
  return type === 'LIQUID' ? 'liquidRate' : type === 'SEED' ? null : 'dryRate';
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** What converting a product's amounts needs: its type, rate unit, density and seeds per unit. */
export interface TAmountSettings {
  typeProduct: TProductType;
  rateUnit: TMeasureUnitCode;
  density: number | null;
  seedsPerUnit: number | null;
}

/**
 * Hectares in the user's unit of area: per-acre figures are per-hectare figures times 0.4047. The
 * helpers below take the user's unit system (`useUnits().system`); without it, the locale's.
 */
const areaFactor = (locale: TLocale, system = unitSystemOf(locale)) =>
  system === 'imperial' ? HECTARES_PER_ACRE : 1;

/** One base amount (l, kg or seeds) in the product's rate unit, or null when that needs what the product lacks. */
const unitsPerBase = (settings: TAmountSettings) => {
  const factor = amountInUnit(1, settings, settings.rateUnit);
  return factor && Number.isFinite(factor) && factor > 0 ? factor : null;
};

/** The unit of a product's amounts per area: its rate unit per acre or hectare (`fl oz/ac`, `l/ha`). */
export function amountUnitLabel(
  settings: TAmountSettings,
  locale: TLocale,
  seedsLabel: string,
  system?: TUnitSystem,
): string {
  if (unitsPerBase(settings)) return `${settings.rateUnit}/${displayUnitOf('area', locale, system)}`;
  const quantity = rateQuantityOf(settings.typeProduct);
  return quantity ? displayUnitOf(quantity, locale, system) : seedsLabel;
}

/** A stored amount per hectare (l, kg or seeds) as the number a field shows: in the rate unit per acre or hectare. */
export function amountToInput(
  settings: TAmountSettings,
  value: number | null | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TInputNumber {
  if (value === null || value === undefined) return '';
  const factor = unitsPerBase(settings);
  if (factor) return round(value * factor * areaFactor(locale, system), 3);
  const quantity = rateQuantityOf(settings.typeProduct);
  if (quantity) return toInputValue(quantity, value, locale, system);
  return round(value * areaFactor(locale, system), 0);
}

/** What an amount field holds back to the stored value per hectare, keeping an unchanged one exact. */
export function amountFromInput(
  settings: TAmountSettings,
  value: TInputNumber,
  locale: TLocale,
  original?: number | null,
  system?: TUnitSystem,
): number | null {
  if (value === '') return null;
  if (
    original !== null &&
    original !== undefined &&
    amountToInput(settings, original, locale, system) === value
  )
    return original;
  const factor = unitsPerBase(settings);
  if (factor) return value / areaFactor(locale, system) / factor;
  const quantity = rateQuantityOf(settings.typeProduct);
  if (quantity) return fromInputValue(quantity, value, locale, undefined, system);
  return value / areaFactor(locale, system);
}

/** A blend part's rate per hectare in l/ha or gal/ac, kg/ha or lb/ac, seeds per area (the base amounts). */
export function baseAmountToInput(
  type: TProductType,
  value: number | null | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TInputNumber {
  const quantity = rateQuantityOf(type);
  if (quantity) return toInputValue(quantity, value, locale, system);
  return value === null || value === undefined ? '' : round(value * areaFactor(locale, system), 0);
}

export function baseAmountFromInput(
  type: TProductType,
  value: TInputNumber,
  locale: TLocale,
  original?: number | null,
  system?: TUnitSystem,
): number | null {
  if (value === '') return null;
  if (
    original !== null &&
    original !== undefined &&
    baseAmountToInput(type, original, locale, system) === value
  )
    return original;
  const quantity = rateQuantityOf(type);
  return quantity
    ? fromInputValue(quantity, value, locale, undefined, system)
    : value / areaFactor(locale, system);
}

/** Temperatures: °F in imperial units, °C in metric; stored °C. */
export const temperatureToInput = (
  celsius: number | null | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TInputNumber => toInputValue('temperature', celsius, locale, system);

export const temperatureFromInput = (
  value: TInputNumber,
  locale: TLocale,
  original?: number | null,
  system?: TUnitSystem,
) => fromInputValue('temperature', value, locale, original, system);

export const temperatureUnitOf = (locale: TLocale, system?: TUnitSystem) =>
  displayUnitOf('temperature', locale, system);

/** Density shown in its own unit (kg/l or lb/gal), stored kg/l. */
export function densityToInput(kgPerLitre: number | null | undefined, unit: TDensityUnit): TInputNumber {
  if (kgPerLitre === null || kgPerLitre === undefined) return '';
  return round(unit === 'lb/gal' ? kgPerLitre / KG_PER_LITRE_PER_POUND_PER_GALLON : kgPerLitre, 3);
}

export function densityFromInput(
  value: TInputNumber,
  unit: TDensityUnit,
  original?: number | null,
): number | null {
  if (value === '') return null;
  if (original !== null && original !== undefined && densityToInput(original, unit) === value)
    return original;
  return unit === 'lb/gal' ? value * KG_PER_LITRE_PER_POUND_PER_GALLON : value;
}

/**
 * Quantity fields of record forms: stored SI values shown and typed in the user's units (`system`,
 * from `useUnits()`; without it, the locale's).
 */
import {
  fromDisplayValue,
  toDisplayValue,
  type TLocale,
  type TQuantity,
  type TUnitSystem,
} from '@tramline/domain';

/** Decimals a record form shows and takes for a quantity (120 ft, 1,200.5 gal, 15.5 mph). */
export const INPUT_DECIMALS: Readonly<Record<TQuantity, number>> = {
  area: 2,
  length: 2,
  radius: 1,
  distance: 2,
  volume: 2,
  smallVolume: 1,
  mass: 2,
  speed: 2,
  liquidRate: 2,
  dryRate: 2,
  temperature: 1,
  rainfall: 2,
};

/** An empty number field holds `''`. */
export type TInputNumber = number | '';

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A stored SI value as the number a form field shows in the user's unit (120 for 36.576 m in imperial). */
export function toInputValue(
  quantity: TQuantity,
  value: number | null | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TInputNumber {
  if (value === null || value === undefined) return '';
  return round(toDisplayValue(quantity, value, locale, system), INPUT_DECIMALS[quantity]);
}

/**
 * What a form field holds back to SI. A field left as it was shown keeps the stored value exactly,
 * so opening and saving a record never drifts it (a width typed as 120 ft stays 36.576 m even when
 * a metric user saves the record showing 36.58 m).
 */
export function fromInputValue(
  quantity: TQuantity,
  value: TInputNumber | string | null | undefined,
  locale: TLocale,
  original?: number | null,
  system?: TUnitSystem,
): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  if (
    original !== null &&
    original !== undefined &&
    toInputValue(quantity, original, locale, system) === number
  )
    return original;
  return fromDisplayValue(quantity, number, locale, system);
}

/** A plain number field's value, or null when empty. */
export function numberOrNull(value: TInputNumber | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

import { KG_PER_LITRE_PER_POUND_PER_GALLON, unitSystemOf, type TLocale } from '@tramline/domain';
import type { useUnits } from '../../ui';

type TUnits = ReturnType<typeof useUnits>;
type TAmountUnit = 'l' | 'kg' | 'seeds';

/** An amount in the locale's units: gallons or litres, pounds or kilograms; seeds as counted. */
export function amountText(units: TUnits, unit: TAmountUnit, amount: number): string {
  if (unit === 'l') return units.format('volume', amount);
  if (unit === 'kg') return units.format('mass', amount);
  return units.number(amount, { maximumFractionDigits: 0 });
}

/** A rate per hectare in the locale's units: gal/ac or l/ha, lb/ac or kg/ha. */
export function rateText(units: TUnits, unit: TAmountUnit, rate: number): string {
  if (unit === 'l') return units.format('liquidRate', rate);
  if (unit === 'kg') return units.format('dryRate', rate);
  return units.number(rate, { maximumFractionDigits: 0 });
}

/** A density (stored kg/l) in lb/gal for imperial locales, kg/l for metric ones. */
export function densityText(units: TUnits, locale: TLocale, density: number | null): string {
  if (density === null) return '—';
  return unitSystemOf(locale) === 'imperial'
    ? `${units.number(density / KG_PER_LITRE_PER_POUND_PER_GALLON, { maximumFractionDigits: 2 })} lb/gal`
    : `${units.number(density, { maximumFractionDigits: 3 })} kg/l`;
}

import { KG_PER_LITRE_PER_POUND_PER_GALLON } from '@tramline/domain';
import type { TUnits } from '../../ui';

type TAmountUnit = 'l' | 'kg' | 'seeds';

/** An amount in the user's units: gallons or litres, pounds or kilograms; seeds as counted. */
export function amountText(units: TUnits, unit: TAmountUnit, amount: number): string {
  if (unit === 'l') return units.format('volume', amount);
  if (unit === 'kg') return units.format('mass', amount);
  return units.number(amount, { maximumFractionDigits: 0 });
}

/** A rate per hectare in the user's units: gal/ac or l/ha, lb/ac or kg/ha. */
export function rateText(units: TUnits, unit: TAmountUnit, rate: number): string {
  if (unit === 'l') return units.format('liquidRate', rate);
  if (unit === 'kg') return units.format('dryRate', rate);
  return units.number(rate, { maximumFractionDigits: 0 });
}

/** A density (stored kg/l) in lb/gal for imperial units, kg/l for metric ones. */
export function densityText(units: TUnits, density: number | null): string {
  if (density === null) return '—';
  return units.imperial
    ? `${units.number(density / KG_PER_LITRE_PER_POUND_PER_GALLON, { maximumFractionDigits: 2 })} lb/gal`
    : `${units.number(density, { maximumFractionDigits: 3 })} kg/l`;
}

import { useMemo } from 'react';
import {
  displayUnitOf,
  formatNumber,
  formatQuantity,
  fromDisplayValue,
  toDisplayValue,
  type TNumberOptions,
  type TQuantity,
} from '@tramline/domain';
import { useLocale } from '../../i18n';

interface UnitValueProps extends TNumberOptions {
  quantity: TQuantity;
  /** The stored SI value (hectares, litres, km/h...). */
  value: number | null | undefined;
}

/** A stored SI value shown in the locale's units: `247.11 ac` in en-us, `100 ha` in pt-br. */
export function UnitValue({ quantity, value, ...options }: UnitValueProps) {
  const locale = useLocale();
  if (value === null || value === undefined || Number.isNaN(value)) return <span>—</span>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatQuantity(quantity, value, locale, options)}</span>;
}

/** Unit helpers bound to the current locale, for tables, charts and inputs. */
export function useUnits() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      format: (quantity: TQuantity, value: number, options?: TNumberOptions) =>
        formatQuantity(quantity, value, locale, options),
      number: (value: number, options?: TNumberOptions) => formatNumber(value, locale, options),
      unit: (quantity: TQuantity) => displayUnitOf(quantity, locale),
      toDisplay: (quantity: TQuantity, value: number) => toDisplayValue(quantity, value, locale),
      fromDisplay: (quantity: TQuantity, value: number) => fromDisplayValue(quantity, value, locale),
    }),
    [locale],
  );
}

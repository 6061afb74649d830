import { useMemo } from 'react';
import {
  displayUnitOf,
  formatNumber,
  formatQuantity,
  fromDisplayValue,
  toDisplayValue,
  unitSystemFor,
  type TNumberOptions,
  type TQuantity,
  type TUnitSystem,
} from '@tramline/domain';
import { useSession } from '../../api/session-store';
import { useLocale } from '../../i18n';

interface UnitValueProps extends TNumberOptions {
  quantity: TQuantity;
  /** The stored SI value (hectares, litres, km/h...). */
  value: number | null | undefined;
}

/**
 * The unit system the signed-in user sees: the one they chose, or the language's (also before
 * sign-in).
 */
export function useUnitSystem(): TUnitSystem {
  const locale = useLocale();
  const preference = useSession()?.user.units;
  return unitSystemFor(locale, preference);
}

/** A stored SI value shown in the user's units: `247.11 ac` in en-us, `100 ha` in pt-br. */
export function UnitValue({ quantity, value, ...options }: UnitValueProps) {
  const units = useUnits();
  if (value === null || value === undefined || Number.isNaN(value)) return <span>—</span>;
  return <span style={{ whiteSpace: 'nowrap' }}>{units.format(quantity, value, options)}</span>;
}

/**
 * Unit helpers bound to the current locale (separators) and the user's unit system, for tables,
 * charts and inputs: what is typed is read in the unit shown.
 */
export function useUnits() {
  const locale = useLocale();
  const system = useUnitSystem();
  return useMemo(
    () => ({
      locale,
      system,
      imperial: system === 'imperial',
      format: (quantity: TQuantity, value: number, options?: TNumberOptions) =>
        formatQuantity(quantity, value, locale, options, system),
      number: (value: number, options?: TNumberOptions) => formatNumber(value, locale, options),
      unit: (quantity: TQuantity) => displayUnitOf(quantity, locale, system),
      toDisplay: (quantity: TQuantity, value: number) => toDisplayValue(quantity, value, locale, system),
      fromDisplay: (quantity: TQuantity, value: number) => fromDisplayValue(quantity, value, locale, system),
    }),
    [locale, system],
  );
}

export type TUnits = ReturnType<typeof useUnits>;

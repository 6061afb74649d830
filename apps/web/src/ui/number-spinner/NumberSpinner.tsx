import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '../../i18n';

/** Spec number spinner: min 0, max 1000, step 1, repeating every 100 ms while the button is held. */
export const SPINNER_DEFAULTS = { min: 0, max: 1000, step: 1, repeatMs: 100 } as const;

const DECIMAL_COMMA = new Set(['es-es', 'pt-br']);

/** A number field with step buttons, the spec's defaults and the locale's decimal separator. */
export function NumberSpinner(props: NumberInputProps) {
  const locale = useLocale();
  const comma = DECIMAL_COMMA.has(locale);
  const min = props.min ?? SPINNER_DEFAULTS.min;
  return (
    <NumberInput
      min={min}
      max={SPINNER_DEFAULTS.max}
      step={SPINNER_DEFAULTS.step}
      stepHoldDelay={400}
      stepHoldInterval={SPINNER_DEFAULTS.repeatMs}
      allowNegative={min < 0}
      clampBehavior="strict"
      decimalSeparator={comma ? ',' : '.'}
      thousandSeparator={comma ? '.' : ','}
      {...props}
    />
  );
}

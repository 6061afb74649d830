import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import type { TQuantity } from '@tramline/domain';
import { useUnits } from '../../ui';
import { INPUT_DECIMALS } from '../../records/input-units';

interface MeasureInputProps extends Omit<NumberInputProps, 'decimalScale' | 'rightSection'> {
  /** What the field measures; the unit is the user's (ft or m, gal or l, mph or km/h). */
  quantity?: TQuantity;
  /** A unit text for fields that are not a quantity (s, min, %). */
  unit?: string;
  decimals?: number;
}

/** A number field in the user's unit and the locale's separators. The form holds the shown number; converting to SI is the form's job. */
export function MeasureInput({ quantity, unit, decimals, ...props }: MeasureInputProps) {
  const units = useUnits();
  // The separators are the language's whatever the units: 1,234.5 in English, 1.234,5 otherwise.
  const decimalSeparator = units.number(1.5).charAt(1);
  const label = quantity ? units.unit(quantity) : unit;
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={decimals ?? (quantity ? INPUT_DECIMALS[quantity] : 2)}
      decimalSeparator={decimalSeparator}
      thousandSeparator={decimalSeparator === '.' ? ',' : '.'}
      rightSection={
        label ? (
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        ) : undefined
      }
      rightSectionWidth={label ? Math.max(36, label.length * 8 + 12) : undefined}
      {...props}
    />
  );
}

import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_PRESETS,
  presetRange,
  todayDate,
  type TDateRange,
  type TDateRangePreset,
} from './presets';

interface DateRangePickerProps {
  value: TDateRange;
  onChange: (value: TDateRange) => void;
  label?: string;
  /** The presets offered, by default all seven of the spec. */
  presets?: readonly TDateRangePreset[];
  /** The day presets count back from (`YYYY-MM-DD`), today by default. */
  today?: string;
  clearable?: boolean;
  maxDate?: string;
  w?: number | string;
}

/** A calendar range with the spec's presets (today, last 7 days ... year to date). */
export function DateRangePicker({
  value,
  onChange,
  label,
  presets = DATE_RANGE_PRESETS,
  today = todayDate(),
  clearable = true,
  maxDate,
  w,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      type="range"
      label={label ?? t('dateRange.label')}
      placeholder={t('dateRange.placeholder')}
      value={value}
      onChange={(next) => onChange([next[0] ? String(next[0]) : null, next[1] ? String(next[1]) : null])}
      presets={presets.map((preset) => ({
        value: presetRange(preset, today),
        label: t(`dateRange.presets.${preset}`),
      }))}
      leftSection={<IconCalendar size={16} aria-hidden />}
      valueFormat="ll"
      clearable={clearable}
      maxDate={maxDate}
      allowSingleDateInRange
      w={w}
    />
  );
}

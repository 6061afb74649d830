import { ActionIcon, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MeasureInput } from '../equipment/MeasureInput';
import type { TGroupFormValues } from './group-form-values';

type TWithPeriods = Pick<TGroupFormValues, 'workingPeriods'>;

interface WorkingPeriodsTableProps<Values extends TWithPeriods> {
  form: UseFormReturnType<Values>;
  /** Small inputs, as in the schedule's settings drawer. */
  compact?: boolean;
  /** Shows a clear button per day (users who only read get none). */
  clearable?: boolean;
}

/**
 * A group's working period per weekday (start, end, overtime limit), edited in the group form and
 * in the schedule's settings drawer. A day cleared of start and end is not worked.
 */
export function WorkingPeriodsTable<Values extends TWithPeriods>({
  form,
  compact = false,
  clearable = true,
}: WorkingPeriodsTableProps<Values>) {
  const { t } = useTranslation();
  const size = compact ? 'xs' : 'sm';
  return (
    <Table
      fz="sm"
      withRowBorders
      verticalSpacing={compact ? 2 : 4}
      maw={compact ? undefined : 760}
      data-testid="working-hours"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fleet.groups.periods.day')}</Table.Th>
          <Table.Th>{t('fleet.groups.periods.start')}</Table.Th>
          <Table.Th>{t('fleet.groups.periods.end')}</Table.Th>
          <Table.Th colSpan={2}>{t('fleet.groups.periods.overtime')}</Table.Th>
          {clearable && <Table.Th w={compact ? 32 : 40} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {form.values.workingPeriods.map((period, index) => {
          const day = t(`fleet.groups.periods.weekdays.${period.dayOfWeek}`);
          const path = (field: string) => `workingPeriods.${index}.${field}`;
          return (
            <Table.Tr key={period.dayOfWeek}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {day}
                </Text>
              </Table.Td>
              <Table.Td>
                <TimeInput
                  size={size}
                  aria-label={`${day} ${t('fleet.groups.periods.start')}`}
                  {...form.getInputProps(path('start'))}
                />
              </Table.Td>
              <Table.Td>
                <TimeInput
                  size={size}
                  aria-label={`${day} ${t('fleet.groups.periods.end')}`}
                  {...form.getInputProps(path('end'))}
                />
              </Table.Td>
              <Table.Td w={compact ? 90 : 110}>
                <MeasureInput
                  size={size}
                  aria-label={`${day} ${t('fleet.groups.periods.overtimeHours')}`}
                  unit={t('fleet.common.hours')}
                  decimals={0}
                  {...form.getInputProps(path('overtimeLimit.hour'))}
                />
              </Table.Td>
              <Table.Td w={compact ? 100 : 120}>
                <MeasureInput
                  size={size}
                  aria-label={`${day} ${t('fleet.groups.periods.overtimeMinutes')}`}
                  unit={t('fleet.common.minutes')}
                  decimals={0}
                  // Out-of-range minutes are typed and then refused with the rule's message.
                  allowNegative
                  min={undefined}
                  {...form.getInputProps(path('overtimeLimit.minute'))}
                />
              </Table.Td>
              {clearable && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    size={size}
                    aria-label={`${t('common.clear')} ${day}`}
                    onClick={() => {
                      form.setFieldValue(path('start'), '' as never);
                      form.setFieldValue(path('end'), '' as never);
                      form.setFieldValue(path('overtimeLimit'), { hour: '', minute: '' } as never);
                    }}
                  >
                    <IconX size={compact ? 14 : 16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

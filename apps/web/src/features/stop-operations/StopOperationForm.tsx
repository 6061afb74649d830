import {
  Autocomplete,
  Checkbox,
  ColorInput,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  STOP_GROUP_SUGGESTIONS,
  STOP_OPERATION_STATUSES,
  STOP_OPERATION_TYPES,
  STOP_WORK_ORDER_TYPES,
  ZStopOperationInput,
  type TStopOperationRecord,
  type TStopOperationStatus,
  type TStopOperationType,
  type TStopWorkOrderType,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { saveStopOperation, stopOperationKeys } from './stop-operations.queries';

type TStopValues = {
  code: string;
  descOperacao: string;
  operationType: TStopOperationType | null;
  durationMinutes: number | string;
  graphic: boolean;
  status: TStopOperationStatus;
  workOrderType: TStopWorkOrderType;
  stopGroup: string;
  iconUrl: string;
  backgroundColor: string;
};

/** Code, description, type, duration, chart flag, status, work-order type, group, icon and colour of a stop. */
export function StopOperationForm({
  stop,
  onSaved,
  onCancel,
}: {
  stop: TStopOperationRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm<TStopValues>({
    initialValues: {
      code: stop?.code ?? '',
      descOperacao: stop?.descOperacao ?? '',
      operationType: stop?.operationType ?? null,
      durationMinutes: stop?.durationMinutes ?? '',
      graphic: stop?.graphic ?? true,
      status: stop?.status ?? 'ACTIVE',
      workOrderType: stop?.workOrderType ?? 'ALL',
      stopGroup: stop?.stopGroup ?? '',
      iconUrl: stop?.iconUrl ?? '',
      backgroundColor: stop?.backgroundColor ?? '',
    },
    validate: (values) =>
      zodValidator<TStopValues>(
        ZStopOperationInput,
        locale,
      )({
        ...values,
        durationMinutes: values.durationMinutes === '' ? undefined : values.durationMinutes,
      } as TStopValues),
  });

  async function submit(values: TStopValues) {
    const saved = await saveStopOperation({
      ...(stop ? { id: stop.id, version: stop.version } : {}),
      ...values,
      operationType: values.operationType ?? 'UNPRODUCTIVE',
      durationMinutes: Number(values.durationMinutes),
    });
    await queryClient.invalidateQueries({ queryKey: stopOperationKeys.all });
    return saved;
  }

  return (
    <RecordFormFrame
      title={stop ? t('people.stops.editTitle', { name: stop.descOperacao }) : t('people.stops.newTitle')}
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('people.stops.fields.code')}
            withAsterisk
            inputMode="numeric"
            data-autofocus
            {...form.getInputProps('code')}
          />
          <NumberInput
            label={t('people.stops.fields.duration')}
            withAsterisk
            min={1}
            max={1440}
            step={5}
            allowDecimal={false}
            suffix={` ${t('people.stops.minutes')}`}
            {...form.getInputProps('durationMinutes')}
          />
          <Select
            label={t('people.stops.fields.status')}
            allowDeselect={false}
            data={STOP_OPERATION_STATUSES.map((value) => ({
              value,
              label: t(`people.stops.statuses.${value}`),
            }))}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <TextInput
          label={t('people.stops.fields.description')}
          withAsterisk
          {...form.getInputProps('descOperacao')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('people.stops.fields.type')}
            withAsterisk
            data={STOP_OPERATION_TYPES.map((value) => ({ value, label: t(`people.stops.types.${value}`) }))}
            {...form.getInputProps('operationType')}
          />
          <Select
            label={t('people.stops.fields.workOrderType')}
            allowDeselect={false}
            data={STOP_WORK_ORDER_TYPES.map((value) => ({
              value,
              label: t(`people.stops.workOrderTypes.${value}`),
            }))}
            {...form.getInputProps('workOrderType')}
          />
          <Autocomplete
            label={t('people.stops.fields.group')}
            data={STOP_GROUP_SUGGESTIONS.map((value) => t(`people.stops.groups.${value}`))}
            {...form.getInputProps('stopGroup')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('people.stops.fields.iconUrl')} {...form.getInputProps('iconUrl')} />
          <ColorInput
            label={t('people.stops.fields.backgroundColor')}
            format="hex"
            {...form.getInputProps('backgroundColor')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('people.stops.fields.graphic')}
          {...form.getInputProps('graphic', { type: 'checkbox' })}
        />
      </Stack>
    </RecordFormFrame>
  );
}

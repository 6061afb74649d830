import { useMemo } from 'react';
import { Fieldset, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MIXTURE_TYPES,
  ZTrailerInput,
  capacityQuantityOf,
  type TLocale,
  type TMixtureType,
  type TTrailerRecord,
  type TUnitSystem,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { useCanEditRecords, useLocationOptions, withFormPaths } from '../../records/record-screens';
import { fromInputValue, toInputValue, type TInputNumber } from '../../records/input-units';
import { MeasureInput } from '../equipment/MeasureInput';
import { CompartmentsEditor } from '../implements/CompartmentsEditor';
import {
  compartmentInputsOf,
  compartmentValuesOf,
  newCompartment,
  type TCompartmentValues,
} from '../implements/compartments';
import { saveTrailer, trailerKeys } from './trailers.queries';

export type TTrailerFormValues = {
  code: string;
  name: string;
  description: string;
  model: string;
  locationId: string | null;
  mixtureType: TMixtureType;
  capacity: TInputNumber;
  fixed: boolean;
  compartments: TCompartmentValues[];
  active: boolean;
};

export function trailerFormValuesOf(
  record: TTrailerRecord | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TTrailerFormValues {
  const mixtureType = record?.mixtureType ?? 'LIQUID';
  return {
    code: record?.code ?? '',
    name: record?.name ?? '',
    description: record?.description ?? '',
    model: record?.model ?? '',
    locationId: record?.locationId ? String(record.locationId) : null,
    mixtureType,
    capacity: toInputValue(capacityQuantityOf(mixtureType), record?.capacity, locale, system),
    fixed: record?.fixed ?? false,
    compartments: record
      ? compartmentValuesOf(record.compartments, locale, system)
      : [newCompartment(mixtureType)],
    active: record?.active ?? true,
  };
}

export function trailerInputOf(
  values: TTrailerFormValues,
  locale: TLocale,
  record?: TTrailerRecord,
  system?: TUnitSystem,
) {
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    code: values.code,
    name: values.name,
    description: values.description,
    model: values.model,
    locationId: values.locationId ? Number(values.locationId) : null,
    mixtureType: values.mixtureType,
    capacity: fromInputValue(
      capacityQuantityOf(values.mixtureType),
      values.capacity,
      locale,
      record?.mixtureType === values.mixtureType ? record.capacity : null,
      system,
    ),
    fixed: values.fixed,
    compartments: compartmentInputsOf(values.compartments, locale, system),
    active: values.active,
  };
}

/** A trailer: id code, name, office, type and its tanks. */
export function TrailerForm({ record }: { record?: TTrailerRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const locationOptions = useLocationOptions();
  const validate = useMemo(() => zodValidator<unknown>(ZTrailerInput, locale), [locale]);
  const form = useForm<TTrailerFormValues>({
    initialValues: trailerFormValuesOf(record, locale, system),
    validate: (values) => validate(trailerInputOf(values, locale, record, system)),
    validateInputOnBlur: true,
  });

  async function submit(values: TTrailerFormValues) {
    const saved = await withFormPaths(
      saveTrailer(ZTrailerInput.parse(trailerInputOf(values, locale, record, system))),
    );
    await queryClient.invalidateQueries({ queryKey: trailerKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['implements'] });
    return saved;
  }

  const back = () => navigate('/records/trailers');
  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={record ? `${t('screens.trailerEdit')}: ${record.name}` : t('screens.trailerNew')}
      form={form}
      onSubmit={submit}
      onSaved={back}
      onCancel={back}
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label={t('fleet.trailers.fields.code')} withAsterisk {...form.getInputProps('code')} />
            <TextInput label={t('fleet.trailers.fields.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('fleet.trailers.fields.model')} {...form.getInputProps('model')} />
            <Select
              label={t('fleet.trailers.fields.location')}
              placeholder={t('fleet.common.wholeBranch')}
              clearable
              data={locationOptions}
              {...form.getInputProps('locationId')}
            />
            <Select
              label={t('fleet.trailers.fields.mixtureType')}
              withAsterisk
              allowDeselect={false}
              data={MIXTURE_TYPES.map((value) => ({ value, label: t(`fleet.mixtureTypes.${value}`) }))}
              {...form.getInputProps('mixtureType')}
            />
            <MeasureInput
              label={t('fleet.trailers.fields.capacity')}
              description={t('fleet.trailers.fields.capacityHint')}
              quantity={capacityQuantityOf(form.values.mixtureType)}
              {...form.getInputProps('capacity')}
            />
          </SimpleGrid>
          <Textarea
            label={t('fleet.trailers.fields.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Stack gap="xs">
            <Switch
              label={t('fleet.trailers.fields.fixed')}
              {...form.getInputProps('fixed', { type: 'checkbox' })}
            />
            <Switch
              label={t('fleet.trailers.fields.active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Stack>
          <Fieldset legend={t('fleet.compartments.tanksTitle')}>
            <CompartmentsEditor
              form={form}
              defaultMixture={form.values.mixtureType}
              tanks
              disabled={!canEdit}
            />
          </Fieldset>
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

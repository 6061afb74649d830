import { useMemo } from 'react';
import {
  Fieldset,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  IMPLEMENT_KINDS,
  MIXTURE_TYPES,
  ZImplementInput,
  capacityQuantityOf,
  type TImplementKind,
  type TImplementRecord,
  type TLocale,
  type TMixtureType,
  type TUnitSystem,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { useCanEditRecords, useLocationOptions, withFormPaths } from '../../records/record-screens';
import { fromInputValue, toInputValue, type TInputNumber } from '../../records/input-units';
import { MeasureInput } from '../equipment/MeasureInput';
import { CompartmentsEditor } from './CompartmentsEditor';
import { compartmentInputsOf, compartmentValuesOf, type TCompartmentValues } from './compartments';
import { implementKeys, saveImplement } from './implements.queries';

export type TImplementFormValues = {
  code: string;
  name: string;
  description: string;
  model: string;
  locationId: string | null;
  type: TImplementKind;
  mounting: 'fixed' | 'variable';
  width: TInputNumber;
  fixedWidth: boolean;
  mixtureType: TMixtureType;
  capacity: TInputNumber;
  compartments: TCompartmentValues[];
  active: boolean;
};

export function implementFormValuesOf(
  record: TImplementRecord | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TImplementFormValues {
  const mixtureType = record?.mixtureType ?? 'LIQUID';
  return {
    code: record?.code ?? '',
    name: record?.name ?? '',
    description: record?.description ?? '',
    model: record?.model ?? '',
    locationId: record?.locationId ? String(record.locationId) : null,
    type: record?.type ?? 'agricultural',
    mounting: record?.fixed ? 'fixed' : 'variable',
    width: toInputValue('length', record?.width, locale, system),
    fixedWidth: record?.fixedWidth ?? true,
    mixtureType,
    capacity: toInputValue(capacityQuantityOf(mixtureType), record?.capacity, locale, system),
    compartments: compartmentValuesOf(record?.compartments ?? [], locale, system),
    active: record?.active ?? true,
  };
}

export function implementInputOf(
  values: TImplementFormValues,
  locale: TLocale,
  record?: TImplementRecord,
  system?: TUnitSystem,
) {
  const sameMixture = record?.mixtureType === values.mixtureType;
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    code: values.code,
    name: values.name,
    description: values.description,
    model: values.model,
    locationId: values.locationId ? Number(values.locationId) : null,
    type: values.type,
    fixed: values.mounting === 'fixed',
    width: fromInputValue('length', values.width, locale, record?.width, system),
    fixedWidth: values.fixedWidth,
    mixtureType: values.mixtureType,
    capacity: fromInputValue(
      capacityQuantityOf(values.mixtureType),
      values.capacity,
      locale,
      sameMixture ? record?.capacity : null,
      system,
    ),
    compartments: compartmentInputsOf(values.compartments, locale, system),
    active: values.active,
  };
}

/** An implement (agricultural or trailer) with its width, capacity and compartments. */
export function ImplementForm({ record }: { record?: TImplementRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const locationOptions = useLocationOptions();
  const validate = useMemo(() => zodValidator<unknown>(ZImplementInput, locale), [locale]);
  const form = useForm<TImplementFormValues>({
    initialValues: implementFormValuesOf(record, locale, system),
    validate: (values) => validate(implementInputOf(values, locale, record, system)),
    validateInputOnBlur: true,
  });

  async function submit(values: TImplementFormValues) {
    const saved = await withFormPaths(
      saveImplement(ZImplementInput.parse(implementInputOf(values, locale, record, system))),
    );
    await queryClient.invalidateQueries({ queryKey: implementKeys.all });
    return saved;
  }

  const back = () => navigate('/records/implements');
  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={record ? `${t('screens.implementEdit')}: ${record.name}` : t('screens.implementNew')}
      form={form}
      onSubmit={submit}
      onSaved={back}
      onCancel={back}
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Fieldset legend={t('fleet.implements.sections.identification')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput
                label={t('fleet.implements.fields.code')}
                withAsterisk
                {...form.getInputProps('code')}
              />
              <TextInput
                label={t('fleet.implements.fields.name')}
                withAsterisk
                {...form.getInputProps('name')}
              />
              <TextInput label={t('fleet.implements.fields.model')} {...form.getInputProps('model')} />
              <Select
                label={t('fleet.implements.fields.location')}
                placeholder={t('fleet.common.wholeBranch')}
                clearable
                data={locationOptions}
                {...form.getInputProps('locationId')}
              />
              <Select
                label={t('fleet.implements.fields.type')}
                withAsterisk
                allowDeselect={false}
                data={IMPLEMENT_KINDS.map((value) => ({
                  value,
                  label: t(`fleet.implements.kinds.${value}`),
                }))}
                {...form.getInputProps('type')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('fleet.implements.fields.mounting')}
                </Text>
                <SegmentedControl
                  aria-label={t('fleet.implements.fields.mounting')}
                  data={[
                    { value: 'variable', label: t('fleet.implements.mountings.variable') },
                    { value: 'fixed', label: t('fleet.implements.mountings.fixed') },
                  ]}
                  {...form.getInputProps('mounting')}
                />
              </Stack>
            </SimpleGrid>
            <Textarea
              mt="md"
              label={t('fleet.implements.fields.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <Switch
              mt="md"
              label={t('fleet.implements.fields.active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Fieldset>
          <Fieldset legend={t('fleet.implements.sections.working')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <MeasureInput
                label={t('fleet.implements.fields.width')}
                quantity="length"
                {...form.getInputProps('width')}
              />
              <Select
                label={t('fleet.implements.fields.mixtureType')}
                withAsterisk
                allowDeselect={false}
                data={MIXTURE_TYPES.map((value) => ({ value, label: t(`fleet.mixtureTypes.${value}`) }))}
                {...form.getInputProps('mixtureType')}
              />
              <MeasureInput
                label={t('fleet.implements.fields.capacity')}
                quantity={capacityQuantityOf(form.values.mixtureType)}
                {...form.getInputProps('capacity')}
              />
            </SimpleGrid>
            <Switch
              mt="md"
              label={t('fleet.implements.fields.fixedWidth')}
              description={t('fleet.implements.fields.fixedWidthHint')}
              {...form.getInputProps('fixedWidth', { type: 'checkbox' })}
            />
          </Fieldset>
          <Fieldset legend={t('fleet.compartments.title')}>
            <CompartmentsEditor form={form} defaultMixture={form.values.mixtureType} disabled={!canEdit} />
          </Fieldset>
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

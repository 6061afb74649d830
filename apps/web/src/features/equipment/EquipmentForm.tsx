import { useMemo } from 'react';
import {
  Anchor,
  Fieldset,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_FIELD_EFFICIENCY,
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_PROFILES,
  EQUIPMENT_TYPES,
  IMPLEMENT_KINDS,
  PRODUCT_TYPES,
  TRAILER_TYPES,
  ZEquipmentInput,
  defaultProfileOf,
  type TEquipmentProfile,
  type TEquipmentRecord,
  type TEquipmentType,
  type TImplementKind,
  type TLocale,
  type TProductType,
  type TUnitSystem,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { CompartmentsEditor } from '../implements/CompartmentsEditor';
import {
  compartmentInputsOf,
  compartmentValuesOf,
  type TCompartmentValues,
} from '../implements/compartments';
import { equipmentKeys, fixedImplementChoicesQuery, saveEquipment } from './equipment.queries';
import { useCanEditRecords, withFormPaths } from '../../records/record-screens';
import { fromInputValue, numberOrNull, toInputValue, type TInputNumber } from '../../records/input-units';
import { MeasureInput } from './MeasureInput';

export type TEquipmentFormValues = {
  name: string;
  equipmentId: string;
  clientCode: string;
  type: TEquipmentType | null;
  profile: TEquipmentProfile | null;
  make: string;
  model: string;
  year: TInputNumber;
  controller: string;
  boomWidth: TInputNumber;
  spreaderWidth: TInputNumber;
  spinnerRangeMin: TInputNumber;
  spinnerRangeMax: TInputNumber;
  tankCapacity: TInputNumber;
  /** Percent on screen, a share from 0 to 1 on the wire. */
  fieldEfficiency: TInputNumber;
  stopReasonDelay: TInputNumber;
  hasFixedImplement: boolean;
  fixedImplementId: string | null;
  implementType: TImplementKind | null;
  trailerType: 'semi' | 'trailer' | null;
  fixedTanks: boolean;
  compartments: TCompartmentValues[];
  productClasses: TProductType[];
  active: boolean;
};

/** Machine kinds each figure applies to; the others are hidden (and kept) to keep the form short. */
const SHOWS = {
  boom: ['sprayer', 'combo', 'robot'],
  spreader: ['spreader', 'combo'],
  tank: ['sprayer', 'spreader', 'combo', 'robot', 'tender-truck', 'refill-station'],
  trailer: ['semi-truck', 'tender-truck', 'tractor'],
} satisfies Record<string, TEquipmentType[]>;

export function equipmentFormValuesOf(
  record: TEquipmentRecord | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TEquipmentFormValues {
  return {
    name: record?.name ?? '',
    equipmentId: record?.equipmentId ?? '',
    clientCode: record?.clientCode ?? '',
    type: record?.type ?? null,
    profile: record?.profile ?? null,
    make: record?.make ?? '',
    model: record?.model ?? '',
    year: record?.year ?? '',
    controller: record?.controller ?? '',
    boomWidth: toInputValue('length', record?.boomWidth, locale, system),
    spreaderWidth: toInputValue('length', record?.spreaderWidth, locale, system),
    spinnerRangeMin: toInputValue('length', record?.spinnerRangeMin, locale, system),
    spinnerRangeMax: toInputValue('length', record?.spinnerRangeMax, locale, system),
    tankCapacity: toInputValue('volume', record?.tankCapacity, locale, system),
    fieldEfficiency: Math.round((record?.fieldEfficiency ?? DEFAULT_FIELD_EFFICIENCY) * 1000) / 10,
    stopReasonDelay: record?.stopReasonDelay ?? '',
    hasFixedImplement: record?.hasFixedImplement ?? false,
    fixedImplementId: record?.fixedImplementId ? String(record.fixedImplementId) : null,
    implementType: record?.implementType ?? null,
    trailerType: record?.trailerType ?? null,
    fixedTanks: record?.fixedTanks ?? false,
    compartments: compartmentValuesOf(record?.compartments ?? [], locale, system),
    productClasses: record?.productClasses ?? [],
    active: record?.active ?? true,
  };
}

/** The wire body of the form (before the schema's parse): SI units, stored values kept where unchanged. */
export function equipmentInputOf(
  values: TEquipmentFormValues,
  locale: TLocale,
  record?: TEquipmentRecord,
  system?: TUnitSystem,
) {
  const length = (value: TInputNumber, original: number | null | undefined) =>
    fromInputValue('length', value, locale, original, system);
  const efficiency = numberOrNull(values.fieldEfficiency);
  return {
    ...(record ? { cdEquipamento: record.cdEquipamento, version: record.version } : {}),
    name: values.name,
    equipmentId: values.equipmentId,
    clientCode: values.clientCode,
    type: values.type ?? undefined,
    profile: values.profile,
    make: values.make,
    model: values.model,
    year: numberOrNull(values.year),
    controller: values.controller,
    boomWidth: length(values.boomWidth, record?.boomWidth),
    spreaderWidth: length(values.spreaderWidth, record?.spreaderWidth),
    spinnerRangeMin: length(values.spinnerRangeMin, record?.spinnerRangeMin),
    spinnerRangeMax: length(values.spinnerRangeMax, record?.spinnerRangeMax),
    tankCapacity: fromInputValue('volume', values.tankCapacity, locale, record?.tankCapacity, system),
    fieldEfficiency:
      efficiency === null
        ? undefined
        : record && Math.round(record.fieldEfficiency * 1000) / 10 === efficiency
          ? record.fieldEfficiency
          : efficiency / 100,
    stopReasonDelay: numberOrNull(values.stopReasonDelay),
    hasFixedImplement: values.hasFixedImplement,
    fixedImplementId:
      values.hasFixedImplement && values.fixedImplementId ? Number(values.fixedImplementId) : null,
    implementType: values.implementType,
    trailerType: values.trailerType,
    fixedTanks: values.fixedTanks,
    compartments: compartmentInputsOf(values.compartments, locale, system),
    productClasses: values.productClasses,
    active: values.active,
  };
}

/** The equipment form: every field of the spec, figures in the locale's units. */
export function EquipmentForm({ record }: { record?: TEquipmentRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const validate = useMemo(() => zodValidator<unknown>(ZEquipmentInput, locale), [locale]);
  const form = useForm<TEquipmentFormValues>({
    initialValues: equipmentFormValuesOf(record, locale, system),
    validate: (values) => validate(equipmentInputOf(values, locale, record, system)),
    validateInputOnBlur: true,
  });
  const implementChoices = useQuery({
    ...fixedImplementChoicesQuery(),
    enabled: form.values.hasFixedImplement,
  });
  const type = form.values.type;
  const shows = (kinds: TEquipmentType[]) => type === null || kinds.includes(type);

  const implementOptions = [
    ...(implementChoices.data ?? []).map((implement) => ({
      value: String(implement.id),
      label: `${implement.code} · ${implement.name}`,
    })),
    ...(record?.fixedImplementId &&
    !(implementChoices.data ?? []).some((implement) => implement.id === record.fixedImplementId)
      ? [{ value: String(record.fixedImplementId), label: `#${record.fixedImplementId}` }]
      : []),
  ];
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  async function submit(values: TEquipmentFormValues) {
    const input = ZEquipmentInput.parse(equipmentInputOf(values, locale, record, system));
    const saved = await withFormPaths(saveEquipment(input));
    await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
    return saved;
  }

  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={record ? `${t('screens.equipmentEdit')}: ${record.name}` : t('screens.equipmentNew')}
      form={form}
      onSubmit={submit}
      onSaved={() => navigate('/records/equipment')}
      onCancel={() => navigate('/records/equipment')}
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Fieldset legend={t('fleet.equipment.sections.identification')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput
                label={t('fleet.equipment.fields.name')}
                description={t('fleet.equipment.fields.nameHint', { max: EQUIPMENT_NAME_MAX })}
                withAsterisk
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('fleet.equipment.fields.equipmentId')}
                withAsterisk
                {...form.getInputProps('equipmentId')}
              />
              <TextInput
                label={t('fleet.equipment.fields.clientCode')}
                {...form.getInputProps('clientCode')}
              />
              <Select
                label={t('fleet.equipment.fields.type')}
                withAsterisk
                searchable
                data={options(EQUIPMENT_TYPES, (value) => t(`fleet.equipment.types.${value}`))}
                {...form.getInputProps('type')}
                onChange={(value) => {
                  form.setFieldValue('type', value as TEquipmentType | null);
                  if (value && !form.values.profile)
                    form.setFieldValue('profile', defaultProfileOf(value as TEquipmentType));
                }}
              />
              <Select
                label={t('fleet.equipment.fields.profile')}
                clearable
                data={options(EQUIPMENT_PROFILES, (value) => t(`fleet.equipment.profiles.${value}`))}
                {...form.getInputProps('profile')}
              />
              <TextInput label={t('fleet.equipment.fields.make')} {...form.getInputProps('make')} />
              <TextInput label={t('fleet.equipment.fields.model')} {...form.getInputProps('model')} />
              <NumberInput
                label={t('fleet.equipment.fields.year')}
                min={1950}
                max={2100}
                allowDecimal={false}
                thousandSeparator=""
                {...form.getInputProps('year')}
              />
              <TextInput
                label={t('fleet.equipment.fields.controller')}
                {...form.getInputProps('controller')}
              />
            </SimpleGrid>
            <Stack gap={4} mt="md">
              <Text size="sm" fw={500}>
                {t('fleet.equipment.fields.group')}
              </Text>
              {record?.group ? (
                <Anchor
                  component={Link}
                  to={`/settings/order-configurations/${record.group.id}/edit`}
                  size="sm"
                >
                  {record.group.name}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('fleet.equipment.fields.noGroup')}
                </Text>
              )}
            </Stack>
            <Switch
              mt="md"
              label={t('fleet.equipment.fields.active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Fieldset>

          <Fieldset legend={t('fleet.equipment.sections.working')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {shows(SHOWS.boom) && (
                <MeasureInput
                  label={t('fleet.equipment.fields.boomWidth')}
                  quantity="length"
                  {...form.getInputProps('boomWidth')}
                />
              )}
              {shows(SHOWS.spreader) && (
                <>
                  <MeasureInput
                    label={t('fleet.equipment.fields.spreaderWidth')}
                    quantity="length"
                    {...form.getInputProps('spreaderWidth')}
                  />
                  <MeasureInput
                    label={t('fleet.equipment.fields.spinnerRangeMin')}
                    quantity="length"
                    {...form.getInputProps('spinnerRangeMin')}
                  />
                  <MeasureInput
                    label={t('fleet.equipment.fields.spinnerRangeMax')}
                    quantity="length"
                    {...form.getInputProps('spinnerRangeMax')}
                  />
                </>
              )}
              {shows(SHOWS.tank) && (
                <MeasureInput
                  label={t('fleet.equipment.fields.tankCapacity')}
                  quantity="volume"
                  {...form.getInputProps('tankCapacity')}
                />
              )}
              <MeasureInput
                label={t('fleet.equipment.fields.fieldEfficiency')}
                description={t('fleet.equipment.fields.fieldEfficiencyHint')}
                unit={t('fleet.common.percent')}
                max={100}
                decimals={1}
                {...form.getInputProps('fieldEfficiency')}
              />
              <MeasureInput
                label={t('fleet.equipment.fields.stopReasonDelay')}
                unit={t('fleet.common.seconds')}
                decimals={0}
                max={3600}
                {...form.getInputProps('stopReasonDelay')}
              />
              <MultiSelect
                label={t('fleet.equipment.fields.productClasses')}
                data={options(PRODUCT_TYPES, (value) => t(`fleet.productTypes.${value}`))}
                {...form.getInputProps('productClasses')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('fleet.equipment.sections.implement')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <Select
                label={t('fleet.equipment.fields.implementType')}
                clearable
                data={options(IMPLEMENT_KINDS, (value) => t(`fleet.implements.kinds.${value}`))}
                {...form.getInputProps('implementType')}
              />
              {shows(SHOWS.trailer) && (
                <Select
                  label={t('fleet.equipment.fields.trailerType')}
                  clearable
                  data={options(TRAILER_TYPES, (value) => t(`fleet.equipment.trailerTypes.${value}`))}
                  {...form.getInputProps('trailerType')}
                />
              )}
            </SimpleGrid>
            <Switch
              mt="md"
              label={t('fleet.equipment.fields.hasFixedImplement')}
              {...form.getInputProps('hasFixedImplement', { type: 'checkbox' })}
            />
            {form.values.hasFixedImplement && (
              <Select
                mt="sm"
                maw={420}
                label={t('fleet.equipment.fields.fixedImplement')}
                withAsterisk
                searchable
                data={implementOptions}
                {...form.getInputProps('fixedImplementId')}
              />
            )}
          </Fieldset>

          <Fieldset legend={t('fleet.equipment.sections.tanks')}>
            <Switch
              mb="sm"
              label={t('fleet.equipment.fields.fixedTanks')}
              {...form.getInputProps('fixedTanks', { type: 'checkbox' })}
            />
            <CompartmentsEditor
              form={form}
              defaultMixture={
                form.values.productClasses.includes('DRY') && !form.values.productClasses.includes('LIQUID')
                  ? 'DRY'
                  : 'LIQUID'
              }
              disabled={!canEdit}
            />
          </Fieldset>
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

import { useMemo } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
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
import { IconPlus, IconSun, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ADJUVANT_KINDS,
  ANALYSIS_NUTRIENTS,
  CLEANING_FAMILIES,
  defaultRateUnitOf,
  DENSITY_UNITS,
  displayUnitOf,
  MEASURE_UNIT_CODES,
  PRODUCT_LICENCE_REQUIREMENTS,
  PRODUCT_TYPES,
  ZProductInput,
  type TProductRecord,
  type TProductType,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { useCanEditRecords, withFormPaths } from '../../records/record-screens';
import { MeasureInput } from '../equipment/MeasureInput';
import {
  amountSettingsOf,
  newComponent,
  productFormValuesOf,
  productInputOf,
  type TProductFormValues,
} from './product-form-values';
import { amountUnitLabel, rateQuantityOf, temperatureUnitOf } from './product-units';
import { activeProductsQuery, cropsQuery, productKeys, saveProduct } from './products.queries';

/** The unit text of an amount per area for a product type in a locale (gal/ac, kg/ha, seeds/ac). */
function useAmountUnit() {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  return (type: TProductType) => {
    const quantity = rateQuantityOf(type);
    if (quantity) return displayUnitOf(quantity, locale, system);
    return t('agronomy.products.seedsPerArea', { area: displayUnitOf('area', locale, system) });
  };
}

/**
 * A product or blend: every field of the spec, the weather limits planning uses (empty means
 * not stated), and for a blend its products with their rates.
 */
export function ProductForm({ record, blend = false }: { record?: TProductRecord; blend?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const crops = useQuery(cropsQuery());
  const products = useQuery({ ...activeProductsQuery(), enabled: record?.isBlend ?? blend });
  const amountUnit = useAmountUnit();
  const validate = useMemo(() => zodValidator<unknown>(ZProductInput, locale), [locale]);
  const form = useForm<TProductFormValues>({
    initialValues: productFormValuesOf(record, locale, { blend, system }),
    validate: (values) => validate(productInputOf(values, locale, record, system)),
    validateInputOnBlur: true,
  });
  const values = form.values;
  const isBlend = values.isBlend;
  const temperatureUnit = temperatureUnitOf(locale, system);
  const componentOptions = (products.data ?? [])
    .filter((product) => !product.isBlend && product.id !== record?.id)
    .map((product) => ({ value: String(product.id), label: product.descProduct }));

  async function submit(formValues: TProductFormValues) {
    const saved = await withFormPaths(
      saveProduct(ZProductInput.parse(productInputOf(formValues, locale, record, system))),
    );
    await queryClient.invalidateQueries({ queryKey: productKeys.all });
    return saved;
  }

  const back = () => navigate('/records/products');
  const title = record
    ? `${t('screens.productEdit')}: ${record.descProduct}`
    : isBlend
      ? t('agronomy.products.newBlendTitle')
      : t('screens.productNew');
  const number = (
    path: keyof TProductFormValues,
    label: string,
    unit: string,
    extra: Record<string, unknown> = {},
  ) => <MeasureInput label={label} unit={unit} {...extra} {...form.getInputProps(path)} />;

  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={title}
      form={form}
      onSubmit={submit}
      onSaved={back}
      onCancel={back}
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Fieldset legend={t('agronomy.products.sections.general')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput
                label={t('agronomy.products.fields.descProduct')}
                withAsterisk
                {...form.getInputProps('descProduct')}
              />
              <Select
                label={t('agronomy.products.fields.typeProduct')}
                withAsterisk
                allowDeselect={false}
                data={PRODUCT_TYPES.map((value) => ({ value, label: t(`agronomy.productTypes.${value}`) }))}
                {...form.getInputProps('typeProduct')}
                onChange={(value) => {
                  if (!value) return;
                  form.setFieldValue('typeProduct', value as TProductType);
                  if (!record) form.setFieldValue('rateUnit', defaultRateUnitOf(value as TProductType));
                }}
              />
              <Select
                label={t('agronomy.products.fields.rateUnit')}
                description={t('agronomy.products.fields.rateUnitHint')}
                withAsterisk
                allowDeselect={false}
                searchable
                data={MEASURE_UNIT_CODES.map((code) => ({
                  value: code,
                  label: `${code} — ${t(`agronomy.units.${code}`)}`,
                }))}
                {...form.getInputProps('rateUnit')}
              />
              <TextInput label={t('agronomy.products.fields.epa')} {...form.getInputProps('epa')} />
              <TextInput label={t('agronomy.products.fields.ean')} {...form.getInputProps('ean')} />
              <TextInput label={t('agronomy.products.fields.gtin')} {...form.getInputProps('gtin')} />
              <TextInput label={t('agronomy.products.fields.erpCode')} {...form.getInputProps('erpCode')} />
              <MultiSelect
                label={t('agronomy.products.fields.crops')}
                data={(crops.data ?? []).map((crop) => ({
                  value: String(crop.id),
                  label: t(`agronomy.crops.${crop.code}`, { defaultValue: crop.name }),
                }))}
                clearable
                {...form.getInputProps('cropIds')}
              />
              <Select
                label={t('agronomy.products.fields.cleaningFamily')}
                description={t('agronomy.products.fields.cleaningFamilyHint')}
                clearable
                data={CLEANING_FAMILIES.map((value) => ({
                  value,
                  label: t(`agronomy.cleaningFamilies.${value}`),
                }))}
                {...form.getInputProps('cleaningFamily')}
              />
              <Select
                label={t('agronomy.products.fields.licenceRequired')}
                description={t('agronomy.products.fields.licenceRequiredHint')}
                allowDeselect={false}
                data={PRODUCT_LICENCE_REQUIREMENTS.map((value) => ({
                  value,
                  label: t(`agronomy.licenceRequirements.${value}`),
                }))}
                {...form.getInputProps('licenceRequired')}
              />
            </SimpleGrid>
          </Fieldset>

          {isBlend && (
            <Fieldset legend={t('agronomy.products.sections.blend')}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('agronomy.products.blendHint')}
                </Text>
                {typeof form.errors.components === 'string' && (
                  <Alert color="red">{form.errors.components}</Alert>
                )}
                {values.components.map((component, index) => (
                  <Group key={component.key} align="flex-start" gap="sm" wrap="nowrap">
                    <Select
                      style={{ flex: 2 }}
                      label={index === 0 ? t('agronomy.products.fields.component') : undefined}
                      aria-label={t('agronomy.products.fields.component')}
                      searchable
                      data={componentOptions}
                      {...form.getInputProps(`components.${index}.productId`)}
                      onChange={(value) => {
                        form.setFieldValue(`components.${index}.productId`, value);
                        const chosen = products.data?.find((product) => String(product.id) === value);
                        if (chosen) form.setFieldValue(`components.${index}.typeProduct`, chosen.typeProduct);
                      }}
                    />
                    <MeasureInput
                      style={{ flex: 1 }}
                      label={index === 0 ? t('agronomy.products.fields.componentRate') : undefined}
                      aria-label={t('agronomy.products.fields.componentRate')}
                      unit={amountUnit(component.typeProduct)}
                      decimals={3}
                      {...form.getInputProps(`components.${index}.rate`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={index === 0 ? 28 : 4}
                      aria-label={t('agronomy.products.removeComponent')}
                      onClick={() => form.removeListItem('components', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => form.insertListItem('components', newComponent())}
                  >
                    {t('agronomy.products.addComponent')}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          )}

          <Fieldset legend={t('agronomy.products.sections.weather')}>
            <Text size="sm" c="dimmed" mb="sm">
              {isBlend ? t('agronomy.products.weatherBlendHint') : t('agronomy.products.weatherHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <MeasureInput
                label={t('agronomy.products.fields.windMin')}
                quantity="speed"
                {...form.getInputProps('vlVelocWindMin')}
              />
              <MeasureInput
                label={t('agronomy.products.fields.windMax')}
                quantity="speed"
                {...form.getInputProps('vlVelocWindMax')}
              />
              {number('vlTemperatureMin', t('agronomy.products.fields.temperatureMin'), temperatureUnit, {
                allowNegative: true,
                min: -60,
                decimals: 1,
              })}
              {number('vlTemperatureMax', t('agronomy.products.fields.temperatureMax'), temperatureUnit, {
                allowNegative: true,
                min: -60,
                decimals: 1,
              })}
              {number('vlHumidityMin', t('agronomy.products.fields.humidityMin'), '%', {
                max: 100,
                decimals: 0,
              })}
              {number('vlHumidityMax', t('agronomy.products.fields.humidityMax'), '%', {
                max: 100,
                decimals: 0,
              })}
              {number('rainFreeHours', t('agronomy.products.fields.rainFreeHours'), 'h', { decimals: 1 })}
            </SimpleGrid>
            <Switch
              mt="md"
              label={t('agronomy.products.fields.sunRule')}
              description={t('agronomy.products.fields.sunRuleHint')}
              thumbIcon={<IconSun size={10} />}
              {...form.getInputProps('sunRule', { type: 'checkbox' })}
            />
          </Fieldset>

          <Fieldset legend={t('agronomy.products.sections.application')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <MeasureInput
                label={t('agronomy.products.fields.sprayVolumeMin')}
                quantity="liquidRate"
                {...form.getInputProps('sprayVolumeMin')}
              />
              <MeasureInput
                label={t('agronomy.products.fields.sprayVolumeMax')}
                quantity="liquidRate"
                {...form.getInputProps('sprayVolumeMax')}
              />
              <MeasureInput
                label={t('agronomy.products.fields.applicationSpeed')}
                quantity="speed"
                {...form.getInputProps('applicationSpeed')}
              />
              <MeasureInput
                label={t('agronomy.products.fields.singleApplicationAmount')}
                unit={amountUnitLabel(amountSettingsOf(values), locale, amountUnit('SEED'), system)}
                decimals={3}
                {...form.getInputProps('singleApplicationAmount')}
              />
              <MeasureInput
                label={t('agronomy.products.fields.maxYearlyAmount')}
                unit={amountUnitLabel(amountSettingsOf(values), locale, amountUnit('SEED'), system)}
                decimals={3}
                {...form.getInputProps('maxYearlyAmount')}
              />
              {number('reEntryHours', t('agronomy.products.fields.reEntryHours'), 'h', { decimals: 0 })}
              {number(
                'preHarvestDays',
                t('agronomy.products.fields.preHarvestDays'),
                t('agronomy.products.fields.daysUnit'),
                {
                  decimals: 0,
                },
              )}
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <MeasureInput
                  style={{ flex: 1 }}
                  label={t('agronomy.products.fields.density')}
                  decimals={3}
                  {...form.getInputProps('density')}
                />
                <Select
                  w={100}
                  aria-label={t('agronomy.products.fields.densityUnit')}
                  allowDeselect={false}
                  data={DENSITY_UNITS.map((value) => ({ value, label: value }))}
                  {...form.getInputProps('densityUnit')}
                />
              </Group>
              {values.typeProduct === 'SEED' && (
                <MeasureInput
                  label={t('agronomy.products.fields.seedsPerUnit', { unit: values.rateUnit })}
                  decimals={0}
                  {...form.getInputProps('seedsPerUnit')}
                />
              )}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              {t('agronomy.products.amountsHint')}
            </Text>
          </Fieldset>

          <Fieldset legend={t('agronomy.products.sections.tankMix')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('agronomy.products.fields.adjuvant')}
                clearable
                placeholder={t('agronomy.common.none')}
                data={ADJUVANT_KINDS.map((value) => ({ value, label: t(`agronomy.adjuvants.${value}`) }))}
                {...form.getInputProps('adjuvant')}
              />
              <Switch
                mt={30}
                label={t('agronomy.products.fields.requiresVra')}
                {...form.getInputProps('requiresVra', { type: 'checkbox' })}
              />
              <Switch
                mt={30}
                label={t('agronomy.products.fields.requiresDra')}
                {...form.getInputProps('requiresDra', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Fieldset>

          {values.typeProduct !== 'SEED' && (
            <Fieldset legend={t('agronomy.products.sections.analysis')}>
              <Text size="sm" c="dimmed" mb="sm">
                {isBlend ? t('agronomy.products.analysisBlendHint') : t('agronomy.products.analysisHint')}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
                {ANALYSIS_NUTRIENTS.map((nutrient) => (
                  <NumberInput
                    key={nutrient}
                    label={t(`agronomy.nutrients.${nutrient}`)}
                    min={0}
                    max={100}
                    decimalScale={2}
                    rightSection={
                      <Text size="xs" c="dimmed">
                        %
                      </Text>
                    }
                    {...form.getInputProps(`analysis.${nutrient}`)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          )}
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}

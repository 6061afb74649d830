import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  APPLICATION_TYPES,
  can,
  displayUnitOf,
  formatDate,
  formatMessage,
  mergeBoundingBoxes,
  PLAN_TYPES,
  ZWorkOrderInput,
  type TFieldSummary,
  type TMixtureType,
  type TProductRecord,
  type TWorkOrderInput,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { isApiError, useSession } from '../../api';
import { useLocale } from '../../i18n';
import { RecordFormFrame, UnitValue, useUnits, zodValidator } from '../../ui';
import { employeesListQuery } from '../employees/employees.queries';
import { groupListQuery, groupQuery } from '../equipment-groups/equipment-groups.queries';
import { useLocationOptions, withFormPaths } from '../../records/record-screens';
import { toInputValue } from '../../records/input-units';
import { MeasureInput } from '../equipment/MeasureInput';
import { branchFieldsQuery, farmsQuery } from '../fields/fields.queries';
import { FieldMap } from '../maps/FieldMap';
import { amountUnitLabel, densityToInput } from '../products/product-units';
import { cropsQuery } from '../products/products.queries';
import {
  amountSettingsOfProduct,
  applicatorLicenceAlerts,
  blendRecipeOf,
  newProductLine,
  orderFigures,
  workOrderErrors,
  workOrderFormValuesOf,
  workOrderInputOf,
  zonedToday,
  type TWorkOrderFormValues,
} from './work-order-form-values';
import { createWorkOrders, updateWorkOrder, workOrderKeys } from './work-orders.queries';

const MAP_HEIGHT = 340;

/** The order's amount of one product over its area, in gallons or litres, pounds or kilograms, bags or seeds. */
function LineTotal({ product, total }: { product: TProductRecord; total: number }) {
  const { t } = useTranslation();
  const units = useUnits();
  if (product.typeProduct === 'LIQUID')
    return <UnitValue quantity="volume" value={total} maximumFractionDigits={1} />;
  if (product.typeProduct !== 'SEED')
    return <UnitValue quantity="mass" value={total} maximumFractionDigits={1} />;
  if (product.seedsPerUnit)
    return (
      <span>{`${units.number(total / product.seedsPerUnit, { maximumFractionDigits: 1 })} ${product.rateUnit}`}</span>
    );
  return (
    <span>
      {t('workOrders.form.seeds', {
        count: Math.round(total),
        value: units.number(Math.round(total), { maximumFractionDigits: 0 }),
      })}
    </span>
  );
}

/** A blend in an order: its recipe scaled to the line's rate, its ammonia rate and its density. */
function BlendDetails({
  blend,
  ratePerHectare,
  area,
}: {
  blend: TProductRecord;
  ratePerHectare: number;
  area: number;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const recipe = blendRecipeOf(blend, ratePerHectare);
  const rateText = (type: TProductRecord['typeProduct'], rate: number) =>
    type === 'LIQUID'
      ? units.format('liquidRate', rate)
      : type === 'SEED'
        ? units.number(rate, { maximumFractionDigits: 0 })
        : units.format('dryRate', rate);
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)" data-testid="blend-details">
      <Group gap="lg" mb={6}>
        <Text size="sm">
          <Text span c="dimmed">
            {t('workOrders.form.ammoniaRate')}:{' '}
          </Text>
          <Text span fw={600} data-testid="blend-ammonia">
            {recipe.ammoniaRate === null ? '—' : units.format('dryRate', recipe.ammoniaRate)}
          </Text>
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('workOrders.form.density')}:{' '}
          </Text>
          <Text span fw={600}>
            {recipe.density === null
              ? '—'
              : `${units.number(Number(densityToInput(recipe.density, blend.densityUnit)), { maximumFractionDigits: 3 })} ${blend.densityUnit}`}
          </Text>
        </Text>
      </Group>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('workOrders.form.recipe')}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {recipe.components.map((component) => (
            <Table.Tr key={component.productId}>
              <Table.Td>{component.descProduct}</Table.Td>
              <Table.Td ta="right">{rateText(component.typeProduct, component.rate)}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {component.typeProduct === 'LIQUID' ? (
                  <UnitValue quantity="volume" value={component.rate * area} maximumFractionDigits={1} />
                ) : component.typeProduct === 'SEED' ? (
                  units.number(component.rate * area, { maximumFractionDigits: 0 })
                ) : (
                  <UnitValue quantity="mass" value={component.rate * area} maximumFractionDigits={1} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0} miw={110}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A work order: grower, farm and fields (from the list or the map), products with their rates,
 * timing, crop, application type and plan, with the area, totals and batches computed as typed.
 * An order with a trip sent to a machine today opens read-only.
 */
export function WorkOrderForm({
  record,
  products,
  timeZone,
}: {
  record?: TWorkOrderRecord;
  products: TProductRecord[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const canEdit = Boolean(session && can(session.user.roles, 'orders.edit'));
  const farms = useQuery(farmsQuery());
  const branchFields = useQuery(branchFieldsQuery());
  const groups = useQuery(groupListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const crops = useQuery(cropsQuery());
  const applicators = useQuery(employeesListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const locationOptions = useLocationOptions();
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const [lockedBySave, setLockedBySave] = useState(false);
  const tripLocked = Boolean(record?.tripSentOn && record.tripSentOn === zonedToday(timeZone));
  const locked = tripLocked || lockedBySave;
  const readOnly = locked || !canEdit;

  const validate = useMemo(() => zodValidator<unknown>(ZWorkOrderInput, locale), [locale]);
  const form = useForm<TWorkOrderFormValues>({
    initialValues: workOrderFormValuesOf(record, locale, timeZone, productById),
    validate: (values) =>
      workOrderErrors(workOrderInputOf(values, { locale, timeZone, productById, record }), locale, validate),
    validateInputOnBlur: true,
  });
  const values = form.values;

  const fieldRows = useMemo(() => branchFields.data ?? [], [branchFields.data]);
  const fieldById = useMemo(() => new Map(fieldRows.map((field) => [field.id, field])), [fieldRows]);
  const farmFields = fieldRows.filter((field) => String(field.farmId) === values.farmId);
  const group = useQuery({
    ...groupQuery(Number(values.equipmentGroupId)),
    enabled: Boolean(values.equipmentGroupId),
  });
  const groupFacts =
    values.equipmentGroupId && group.data
      ? {
          mixtureType: group.data.mixtureType,
          tankCapacity: group.data.tankCapacity,
          compartmentCounts: group.data.equipments.map((member) => member.compartmentCount),
        }
      : null;
  const fieldAreas = useMemo(() => {
    const areas = new Map<number, number | null>(fieldRows.map((field) => [field.id, field.areaHectares]));
    for (const field of record?.fields ?? [])
      if (!areas.has(field.id)) areas.set(field.id, field.areaHectares);
    return areas;
  }, [fieldRows, record]);
  const figures = orderFigures(values, { locale, productById, fieldAreas, group: groupFacts, record });
  const fieldSum = orderFigures(
    { ...values, areaTyped: false },
    { locale, productById, fieldAreas, group: null },
  ).areaHectares;

  const growerOptions = useMemo(() => {
    const seen = new Map<number, string>();
    for (const farm of farms.data ?? []) seen.set(farm.growerId, farm.growerName);
    return [...seen]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [farms.data]);
  const farmOptions = (farms.data ?? [])
    .filter((farm) => String(farm.growerId) === values.growerId)
    .map((farm) => ({ value: String(farm.id), label: farm.name }));
  const fieldOptions = farmFields.map((field) => ({ value: String(field.id), label: field.name }));
  const productOptions = products.map((product) => ({
    value: String(product.id),
    label: product.isBlend
      ? `${product.descProduct} (${t('agronomy.products.blendBadge')})`
      : product.descProduct,
  }));
  const groupOptions = (groups.data?.content ?? [])
    .filter((candidate) => candidate.active || String(candidate.id) === values.equipmentGroupId)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));
  const applicatorOptions = (applicators.data?.content ?? []).map((employee) => ({
    value: String(employee.id),
    label: employee.name,
  }));
  const applicator = values.applicatorId
    ? applicators.data?.content.find((employee) => String(employee.id) === values.applicatorId)
    : undefined;
  const licenceAlerts = applicatorLicenceAlerts(values, applicator, productById, timeZone);
  const cropOptions = (crops.data ?? []).map((crop) => ({ value: String(crop.id), label: crop.name }));

  /** Picking a field on the map: one of another farm starts over on that farm; one of this farm toggles. */
  function pickField(id: number) {
    if (readOnly) return;
    const field = fieldById.get(id);
    if (!field) return;
    if (String(field.farmId) !== values.farmId) {
      form.setValues({
        growerId: String(field.growerId),
        farmId: String(field.farmId),
        fieldIds: [String(id)],
      });
      return;
    }
    const key = String(id);
    form.setFieldValue(
      'fieldIds',
      values.fieldIds.includes(key)
        ? values.fieldIds.filter((value) => value !== key)
        : [...values.fieldIds, key],
    );
  }

  async function submit(formValues: TWorkOrderFormValues): Promise<unknown> {
    const input: TWorkOrderInput = ZWorkOrderInput.parse(
      workOrderInputOf(formValues, { locale, timeZone, productById, record }),
    );
    try {
      const saved = record
        ? await withFormPaths(updateWorkOrder(input))
        : await withFormPaths(createWorkOrders(input, formValues.breakFields));
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
      return saved;
    } catch (error) {
      if (isApiError(error) && error.code === 'workOrderTripSent') setLockedBySave(true);
      if (isApiError(error) && error.code === 'workOrderTooManyProducts')
        form.setFieldError('products', error.message);
      throw error;
    }
  }

  const back = () => navigate('/records/orders');
  const ticket = record ? (record.vlOrdemServico ?? String(record.cdOrdemServico)) : null;
  const title = record ? t('workOrders.form.editTitle', { ticket }) : t('screens.orderNew');
  const fieldsError =
    form.errors.fieldIds ?? Object.entries(form.errors).find(([path]) => path.startsWith('fieldIds.'))?.[1];
  const focusFields = values.fieldIds.length
    ? values.fieldIds.map((id) => fieldById.get(Number(id)))
    : farmFields.length
      ? farmFields
      : fieldRows;
  const focus = mergeBoundingBoxes(focusFields.map((field) => field?.bbox ?? null));
  const mixtureOf = (type: TMixtureType) => t(`workOrders.form.mixtures.${type}`);
  const tankQuantity = groupFacts?.mixtureType === 'DRY' ? 'mass' : 'volume';

  const frame = (
    <RecordFormFrame
      title={
        <Group gap="sm">
          <span>{title}</span>
          {record && (
            <Badge variant="light" size="lg">
              {t(`workOrders.statuses.s${record.status}`)}
            </Badge>
          )}
        </Group>
      }
      form={form}
      onSubmit={submit}
      onSaved={back}
      onCancel={back}
      submitLabel={record ? t('common.save') : t('workOrders.form.create')}
      saveErrorTitle={t('workOrders.errors.save')}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-green-0)" data-testid="order-figures">
            <Group gap="xl" wrap="wrap">
              <Figure label={t('workOrders.form.figures.area')} testId="order-area">
                <UnitValue quantity="area" value={figures.areaHectares} maximumFractionDigits={2} />
              </Figure>
              <Figure label={t('workOrders.form.figures.volume')} testId="order-volume">
                <UnitValue quantity="volume" value={figures.volumeLitres} maximumFractionDigits={1} />
              </Figure>
              <Figure label={t('workOrders.form.figures.mass')} testId="order-mass">
                <UnitValue quantity="mass" value={figures.massKilograms} maximumFractionDigits={1} />
              </Figure>
              <Figure label={t('workOrders.form.figures.batches')} testId="order-batches">
                {figures.batches ?? '—'}
              </Figure>
              <Text size="xs" c="dimmed" maw={360}>
                {groupFacts?.tankCapacity
                  ? t('workOrders.form.figures.tank', {
                      group: group.data?.name ?? '',
                      capacity: units.format(tankQuantity, groupFacts.tankCapacity, {
                        maximumFractionDigits: 0,
                      }),
                    })
                  : t('workOrders.form.figures.noTank')}
              </Text>
            </Group>
          </Paper>

          <Fieldset legend={t('workOrders.form.sections.order')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <TextInput
                label={t('workOrders.form.description')}
                withAsterisk
                {...form.getInputProps('description')}
              />
              <TextInput
                label={t('workOrders.form.ticket')}
                description={
                  values.vlOrdemServico.trim()
                    ? t('workOrders.form.ticketShown', { ticket: values.vlOrdemServico.trim() })
                    : undefined
                }
                leftSection={<Text c="dimmed">#</Text>}
                {...form.getInputProps('vlOrdemServico')}
              />
              <Select
                label={t('workOrders.form.location')}
                data={locationOptions}
                clearable
                {...form.getInputProps('cdLocation')}
              />
              <Stack gap={4}>
                <Select
                  label={t('workOrders.form.applicator')}
                  data={applicatorOptions}
                  searchable
                  clearable
                  {...form.getInputProps('applicatorId')}
                />
                {applicator && licenceAlerts.length > 0 && (
                  <Stack gap={2} data-testid="applicator-licence-warning">
                    {licenceAlerts.map((alert) => (
                      <Group key={alert.productId} gap={4} wrap="nowrap" align="flex-start">
                        <IconAlertTriangle
                          size={14}
                          color="var(--mantine-color-orange-7)"
                          style={{ flexShrink: 0, marginTop: 2 }}
                        />
                        <Text size="xs" c="orange.8">
                          {t('workOrders.form.licenceWarning', {
                            applicator: applicator.name,
                            product: alert.descProduct,
                            date: formatDate(`${alert.date}T12:00:00Z`, locale, 'UTC'),
                            types: alert.missing.map((type) => t(`people.licences.types.${type}`)).join(', '),
                          })}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Stack>
              <Select
                label={t('workOrders.form.timing')}
                withAsterisk
                data={PLAN_TYPES.map((value) => ({ value, label: t(`workOrders.timings.${value}`) }))}
                {...form.getInputProps('timing')}
              />
              <Select
                label={t('workOrders.form.applicationType')}
                withAsterisk
                data={APPLICATION_TYPES.map((value) => ({
                  value,
                  label: t(`workOrders.applicationTypes.${value}`),
                }))}
                {...form.getInputProps('applicationType')}
              />
              <Select
                label={t('workOrders.form.crop')}
                data={cropOptions}
                searchable
                clearable
                {...form.getInputProps('cropId')}
              />
              <TextInput label={t('workOrders.form.traitPackage')} {...form.getInputProps('traitPackage')} />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('workOrders.form.sections.where')}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="sm">
                <Select
                  label={t('workOrders.form.grower')}
                  withAsterisk
                  searchable
                  data={growerOptions}
                  {...form.getInputProps('growerId')}
                  onChange={(value) => form.setValues({ growerId: value, farmId: null, fieldIds: [] })}
                />
                <Select
                  label={t('workOrders.form.farm')}
                  withAsterisk
                  searchable
                  data={farmOptions}
                  disabled={!values.growerId}
                  {...form.getInputProps('farmId')}
                  onChange={(value) => form.setValues({ farmId: value, fieldIds: [] })}
                />
                <MultiSelect
                  label={t('workOrders.form.fields')}
                  description={t('workOrders.form.fieldsHint')}
                  withAsterisk
                  searchable
                  data={fieldOptions}
                  disabled={!values.farmId}
                  {...form.getInputProps('fieldIds')}
                  error={fieldsError}
                />
                {values.fieldIds.length > 0 && (
                  <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="selected-fields">
                    <Table.Tbody>
                      {values.fieldIds.map((id) => {
                        const field: TFieldSummary | undefined = fieldById.get(Number(id));
                        const area = fieldAreas.get(Number(id)) ?? null;
                        return (
                          <Table.Tr key={id}>
                            <Table.Td>
                              {field?.name ??
                                record?.fields.find((candidate) => String(candidate.id) === id)?.name ??
                                id}
                            </Table.Td>
                            <Table.Td ta="right">
                              {area === null ? (
                                <Text span c="orange" size="sm">
                                  {t('workOrders.causes.FIELD_AREA')}
                                </Text>
                              ) : (
                                <UnitValue quantity="area" value={area} maximumFractionDigits={2} />
                              )}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                )}
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  <MeasureInput
                    quantity="area"
                    label={t('workOrders.form.selectedArea')}
                    description={
                      values.areaTyped ? t('workOrders.form.areaTyped') : t('workOrders.form.areaSum')
                    }
                    style={{ flex: 1 }}
                    {...form.getInputProps('selectedArea')}
                    value={values.areaTyped ? values.selectedArea : toInputValue('area', fieldSum, locale)}
                    onChange={(value) =>
                      form.setValues({ selectedArea: value === '' ? '' : Number(value), areaTyped: true })
                    }
                  />
                  {values.areaTyped && (
                    <Tooltip label={t('workOrders.form.useFieldSum')}>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        mb={2}
                        aria-label={t('workOrders.form.useFieldSum')}
                        onClick={() => form.setValues({ areaTyped: false, selectedArea: '' })}
                      >
                        <IconRestore size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                {!record && (
                  <Switch
                    label={t('workOrders.form.breakFields')}
                    description={t('workOrders.form.breakFieldsHint', { count: values.fieldIds.length })}
                    disabled={values.fieldIds.length < 2}
                    {...form.getInputProps('breakFields', { type: 'checkbox' })}
                  />
                )}
              </Stack>
              <Stack gap={4}>
                {branchFields.isSuccess && (
                  <FieldMap
                    labels={farmFields.length ? farmFields : fieldRows}
                    highlightIds={values.fieldIds.map(Number)}
                    focus={focus}
                    height={MAP_HEIGHT}
                    onFieldClick={pickField}
                    cursor={readOnly ? undefined : 'pointer'}
                  />
                )}
                <Text size="xs" c="dimmed">
                  {t('workOrders.form.mapHint')}
                </Text>
              </Stack>
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('workOrders.form.sections.products')}>
            <Stack gap="sm">
              {values.products.map((line, index) => {
                const product = line.productId ? productById.get(Number(line.productId)) : undefined;
                const unit = product
                  ? amountUnitLabel(
                      amountSettingsOfProduct(product, locale),
                      locale,
                      t('agronomy.products.seedsPerArea', { area: displayUnitOf('area', locale) }),
                    )
                  : undefined;
                const computed = figures.lines.find((candidate) => candidate.productId === product?.id);
                return (
                  <Stack key={line.key} gap={6} data-testid="product-line">
                    <Group align="flex-start" gap="sm" wrap="nowrap">
                      <Select
                        label={t('workOrders.form.product')}
                        withAsterisk
                        searchable
                        data={productOptions}
                        style={{ flex: 2 }}
                        {...form.getInputProps(`products.${index}.productId`)}
                      />
                      <MeasureInput
                        label={t('workOrders.form.rate')}
                        withAsterisk
                        unit={unit}
                        decimals={3}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`products.${index}.rate`)}
                      />
                      <Stack gap={0} style={{ flex: 1 }} pt={4}>
                        <Text size="sm" fw={500}>
                          {t('workOrders.form.lineTotal')}
                        </Text>
                        <Text size="sm" pt={6} data-testid="line-total">
                          {product && computed && figures.areaHectares ? (
                            <LineTotal product={product} total={computed.total} />
                          ) : (
                            '—'
                          )}
                        </Text>
                      </Stack>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={28}
                        aria-label={t('workOrders.form.removeProduct')}
                        disabled={values.products.length < 2}
                        onClick={() => form.removeListItem('products', index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    {product?.isBlend && (
                      <BlendDetails
                        blend={product}
                        ratePerHectare={computed?.ratePerHectare ?? 0}
                        area={figures.areaHectares ?? 0}
                      />
                    )}
                  </Stack>
                );
              })}
              {typeof form.errors.products === 'string' && (
                <Text c="red" size="sm" data-testid="products-error">
                  {form.errors.products}
                </Text>
              )}
              <Group justify="space-between" align="flex-end">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => form.insertListItem('products', newProductLine())}
                >
                  {t('workOrders.form.addProduct')}
                </Button>
                <MeasureInput
                  quantity="liquidRate"
                  label={t('workOrders.form.carrierRate')}
                  description={t('workOrders.form.carrierHint')}
                  w={260}
                  {...form.getInputProps('carrierRate')}
                />
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('workOrders.form.sections.equipment')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <Select
                label={t('workOrders.form.group')}
                data={groupOptions}
                searchable
                clearable
                {...form.getInputProps('equipmentGroupId')}
              />
              <MeasureInput
                quantity="speed"
                label={t('workOrders.form.minSpeed')}
                {...form.getInputProps('minSpeed')}
              />
              <MeasureInput
                quantity="speed"
                label={t('workOrders.form.maxSpeed')}
                {...form.getInputProps('maxSpeed')}
              />
              <TextInput
                type="datetime-local"
                label={t('workOrders.form.plannedStart')}
                {...form.getInputProps('plannedStart')}
              />
              <TextInput
                type="datetime-local"
                label={t('workOrders.form.plannedEnd')}
                {...form.getInputProps('plannedEnd')}
              />
            </SimpleGrid>
            {figures.problems.length > 0 && (
              <Alert
                mt="sm"
                color="orange"
                icon={<IconAlertTriangle size={18} />}
                data-testid="carry-problems"
              >
                <Stack gap={2}>
                  {figures.problems.map((problem) =>
                    problem.kind === 'mixture' ? (
                      <Text key={`m${problem.productId}`} size="sm">
                        {formatMessage('workOrderProductMixture', locale, {
                          product: productById.get(problem.productId)?.descProduct ?? '',
                          mixture: mixtureOf(problem.needs),
                        })}
                      </Text>
                    ) : (
                      <Text key="compartments" size="sm">
                        {formatMessage('workOrderTooManyProducts', locale, {
                          needs: problem.needs,
                          has: problem.has,
                        })}
                      </Text>
                    ),
                  )}
                </Stack>
              </Alert>
            )}
          </Fieldset>

          <Textarea
            label={t('workOrders.form.observation')}
            rows={3}
            {...form.getInputProps('observation')}
          />
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );

  return (
    <Stack gap="md">
      {locked && (
        <Alert
          color="orange"
          icon={<IconLock size={18} />}
          title={t('workOrders.form.lockedTitle')}
          data-testid="trip-lock"
        >
          <Group justify="space-between" align="center">
            <Text size="sm">{formatMessage('workOrderTripSent', locale)}</Text>
            <Button variant="default" size="xs" onClick={back}>
              {t('workOrders.form.backToList')}
            </Button>
          </Group>
        </Alert>
      )}
      {locked ? (
        <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {frame}
        </fieldset>
      ) : (
        frame
      )}
    </Stack>
  );
}

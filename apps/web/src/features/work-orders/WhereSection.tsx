import {
  ActionIcon,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mergeBoundingBoxes, type TFieldSummary, type TWorkOrderRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { toInputValue } from '../../records/input-units';
import { UnitValue, useUnitSystem } from '../../ui';
import { MeasureInput } from '../equipment/MeasureInput';
import { FieldMap } from '../maps/FieldMap';
import type { TWorkOrderFormValues } from './work-order-form-values';
import type { TWorkOrderFormData } from './use-work-order-form-data';

const MAP_HEIGHT = 340;

/** Where: grower, farm and fields from the lists or the map, and the area (the fields' sum or typed). */
export function WhereSection({
  form,
  data,
  record,
  fieldSum,
  readOnly,
}: {
  form: UseFormReturnType<TWorkOrderFormValues>;
  data: TWorkOrderFormData;
  record?: TWorkOrderRecord;
  /** The selected fields' area in hectares, shown while no area is typed. */
  fieldSum: number | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const values = form.values;
  const { fieldRows, fieldById, fieldAreas, farmFields, growerOptions, farmOptions, fieldOptions } = data;
  const fieldsError =
    form.errors.fieldIds ?? Object.entries(form.errors).find(([path]) => path.startsWith('fieldIds.'))?.[1];
  const focusFields = values.fieldIds.length
    ? values.fieldIds.map((id) => fieldById.get(Number(id)))
    : farmFields.length
      ? farmFields
      : fieldRows;
  const focus = mergeBoundingBoxes(focusFields.map((field) => field?.bbox ?? null));

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

  return (
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
              description={values.areaTyped ? t('workOrders.form.areaTyped') : t('workOrders.form.areaSum')}
              style={{ flex: 1 }}
              {...form.getInputProps('selectedArea')}
              value={values.areaTyped ? values.selectedArea : toInputValue('area', fieldSum, locale, system)}
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
          {data.fieldsLoaded && (
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
  );
}

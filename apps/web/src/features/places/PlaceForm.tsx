import { useMemo } from 'react';
import {
  Button,
  Grid,
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
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import {
  circleRing,
  PRODUCT_TYPES,
  ZPlaceInput,
  type TLocale,
  type TPlaceRecord,
  type TProductType,
  type TUnitSystem,
} from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction, RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { useCanEditRecords, useLocationOptions, withFormPaths } from '../../records/record-screens';
import { fromInputValue, numberOrNull, toInputValue, type TInputNumber } from '../../records/input-units';
import { MeasureInput } from '../equipment/MeasureInput';
import { FieldMap } from '../maps/FieldMap';
import { deletePlace, placeKeys, savePlace } from './places.queries';

export type TPlaceFormValues = {
  name: string;
  address: string;
  cdLocalizacao: string | null;
  latitude: TInputNumber;
  longitude: TInputNumber;
  associatedLocations: string[];
  productClasses: TProductType[];
  propertyRadius: TInputNumber;
  blenderCapacity: TInputNumber;
  active: boolean;
};

export function placeFormValuesOf(
  record: TPlaceRecord | undefined,
  locale: TLocale,
  system?: TUnitSystem,
): TPlaceFormValues {
  return {
    name: record?.name ?? '',
    address: record?.address ?? '',
    cdLocalizacao: record?.cdLocalizacao ? String(record.cdLocalizacao) : null,
    latitude: record?.latitude ?? '',
    longitude: record?.longitude ?? '',
    associatedLocations: (record?.associatedLocations ?? []).map(String),
    productClasses: record?.productClasses ?? [],
    propertyRadius: toInputValue('radius', record?.propertyRadius, locale, system),
    blenderCapacity: toInputValue('mass', record?.blenderCapacity, locale, system),
    active: record?.active ?? true,
  };
}

export function placeInputOf(
  values: TPlaceFormValues,
  locale: TLocale,
  record?: TPlaceRecord,
  system?: TUnitSystem,
) {
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    name: values.name,
    address: values.address,
    cdLocalizacao: values.cdLocalizacao ? Number(values.cdLocalizacao) : null,
    latitude: numberOrNull(values.latitude) ?? undefined,
    longitude: numberOrNull(values.longitude) ?? undefined,
    associatedLocations: values.associatedLocations.map(Number),
    productClasses: values.productClasses,
    propertyRadius:
      fromInputValue('radius', values.propertyRadius, locale, record?.propertyRadius, system) ?? undefined,
    blenderCapacity: fromInputValue('mass', values.blenderCapacity, locale, record?.blenderCapacity, system),
    active: values.active,
  };
}

/** A warehouse: name, address, position (typed or clicked on the map), offices, product classes, radius and blender. */
export function PlaceForm({ record }: { record?: TPlaceRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const locations = useLocationOptions();
  const validate = useMemo(() => zodValidator<unknown>(ZPlaceInput, locale), [locale]);
  const form = useForm<TPlaceFormValues>({
    initialValues: placeFormValuesOf(record, locale, system),
    validate: (values) => validate(placeInputOf(values, locale, record, system)),
    validateInputOnBlur: true,
  });
  const latitude = numberOrNull(form.values.latitude);
  const longitude = numberOrNull(form.values.longitude);
  const hasPosition = latitude !== null && longitude !== null;
  const radius = fromInputValue('radius', form.values.propertyRadius, locale, record?.propertyRadius, system);
  const property = useMemo(
    () =>
      latitude !== null && longitude !== null && radius && radius > 0
        ? {
            type: 'Feature' as const,
            properties: {},
            geometry: {
              type: 'Polygon' as const,
              coordinates: [circleRing({ latitude, longitude }, radius)],
            },
          }
        : null,
    [latitude, longitude, radius],
  );
  const focus = useMemo(
    () =>
      record
        ? ([
            record.longitude - 0.01,
            record.latitude - 0.01,
            record.longitude + 0.01,
            record.latitude + 0.01,
          ] as [number, number, number, number])
        : null,
    [record],
  );

  async function submit(values: TPlaceFormValues) {
    const saved = await withFormPaths(
      savePlace(ZPlaceInput.parse(placeInputOf(values, locale, record, system))),
    );
    await queryClient.invalidateQueries({ queryKey: placeKeys.all });
    return saved;
  }

  async function remove() {
    if (!record) return;
    const confirmed = await confirmAction({
      title: t('agronomy.common.deleteTitle', { name: record.name }),
      message: t('agronomy.common.deleteBody'),
      confirmLabel: t('agronomy.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deletePlace(record.id);
      notifications.show({ color: 'green', message: t('agronomy.common.deleted', { name: record.name }) });
      await queryClient.invalidateQueries({ queryKey: placeKeys.all });
      void navigate('/records/places');
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('agronomy.places.deleteError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  const back = () => navigate('/records/places');
  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={record ? `${t('screens.placeEdit')}: ${record.name}` : t('screens.placeNew')}
      form={form}
      onSubmit={submit}
      onSaved={back}
      onCancel={back}
      extraActions={
        record && canEdit ? (
          <Button variant="subtle" color="red" onClick={() => void remove()}>
            {t('agronomy.common.delete')}
          </Button>
        ) : undefined
      }
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <TextInput
                label={t('agronomy.places.fields.name')}
                withAsterisk
                {...form.getInputProps('name')}
              />
              <TextInput label={t('agronomy.places.fields.address')} {...form.getInputProps('address')} />
              <SimpleGrid cols={2}>
                <Select
                  label={t('agronomy.places.fields.location')}
                  placeholder={t('agronomy.places.wholeBranch')}
                  clearable
                  data={locations}
                  {...form.getInputProps('cdLocalizacao')}
                />
                <MultiSelect
                  label={t('agronomy.places.fields.associatedLocations')}
                  data={locations}
                  clearable
                  {...form.getInputProps('associatedLocations')}
                />
              </SimpleGrid>
              <MultiSelect
                label={t('agronomy.places.fields.productClasses')}
                data={PRODUCT_TYPES.map((value) => ({ value, label: t(`agronomy.productTypes.${value}`) }))}
                {...form.getInputProps('productClasses')}
              />
              <SimpleGrid cols={2}>
                <MeasureInput
                  label={t('agronomy.places.fields.propertyRadius')}
                  withAsterisk
                  quantity="radius"
                  {...form.getInputProps('propertyRadius')}
                />
                <MeasureInput
                  label={t('agronomy.places.fields.blenderCapacity')}
                  description={t('agronomy.places.fields.blenderCapacityHint')}
                  quantity="mass"
                  decimals={0}
                  {...form.getInputProps('blenderCapacity')}
                />
              </SimpleGrid>
              <SimpleGrid cols={2}>
                <NumberInput
                  label={t('agronomy.places.fields.latitude')}
                  withAsterisk
                  decimalScale={6}
                  min={-90}
                  max={90}
                  {...form.getInputProps('latitude')}
                />
                <NumberInput
                  label={t('agronomy.places.fields.longitude')}
                  withAsterisk
                  decimalScale={6}
                  min={-180}
                  max={180}
                  {...form.getInputProps('longitude')}
                />
              </SimpleGrid>
              <Switch
                label={t('agronomy.places.fields.active')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text size="sm" c="dimmed" mb={6}>
              {t('agronomy.places.mapHint')}
            </Text>
            <FieldMap
              height={380}
              focus={focus}
              cursor="crosshair"
              onMapClick={(position) => {
                if (!canEdit) return;
                form.setFieldValue('latitude', Math.round(position.latitude * 1e6) / 1e6);
                form.setFieldValue('longitude', Math.round(position.longitude * 1e6) / 1e6);
              }}
            >
              {property && (
                <Source id="property" type="geojson" data={property}>
                  <Layer
                    id="property-fill"
                    type="fill"
                    paint={{ 'fill-color': '#1c7ed6', 'fill-opacity': 0.12 }}
                  />
                  <Layer
                    id="property-line"
                    type="line"
                    paint={{ 'line-color': '#1c7ed6', 'line-width': 2, 'line-dasharray': [2, 2] }}
                  />
                </Source>
              )}
              {hasPosition && (
                <Marker longitude={longitude} latitude={latitude} anchor="bottom">
                  <IconBuildingWarehouse
                    size={30}
                    color="var(--mantine-color-blue-8)"
                    fill="var(--mantine-color-blue-1)"
                  />
                </Marker>
              )}
            </FieldMap>
          </Grid.Col>
        </Grid>
      </fieldset>
    </RecordFormFrame>
  );
}

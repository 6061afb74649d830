import { useEffect, useMemo, useRef } from 'react';
import { Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import MapView, { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import { FIT_BOUNDS, type TOperatorField } from '@tramline/domain';
import { useUnits } from '../../ui';
import { mapLibrary } from '../maps/map-setup';
import { baseStyle } from '../maps/map-style';
import { metresToBox, orderMapViewOf, type TMachineOnMap } from './order-map-view';

/** The machine's marker: dark blue with a white ring and a black halo, readable on any ground and in sun. */
const MACHINE_COLOUR = '#1864ab';
const FIT_OPTIONS = { padding: FIT_BOUNDS.unitPadding, maxZoom: FIT_BOUNDS.maxZoom } as const;

/** The machine's point when it is known (nothing is drawn otherwise). */
function MachineLayers({ machine }: { machine: TMachineOnMap }) {
  const data = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Point' as const, coordinates: [machine.longitude, machine.latitude] },
    }),
    [machine.longitude, machine.latitude],
  );
  return (
    <Source id="order-machine" type="geojson" data={data}>
      <Layer
        id="order-machine-halo"
        type="circle"
        paint={{ 'circle-radius': 14, 'circle-color': '#000000' }}
      />
      <Layer
        id="order-machine-dot"
        type="circle"
        paint={{
          'circle-radius': 9,
          'circle-color': MACHINE_COLOUR,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 3,
        }}
      />
    </Source>
  );
}

/**
 * The order's fields drawn from the boundaries in the day (no tiles: it works offline too), and the
 * machine: this device's live position, else its last reported point. The view frames the machine
 * with the fields when it is near them; a legend line says whose position it is.
 */
export function OrderFieldsMap({
  fields,
  machine,
  orderLabel,
  height = 220,
}: {
  fields: readonly TOperatorField[];
  machine: TMachineOnMap | null;
  /** The order's ticket or description, naming the map for screen readers. */
  orderLabel: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const mapRef = useRef<MapRef>(null);
  const style = useMemo(() => baseStyle(null), []);
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: fields.flatMap((field) =>
        field.geometry
          ? [{ type: 'Feature' as const, properties: { id: field.id }, geometry: field.geometry }]
          : [],
      ),
    }),
    [fields],
  );
  const view = orderMapViewOf(fields, machine);
  // Framed again only when what is framed changes by about 100 m, not at every fix of the device.
  const fitKey = view ? view.bounds.map((value) => value.toFixed(3)).join() : '';
  const isFirstFit = useRef(true);
  useEffect(() => {
    // The first view is the map's initial one.
    if (isFirstFit.current) {
      isFirstFit.current = false;
      return;
    }
    if (!fitKey) return;
    const [west = 0, south = 0, east = 0, north = 0] = fitKey.split(',').map(Number);
    mapRef.current?.fitBounds([west, south, east, north], { ...FIT_OPTIONS, duration: 0 });
  }, [fitKey]);
  if (!view) return null;

  const legend = !machine
    ? null
    : !view.framesMachine
      ? t('operator.map.machineAway', {
          distance: units.format('distance', metresToBox(view.bounds, machine), { maximumFractionDigits: 0 }),
        })
      : machine.source === 'device'
        ? t('operator.map.machineDevice')
        : t('operator.map.machineReported', { time: reportedTimeText(machine.time, units.locale) });

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box
        h={height}
        data-testid="operator-map"
        role="group"
        aria-label={t('operator.map.label', { order: orderLabel })}
      >
        <MapView
          ref={mapRef}
          mapLib={mapLibrary}
          mapStyle={style}
          initialViewState={{ bounds: view.bounds, fitBoundsOptions: FIT_OPTIONS }}
          attributionControl={false}
        >
          <Source id="order-fields" type="geojson" data={data}>
            <Layer
              id="order-fields-fill"
              type="fill"
              paint={{ 'fill-color': '#f59f00', 'fill-opacity': 0.35 }}
            />
            <Layer id="order-fields-line" type="line" paint={{ 'line-color': '#000000', 'line-width': 3 }} />
          </Source>
          {machine && <MachineLayers machine={machine} />}
        </MapView>
      </Box>
      {legend && (
        <Group gap="xs" px="sm" py={6} wrap="nowrap" data-testid="operator-map-machine">
          <Box
            aria-hidden
            w={18}
            h={18}
            style={{
              flexShrink: 0,
              borderRadius: '50%',
              background: MACHINE_COLOUR,
              border: '3px solid #ffffff',
              boxShadow: '0 0 0 2px #000000',
            }}
          />
          <Text size="md">{legend}</Text>
        </Group>
      )}
    </Paper>
  );
}

/** When the machine last reported: the time today, the date and time before. */
function reportedTimeText(time: string, locale: string) {
  const instant = new Date(time);
  const isToday = instant.toDateString() === new Date().toDateString();
  return instant.toLocaleString(
    locale,
    isToday ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'short', timeStyle: 'short' },
  );
}

import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Box,
  Group,
  Paper,
  Select,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMapPin, IconMapSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import {
  APPLICATION_TYPES,
  type TApplicationType,
  type TAvailableOrder,
  type TGroupWithEquipment,
  type TLocale,
  type TPlan,
} from '@tramline/domain';
import { useFieldSelection } from '../fields/use-field-selection';
import { FieldMap } from '../maps/FieldMap';
import { configuredDriftwatch } from '../maps/map-style';
import { MapSelector } from '../map-selector/MapSelector';
import { territoriesQuery } from '../territories/territories.queries';
import { MapLegend } from './MapLegend';
import { ACTIVITY_COLOURS } from './timeline-colours';
import {
  colourKeyOf,
  colourLegend,
  COLOUR_MODES,
  machinesByOrder,
  mapOrdersRequest,
  visibleOrders,
  type TColourMode,
} from './map-colouring';
import { availableOrdersQuery } from './schedule.queries';
import { formatClock } from './schedule-dates';
import { meetingPoints } from './tender-meetings-map';
import { machineNamer } from './group-machines';

/** The driftwatch layer (sensitive crops and apiaries), an XYZ raster template set at build time. */
const DRIFTWATCH = configuredDriftwatch();
/** How many orders the map draws at most (one page: the day's scheduled orders, then the available ones). */
const MAP_ORDER_LIMIT = 500;

interface OrdersMapProps {
  date: string;
  group: TGroupWithEquipment | null;
  plans: TPlan[];
  locale: TLocale;
  timeZone: string;
  onOpenOrder: (order: TAvailableOrder) => void;
}

/** The work-orders map (spec part 1 §2): fields of available and scheduled orders, coloured and filtered. */
export function OrdersMap({ date, group, plans, locale, timeZone, onOpenOrder }: OrdersMapProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TColourMode>('default');
  // Legend entries the dispatcher hid: a filter on the mode's attribute, cleared with the mode.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggleEntry = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const [applicationType, setApplicationType] = useState<TApplicationType | 'all'>('all');
  const [showTerritories, setShowTerritories] = useState(true);
  const [driftwatch, setDriftwatch] = useState(false);
  // The map selector (find a field by code, name or location), opened from the map's header.
  const [finding, setFinding] = useState(false);
  const selection = useFieldSelection(null);
  const orders = useQuery({
    ...availableOrdersQuery(
      mapOrdersRequest(date, group?.configuracaoId ?? 0, applicationType, MAP_ORDER_LIMIT),
    ),
    enabled: group !== null,
  });
  const territories = useQuery({ ...territoriesQuery(), enabled: showTerritories });
  const rows = useMemo(() => orders.data?.content ?? [], [orders.data]);
  const machineOf = useMemo(() => machinesByOrder(plans, rows, group), [plans, rows, group]);
  const legend = useMemo(
    () =>
      colourLegend(
        rows.map((order) => colourKeyOf(order, mode, machineOf, date)),
        mode,
      ),
    [rows, mode, machineOf, date],
  );

  const shown = useMemo(
    () => visibleOrders(rows, mode, hidden, machineOf, date),
    [rows, mode, hidden, machineOf, date],
  );

  const points = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: shown.flatMap((order) =>
        order.fields
          .filter((field) => field.latitude !== null && field.longitude !== null)
          .map((field) => ({
            type: 'Feature' as const,
            geometry: { type: 'Point' as const, coordinates: [field.longitude!, field.latitude!] },
            properties: {
              order: order.cdOrdemServico,
              colour: legend.get(colourKeyOf(order, mode, machineOf, date)) ?? '#adb5bd',
            },
          })),
      ),
    }),
    [shown, legend, mode, machineOf, date],
  );
  // The machines' warehouses, one label each (machines of one warehouse would stack their names).
  const homes = useMemo(() => {
    const byPlace = new Map<
      number,
      { id: number; name: string; latitude: number; longitude: number; machines: string[] }
    >();
    for (const machine of group?.equipments ?? []) {
      const place = machine.warehouse;
      if (!place) continue;
      const home = byPlace.get(place.id) ?? { ...place, machines: [] };
      home.machines.push(machine.name);
      byPlace.set(place.id, home);
    }
    return [...byPlace.values()];
  }, [group]);
  // Where the tender trucks meet the sprayers: one marker per field, its transfers in its title.
  const meetings = useMemo(() => {
    const machineName = machineNamer(group);
    const nameOf = (id: number | null) => (id === null ? '—' : machineName(id));
    const tenderIds = new Set((group?.tenders ?? []).map((tender) => tender.equipamentoId));
    return meetingPoints(plans, rows, tenderIds).map((point) => ({
      ...point,
      label: point.meetings
        .map((meeting) =>
          t('schedule.map.transfer', {
            tender: nameOf(meeting.tenderId),
            sprayer: nameOf(meeting.sprayerId),
            start: formatClock(meeting.start, locale, timeZone),
            end: formatClock(meeting.end, locale, timeZone),
          }),
        )
        .join('\n'),
    }));
  }, [group, plans, rows, t, locale, timeZone]);
  const territoryShapes = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: (territories.data ?? []).map((territory) => ({
        type: 'Feature' as const,
        geometry: territory.geometry,
        properties: { colour: territory.color, name: territory.name },
      })),
    }),
    [territories.data],
  );
  const fieldIds = shown.flatMap((order) => order.fields.map((field) => field.id));
  const withoutLocation = rows.filter((order) =>
    order.fields.every((field) => field.latitude === null),
  ).length;

  const openField = (fieldId: number) => {
    const order = shown.find((candidate) => candidate.fields.some((field) => field.id === fieldId));
    if (order) onOpenOrder(order);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby="orders-map-title"
      data-testid="orders-map"
    >
      <Group justify="space-between" mb="xs" gap="xs" wrap="wrap">
        <Title order={2} size="h5" id="orders-map-title">
          {t('schedule.map.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Select
            size="xs"
            label={t('schedule.map.colourBy')}
            data={COLOUR_MODES.map((value) => ({ value, label: t(`schedule.map.colours.${value}`) }))}
            value={mode}
            onChange={(value) => {
              setMode((value as TColourMode | null) ?? 'default');
              setHidden(new Set());
            }}
            allowDeselect={false}
            w={150}
          />
          <Stack gap={2}>
            <Text size="xs" fw={500}>
              {t('schedule.map.applicationType')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={t('schedule.map.applicationType')}
              value={applicationType}
              onChange={(value) => setApplicationType(value as TApplicationType | 'all')}
              data={(['all', ...APPLICATION_TYPES] as const).map((value) => ({
                value,
                label: t(`schedule.map.applicationTypes.${value}`),
              }))}
            />
          </Stack>
          <Switch
            size="xs"
            label={t('schedule.map.territories')}
            checked={showTerritories}
            onChange={(event) => setShowTerritories(event.currentTarget.checked)}
          />
          <Tooltip label={t('schedule.map.findField')}>
            <ActionIcon
              variant={finding ? 'filled' : 'default'}
              aria-label={t('schedule.map.findField')}
              aria-pressed={finding}
              onClick={() => {
                if (finding) selection.clear();
                setFinding(!finding);
              }}
            >
              <IconMapSearch size={16} />
            </ActionIcon>
          </Tooltip>
          {/* Always offered; without a configured source it stays off and says why. */}
          <Tooltip
            label={t('schedule.map.driftwatchNotConfigured')}
            disabled={DRIFTWATCH !== null}
            multiline
            w={260}
          >
            <Box data-testid="driftwatch-toggle">
              <Switch
                size="xs"
                label={t('schedule.map.driftwatch')}
                checked={driftwatch && DRIFTWATCH !== null}
                disabled={DRIFTWATCH === null}
                onChange={(event) => setDriftwatch(event.currentTarget.checked)}
              />
            </Box>
          </Tooltip>
        </Group>
      </Group>
      <Box pos="relative">
        <FieldMap
          height={440}
          highlightIds={selection.selectedId ? [...fieldIds, selection.selectedId] : fieldIds}
          focus={selection.focus}
          onFieldClick={openField}
          cursor="pointer"
          overlay={
            <Stack gap="xs" align="flex-start">
              <MapLegend
                legend={legend}
                mode={mode}
                hidden={hidden}
                onToggle={toggleEntry}
                onShowAll={() => setHidden(new Set())}
                transfers={meetings.length > 0}
              />
              {finding && (
                <MapSelector
                  onSelect={selection.select}
                  onPoint={selection.setPoint}
                  onClear={selection.clear}
                />
              )}
            </Stack>
          }
        >
          {selection.point && (
            <Marker longitude={selection.point.longitude} latitude={selection.point.latitude} anchor="bottom">
              <IconMapPin size={28} color="var(--mantine-color-red-7)" fill="var(--mantine-color-red-2)" />
            </Marker>
          )}
          {driftwatch && DRIFTWATCH && (
            <Source
              id="driftwatch"
              type="raster"
              tiles={[DRIFTWATCH.url]}
              tileSize={256}
              attribution={DRIFTWATCH.attribution}
            >
              <Layer id="driftwatch" type="raster" paint={{ 'raster-opacity': 0.7 }} />
            </Source>
          )}
          {showTerritories && (
            <Source id="territories" type="geojson" data={territoryShapes}>
              <Layer
                id="territory-fill"
                type="fill"
                paint={{ 'fill-color': ['get', 'colour'], 'fill-opacity': 0.12 }}
              />
              <Layer
                id="territory-line"
                type="line"
                paint={{ 'line-color': ['get', 'colour'], 'line-width': 2 }}
              />
            </Source>
          )}
          <Source id="order-points" type="geojson" data={points}>
            <Layer
              id="order-points"
              type="circle"
              paint={{
                'circle-color': ['get', 'colour'],
                'circle-radius': 6,
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 1.5,
              }}
            />
          </Source>
          {homes.map((home) => (
            <Marker key={home.id} longitude={home.longitude} latitude={home.latitude} anchor="bottom">
              <Box
                title={`${t('schedule.map.warehouse')}: ${home.name} · ${home.machines.join(', ')}`}
                data-testid="home-marker"
                px={4}
                style={{
                  background: '#343a40',
                  color: 'white',
                  borderRadius: 4,
                  fontSize: 11,
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                }}
              >
                ⌂ {home.name}
                {home.machines.length > 1 ? ` · ${home.machines.length}` : ''}
              </Box>
            </Marker>
          ))}
          {meetings.map((point) => (
            <Marker key={point.fieldId} longitude={point.longitude} latitude={point.latitude} anchor="left">
              <Box
                role="img"
                aria-label={point.label}
                title={point.label}
                data-testid="meeting-marker"
                px={4}
                ml={8}
                style={{
                  background: ACTIVITY_COLOURS.meeting,
                  color: 'white',
                  borderRadius: 4,
                  fontSize: 11,
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                }}
              >
                ⇄ {point.meetings.length}
              </Box>
            </Marker>
          ))}
        </FieldMap>
      </Box>
      {orders.isError && (
        <Text size="xs" c="red.7" mt={4}>
          {t('schedule.available.error')}
        </Text>
      )}
      {shown.length < rows.length && (
        <Text size="xs" c="dimmed" mt={4} data-testid="map-hidden-count">
          {t('schedule.map.hiddenByLegend', { count: rows.length - shown.length })}
        </Text>
      )}
      {withoutLocation > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('schedule.map.noLocation', { count: withoutLocation })}
        </Text>
      )}
    </Paper>
  );
}

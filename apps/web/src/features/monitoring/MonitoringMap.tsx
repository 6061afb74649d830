import { useEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import {
  FIELD_TILE_LAYERS,
  mergeBoundingBoxes,
  type TBoundingBox,
  type TFleetMachine,
  type TFleetOrder,
  type TTrailCollection,
} from '@tramline/domain';
import { useSession } from '../../api';
import { FieldMap } from '../maps/FieldMap';
import { unitExtentQuery } from '../maps/maps.queries';
import { MachineIcon } from './MachineIcon';
import { MapLegend } from './MapLegend';
import { ORDER_STATUS_COLOURS, STATE_COLOURS, TRAIL_COLOURS } from './monitoring-colours';

interface MonitoringMapProps {
  machines: TFleetMachine[];
  orders: TFleetOrder[];
  trails: TTrailCollection | undefined;
  selectedId: number | null;
  followId: number | null;
  onSelect: (id: number) => void;
  height: string;
}

/** The box around the machines that reported. */
function machinesBox(machines: readonly TFleetMachine[]): TBoundingBox | null {
  const placed = machines.flatMap((machine) => (machine.position ? [machine.position] : []));
  if (!placed.length) return null;
  const longitudes = placed.map((position) => position.longitude);
  const latitudes = placed.map((position) => position.latitude);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}

/**
 * The live map: the branch's fields, today's order fields coloured by status, today's trails, and
 * every machine at its last position (outline by type, turned to its heading, coloured by state).
 */
export function MonitoringMap({
  machines,
  orders,
  trails,
  selectedId,
  followId,
  onSelect,
  height,
}: MonitoringMapProps) {
  const { t } = useTranslation();
  const session = useSession();
  const mapRef = useRef<MapRef | null>(null);
  const extent = useQuery({
    ...unitExtentQuery(session?.user.owner ?? '', session?.user.unit ?? 0),
    enabled: Boolean(session),
  });
  // The first box with the fields and the machines in it; later moves do not refit the map.
  const [focus, setFocus] = useState<TBoundingBox | null>(null);
  if (!focus && !extent.isPending) {
    const box = mergeBoundingBoxes([extent.data?.bbox, machinesBox(machines)]);
    if (box) setFocus(box);
  }

  const followed = machines.find((machine) => machine.equipamentoId === followId)?.position;
  useEffect(() => {
    if (!followed) return;
    mapRef.current?.easeTo({
      center: [followed.longitude, followed.latitude],
      zoom: Math.max(mapRef.current.getZoom(), 14),
      duration: 600,
    });
  }, [followed?.latitude, followed?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps

  // Choosing a machine brings it into view.
  const chosen = machines.find((machine) => machine.equipamentoId === selectedId)?.position;
  useEffect(() => {
    if (!chosen) return;
    mapRef.current?.easeTo({ center: [chosen.longitude, chosen.latitude], duration: 600 });
  }, [selectedId]); // eslint-disable-line react-hooks/exhaustive-deps

  // One colour per field: a field in several orders takes the status of the last order listed.
  const statusPaint = useMemo(() => {
    const byField = new Map<number, string>();
    for (const order of orders)
      for (const fieldId of order.fieldIds) byField.set(fieldId, ORDER_STATUS_COLOURS[order.status]);
    if (!byField.size) return null;
    return {
      ids: [...byField.keys()],
      colour: ['match', ['get', 'id'], ...[...byField].flat(), '#000000'],
    };
  }, [orders]);

  return (
    <FieldMap height={height} mapRef={mapRef} focus={focus ?? undefined} overlay={<MapLegend />}>
      {statusPaint && (
        <>
          <Layer
            id="order-fields"
            type="fill"
            source="fields"
            source-layer={FIELD_TILE_LAYERS.polygons}
            filter={['in', ['get', 'id'], ['literal', statusPaint.ids]] as never}
            paint={{ 'fill-color': statusPaint.colour as never, 'fill-opacity': 0.55 }}
          />
          <Layer
            id="order-fields-outline"
            type="line"
            source="fields"
            source-layer={FIELD_TILE_LAYERS.polygons}
            filter={['in', ['get', 'id'], ['literal', statusPaint.ids]] as never}
            paint={{ 'line-color': statusPaint.colour as never, 'line-width': 2.5 }}
          />
        </>
      )}
      <Source id="trails" type="geojson" data={trails ?? { type: 'FeatureCollection', features: [] }}>
        <Layer
          id="trail-lines"
          type="line"
          layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          paint={{
            'line-color': [
              'match',
              ['get', 'state'],
              'applying',
              TRAIL_COLOURS.applying,
              TRAIL_COLOURS.travelling,
            ] as never,
            'line-width': ['match', ['get', 'state'], 'applying', 4, 2] as never,
            'line-opacity': 0.85,
          }}
        />
      </Source>
      {machines.map((machine) =>
        machine.position ? (
          <Marker
            key={machine.equipamentoId}
            longitude={machine.position.longitude}
            latitude={machine.position.latitude}
            anchor="center"
            onClick={(event) => {
              event.originalEvent.stopPropagation();
              onSelect(machine.equipamentoId);
            }}
          >
            <Box
              component="button"
              type="button"
              aria-label={`${machine.name} — ${t(`monitoring.states.${machine.state}`)}`}
              data-testid="machine-marker"
              data-machine={machine.equipamentoId}
              data-state={machine.state}
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
            >
              <MachineIcon
                type={machine.type}
                colour={STATE_COLOURS[machine.state]}
                heading={machine.position.headingDegrees}
                selected={machine.equipamentoId === selectedId}
              />
            </Box>
          </Marker>
        ) : null,
      )}
    </FieldMap>
  );
}

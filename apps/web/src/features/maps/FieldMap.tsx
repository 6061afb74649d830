import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Paper, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import MapView, {
  Layer,
  Marker,
  NavigationControl,
  ScaleControl,
  Source,
  type MapRef,
} from 'react-map-gl/maplibre';
import { FIELD_LABEL_MIN_ZOOM, FIELD_TILE_LAYERS, FIT_BOUNDS, type TBoundingBox } from '@tramline/domain';
import { sessionStore, useSession } from '../../api';
import { UnitValue, useUnitSystem } from '../../ui';
import { mapLibrary } from './map-setup';
import { unitExtentQuery } from './maps.queries';
import {
  authorisedRequest,
  baseStyle,
  configuredBasemaps,
  FIELD_TILE_SOURCE_MAX_ZOOM,
  fieldTileUrl,
} from './map-style';

/** What a field label needs: where, what name, how big. */
export interface TFieldLabel {
  id: number;
  name: string;
  areaHectares: number | null;
  centroid: { latitude: number; longitude: number } | null;
}

interface FieldMapProps {
  /** Fields labelled on the map (from zoom 13.25, as the spec says). */
  labels?: TFieldLabel[];
  /** Fields drawn strong; the others stay faint. All strong when absent. */
  highlightIds?: number[];
  /** Only these fields are drawn. All fields of the branch when absent. */
  onlyIds?: number[];
  /** The box the map fits to whenever it changes. */
  focus?: TBoundingBox | null;
  /** Changes after fields were written, so the map fetches fresh tiles. */
  tileVersion?: number;
  onFieldClick?: (id: number) => void;
  onMapClick?: (position: { latitude: number; longitude: number }) => void;
  height?: number | string;
  mapRef?: RefObject<MapRef | null>;
  /** Sources, layers and markers drawn over the fields. */
  children?: ReactNode;
  /** Shown over the map's top-left corner (the map selector). */
  overlay?: ReactNode;
  cursor?: string;
}

const DEFAULT_CENTRE = { longitude: -93.62, latitude: 42.03, zoom: 9 };

/**
 * A MapLibre map of the branch's fields drawn from the server's vector tiles, on an offline style,
 * with labels in the user's area unit (acres or hectares).
 */
export function FieldMap({
  labels = [],
  highlightIds,
  onlyIds,
  focus,
  tileVersion = 0,
  onFieldClick,
  onMapClick,
  height = 520,
  mapRef: externalRef,
  children,
  overlay,
  cursor,
}: FieldMapProps) {
  const { t } = useTranslation();
  const unitSystem = useUnitSystem();
  const session = useSession();
  const internalRef = useRef<MapRef | null>(null);
  const mapRef = externalRef ?? internalRef;
  const [zoom, setZoom] = useState(DEFAULT_CENTRE.zoom);
  const basemaps = useMemo(() => configuredBasemaps(), []);
  const [basemapKey, setBasemapKey] = useState('none');
  const basemap = basemaps.find((candidate) => candidate.key === basemapKey) ?? null;
  const style = useMemo(() => baseStyle(basemap), [basemap]);
  const transformRequest = useMemo(() => authorisedRequest(() => sessionStore.token()), []);

  // Without a box of its own the map fits the branch's mapped fields.
  const extent = useQuery({
    ...unitExtentQuery(session?.user.owner ?? '', session?.user.unit ?? 0),
    enabled: Boolean(session) && !focus,
  });
  const target = focus ?? extent.data?.bbox ?? null;
  const focusKey = target ? target.join(',') : '';
  useEffect(() => {
    if (!target) return;
    const map = mapRef.current;
    if (!map) return;
    map.fitBounds(target, { padding: FIT_BOUNDS.unitPadding, maxZoom: FIT_BOUNDS.maxZoom, duration: 0 });
    // Only a new box moves the map; the array identity changes on every render.
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!session) return null;
  const tiles = `${fieldTileUrl(session.user.owner, session.user.unit)}&v=${tileVersion}`;
  const idFilter = onlyIds ? ['in', ['get', 'id'], ['literal', onlyIds]] : null;
  const strong = highlightIds ? ['in', ['get', 'id'], ['literal', highlightIds]] : true;
  const showLabels = zoom >= FIELD_LABEL_MIN_ZOOM;

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', position: 'relative' }}>
      <Box h={height} data-testid="field-map">
        <MapView
          ref={mapRef}
          mapLib={mapLibrary}
          mapStyle={style}
          transformRequest={transformRequest}
          initialViewState={
            target
              ? {
                  bounds: target,
                  fitBoundsOptions: { padding: FIT_BOUNDS.unitPadding, maxZoom: FIT_BOUNDS.maxZoom },
                }
              : DEFAULT_CENTRE
          }
          onZoom={(event) => setZoom(event.viewState.zoom)}
          onLoad={(event) => setZoom(event.target.getZoom())}
          interactiveLayerIds={onFieldClick ? ['field-fill'] : undefined}
          cursor={cursor}
          onClick={(event) => {
            const feature = event.features?.[0];
            if (feature && onFieldClick) onFieldClick(Number(feature.properties?.id));
            onMapClick?.({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
          }}
          style={{ width: '100%', height: '100%' }}
          attributionControl={basemap ? {} : false}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <ScaleControl position="bottom-right" unit={unitSystem} />
          <Source id="fields" type="vector" tiles={[tiles]} maxzoom={FIELD_TILE_SOURCE_MAX_ZOOM}>
            <Layer
              id="field-fill"
              type="fill"
              source-layer={FIELD_TILE_LAYERS.polygons}
              {...(idFilter ? { filter: idFilter as never } : {})}
              paint={{
                'fill-color': ['case', strong as never, '#74b816', '#a9c98a'] as never,
                'fill-opacity': ['case', strong as never, 0.45, 0.2] as never,
              }}
            />
            <Layer
              id="field-outline"
              type="line"
              source-layer={FIELD_TILE_LAYERS.polygons}
              {...(idFilter ? { filter: idFilter as never } : {})}
              paint={{
                'line-color': ['case', strong as never, '#2b8a3e', '#8aa876'] as never,
                'line-width': 1.5,
              }}
            />
          </Source>
          {children}
          {showLabels &&
            labels
              .filter((label) => label.centroid)
              .map((label) => (
                <Marker
                  key={label.id}
                  longitude={label.centroid!.longitude}
                  latitude={label.centroid!.latitude}
                  anchor="center"
                >
                  <Box
                    data-testid="field-label"
                    px={6}
                    py={2}
                    style={{
                      background: 'rgba(255,255,255,0.85)',
                      borderRadius: 4,
                      pointerEvents: 'none',
                      textAlign: 'center',
                      lineHeight: 1.2,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <Text size="xs" fw={600}>
                      {label.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <UnitValue quantity="area" value={label.areaHectares} />
                    </Text>
                  </Box>
                </Marker>
              ))}
        </MapView>
      </Box>
      {overlay && (
        <Box pos="absolute" top={10} left={10} style={{ zIndex: 2, maxWidth: 'calc(100% - 80px)' }}>
          {overlay}
        </Box>
      )}
      {basemaps.length > 0 && (
        <Box pos="absolute" bottom={10} left={10} style={{ zIndex: 2 }}>
          <SegmentedControl
            size="xs"
            value={basemapKey}
            onChange={setBasemapKey}
            data={[
              { value: 'none', label: t('agronomy.map.plain') },
              ...basemaps.map((option) => ({ value: option.key, label: t(`agronomy.map.${option.key}`) })),
            ]}
          />
        </Box>
      )}
      {!showLabels && labels.length > 0 && (
        <Text
          size="xs"
          c="dimmed"
          pos="absolute"
          bottom={8}
          right={110}
          style={{ zIndex: 2, background: 'rgba(255,255,255,0.7)', padding: '0 6px', borderRadius: 4 }}
        >
          {t('agronomy.map.zoomForLabels')}
        </Text>
      )}
    </Paper>
  );
}

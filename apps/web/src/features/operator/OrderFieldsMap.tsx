import { useMemo } from 'react';
import { Box, Paper } from '@mantine/core';
import MapView, { Layer, Source } from 'react-map-gl/maplibre';
import { FIT_BOUNDS, type TOperatorField } from '@tramline/domain';
import { mapLibrary } from '../maps/map-setup';
import { baseStyle } from '../maps/map-style';

/** West, south, east, north around every boundary point. */
function boundsOf(fields: readonly TOperatorField[]): [number, number, number, number] | null {
  const positions = fields.flatMap((field) => {
    if (!field.geometry) return [];
    const polygons =
      field.geometry.type === 'Polygon' ? [field.geometry.coordinates] : field.geometry.coordinates;
    return polygons.flatMap((rings) => rings.flat());
  });
  if (!positions.length) return null;
  const longitudes = positions.map((position) => position[0]!);
  const latitudes = positions.map((position) => position[1]!);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}

/** The order's fields drawn from the boundaries in the day (no tiles: it works offline too). */
export function OrderFieldsMap({
  fields,
  height = 220,
}: {
  fields: readonly TOperatorField[];
  height?: number;
}) {
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
  const bounds = boundsOf(fields);
  if (!bounds) return null;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box h={height} data-testid="operator-map">
        <MapView
          mapLib={mapLibrary}
          mapStyle={style}
          initialViewState={{ bounds, fitBoundsOptions: { padding: FIT_BOUNDS.unitPadding, maxZoom: 16 } }}
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
        </MapView>
      </Box>
    </Paper>
  );
}

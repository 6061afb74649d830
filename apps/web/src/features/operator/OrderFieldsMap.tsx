import { useMemo } from 'react';
import { Box, Paper } from '@mantine/core';
import MapView, { Layer, Source } from 'react-map-gl/maplibre';
import { FIT_BOUNDS, type TOperatorField } from '@tramline/domain';
import { mapLibrary } from '../maps/map-setup';
import { baseStyle } from '../maps/map-style';

/** West, south, east, north around every boundary point. */
function boundsOf(fields: readonly TOperatorField[]): [number, number, number, number] | null {
  const points = fields.flatMap((field) => {
    if (!field.geometry) return [];
    const polygons =
      field.geometry.type === 'Polygon' ? [field.geometry.coordinates] : field.geometry.coordinates;
    return polygons.flat(2) as unknown as number[];
  });
  if (points.length < 2) return null;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let index = 0; index + 1 < points.length; index += 2) {
    box[0] = Math.min(box[0], points[index]!);
    box[1] = Math.min(box[1], points[index + 1]!);
    box[2] = Math.max(box[2], points[index]!);
    box[3] = Math.max(box[3], points[index + 1]!);
  }
  return box;
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

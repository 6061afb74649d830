import { useEffect, useRef, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import {
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type SnapToCustom,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { TAreaGeometry, TPosition } from '@tramline/domain';
import { snapToCorner } from './boundary-edits';

export type TDrawTool = 'edit' | 'draw' | 'cut' | 'point';

interface TDrawCallbacks {
  /** The shape while it changes (a drag): for the live area. */
  onChange?: (geometry: TAreaGeometry) => void;
  /** A finished polygon (draw, edit), line (cut) or point. */
  onFinish: (shape: { polygon?: TAreaGeometry; line?: TPosition[]; point?: TPosition }) => void;
}

/**
 * Terra-draw on the editor's map for one tool at a time: `edit` drags the corners of one boundary,
 * `draw` draws a polygon, `cut` draws a line, `point` places one point. Every point snaps to the corners of the neighbouring
 * boundaries (`corners`) within 12 pixels.
 */
export function useDrawTool(mapRef: RefObject<MapRef | null>) {
  const drawRef = useRef<TerraDraw | null>(null);
  const cornersRef = useRef<TPosition[]>([]);

  function stop() {
    drawRef.current?.stop();
    drawRef.current = null;
  }
  useEffect(() => stop, []);

  function start(tool: TDrawTool, callbacks: TDrawCallbacks, corners: TPosition[], shape?: TAreaGeometry) {
    const map = mapRef.current?.getMap();
    if (!map) return;
    stop();
    cornersRef.current = corners;
    const snap: SnapToCustom = (event) =>
      snapToCorner({ x: event.containerX, y: event.containerY }, cornersRef.current, (position) =>
        map.project(position),
      );
    const snapping = { toCustom: snap, toCoordinate: true };
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({ snapping }),
        new TerraDrawLineStringMode({ snapping }),
        new TerraDrawPointMode(),
        new TerraDrawSelectMode({
          flags: {
            polygon: {
              feature: {
                coordinates: { draggable: true, midpoints: true, deletable: true, snappable: snapping },
              },
            },
          },
        }),
      ],
    });
    draw.start();
    const read = (id: string | number) => draw.getSnapshotFeature(id)?.geometry;
    draw.on('change', (ids, type) => {
      if (tool !== 'edit' || type !== 'update' || !callbacks.onChange) return;
      const geometry = read(ids[0]!);
      if (geometry?.type === 'Polygon') callbacks.onChange(geometry as TAreaGeometry);
    });
    draw.on('finish', (id) => {
      const geometry = read(id);
      if (geometry?.type === 'Polygon') callbacks.onFinish({ polygon: geometry as TAreaGeometry });
      if (geometry?.type === 'LineString') callbacks.onFinish({ line: geometry.coordinates as TPosition[] });
      if (geometry?.type === 'Point') callbacks.onFinish({ point: geometry.coordinates as TPosition });
    });
    if (tool === 'edit' && shape?.type === 'Polygon') {
      draw.setMode('select');
      const id = crypto.randomUUID();
      draw.addFeatures([{ id, type: 'Feature', geometry: shape, properties: { mode: 'polygon' } }]);
      draw.selectFeature(id);
    } else {
      draw.setMode(tool === 'cut' ? 'linestring' : tool === 'point' ? 'point' : 'polygon');
    }
    drawRef.current = draw;
  }

  return { start, stop };
}

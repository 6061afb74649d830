import { area } from '@turf/area';
import { difference } from '@turf/difference';
import { feature, featureCollection } from '@turf/helpers';
import { intersect } from '@turf/intersect';
import { union } from '@turf/union';
import type { TAreaGeometry, TPolygon, TPosition } from '@tramline/domain';

const SQUARE_METRES_PER_HECTARE = 10_000;

/** Area of a boundary in hectares (the unit the server stores); 0 without one. */
export function areaHectaresOf(geometry: TAreaGeometry | null | undefined): number {
  return geometry ? area(geometry) / SQUARE_METRES_PER_HECTARE : 0;
}

/** The polygons of a boundary, one a part. */
function polygonsOf(geometry: TAreaGeometry): TPolygon[] {
  return geometry.type === 'Polygon'
    ? [geometry]
    : geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }) as TPolygon);
}

/** The line extended at both ends by `length` degrees, so it crosses the whole field. */
function extended(line: TPosition[], length: number): TPosition[] {
  const push = (from: TPosition, to: TPosition): TPosition => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const norm = Math.hypot(dx, dy) || 1;
    return [to[0] + (dx / norm) * length, to[1] + (dy / norm) * length];
  };
  return [push(line[1]!, line[0]!), ...line, push(line[line.length - 2]!, line[line.length - 1]!)];
}

/**
 * Cuts a boundary along a drawn line into the parts on either side, largest first. The line is
 * extended past the field at both ends and closed on its left into one half-plane; the parts are
 * the boundary inside and outside it, so neighbouring parts share their edge exactly. Answers
 * null when the line does not cut the field in two.
 */
export function splitBoundary(geometry: TAreaGeometry, line: TPosition[]): TPolygon[] | null {
  if (line.length < 2) return null;
  const [west, south, east, north] = boundsOf([
    ...polygonsOf(geometry).flatMap((p) => p.coordinates[0]!),
    ...line,
  ]);
  const reach = 10 * Math.max(east - west, north - south, 1e-6);
  const cut = extended(line, reach);
  const first = cut[0]!;
  const last = cut[cut.length - 1]!;
  const dx = last[0] - first[0];
  const dy = last[1] - first[1];
  const norm = Math.hypot(dx, dy) || 1;
  const left: TPosition = [(-dy / norm) * reach, (dx / norm) * reach];
  const side = feature({
    type: 'Polygon',
    coordinates: [
      [...cut, [last[0] + left[0], last[1] + left[1]], [first[0] + left[0], first[1] + left[1]], first],
    ],
  } as TPolygon);
  const field = feature(geometry);
  const inside = intersect(featureCollection([field, side]));
  const outside = difference(featureCollection([field, side]));
  const parts = [inside, outside]
    .flatMap((part) => (part ? polygonsOf(part.geometry as TAreaGeometry) : []))
    .filter((part) => area(part) > 1);
  if (parts.length < 2) return null;
  return parts.sort((a, b) => area(b) - area(a));
}

/** Two touching boundaries as one polygon, or null when they do not touch or overlap. */
export function mergeBoundaries(first: TAreaGeometry, second: TAreaGeometry): TPolygon | null {
  const merged = union(featureCollection([feature(first), feature(second)]));
  if (!merged) return null;
  const parts = polygonsOf(merged.geometry as TAreaGeometry);
  return parts.length === 1 ? parts[0]! : null;
}

function boundsOf(positions: TPosition[]): [number, number, number, number] {
  const xs = positions.map((position) => position[0]);
  const ys = positions.map((position) => position[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The nearest corner of the neighbouring boundaries within `tolerance` pixels of a pointer, for
 * snapping; `project` turns a position into screen pixels.
 */
export function snapToCorner(
  pointer: { x: number; y: number },
  corners: readonly TPosition[],
  project: (position: TPosition) => { x: number; y: number },
  tolerance = 12,
): TPosition | undefined {
  let best: TPosition | undefined;
  let bestDistance = tolerance;
  for (const corner of corners) {
    const point = project(corner);
    const distance = Math.hypot(point.x - pointer.x, point.y - pointer.y);
    if (distance <= bestDistance) {
      best = corner;
      bestDistance = distance;
    }
  }
  return best;
}

/** Every corner of some boundaries (outer and inner rings). */
export function cornersOf(geometries: readonly TAreaGeometry[]): TPosition[] {
  return geometries.flatMap((geometry) =>
    polygonsOf(geometry).flatMap((polygon) => polygon.coordinates.flat()),
  );
}

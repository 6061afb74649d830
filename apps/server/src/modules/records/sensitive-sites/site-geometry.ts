import type { TAreaGeometry, TBoundingBox, TPosition, TSensitiveSiteGeometry } from '@tramline/domain';

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** A site's shape as the distance rules read it. */
export interface TSiteShape {
  geometry: TSensitiveSiteGeometry;
  radiusMeters: number | null;
}

type TXY = [number, number];

/** Local flat metres around a reference latitude (good to well under 1 % over a few km). */
function projector(latitude: number) {
  const cos = Math.cos(latitude * RAD);
  return ([longitude, lat]: TPosition): TXY => [
    longitude * RAD * EARTH_RADIUS_M * cos,
    lat * RAD * EARTH_RADIUS_M,
  ];
}

function ringsOf(geometry: TAreaGeometry): TPosition[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

function pointSegment(p: TXY, a: TXY, b: TXY) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function crosses(a: TXY, b: TXY, c: TXY, d: TXY) {
  const side = (p: TXY, q: TXY, r: TXY) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function insideRing(p: TXY, ring: TXY[]) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insidePolygons(p: TXY, polygons: TXY[][][]) {
  return polygons.some(
    ([outer, ...holes]) => insideRing(p, outer!) && !holes.some((hole) => insideRing(p, hole)),
  );
}

function segments(polygons: TXY[][][]) {
  return polygons.flatMap((rings) =>
    rings.flatMap((ring) => ring.slice(1).map((point, index) => [ring[index]!, point] as [TXY, TXY])),
  );
}

/**
 * Metres between a field's boundary and a sensitive site's edge: 0 when they touch or overlap,
 * else the shortest gap (a point site counts as the circle of its radius).
 */
export function distanceToSiteMeters(field: TAreaGeometry, site: TSiteShape): number {
  const reference = ringsOf(field)[0]![0]![0]![1];
  const project = projector(reference);
  const fieldPolygons = ringsOf(field).map((rings) => rings.map((ring) => ring.map(project)));
  const fieldEdges = segments(fieldPolygons);
  if (site.geometry.type === 'Point') {
    const centre = project(site.geometry.coordinates);
    if (insidePolygons(centre, fieldPolygons)) return 0;
    const gap = Math.min(...fieldEdges.map(([a, b]) => pointSegment(centre, a, b)));
    return Math.max(0, gap - (site.radiusMeters ?? 0));
  }
  const sitePolygons = ringsOf(site.geometry).map((rings) => rings.map((ring) => ring.map(project)));
  const siteEdges = segments(sitePolygons);
  if (
    fieldPolygons.some((rings) => insidePolygons(rings[0]![0]!, sitePolygons)) ||
    sitePolygons.some((rings) => insidePolygons(rings[0]![0]!, fieldPolygons)) ||
    fieldEdges.some(([a, b]) => siteEdges.some(([c, d]) => crosses(a, b, c, d)))
  )
    return 0;
  let gap = Infinity;
  for (const [a, b] of fieldEdges)
    for (const [c, d] of siteEdges)
      gap = Math.min(
        gap,
        pointSegment(a, c, d),
        pointSegment(b, c, d),
        pointSegment(c, a, b),
        pointSegment(d, a, b),
      );
  return gap;
}

/** A box grown by some metres on every side (west, south, east, north). */
export function grownBox(box: TBoundingBox, meters: number): TBoundingBox {
  const [west, south, east, north] = box;
  const dLat = meters / (EARTH_RADIUS_M * RAD);
  const dLon = dLat / Math.max(0.01, Math.cos(Math.max(Math.abs(south), Math.abs(north)) * RAD));
  return [west - dLon, south - dLat, east + dLon, north + dLat];
}

/** Box of a site grown by its radius and buffer (west, south, east, north). */
export function siteBox(site: TSiteShape, bufferMeters: number): TBoundingBox {
  const positions: TPosition[] =
    site.geometry.type === 'Point'
      ? [site.geometry.coordinates]
      : ringsOf(site.geometry).flatMap((rings) => rings.flat());
  const longitudes = positions.map((position) => position[0]);
  const latitudes = positions.map((position) => position[1]);
  return grownBox(
    [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)],
    (site.radiusMeters ?? 0) + bufferMeters,
  );
}

/** Whether two boxes overlap. */
export function boxesMeet(a: TBoundingBox, b: TBoundingBox) {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

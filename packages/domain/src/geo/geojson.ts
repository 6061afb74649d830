import { z } from 'zod';

/** WGS84 latitude in decimal degrees. */
export const ZLatitude = z.number().min(-90).max(90);
/** WGS84 longitude in decimal degrees. */
export const ZLongitude = z.number().min(-180).max(180);

/** A GeoJSON position `[longitude, latitude]` (an optional altitude is dropped). */
export const ZPosition = z
  .array(z.number())
  .min(2)
  .max(3)
  .refine(([longitude, latitude]) => Math.abs(longitude!) <= 180 && Math.abs(latitude!) <= 90)
  .transform(([longitude, latitude]) => [longitude!, latitude!] as [number, number]);
export type TPosition = [number, number];

/** A closed ring of at least four positions, the last equal to the first. */
export const ZLinearRing = z
  .array(ZPosition)
  .min(4)
  .refine((ring) => {
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    return first[0] === last[0] && first[1] === last[1];
  });

export const ZPolygon = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(ZLinearRing).min(1).max(500),
});
export type TPolygon = { type: 'Polygon'; coordinates: TPosition[][] };

export const ZMultiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ZLinearRing).min(1).max(500)).min(1).max(500),
});
export type TMultiPolygon = { type: 'MultiPolygon'; coordinates: TPosition[][][] };

/** A field or territory boundary: a polygon, or several parts. */
export const ZAreaGeometry = z.discriminatedUnion('type', [ZPolygon, ZMultiPolygon]);
export type TAreaGeometry = TPolygon | TMultiPolygon;

/** A boundary as the server answers it (already clean: plain `[longitude, latitude]` positions). */
const ZPositionValue = z.tuple([z.number(), z.number()]);
export const ZAreaGeometryValue = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(ZPositionValue)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(ZPositionValue))) }),
]);

/** West, south, east, north in decimal degrees. */
export const ZBoundingBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type TBoundingBox = [west: number, south: number, east: number, north: number];

export const ZPoint = z.object({ latitude: ZLatitude, longitude: ZLongitude });
export type TPoint = z.infer<typeof ZPoint>;

/** Every position of an area geometry, outer and inner rings alike. */
export function positionsOf(geometry: TAreaGeometry): TPosition[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat(2) as unknown as TPosition[];
}

/** The bounding box of some geometries, or null when there is none. */
export function boundingBoxOf(geometries: readonly TAreaGeometry[]): TBoundingBox | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const geometry of geometries) {
    for (const [longitude, latitude] of positionsOf(geometry)) {
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
    }
  }
  return Number.isFinite(west) ? [west, south, east, north] : null;
}

/** The smallest box holding several boxes, or null for none. */
export function mergeBoundingBoxes(boxes: readonly (TBoundingBox | null | undefined)[]): TBoundingBox | null {
  const present = boxes.filter((box): box is TBoundingBox => Boolean(box));
  if (present.length === 0) return null;
  return [
    Math.min(...present.map((box) => box[0])),
    Math.min(...present.map((box) => box[1])),
    Math.max(...present.map((box) => box[2])),
    Math.max(...present.map((box) => box[3])),
  ];
}

/** Mean Earth radius, metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

/**
 * A circle of `radiusMetres` around a point as a closed polygon ring (for drawing a property
 * radius): `steps` positions on the great-circle distance, the first repeated at the end.
 */
export function circleRing(centre: TPoint, radiusMetres: number, steps = 64): TPosition[] {
  const latitude = (centre.latitude * Math.PI) / 180;
  const longitude = (centre.longitude * Math.PI) / 180;
  const angular = radiusMetres / EARTH_RADIUS_METRES;
  const ring: TPosition[] = [];
  for (let step = 0; step < steps; step += 1) {
    const bearing = (2 * Math.PI * step) / steps;
    const pointLatitude = Math.asin(
      Math.sin(latitude) * Math.cos(angular) + Math.cos(latitude) * Math.sin(angular) * Math.cos(bearing),
    );
    const pointLongitude =
      longitude +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(latitude),
        Math.cos(angular) - Math.sin(latitude) * Math.sin(pointLatitude),
      );
    ring.push([(pointLongitude * 180) / Math.PI, (pointLatitude * 180) / Math.PI]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** Great-circle (haversine) distance between two points, metres. */
export function greatCircleMetres(from: TPoint, to: TPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const deltaLatitude = radians(to.latitude - from.latitude);
  const deltaLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

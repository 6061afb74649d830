import { area as turfArea } from '@turf/area';
import { bbox as turfBbox } from '@turf/bbox';
import { centroid as turfCentroid } from '@turf/centroid';
import { kinks } from '@turf/kinks';
import { union } from '@turf/union';
import { featureCollection, feature } from '@turf/helpers';
import { ZAreaGeometry, type TAreaGeometry, type TBoundingBox, type TPosition } from '@tramline/domain';

const SQUARE_METRES_PER_HECTARE = 10_000;

/** What the server derives from a boundary on save. */
export interface TDerivedGeometry {
  geometry: TAreaGeometry;
  areaHectares: number;
  centroid: { latitude: number; longitude: number };
  bbox: TBoundingBox;
}

function closeRing(ring: TPosition[]): TPosition[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return ring;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

/**
 * A boundary as stored: WGS84 positions without altitude, rings closed. Answers null when the
 * shape is no polygon (too few positions, coordinates out of range, zero area).
 */
export function normaliseGeometry(input: unknown): TAreaGeometry | null {
  if (!input || typeof input !== 'object') return null;
  const candidate = input as { type?: unknown; coordinates?: unknown };
  const closeAll = (rings: unknown) =>
    Array.isArray(rings)
      ? rings.map((ring) =>
          Array.isArray(ring)
            ? closeRing(
                ring.map((position) =>
                  Array.isArray(position) ? [position[0], position[1]] : position,
                ) as TPosition[],
              )
            : ring,
        )
      : rings;
  const shaped =
    candidate.type === 'Polygon'
      ? { type: 'Polygon', coordinates: closeAll(candidate.coordinates) }
      : candidate.type === 'MultiPolygon' && Array.isArray(candidate.coordinates)
        ? { type: 'MultiPolygon', coordinates: candidate.coordinates.map(closeAll) }
        : null;
  if (!shaped) return null;
  const parsed = ZAreaGeometry.safeParse(shaped);
  if (!parsed.success) return null;
  const geometry = parsed.data as TAreaGeometry;
  return turfArea(geometry) > 0 ? geometry : null;
}

/** Area (hectares), centroid and bounding box of a boundary. */
export function deriveGeometry(geometry: TAreaGeometry): TDerivedGeometry {
  const [longitude, latitude] = turfCentroid(geometry).geometry.coordinates as [number, number];
  return {
    geometry,
    areaHectares: turfArea(geometry) / SQUARE_METRES_PER_HECTARE,
    centroid: { latitude, longitude },
    bbox: turfBbox(geometry) as TBoundingBox,
  };
}

/** The columns a boundary (or none) gives a field row. */
export function geometryColumns(geometry: TAreaGeometry | null, typedAreaHectares: number | null) {
  if (!geometry) {
    return {
      geometry: null,
      areaHectares: typedAreaHectares,
      centroidLatitude: null,
      centroidLongitude: null,
      bboxWest: null,
      bboxSouth: null,
      bboxEast: null,
      bboxNorth: null,
    };
  }
  const derived = deriveGeometry(geometry);
  return {
    geometry,
    areaHectares: derived.areaHectares,
    centroidLatitude: derived.centroid.latitude,
    centroidLongitude: derived.centroid.longitude,
    bboxWest: derived.bbox[0],
    bboxSouth: derived.bbox[1],
    bboxEast: derived.bbox[2],
    bboxNorth: derived.bbox[3],
  };
}

/** Whether a boundary's edges cross one another (a bow tie), which no field can have. */
export function isSelfIntersecting(geometry: TAreaGeometry): boolean {
  return kinks(geometry).features.length > 0;
}

/** Area of a boundary, hectares. */
export function areaHectaresOf(geometry: TAreaGeometry): number {
  return turfArea(geometry) / SQUARE_METRES_PER_HECTARE;
}

/** The union of boundaries as one polygon, or null when they do not touch (the union has several parts). */
export function mergedBoundary(geometries: TAreaGeometry[]): TAreaGeometry | null {
  const merged = union(featureCollection(geometries.map((geometry) => feature(geometry))));
  if (!merged) return null;
  const geometry = merged.geometry;
  if (geometry.type === 'Polygon') return normaliseGeometry(geometry);
  return geometry.coordinates.length === 1
    ? normaliseGeometry({ type: 'Polygon', coordinates: geometry.coordinates[0] })
    : null;
}

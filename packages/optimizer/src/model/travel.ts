import type { TravelMatrix } from './problem';

/** A point in degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;

/**
 * The embedded travel estimate: great-circle distance x road factor, at a travel speed (km/h).
 * Road routers (OSRM, GraphHopper) supply the same matrix shape.
 */
export function buildGreatCircleMatrix(
  points: readonly GeoPoint[],
  speedKmh: number,
  roadFactor = 1.3,
): TravelMatrix {
  const n = points.length;
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  const metresPerSecond = speedKmh / 3.6;
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const b = points[j]!;
      const dLat = ((b.latitude - a.latitude) * Math.PI) / 180;
      const dLon = ((b.longitude - a.longitude) * Math.PI) / 180;
      const h =
        Math.sin(dLat / 2) ** 2 +
        Math.cos((a.latitude * Math.PI) / 180) *
          Math.cos((b.latitude * Math.PI) / 180) *
          Math.sin(dLon / 2) ** 2;
      const metres = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))) * roadFactor;
      distances[i * n + j] = metres;
      durations[i * n + j] = metres / metresPerSecond;
    }
  }
  return { durations, distances };
}

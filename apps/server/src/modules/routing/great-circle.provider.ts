import { buildGreatCircleMatrix } from '@tramline/optimizer';
import type { TRoutingProvider } from './routing.provider';

/** Country roads run about 30 % longer than the straight line between two fields. */
export const DEFAULT_ROAD_FACTOR = 1.3;

/** The embedded default: great-circle distance x road factor, at the machine's road speed. */
export function createGreatCircleRouting(roadFactor = DEFAULT_ROAD_FACTOR): TRoutingProvider {
  return {
    name: 'great-circle',
    async matrix(points, speedKmh) {
      const matrix = buildGreatCircleMatrix(points, speedKmh, roadFactor);
      return {
        durations: Float64Array.from(matrix.durations),
        distances: Float64Array.from(matrix.distances),
      };
    },
    async route(points, speedKmh) {
      const matrix = buildGreatCircleMatrix(points, speedKmh, roadFactor);
      const n = points.length;
      let distanceM = 0;
      let durationS = 0;
      for (let index = 0; index + 1 < n; index += 1) {
        distanceM += matrix.distances[index * n + index + 1]!;
        durationS += matrix.durations[index * n + index + 1]!;
      }
      return { distanceM, durationS, geometry: points.map((point) => [point.longitude, point.latitude]) };
    },
  };
}

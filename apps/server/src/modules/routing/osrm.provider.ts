import { z } from 'zod';
import { RoutingUnavailableError, type TRoutingProvider } from './routing.provider';
import type { TGeoPoint } from '../weather/weather.provider';

const ZTable = z.object({
  code: z.literal('Ok'),
  durations: z.array(z.array(z.number().nullable())),
  distances: z.array(z.array(z.number().nullable())),
});
const ZRoute = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number(),
        duration: z.number(),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
      }),
    )
    .min(1),
});

const coordinates = (points: readonly TGeoPoint[]) =>
  points.map((point) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`).join(';');

/**
 * The OSRM HTTP adapter. OSRM's durations are for cars; a machine is slower on the road, so each
 * duration is at least the road distance at the machine's road speed.
 */
export function createOsrmRouting(options: {
  baseUrl: string;
  profile?: string;
  timeoutMs?: number;
}): TRoutingProvider {
  const profile = options.profile ?? 'driving';
  async function get(path: string) {
    try {
      const response = await fetch(new URL(path, options.baseUrl), {
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`OSRM answered ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      throw new RoutingUnavailableError('The routing service could not be reached', { cause: error });
    }
  }
  return {
    name: 'osrm',
    async matrix(points, speedKmh) {
      const body = ZTable.safeParse(
        await get(`/table/v1/${profile}/${coordinates(points)}?annotations=duration,distance`),
      );
      if (!body.success)
        throw new RoutingUnavailableError('The routing service answered an unexpected shape');
      const n = points.length;
      const durations = new Float64Array(n * n);
      const distances = new Float64Array(n * n);
      const metresPerSecond = speedKmh / 3.6;
      for (let from = 0; from < n; from += 1)
        for (let to = 0; to < n; to += 1) {
          const distance = body.data.distances[from]?.[to];
          const duration = body.data.durations[from]?.[to];
          if (distance == null || duration == null)
            throw new RoutingUnavailableError('No road between two points');
          distances[from * n + to] = distance;
          durations[from * n + to] = Math.max(duration, distance / metresPerSecond);
        }
      return { durations, distances };
    },
    async route(points, speedKmh) {
      const body = ZRoute.safeParse(
        await get(`/route/v1/${profile}/${coordinates(points)}?overview=full&geometries=geojson`),
      );
      if (!body.success)
        throw new RoutingUnavailableError('The routing service answered an unexpected shape');
      const route = body.data.routes[0]!;
      return {
        distanceM: route.distance,
        durationS: Math.max(route.duration, route.distance / (speedKmh / 3.6)),
        geometry: route.geometry.coordinates,
      };
    },
  };
}

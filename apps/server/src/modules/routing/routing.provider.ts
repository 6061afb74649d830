import type { TGeoPoint } from '../weather/weather.provider';

/** Travel between every pair of points, row-major: `durations[from * n + to]`. */
export interface TTravelMatrix {
  /** Seconds. */
  durations: Float64Array;
  /** Metres. */
  distances: Float64Array;
}

export interface TRouteLeg {
  distanceM: number;
  durationS: number;
  /** `[longitude, latitude]` pairs. */
  geometry: [number, number][];
}

/**
 * Road travel for planning. The embedded default estimates great-circle distance x a road factor;
 * the OSRM adapter asks a routing server. Durations always respect the machine's road speed.
 */
export interface TRoutingProvider {
  readonly name: string;
  matrix(points: readonly TGeoPoint[], speedKmh: number): Promise<TTravelMatrix>;
  route(points: readonly TGeoPoint[], speedKmh: number): Promise<TRouteLeg>;
}

export class RoutingUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RoutingUnavailableError';
  }
}

/** A point in degrees (WGS84). */
export interface TGeoPoint {
  latitude: number;
  longitude: number;
}

/** One hour of forecast at a point. */
export interface TForecastHour {
  /** Start of the hour. */
  hour: Date;
  windKmh: number;
  windGustKmh: number | null;
  temperatureC: number;
  humidityPct: number;
  rainMm: number;
}

/**
 * Where planning gets its weather. The embedded default reads stored forecasts; the Open-Meteo
 * adapter asks the Open-Meteo HTTP API. Planning code depends on this interface only.
 */
export interface TWeatherProvider {
  readonly name: string;
  /** Hourly forecast covering [from, to) at a point; hours the source does not know are absent. */
  hourly(ownerId: number, point: TGeoPoint, from: Date, to: Date): Promise<TForecastHour[]>;
}

/** Raised when the weather source cannot answer (the spec's code 708). */
export class WeatherUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WeatherUnavailableError';
  }
}

/** The 0.1-degree grid cell a point falls in. */
export function gridCell(point: TGeoPoint): TGeoPoint {
  return { latitude: Math.round(point.latitude * 10) / 10, longitude: Math.round(point.longitude * 10) / 10 };
}

import type { StyleSpecification } from 'maplibre-gl';
import { FIELD_TILE_MAX_ZOOM } from '@tramline/domain';
import { API_PREFIX, HEADERS } from '../../api';

/** Where optional base layers come from (build-time settings); none means the plain offline style. */
export interface TRasterBasemap {
  key: 'satellite' | 'street';
  url: string;
  attribution?: string;
}

/** Raster base maps configured for this build (`VITE_MAP_SATELLITE_URL`, `VITE_MAP_STREET_URL`, XYZ templates). */
export function configuredBasemaps(
  env: Record<string, string | undefined> = import.meta.env,
): TRasterBasemap[] {
  const basemaps: TRasterBasemap[] = [];
  if (env.VITE_MAP_SATELLITE_URL)
    basemaps.push({
      key: 'satellite',
      url: env.VITE_MAP_SATELLITE_URL,
      attribution: env.VITE_MAP_SATELLITE_ATTRIBUTION,
    });
  if (env.VITE_MAP_STREET_URL)
    basemaps.push({
      key: 'street',
      url: env.VITE_MAP_STREET_URL,
      attribution: env.VITE_MAP_STREET_ATTRIBUTION,
    });
  return basemaps;
}

/**
 * The driftwatch overlay (sensitive crops and apiaries) of this build: an XYZ raster template in
 * `VITE_MAP_DRIFTWATCH_URL`, with `VITE_MAP_DRIFTWATCH_ATTRIBUTION`; null when none is configured.
 */
export function configuredDriftwatch(
  env: Record<string, string | undefined> = import.meta.env,
): { url: string; attribution: string } | null {
  const url = env.VITE_MAP_DRIFTWATCH_URL?.trim();
  return url ? { url, attribution: env.VITE_MAP_DRIFTWATCH_ATTRIBUTION ?? '' } : null;
}

/** The style every map starts from: a plain background that needs nothing from the network, plus an optional raster base map. */
export function baseStyle(basemap?: TRasterBasemap | null): StyleSpecification {
  return {
    version: 8,
    sources: basemap
      ? {
          basemap: {
            type: 'raster',
            tiles: [basemap.url],
            tileSize: 256,
            attribution: basemap.attribution ?? '',
          },
        }
      : {},
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef2e6' } },
      ...(basemap ? [{ id: 'basemap', type: 'raster' as const, source: 'basemap' }] : []),
    ],
  };
}

/** The field tiles of a branch: `/api/v1/talhao/{client}/{z}/{x}/{y}.vector.pbf?u={unit}`, absolute for the map worker. */
export function fieldTileUrl(owner: string, unit: number, origin = window.location.origin): string {
  return `${origin}${API_PREFIX}/v1/talhao/${encodeURIComponent(owner)}/{z}/{x}/{y}.vector.pbf?u=${unit}`;
}

export const FIELD_TILE_SOURCE_MAX_ZOOM = FIELD_TILE_MAX_ZOOM;

/**
 * Adds the session token to the map's own requests to our API (tiles); other hosts get nothing.
 * The token is read on each request: a branch or language change replaces it while the map stays.
 */
export function authorisedRequest(token: () => string | null, origin = window.location.origin) {
  return (url: string) => {
    const current = token();
    return current && url.startsWith(`${origin}${API_PREFIX}/`)
      ? { url, headers: { [HEADERS.token]: current } }
      : { url };
  };
}

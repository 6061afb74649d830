import { describe, expect, it } from 'vitest';
import {
  authorisedRequest,
  baseStyle,
  configuredBasemaps,
  configuredDriftwatch,
  fieldTileUrl,
} from './map-style';

describe('map style', () => {
  it('works offline: a background and nothing to fetch unless a base map is configured', () => {
    const style = baseStyle();
    expect(style.sources).toEqual({});
    expect(style.layers.map((layer) => layer.type)).toEqual(['background']);
    expect(configuredBasemaps({})).toEqual([]);
  });

  it('adds a configured satellite raster underneath', () => {
    const [satellite] = configuredBasemaps({
      VITE_MAP_SATELLITE_URL: 'https://tiles.example/{z}/{x}/{y}.jpg',
    });
    expect(baseStyle(satellite).layers.map((layer) => layer.id)).toEqual(['background', 'basemap']);
  });

  it('reads the driftwatch overlay from the build, none when it is unset or blank', () => {
    expect(configuredDriftwatch({})).toBeNull();
    expect(configuredDriftwatch({ VITE_MAP_DRIFTWATCH_URL: '  ' })).toBeNull();
    expect(
      configuredDriftwatch({
        VITE_MAP_DRIFTWATCH_URL: 'https://drift.example/{z}/{x}/{y}.png',
        VITE_MAP_DRIFTWATCH_ATTRIBUTION: '© Drift',
      }),
    ).toEqual({ url: 'https://drift.example/{z}/{x}/{y}.png', attribution: '© Drift' });
  });

  it('points the field tiles at the branch and sends the token only to our API', () => {
    expect(fieldTileUrl('demo', 3, 'https://app.example')).toBe(
      'https://app.example/api/v1/talhao/demo/{z}/{x}/{y}.vector.pbf?u=3',
    );
    let token = 'secret';
    const transform = authorisedRequest(() => token, 'https://app.example');
    expect(transform('https://app.example/api/v1/talhao/demo/1/2/3.vector.pbf')).toEqual({
      url: 'https://app.example/api/v1/talhao/demo/1/2/3.vector.pbf',
      headers: { 'X-Auth-Token': 'secret' },
    });
    expect(transform('https://tiles.example/1/2/3.jpg')).toEqual({ url: 'https://tiles.example/1/2/3.jpg' });
    // A branch change replaces the token under a map that stays open.
    token = 'after-branch-change';
    expect(transform('https://app.example/api/v1/talhao/demo/1/2/3.vector.pbf')).toMatchObject({
      headers: { 'X-Auth-Token': 'after-branch-change' },
    });
  });
});

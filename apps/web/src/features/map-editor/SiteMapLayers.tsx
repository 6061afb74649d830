import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { TSensitiveSiteKind } from '@tramline/domain';
import { siteFeatures, type TShownSite } from './site-shapes';

/** Map colour of each site kind. */
export const SITE_COLOURS: Record<TSensitiveSiteKind, string> = {
  sensitiveCrop: '#e8590c',
  water: '#1c7ed6',
  apiary: '#f08c00',
  schoolOrResidence: '#c2255c',
  organicField: '#2f9e44',
  other: '#7048e8',
};

const colourOf = [
  'match',
  ['get', 'kind'],
  ...Object.entries(SITE_COLOURS).flat(),
  '#868e96',
] as unknown as string;

/**
 * Sensitive sites on the editor's map: each buffer tinted with a dashed edge, the site itself
 * filled stronger; the DriftWatch registry's entries drawn the same, with a dotted edge.
 */
export function SiteMapLayers(props: { sites: TShownSite[]; driftwatch: TShownSite[] }) {
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: [
        ...siteFeatures(props.sites, 'branch').features,
        ...siteFeatures(props.driftwatch, 'driftwatch').features,
      ],
    }),
    [props.sites, props.driftwatch],
  );
  return (
    <>
      {props.sites.map((site) => {
        const [longitude, latitude] = labelPointOf(site);
        return (
          <Marker key={site.id} longitude={longitude} latitude={latitude} anchor="top" offset={[0, 8]}>
            <Text
              size="xs"
              fw={600}
              px={4}
              data-testid="site-label"
              style={{ background: 'rgba(255,255,255,0.85)', borderRadius: 4, pointerEvents: 'none' }}
            >
              {site.name}
            </Text>
          </Marker>
        );
      })}
      <Source id="sensitive-sites" type="geojson" data={data}>
        <Layer
          id="site-buffer-fill"
          type="fill"
          filter={['==', ['get', 'part'], 'buffer']}
          paint={{ 'fill-color': colourOf, 'fill-opacity': 0.14 }}
        />
        <Layer
          id="site-buffer-line"
          type="line"
          filter={['==', ['get', 'part'], 'buffer']}
          paint={{ 'line-color': colourOf, 'line-width': 1.5, 'line-dasharray': [2, 2] }}
        />
        <Layer
          id="site-fill"
          type="fill"
          filter={['==', ['get', 'part'], 'site']}
          paint={{ 'fill-color': colourOf, 'fill-opacity': 0.45 }}
        />
        <Layer
          id="site-line"
          type="line"
          filter={['==', ['get', 'part'], 'site']}
          paint={{ 'line-color': colourOf, 'line-width': 2 }}
        />
      </Source>
    </>
  );
}

/** Where a site's name goes: a point's centre, else the middle of its outer ring's corners. */
function labelPointOf(site: TShownSite): [number, number] {
  const geometry = site.geometry;
  if (geometry.type === 'Point') return geometry.coordinates;
  const ring = (geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.coordinates[0]?.[0]) ?? [];
  const corners = ring.slice(1);
  if (corners.length === 0) return [0, 0];
  const sum = corners.reduce(
    (total, [longitude, latitude]) => [total[0] + longitude, total[1] + latitude],
    [0, 0],
  );
  return [sum[0] / corners.length, sum[1] / corners.length];
}

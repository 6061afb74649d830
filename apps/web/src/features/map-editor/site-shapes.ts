import union from '@turf/union';
import { featureCollection, polygon as turfPolygon } from '@turf/helpers';
import {
  circleRing,
  fromDisplayValue,
  toDisplayValue,
  type TAreaGeometry,
  type TLocale,
  type TUnitSystem,
  type TPosition,
  type TSensitiveSiteFormValues,
  type TSensitiveSiteGeometry,
  type TSensitiveSiteKind,
} from '@tramline/domain';

/** A site as the map draws it. */
export interface TShownSite {
  id: number | string;
  name: string;
  kind: TSensitiveSiteKind;
  geometry: TSensitiveSiteGeometry;
  radiusMeters: number | null;
  bufferMeters: number;
}

const EARTH_METRES_PER_DEGREE = 111_195;

/** The site's own area: the polygon, or the circle of a point's radius. */
export function siteArea(site: Pick<TShownSite, 'geometry' | 'radiusMeters'>): TAreaGeometry {
  if (site.geometry.type !== 'Point') return site.geometry;
  const [longitude, latitude] = site.geometry.coordinates;
  return { type: 'Polygon', coordinates: [circleRing({ latitude, longitude }, site.radiusMeters ?? 0, 48)] };
}

/**
 * The area within `bufferMeters` of the site: a point's circle grown by the buffer; a polygon
 * united with a circle at each corner and a band along each edge (the exact buffer, up to the
 * circles' steps).
 */
export function bufferArea(
  site: Pick<TShownSite, 'geometry' | 'radiusMeters' | 'bufferMeters'>,
): TAreaGeometry {
  if (site.geometry.type === 'Point') {
    const [longitude, latitude] = site.geometry.coordinates;
    const radius = (site.radiusMeters ?? 0) + site.bufferMeters;
    return { type: 'Polygon', coordinates: [circleRing({ latitude, longitude }, radius, 64)] };
  }
  if (site.bufferMeters <= 0) return site.geometry;
  const polygons = site.geometry.type === 'Polygon' ? [site.geometry.coordinates] : site.geometry.coordinates;
  const pieces: TPosition[][][] = polygons.map((rings) => [rings[0]!]);
  for (const rings of polygons)
    for (const ring of rings)
      ring.slice(1).forEach((end, index) => {
        const start = ring[index]!;
        pieces.push([circleRing({ latitude: start[1], longitude: start[0] }, site.bufferMeters, 24)]);
        const cos = Math.cos((start[1] * Math.PI) / 180);
        const dx = (end[0] - start[0]) * cos;
        const dy = end[1] - start[1];
        const length = Math.hypot(dx, dy);
        if (length === 0) return;
        const offset = site.bufferMeters / EARTH_METRES_PER_DEGREE;
        const nx = ((-dy / length) * offset) / cos;
        const ny = (dx / length) * offset;
        pieces.push([
          [
            [start[0] + nx, start[1] + ny],
            [end[0] + nx, end[1] + ny],
            [end[0] - nx, end[1] - ny],
            [start[0] - nx, start[1] - ny],
            [start[0] + nx, start[1] + ny],
          ],
        ]);
      });
  const merged = union(featureCollection(pieces.map((rings) => turfPolygon(rings))));
  return (merged?.geometry as TAreaGeometry | undefined) ?? site.geometry;
}

/** The map's features: each site's buffer (`part: buffer`) and its own area (`part: site`). */
export function siteFeatures(sites: readonly TShownSite[], source: 'branch' | 'driftwatch') {
  return {
    type: 'FeatureCollection' as const,
    features: sites.flatMap((site) => [
      {
        type: 'Feature' as const,
        properties: { id: site.id, name: site.name, kind: site.kind, part: 'buffer', source },
        geometry: bufferArea(site),
      },
      {
        type: 'Feature' as const,
        properties: { id: site.id, name: site.name, kind: site.kind, part: 'site', source },
        geometry: siteArea(site),
      },
    ]),
  };
}

/** The site form: distances in the user's units (feet or metres). */
export interface TSiteForm {
  id?: number;
  version?: number;
  name: string;
  kind: TSensitiveSiteKind;
  note: string;
  geometry: TSensitiveSiteGeometry | null;
  /** In the user's length unit. */
  radius: number | '';
  buffer: number | '';
}

const rounded = (value: number) => Math.round(value * 10) / 10;

/** A stored site (metres) as the form shows it. */
export function formOfSite(
  site: {
    id: number;
    version: number;
    name: string;
    kind: TSensitiveSiteKind;
    note: string;
    geometry: TSensitiveSiteGeometry;
    radiusMeters: number | null;
    bufferMeters: number;
  },
  locale: TLocale,
  system?: TUnitSystem,
): TSiteForm {
  return {
    id: site.id,
    version: site.version,
    name: site.name,
    kind: site.kind,
    note: site.note,
    geometry: site.geometry,
    radius:
      site.radiusMeters === null ? '' : rounded(toDisplayValue('length', site.radiusMeters, locale, system)),
    buffer: rounded(toDisplayValue('length', site.bufferMeters, locale, system)),
  };
}

/** The form as the server takes it: distances back to metres, a radius only for a point. */
export function inputOfForm(
  form: TSiteForm,
  locale: TLocale,
  system?: TUnitSystem,
): TSensitiveSiteFormValues & { id?: number } {
  const metres = (value: number | '') =>
    value === '' ? null : fromDisplayValue('length', value, locale, system);
  return {
    ...(form.id === undefined ? {} : { id: form.id, version: form.version }),
    name: form.name,
    kind: form.kind,
    note: form.note,
    geometry: form.geometry,
    radiusMeters: form.geometry?.type === 'Point' ? metres(form.radius) : null,
    bufferMeters: metres(form.buffer) ?? (undefined as unknown as number),
  };
}

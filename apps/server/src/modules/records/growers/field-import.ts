import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { zipSync } from 'fflate';
import shp from 'shpjs';
import {
  FIELD_IMPORT_MAX_FEATURES,
  FIELD_IMPORT_MAX_UNZIPPED_BYTES,
  FIELD_IMPORT_MAX_ZIP_ENTRIES,
  type TAreaGeometry,
} from '@tramline/domain';
import { AppError } from '../../../http/errors';
import { unzipBounded } from '../../../files/bounded-unzip';
import { deriveGeometry, normaliseGeometry } from './field-geometry';

export type TImportFormat = 'geojson' | 'shapefile' | 'kml';

export interface TReadBoundary {
  index: number;
  name: string;
  code: string | null;
  areaHectares: number;
  geometry: TAreaGeometry;
}

export interface TReadResult {
  format: TImportFormat;
  boundaries: TReadBoundary[];
  skipped: { index: number; reason: 'notPolygon' | 'invalidGeometry' | 'notWgs84' }[];
}

type TFeature = { type?: unknown; geometry?: unknown; properties?: Record<string, unknown> | null };

const NAME_KEYS = [
  'name',
  'field',
  'field_name',
  'fieldname',
  'talhao',
  'talhão',
  'nome',
  'label',
  'title',
  'descricao',
];
const CODE_KEYS = ['code', 'field_id', 'fieldid', 'codigo', 'cod', 'id'];

/** A property by any common spelling of its key (case-insensitive). */
function propertyOf(properties: Record<string, unknown> | null | undefined, keys: string[]): string | null {
  if (!properties) return null;
  const entries = Object.entries(properties);
  for (const key of keys) {
    const found = entries.find(([candidate]) => candidate.toLowerCase() === key);
    const value = found?.[1];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      return String(value).trim().slice(0, 120);
  }
  return null;
}

function detectFormat(fileName: string, data: Buffer): TImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.zip') || (data[0] === 0x50 && data[1] === 0x4b)) return 'shapefile';
  if (lower.endsWith('.kml')) return 'kml';
  const start = data.subarray(0, 200).toString('utf8').trimStart();
  return start.startsWith('<') ? 'kml' : 'geojson';
}

function featuresOfGeoJson(value: unknown): TFeature[] {
  if (!value || typeof value !== 'object') throw new AppError(400, 'fieldImportUnreadable');
  const object = value as { type?: unknown; features?: unknown; geometries?: unknown };
  if (object.type === 'FeatureCollection' && Array.isArray(object.features))
    return object.features as TFeature[];
  if (object.type === 'Feature') return [object as TFeature];
  if (typeof object.type === 'string') return [{ type: 'Feature', geometry: object, properties: {} }];
  throw new AppError(400, 'fieldImportUnreadable');
}

/** The parts of a zipped Shapefile the reader uses (the same names shpjs looks for). */
const SHAPEFILE_PART = /.+\.(shp|dbf|json|prj|cpg)$/i;

/**
 * The Shapefile parts of a zip, inflated within the limits, handed to shpjs as an uncompressed
 * (stored) zip: shpjs inflates every entry it is given, so it only ever sees what passed the caps.
 */
function boundedShapefileZip(data: Buffer): Uint8Array {
  const parts = unzipBounded(data, (name) => SHAPEFILE_PART.test(name), {
    maxBytes: FIELD_IMPORT_MAX_UNZIPPED_BYTES,
    maxEntries: FIELD_IMPORT_MAX_ZIP_ENTRIES,
  });
  return zipSync(parts, { level: 0 });
}

async function readFeatures(format: TImportFormat, data: Buffer): Promise<TFeature[]> {
  try {
    if (format === 'shapefile') {
      const parsed = await shp(boundedShapefileZip(data));
      return (Array.isArray(parsed) ? parsed : [parsed]).flatMap(
        (collection) => collection.features as TFeature[],
      );
    }
    if (format === 'kml') {
      const document = new DOMParser().parseFromString(data.toString('utf8'), 'text/xml');
      return kml(document as unknown as Parameters<typeof kml>[0]).features as TFeature[];
    }
    return featuresOfGeoJson(JSON.parse(data.toString('utf8')));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'fieldImportUnreadable');
  }
}

/** Polygons of a geometry, a KML MultiGeometry (GeometryCollection) flattened into a MultiPolygon. */
function areaGeometryOf(geometry: unknown): unknown {
  const candidate = geometry as { type?: unknown; geometries?: unknown } | null;
  if (candidate?.type !== 'GeometryCollection' || !Array.isArray(candidate.geometries)) return geometry;
  const polygons = candidate.geometries.flatMap((part: { type?: unknown; coordinates?: unknown }) =>
    part?.type === 'Polygon'
      ? [part.coordinates]
      : part?.type === 'MultiPolygon'
        ? (part.coordinates as unknown[])
        : [],
  );
  return polygons.length ? { type: 'MultiPolygon', coordinates: polygons } : geometry;
}

/** Every position holds a longitude and a latitude in range (a projected file does not). */
function isWgs84(geometry: unknown): boolean {
  const check = (value: unknown): boolean => {
    if (!Array.isArray(value)) return false;
    if (typeof value[0] === 'number') return Math.abs(value[0]) <= 180 && Math.abs(Number(value[1])) <= 90;
    return value.every(check);
  };
  return check((geometry as { coordinates?: unknown }).coordinates);
}

/**
 * Reads field boundaries from a GeoJSON, a zipped Shapefile (reprojected to WGS84 through its .prj)
 * or a KML file. Polygons become boundaries with their area; other features are listed as skipped.
 */
export async function readBoundaryFile(fileName: string, data: Buffer): Promise<TReadResult> {
  const format = detectFormat(fileName, data);
  const features = await readFeatures(format, data);
  const boundaries: TReadBoundary[] = [];
  const skipped: TReadResult['skipped'] = [];
  features.slice(0, FIELD_IMPORT_MAX_FEATURES).forEach((feature, index) => {
    const raw = areaGeometryOf(feature?.geometry);
    const type = (raw as { type?: unknown } | null)?.type;
    if (type !== 'Polygon' && type !== 'MultiPolygon') return skipped.push({ index, reason: 'notPolygon' });
    if (!isWgs84(raw)) return skipped.push({ index, reason: 'notWgs84' });
    const geometry = normaliseGeometry(raw);
    if (!geometry) return skipped.push({ index, reason: 'invalidGeometry' });
    const properties = feature.properties;
    boundaries.push({
      index,
      name: propertyOf(properties, NAME_KEYS) ?? `${index + 1}`,
      code: propertyOf(properties, CODE_KEYS),
      areaHectares: deriveGeometry(geometry).areaHectares,
      geometry,
    });
  });
  if (boundaries.length === 0) throw new AppError(400, 'fieldImportEmpty', {}, { skipped });
  return { format, boundaries, skipped };
}

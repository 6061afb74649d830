import shp from 'shpjs';
import { zipSync } from 'fflate';
import { AppError } from '../../../http/errors';
import type { TImportedPoint } from './as-applied-file';

type TFeature = {
  geometry?: { type?: string; coordinates?: unknown } | null;
  properties?: Record<string, unknown> | null;
};

/** Column names terminals and desktop tools use, compared without case. */
const TIME_KEYS = ['time', 'timestamp', 'datetime', 'date_time', 'time_utc', 'isotime', 'logtime'];
const RATE_KEYS = ['rate', 'applied_rate', 'appliedrate', 'appl_rate', 'app_rate', 'rate_appl', 'ar_rate'];
const SPEED_KEYS = ['speed', 'speed_kmh', 'speedkmh', 'velocity'];
const BOOM_KEYS = ['boom', 'boom_on', 'boomon', 'working', 'work_state', 'on'];

function valueOf(properties: Record<string, unknown> | null | undefined, keys: string[]): unknown {
  if (!properties) return undefined;
  const entries = Object.entries(properties);
  for (const key of keys) {
    const found = entries.find(([candidate]) => candidate.toLowerCase() === key);
    if (found && found[1] !== null && found[1] !== '') return found[1];
  }
  return undefined;
}

function numberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

function timeOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  // A time without a zone is read as UTC, as the machine API stores instants.
  const zoned =
    /[zZ]|[+-]\d\d:?\d\d$/.test(text) || typeof value === 'number' ? text : `${text.replace(' ', 'T')}Z`;
  const time = typeof value === 'number' ? new Date(value) : new Date(zoned);
  return Number.isNaN(time.getTime()) ? null : time;
}

function boomOf(value: unknown): boolean | null {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 't', 'y', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'f', 'n', 'no', 'off'].includes(text)) return false;
  return null;
}

/**
 * Points of a zipped Shapefile of as-applied records (reprojected to WGS84 through its .prj by
 * shpjs): each Point feature with a time column becomes a position, with its rate, speed and boom
 * state when a column names them. A point with no boom column counts as applied, since an
 * as-applied file logs where product went out. Features without a time are left out.
 */
export async function readShapefilePoints(parts: Record<string, Uint8Array>): Promise<TImportedPoint[]> {
  let features: TFeature[];
  try {
    const parsed = await shp(zipSync(parts, { level: 0 }));
    features = (Array.isArray(parsed) ? parsed : [parsed]).flatMap(
      (collection) => collection.features as TFeature[],
    );
  } catch {
    throw new AppError(400, 'asAppliedImportShapefileUnreadable');
  }
  const points: TImportedPoint[] = [];
  let notPoints = 0;
  for (const feature of features) {
    const geometry = feature.geometry;
    if (geometry?.type !== 'Point' || !Array.isArray(geometry.coordinates)) {
      notPoints += 1;
      continue;
    }
    const [longitude, latitude] = geometry.coordinates as number[];
    if (typeof longitude !== 'number' || typeof latitude !== 'number') continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
      throw new AppError(400, 'asAppliedImportShapefileUnreadable');
    const time = timeOf(valueOf(feature.properties, TIME_KEYS));
    if (!time) continue;
    points.push({
      time,
      latitude,
      longitude,
      speedKmh: numberOf(valueOf(feature.properties, SPEED_KEYS)),
      boomOn: boomOf(valueOf(feature.properties, BOOM_KEYS)) ?? true,
      sections: null,
      rate: numberOf(valueOf(feature.properties, RATE_KEYS)),
    });
  }
  if (!points.length && notPoints) throw new AppError(400, 'asAppliedImportShapefileUnreadable');
  return points;
}

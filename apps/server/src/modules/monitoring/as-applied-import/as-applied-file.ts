import { zipSync } from 'fflate';
import {
  AS_APPLIED_IMPORT_MAX_POINTS,
  AS_APPLIED_IMPORT_MAX_UNZIPPED_BYTES,
  AS_APPLIED_IMPORT_MAX_ZIP_ENTRIES,
} from '@tramline/domain';
import { AppError } from '../../../http/errors';
import { unzipBounded } from '../../../files/bounded-unzip';
import { readShapefilePoints } from './shapefile-points';
import { readTaskDataTimeLogs } from './taskdata-timelogs';

/** One position read from a terminal's file, in the units the machine API stores. */
export interface TImportedPoint {
  time: Date;
  latitude: number;
  longitude: number;
  /** km/h */
  speedKmh: number | null;
  boomOn: boolean | null;
  /** Left to right. */
  sections: boolean[] | null;
  /** Per hectare: litres for liquids, kilograms for dry products. */
  rate: number | null;
}

/** One job of a file, imported on its own: a TaskData task, or a whole Shapefile. */
export interface TAsAppliedPart {
  /** The task's designator (a Shapefile names none). */
  taskDesignators: string[];
  /** In time order, one a instant. */
  points: TImportedPoint[];
}

export interface TAsAppliedFile {
  format: 'taskdata' | 'shapefile';
  /** In the file's order; tasks without positions are left out. */
  parts: TAsAppliedPart[];
}

const TASKDATA_MAIN = /(^|\/)TASKDATA\.XML$/i;
/** What a TaskData reader needs: the main file and the TimeLogs' headers and binaries. */
const TASKDATA_PART = /(^|\/)(TASKDATA\.XML|TLG\d+\.(XML|BIN))$/i;
const SHAPEFILE_PART = /.+\.(shp|dbf|prj|cpg)$/i;

/** The archive's entries the reader keeps, inflated within the limits. */
function unzipKept(data: Uint8Array, keep: (name: string) => boolean) {
  try {
    return unzipBounded(data, keep, {
      maxBytes: AS_APPLIED_IMPORT_MAX_UNZIPPED_BYTES,
      maxEntries: AS_APPLIED_IMPORT_MAX_ZIP_ENTRIES,
    });
  } catch (error) {
    if (error instanceof AppError && error.key === 'fieldImportTooLarge')
      throw new AppError(400, 'asAppliedImportTooLarge', error.params);
    throw new AppError(400, 'asAppliedImportNotZip');
  }
}

/** Sorted by time, one point an instant (a terminal logging twice a millisecond keeps the first). */
function ordered(points: TImportedPoint[]): TImportedPoint[] {
  const byTime = new Map<number, TImportedPoint>();
  for (const point of points) if (!byTime.has(point.time.getTime())) byTime.set(point.time.getTime(), point);
  return [...byTime.values()].sort((a, b) => a.time.getTime() - b.time.getTime());
}

/**
 * Reads a terminal's as-applied file: an ISO 11783-10 TaskData zip (TASKDATA.XML with TimeLogs,
 * one part a task) or a zipped Shapefile of points (one part). Refuses (400, naming what is wrong) anything else, a damaged
 * archive or one that holds no positions. Nothing is inflated past the limits.
 */
export async function readAsAppliedFile(data: Uint8Array): Promise<TAsAppliedFile> {
  if (data.length < 4 || data[0] !== 0x50 || data[1] !== 0x4b)
    throw new AppError(400, 'asAppliedImportNotZip');
  // A first pass only lists the entries (and checks the caps); the readers inflate what they use.
  const listed: string[] = [];
  unzipKept(data, (name) => {
    listed.push(name);
    return false;
  });
  let result: TAsAppliedFile;
  if (listed.some((name) => TASKDATA_MAIN.test(name))) {
    const entries = unzipKept(data, (name) => TASKDATA_PART.test(name));
    // isoxml reads a zip itself: it is handed a stored (uncompressed) one of what passed the caps.
    const tasks = await readTaskDataTimeLogs(zipSync(entries, { level: 0 }));
    result = {
      format: 'taskdata',
      parts: tasks.map((task) => ({
        taskDesignators: task.designator ? [task.designator] : [],
        points: ordered(task.points),
      })),
    };
  } else if (listed.some((name) => /\.shp$/i.test(name))) {
    const entries = unzipKept(data, (name) => SHAPEFILE_PART.test(name));
    result = {
      format: 'shapefile',
      parts: [{ taskDesignators: [], points: ordered(await readShapefilePoints(entries)) }],
    };
  } else {
    throw new AppError(400, 'asAppliedImportForeign');
  }
  result.parts = result.parts.filter((part) => part.points.length > 0);
  const pointCount = result.parts.reduce((sum, part) => sum + part.points.length, 0);
  if (!pointCount) throw new AppError(400, 'asAppliedImportNoPoints');
  if (pointCount > AS_APPLIED_IMPORT_MAX_POINTS)
    throw new AppError(400, 'asAppliedImportTooManyPoints', { max: AS_APPLIED_IMPORT_MAX_POINTS });
  return result;
}

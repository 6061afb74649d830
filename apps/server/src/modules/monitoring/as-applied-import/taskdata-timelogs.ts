import { ISOXMLManager, type ExtendedTimeLog, type Task, type TimeLogRecord } from 'isoxml';
import { AppError } from '../../../http/errors';
import type { TImportedPoint } from './as-applied-file';

/**
 * Process data (ISO 11783-11 DDIs) read from TimeLogs. Rates: volume per area in mm³/m² at a
 * resolution of 0.01 (100 mm³/m² = 1 l/ha), mass per area in mg/m² (100 mg/m² = 1 kg/ha).
 */
const DDI = {
  setpointVolumeRate: 0x0001,
  actualVolumeRate: 0x0002,
  setpointMassRate: 0x0006,
  actualMassRate: 0x0007,
  actualWorkState: 0x008d,
  /** Condensed work state of sections 1-16; the next DDIs carry 17-32 and so on. */
  condensedWorkStateFirst: 0x00a1,
  condensedWorkStateLast: 0x00b0,
  /** mm/s */
  actualSpeed: 0x018d,
} as const;

/** l/ha or kg/ha per raw unit, by rate DDI, in the order they are preferred. */
const RATE_FACTORS: [number, number][] = [
  [DDI.actualVolumeRate, 0.0001],
  [DDI.actualMassRate, 0.01],
  [DDI.setpointVolumeRate, 0.0001],
  [DDI.setpointMassRate, 0.01],
];

const MS_1980 = Date.UTC(1980, 0, 1);
const DAY_MS = 86_400_000;

/** Values of a record by DDI (a DDI logged by several device elements: the first one's). */
function valuesByDdi(record: TimeLogRecord): Map<number, number> {
  const values = new Map<number, number>();
  for (const [key, value] of Object.entries(record.values)) {
    const ddi = parseInt(key.split('_')[0]!, 16);
    if (!Number.isNaN(ddi) && !values.has(ddi)) values.set(ddi, value);
  }
  return values;
}

/** Sections from condensed work states: two bits a section, 0 off, 1 on, 3 not installed. */
function sectionsOf(values: Map<number, number>): boolean[] | null {
  const sections: boolean[] = [];
  for (let ddi = DDI.condensedWorkStateFirst; ddi <= DDI.condensedWorkStateLast; ddi += 1) {
    const value = values.get(ddi);
    if (value === undefined) break;
    for (let section = 0; section < 16; section += 1) {
      const state = (value >>> (section * 2)) & 0b11;
      if (state === 3) return sections.length ? sections : null;
      sections.push(state === 1);
    }
  }
  return sections.length ? sections : null;
}

/** The instant of a record: the GPS's UTC date and time when logged, else the log's own time. */
function timeOf(record: TimeLogRecord): Date {
  const { GpsUtcDate: date, GpsUtcTime: time } = record.position ?? {};
  if (typeof date === 'number' && typeof time === 'number' && date > 0)
    return new Date(MS_1980 + date * DAY_MS + time);
  return record.time;
}

function pointOf(record: TimeLogRecord): TImportedPoint {
  const values = valuesByDdi(record);
  const rateEntry = RATE_FACTORS.find(([ddi]) => values.has(ddi));
  const workState = values.get(DDI.actualWorkState);
  const sections = sectionsOf(values);
  const speed = values.get(DDI.actualSpeed);
  return {
    time: timeOf(record),
    latitude: record.position.PositionNorth,
    longitude: record.position.PositionEast,
    speedKmh: speed === undefined ? null : Math.abs(speed) * 0.0036,
    boomOn: workState === undefined ? (sections ? sections.some(Boolean) : null) : workState === 1,
    sections,
    rate: rateEntry ? values.get(rateEntry[0])! * rateEntry[1] : null,
  };
}

/** One task of a TaskData file: its designator and the positions of its TimeLogs. */
export interface TTaskDataTask {
  designator: string | null;
  points: TImportedPoint[];
}

/**
 * The tasks of a TaskData zip (read with isoxml), in the file's order, each with the positions of
 * its TimeLogs. A terminal exports a day's work as one file with a task per job, so each task is
 * matched to its own order. Refuses a TASKDATA.XML that is not TaskData, a TaskData without
 * TimeLogs, a TimeLog whose header or binary is missing, and a binary that ends inside a record.
 */
export async function readTaskDataTimeLogs(zip: Uint8Array): Promise<TTaskDataTask[]> {
  const manager = new ISOXMLManager();
  try {
    await manager.parseISOXMLFile(zip, 'application/zip');
  } catch {
    throw new AppError(400, 'asAppliedImportTaskDataUnreadable', { file: 'TASKDATA.XML' });
  }
  const tasks: Task[] = manager.rootElement?.attributes.Task ?? [];
  const read: TTaskDataTask[] = [];
  let timeLogs = 0;
  for (const task of tasks) {
    const designator = task.attributes.TaskDesignator?.trim() || null;
    const points: TImportedPoint[] = [];
    read.push({ designator, points });
    for (const timeLog of (task.attributes.TimeLog ?? []) as ExtendedTimeLog[]) {
      timeLogs += 1;
      const name = timeLog.attributes.Filename;
      if (!timeLog.timeLogHeader)
        throw new AppError(400, 'asAppliedImportTimeLogMissing', { timeLog: name, file: `${name}.XML` });
      if (!timeLog.binaryData)
        throw new AppError(400, 'asAppliedImportTimeLogMissing', { timeLog: name, file: `${name}.BIN` });
      let records: TimeLogRecord[];
      try {
        timeLog.parseBinaryFile();
        records = timeLog.getFilledTimeLogs();
      } catch {
        throw new AppError(400, 'asAppliedImportTimeLogDamaged', { timeLog: name, record: 1 });
      }
      if (timeLog.parsingErrors.length)
        throw new AppError(400, 'asAppliedImportTimeLogDamaged', {
          timeLog: name,
          record: records.length + 1,
        });
      for (const record of records) {
        if (!record.isValidPosition) continue;
        const { PositionNorth: latitude, PositionEast: longitude } = record.position;
        if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
        points.push(pointOf(record));
      }
    }
  }
  if (!timeLogs) throw new AppError(400, 'asAppliedImportNoTimeLog');
  return read;
}

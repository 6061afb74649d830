import { ISOXMLManager, TAGS, type ExtendedTimeLog, type Task } from 'isoxml';
import { zipOf } from '../../records/growers/boundary-fixtures';

/**
 * As-applied files for tests: TaskData archives with a TimeLog (written by isoxml's own writer, or
 * by hand as a terminal would) and a zipped Shapefile of points, all written byte by byte here.
 */
export interface TFixturePoint {
  time: Date;
  latitude: number;
  longitude: number;
  /** Litres per hectare. */
  rate: number;
  boomOn: boolean;
}

const MS_1980 = Date.UTC(1980, 0, 1);
const DAY_MS = 86_400_000;

/**
 * A TLG binary: time, position (north, east, status) and three values per record: actual volume
 * rate (DDI 2, 0.01 mm³/m²), actual work state (DDI 141) and condensed work state of 4 sections
 * (DDI 161). `truncateBy` cuts bytes off the end, as a damaged card would.
 */
export function timeLogBinary(points: readonly TFixturePoint[], truncateBy = 0): Buffer {
  const records = points.map((point) => {
    const record = Buffer.alloc(4 + 2 + 4 + 4 + 1 + 1 + 3 * 5);
    const since = point.time.getTime() - MS_1980;
    let offset = record.writeUInt32LE(since % DAY_MS, 0);
    offset = record.writeUInt16LE(Math.floor(since / DAY_MS), offset);
    offset = record.writeInt32LE(Math.round(point.latitude * 1e7), offset);
    offset = record.writeInt32LE(Math.round(point.longitude * 1e7), offset);
    offset = record.writeUInt8(4, offset);
    offset = record.writeUInt8(3, offset);
    offset = record.writeUInt8(0, offset);
    offset = record.writeInt32LE(Math.round(point.rate * 10_000), offset);
    offset = record.writeUInt8(1, offset);
    offset = record.writeInt32LE(point.boomOn ? 1 : 0, offset);
    offset = record.writeUInt8(2, offset);
    // Sections 1-4 on (or off), 5-16 not installed.
    record.writeInt32LE((point.boomOn ? 0b01010101 : 0) | (0xffffff00 | 0), offset);
    return record;
  });
  const binary = Buffer.concat(records);
  return binary.subarray(0, binary.length - truncateBy);
}

const TIMELOG_HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<TIM A="" D="4">
  <PTN A="" B="" D=""/>
  <DLV A="0002" B="" C="DET-1"/>
  <DLV A="008D" B="" C="DET-1"/>
  <DLV A="00A1" B="" C="DET-1"/>
</TIM>
`;

/** A TaskData archive written by isoxml: one completed task named `designator` with one TimeLog. */
export async function isoxmlTaskData(designator: string, points: readonly TFixturePoint[]): Promise<Buffer> {
  const manager = new ISOXMLManager();
  const timelogRealm = new ISOXMLManager({ realm: 'timelog' });
  const header = timelogRealm.createEntityFromAttributes(TAGS.Time, {
    Start: '',
    Type: '4',
    Position: [
      timelogRealm.createEntityFromAttributes(TAGS.Position, {
        PositionNorth: null,
        PositionEast: null,
        PositionStatus: '',
      } as never),
    ],
    DataLogValue: ['0002', '008D', '00A1'].map((ddi) =>
      timelogRealm.createEntityFromAttributes(TAGS.DataLogValue, {
        ProcessDataDDI: ddi,
        ProcessDataValue: '',
        DeviceElementIdRef: { xmlId: 'DET-1' },
      } as never),
    ),
  } as never);
  const timeLog = manager.createEntityFromAttributes<ExtendedTimeLog>(TAGS.TimeLog, {
    Filename: 'TLG00001',
    TimeLogType: '1',
  } as never);
  timeLog.timeLogHeader = header as ExtendedTimeLog['timeLogHeader'];
  timeLog.binaryData = new Uint8Array(timeLogBinary(points));
  const task = manager.createEntityFromAttributes<Task>(TAGS.Task, {
    TaskDesignator: designator,
    TaskStatus: '4',
    TimeLog: [timeLog],
  } as never);
  manager.registerEntity(task);
  manager.rootElement.attributes.Task = [task];
  return Buffer.from(await manager.saveISOXML());
}

/** A TaskData archive as a terminal writes it, by hand: upper-case names in a TASKDATA folder. */
export function handMadeTaskData(
  designator: string,
  points: readonly TFixturePoint[],
  options: { truncateBy?: number; withoutBinary?: boolean } = {},
): Buffer {
  return handMadeTaskDataOf([{ designator, points }], options);
}

/** A terminal's day in one hand-made TaskData archive: a task (with its own TimeLog) a job. */
export function handMadeTaskDataOf(
  tasks: readonly { designator: string; points: readonly TFixturePoint[] }[],
  options: { truncateBy?: number; withoutBinary?: boolean } = {},
): Buffer {
  const name = (index: number) => `TLG${String(index + 1).padStart(5, '0')}`;
  const taskData = `<?xml version="1.0" encoding="UTF-8"?>
<ISO11783_TaskData VersionMajor="4" VersionMinor="3" ManagementSoftwareManufacturer="Terminal" ManagementSoftwareVersion="2.1" DataTransferOrigin="2">
  <CTR A="CTR1" B="Grower"/>
${tasks
  .map(
    (task, index) => `  <TSK A="TSK${index + 1}" B="${task.designator}" C="CTR1" G="4">
    <TLG A="${name(index)}" D="1"/>
  </TSK>`,
  )
  .join('\n')}
</ISO11783_TaskData>
`;
  const entries: Record<string, Buffer> = { 'TASKDATA/TASKDATA.XML': Buffer.from(taskData) };
  tasks.forEach((task, index) => {
    entries[`TASKDATA/${name(index)}.XML`] = Buffer.from(TIMELOG_HEADER);
    if (!options.withoutBinary)
      entries[`TASKDATA/${name(index)}.BIN`] = timeLogBinary(task.points, options.truncateBy);
  });
  return zipOf(entries);
}

/** A zipped Shapefile of as-applied points with TIME (ISO 8601), RATE and BOOM columns. */
export function pointShapefile(points: readonly TFixturePoint[]): Buffer {
  const header = (lengthBytes: number) => {
    const buffer = Buffer.alloc(100);
    buffer.writeInt32BE(9994, 0);
    buffer.writeInt32BE(lengthBytes / 2, 24);
    buffer.writeInt32LE(1000, 28);
    buffer.writeInt32LE(1, 32);
    const xs = points.map((point) => point.longitude);
    const ys = points.map((point) => point.latitude);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((value, index) =>
      buffer.writeDoubleLE(value, 36 + index * 8),
    );
    return buffer;
  };
  const records = points.map((point, index) => {
    const record = Buffer.alloc(8 + 20);
    record.writeInt32BE(index + 1, 0);
    record.writeInt32BE(10, 4);
    record.writeInt32LE(1, 8);
    record.writeDoubleLE(point.longitude, 12);
    record.writeDoubleLE(point.latitude, 20);
    return record;
  });
  const shp = Buffer.concat([header(100 + records.length * 28), ...records]);
  const columns: [string, string, number][] = [
    ['TIME', 'C', 24],
    ['RATE', 'N', 10],
    ['BOOM', 'N', 1],
  ];
  const headerLength = 32 + columns.length * 32 + 1;
  const recordLength = 1 + columns.reduce((sum, [, , width]) => sum + width, 0);
  const dbfHeader = Buffer.alloc(headerLength);
  dbfHeader.writeUInt8(3, 0);
  dbfHeader.writeUInt8(126, 1);
  dbfHeader.writeUInt8(1, 2);
  dbfHeader.writeUInt8(1, 3);
  dbfHeader.writeUInt32LE(points.length, 4);
  dbfHeader.writeUInt16LE(headerLength, 8);
  dbfHeader.writeUInt16LE(recordLength, 10);
  columns.forEach(([name, type, width], index) => {
    dbfHeader.write(name, 32 + index * 32, 'latin1');
    dbfHeader.write(type, 32 + index * 32 + 11, 'latin1');
    dbfHeader.writeUInt8(width, 32 + index * 32 + 16);
    if (name === 'RATE') dbfHeader.writeUInt8(2, 32 + index * 32 + 17);
  });
  dbfHeader.writeUInt8(0x0d, headerLength - 1);
  const rows = points.map((point) =>
    Buffer.from(
      ` ${point.time.toISOString().slice(0, 24).padEnd(24)}${point.rate.toFixed(2).padStart(10)}${point.boomOn ? 1 : 0}`,
      'latin1',
    ),
  );
  const dbf = Buffer.concat([dbfHeader, ...rows, Buffer.from([0x1a])]);
  return zipOf({ 'applied.shp': shp, 'applied.dbf': dbf });
}

import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small boundary files for tests, written byte by byte: a zipped Shapefile (.shp, .shx, .dbf,
 * .prj) of polygons with a NAME attribute, a KML and a GeoJSON.
 */
export type TFixtureField = { name: string; ring: [number, number][] };

const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

function boxOf(points: [number, number][]) {
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
}

function shapeHeader(lengthBytes: number, box: readonly number[]) {
  const header = Buffer.alloc(100);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE(lengthBytes / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(5, 32);
  box.forEach((value, index) => header.writeDoubleLE(value, 36 + index * 8));
  return header;
}

function shapefile(fields: TFixtureField[]) {
  const records: Buffer[] = [];
  const index: Buffer[] = [];
  let offset = 100;
  fields.forEach((field, number) => {
    // Shapefile outer rings run clockwise.
    const ring = [...field.ring].reverse();
    const contentLength = 4 + 32 + 4 + 4 + 4 + ring.length * 16;
    const record = Buffer.alloc(8 + contentLength);
    record.writeInt32BE(number + 1, 0);
    record.writeInt32BE(contentLength / 2, 4);
    record.writeInt32LE(5, 8);
    boxOf(ring).forEach((value, position) => record.writeDoubleLE(value, 12 + position * 8));
    record.writeInt32LE(1, 44);
    record.writeInt32LE(ring.length, 48);
    record.writeInt32LE(0, 52);
    ring.forEach(([x, y], position) => {
      record.writeDoubleLE(x, 56 + position * 16);
      record.writeDoubleLE(y, 64 + position * 16);
    });
    const entry = Buffer.alloc(8);
    entry.writeInt32BE(offset / 2, 0);
    entry.writeInt32BE(contentLength / 2, 4);
    records.push(record);
    index.push(entry);
    offset += record.length;
  });
  const box = boxOf(fields.flatMap((field) => field.ring));
  const shp = Buffer.concat([shapeHeader(offset, box), ...records]);
  const shx = Buffer.concat([shapeHeader(100 + index.length * 8, box), ...index]);
  const width = 40;
  const dbfHeader = Buffer.alloc(32 + 32 + 1);
  dbfHeader.writeUInt8(3, 0);
  dbfHeader.writeUInt8(126, 1);
  dbfHeader.writeUInt8(1, 2);
  dbfHeader.writeUInt8(1, 3);
  dbfHeader.writeUInt32LE(fields.length, 4);
  dbfHeader.writeUInt16LE(32 + 32 + 1, 8);
  dbfHeader.writeUInt16LE(1 + width, 10);
  dbfHeader.write('NAME', 32, 'latin1');
  dbfHeader.write('C', 43, 'latin1');
  dbfHeader.writeUInt8(width, 48);
  dbfHeader.writeUInt8(0x0d, 64);
  const rows = fields.map((field) =>
    Buffer.from(` ${field.name.padEnd(width, ' ').slice(0, width)}`, 'latin1'),
  );
  const dbf = Buffer.concat([dbfHeader, ...rows, Buffer.from([0x1a])]);
  return { shp, shx, dbf, prj: Buffer.from(WGS84_PRJ) };
}

/** One zip entry as written: its bytes as stored, method 0 (stored) or 8 (deflate), declared size. */
type TZipEntry = { name: string; method: 0 | 8; checksum: number; stored: Buffer; size: number };

function zipOfEntries(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, method, checksum, stored, size } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, stored);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip archive of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, Buffer>): Buffer {
  return zipOfEntries(
    Object.entries(entries).map(([name, data]) => ({
      name,
      method: 0,
      checksum: crc32(data),
      stored: data,
      size: data.length,
    })),
  );
}

/**
 * A zip bomb: one `.shp` entry of `bytes` zeros, deflated (about a thousandth of its size), declaring
 * its true size or, when `declaredSize` is given, lying about it.
 */
export function zipBomb(bytes: number, declaredSize = bytes): Buffer {
  const stored = deflateRawSync(Buffer.alloc(bytes), { level: 9 });
  return zipOfEntries([{ name: 'fields.shp', method: 8, checksum: 0, stored, size: declaredSize }]);
}

export function zippedShapefile(fields: TFixtureField[], baseName = 'fields'): Buffer {
  const parts = shapefile(fields);
  return zipOf({
    [`${baseName}.shp`]: parts.shp,
    [`${baseName}.shx`]: parts.shx,
    [`${baseName}.dbf`]: parts.dbf,
    [`${baseName}.prj`]: parts.prj,
  });
}

export function kmlOf(fields: TFixtureField[]): Buffer {
  const placemarks = fields
    .map(
      (field) =>
        `<Placemark><name>${field.name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${field.ring
          .map(([x, y]) => `${x},${y},0`)
          .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`,
  );
}

export function geoJsonOf(fields: TFixtureField[], extra: object[] = []): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        ...fields.map((field) => ({
          type: 'Feature',
          properties: { name: field.name },
          geometry: { type: 'Polygon', coordinates: [field.ring] },
        })),
        ...extra,
      ],
    }),
  );
}

/** A square of `side` metres with its south-west corner at a position, counter-clockwise and closed. */
export function squareRing(longitude: number, latitude: number, side: number): [number, number][] {
  const east = longitude + side / (111_320 * Math.cos((latitude * Math.PI) / 180));
  const north = latitude + side / 110_574;
  return [
    [longitude, latitude],
    [east, latitude],
    [east, north],
    [longitude, north],
    [longitude, latitude],
  ];
}

/** A multipart/form-data body with one file. */
export function multipartOf(fileName: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----tramline-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

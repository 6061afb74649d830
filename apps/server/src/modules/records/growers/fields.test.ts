import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import {
  geoJsonOf,
  kmlOf,
  multipartOf,
  squareRing,
  zipBomb,
  zipOf,
  zippedShapefile,
} from './boundary-fixtures';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

const HALF_MILE = 804.672;
/** A half mile square is a quarter section: 160 acres, 64.75 ha. */
const QUARTER_SECTION_HA = (HALF_MILE * HALF_MILE) / 10_000;

type TFieldBody = {
  id: number;
  name: string;
  areaHectares: number | null;
  geometryMissing: boolean;
  centroid: { latitude: number; longitude: number } | null;
  bbox: number[] | null;
  version: number;
};

const farm = demo.ids.farmsIowa![0]!;
const importFile = (query: string, fileName: string, data: Buffer, locale?: string) => {
  const { body, headers } = multipartOf(fileName, data);
  return app.inject({
    method: 'POST',
    url: `/api/talhoes/import?${query}`,
    payload: body,
    headers: { ...headers, 'x-auth-token': admin, ...(locale ? { locale } : {}) },
  });
};

describe('field records', () => {
  it('computes area, centroid and box of a boundary on the server', async () => {
    const ring = squareRing(-93.5, 42.15, HALF_MILE);
    const response = await call(admin, 'POST', '/api/talhoes', {
      farmId: farm,
      name: 'Test Quarter',
      code: 'T-1',
      geometry: { type: 'Polygon', coordinates: [ring] },
      areaHectares: 999,
    });
    expect(response.statusCode).toBe(201);
    const field = response.json<TFieldBody>();
    expect(field.areaHectares! / QUARTER_SECTION_HA).toBeCloseTo(1, 2);
    expect(field.centroid!.latitude).toBeCloseTo(42.15 + HALF_MILE / 2 / 110_574, 4);
    expect(field.bbox![0]).toBeCloseTo(-93.5, 9);
    expect(field.geometryMissing).toBe(false);
  });

  it("flags a field without boundary ('Geometry missing to sync') and keeps its typed area", async () => {
    const response = await call(admin, 'POST', '/api/talhoes', {
      farmId: farm,
      name: 'Unmapped',
      areaHectares: 12.5,
    });
    expect(response.json()).toMatchObject({ geometryMissing: true, areaHectares: 12.5, centroid: null });
    const missing = (await call(admin, 'GET', '/api/talhoes?geometryMissing=true&size=50')).json();
    expect(missing.content.map((row: TFieldBody) => row.name)).toEqual(
      expect.arrayContaining(['Rented 80 (not mapped)', 'Pasture Breakup', 'Unmapped']),
    );
  });

  it('refuses a boundary that is no polygon with 400', async () => {
    const open = await call(admin, 'POST', '/api/talhoes', {
      farmId: farm,
      name: 'Bad',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-93.5, 42.1],
            [-93.49, 42.1],
            [-93.5, 42.1],
          ],
        ],
      },
    });
    expect(open.statusCode).toBe(400);
    const flat = await call(admin, 'POST', '/api/talhoes', {
      farmId: farm,
      name: 'Flat',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-93.5, 42.1],
            [-93.49, 42.1],
            [-93.48, 42.1],
            [-93.5, 42.1],
          ],
        ],
      },
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json().code).toBe('invalidGeometry');
  });

  it("refuses a zone of another farm with 400 and another owner's farm with 400", async () => {
    const manager = await login('manager');
    const zones = (await call(manager, 'GET', '/api/zonas')).json();
    const wrongFarm = demo.ids.farmsMatoGrosso!.find((id) => id !== zones[0].farmId)!;
    const response = await call(manager, 'POST', '/api/talhoes', {
      farmId: wrongFarm,
      zoneId: zones[0].id,
      name: 'Mismatch',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fieldFarmMismatch',
      message: 'A zona não pertence à fazenda',
    });
    const other = await login('demo', { owner: 'other' });
    const theirFarm = (await call(other, 'GET', '/api/fazendas')).json()[0].id;
    expect(
      (await call(admin, 'POST', '/api/talhoes', { farmId: theirFarm, name: 'Theirs' })).statusCode,
    ).toBe(400);
  });

  it('refuses to delete a field already used with 409 and deletes an unused one', async () => {
    const field = (
      await call(admin, 'POST', '/api/talhoes', { farmId: farm, name: 'Short-lived' })
    ).json<TFieldBody>();
    app.services.fields.usage.register(
      'testUsage',
      async ({ ids }) => new Map(ids.filter((id) => id === field.id).map((id) => [id, 4])),
    );
    expect((await call(admin, 'DELETE', `/api/talhoes/${field.id}`)).json().code).toBe('fieldAlreadyUsed');
    app.services.fields.usage.unregister('testUsage');
    expect((await call(admin, 'DELETE', `/api/talhoes/${field.id}`)).statusCode).toBe(204);
  });

  it('refuses a stale edit with 409', async () => {
    const field = (
      await call(admin, 'POST', '/api/talhoes', { farmId: farm, name: 'Stale field' })
    ).json<TFieldBody>();
    expect(
      (await call(admin, 'PUT', `/api/talhoes/${field.id}`, { farmId: farm, name: 'A', version: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', `/api/talhoes/${field.id}`, { farmId: farm, name: 'B', version: 1 }))
        .statusCode,
    ).toBe(409);
  });
});

describe('POST /api/talhoes/import', () => {
  const three = [
    { name: 'Import North', ring: squareRing(-93.3, 42.3, HALF_MILE) },
    { name: 'Import Middle', ring: squareRing(-93.3, 42.31, HALF_MILE / 2) },
    { name: 'Import South', ring: squareRing(-93.3, 42.32, 400) },
  ];

  it('previews a GeoJSON without saving and lists what it skipped', async () => {
    const point = {
      type: 'Feature',
      properties: { name: 'Well' },
      geometry: { type: 'Point', coordinates: [-93.3, 42.3] },
    };
    const response = await importFile(
      `farmId=${farm}&dryRun=true`,
      'fields.geojson',
      geoJsonOf(three, [point]),
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.format).toBe('geojson');
    expect(result.boundaries.map((boundary: { name: string }) => boundary.name)).toEqual([
      'Import North',
      'Import Middle',
      'Import South',
    ]);
    expect(result.boundaries[0].areaHectares / QUARTER_SECTION_HA).toBeCloseTo(1, 2);
    expect(result.skipped).toEqual([{ index: 3, reason: 'notPolygon' }]);
    expect(result.created).toEqual([]);
    expect((await call(admin, 'GET', '/api/talhoes?search=import')).json().totalElements).toBe(0);
  });

  it('creates one field per polygon of a GeoJSON with the area computed', async () => {
    const response = await importFile(`farmId=${farm}`, 'fields.geojson', geoJsonOf(three));
    expect(response.statusCode).toBe(200);
    const created = response.json().created as TFieldBody[];
    expect(created.map((field) => field.name)).toEqual(['Import Middle', 'Import North', 'Import South']);
    // A 400 m square: 16 ha (within the 1 % the test's flat-earth square makes).
    expect(created.find((field) => field.name === 'Import South')!.areaHectares! / 16).toBeCloseTo(1, 1);
  });

  it('reads a zipped Shapefile with its attributes', async () => {
    const response = await importFile(`farmId=${farm}&dryRun=true`, 'boundaries.zip', zippedShapefile(three));
    expect(response.statusCode).toBe(200);
    expect(response.json().format).toBe('shapefile');
    expect(
      response
        .json()
        .boundaries.map((boundary: { name: string; areaHectares: number }) => [
          boundary.name,
          Math.round(boundary.areaHectares),
        ]),
    ).toEqual([
      ['Import North', 65],
      ['Import Middle', 16],
      ['Import South', 16],
    ]);
  });

  it('reads a KML', async () => {
    const response = await importFile(`farmId=${farm}&dryRun=true`, 'fields.kml', kmlOf(three));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'kml',
      boundaries: [{ name: 'Import North' }, { name: 'Import Middle' }, { name: 'Import South' }],
    });
  });

  it('refuses an unreadable file and a file without polygons with 400', async () => {
    const unreadable = await importFile(`farmId=${farm}`, 'fields.geojson', Buffer.from('not json at all'));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe('The file could not be read as GeoJSON, zipped Shapefile or KML');
    const points = await importFile(
      `farmId=${farm}`,
      'points.geojson',
      geoJsonOf([], [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } }]),
    );
    expect(points.json().code).toBe('fieldImportEmpty');
    const projected = await importFile(
      `farmId=${farm}`,
      'utm.geojson',
      Buffer.from(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [446000, 4650000],
              [447000, 4650000],
              [447000, 4651000],
              [446000, 4650000],
            ],
          ],
        }),
      ),
    );
    expect(projected.json().details.skipped).toEqual([{ index: 0, reason: 'notWgs84' }]);
  });

  it('refuses a zip that inflates past the limit with 400 before inflating it', async () => {
    const bomb = zipBomb(110 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const response = await importFile(`farmId=${farm}&dryRun=true`, 'bomb.zip', bomb, '1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fieldImportTooLarge',
      message: 'O arquivo compactado descompacta em mais de 100 MB ou contém mais de 500 arquivos',
    });
  });

  it('refuses a zip that lies about its size with 400 while inflating it', async () => {
    const response = await importFile(
      `farmId=${farm}&dryRun=true`,
      'bomb.zip',
      zipBomb(110 * 1024 * 1024, 1000),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fieldImportTooLarge');
  });

  it('refuses a zip of too many entries with 400', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 501 }, (_, index) => [`part-${index}.txt`, Buffer.from('x')]),
    );
    const response = await importFile(`farmId=${farm}&dryRun=true`, 'many.zip', zipOf(entries));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fieldImportTooLarge');
  });

  it('refuses an import without a file with 400 and by a dispatcher with 403', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: `/api/talhoes/import?farmId=${farm}`,
      headers: { 'x-auth-token': admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const dispatcher = await login('dispatcher');
    const { body, headers } = multipartOf('fields.geojson', geoJsonOf(three));
    const refused = await app.inject({
      method: 'POST',
      url: `/api/talhoes/import?farmId=${farm}`,
      payload: body,
      headers: { ...headers, 'x-auth-token': dispatcher },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another owner's field and another branch's field", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/talhoes')).json().content[0].id;
    expect((await call(admin, 'GET', `/api/talhoes/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/talhoes/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/talhoes/${demo.ids.fieldsMatoGrosso![0]}`)).statusCode).toBe(404);
  });
});

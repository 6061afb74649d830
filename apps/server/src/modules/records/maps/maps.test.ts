import Pbf from 'pbf';
import { VectorTile } from '@mapbox/vector-tile';
import { describe, expect, it } from 'vitest';
import { formatCoordinatesDms } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { squareRing } from '../growers/boundary-fixtures';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TField = {
  id: number;
  name: string;
  code: string | null;
  farmId: number;
  centroid: { latitude: number; longitude: number } | null;
  bbox: number[] | null;
  areaHectares: number | null;
  distanceMetres?: number | null;
};

/** The slippy-map tile holding a position at a zoom. */
function tileOf(longitude: number, latitude: number, zoom: number) {
  const scale = 2 ** zoom;
  const x = Math.floor(((longitude + 180) / 360) * scale);
  const radians = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale);
  return { x, y };
}

const iowaFields = async () =>
  (await call(admin, 'GET', '/api/talhoes?size=100&geometryMissing=false')).json().content as TField[];
const decode = (body: Buffer) => new VectorTile(new Pbf(new Uint8Array(body)));
const tileUrl = (zoom: number, x: number, y: number, query = '') =>
  `/api/v1/talhao/demo/${zoom}/${x}/${y}.vector.pbf${query}`;

describe('vector tiles /api/v1/talhao/{client}/{z}/{x}/{y}.vector.pbf', () => {
  it('serves a tile that decodes to the fields in it, with their names and areas', async () => {
    const [field] = await iowaFields();
    const { x, y } = tileOf(field!.centroid!.longitude, field!.centroid!.latitude, 14);
    const response = await call(admin, 'GET', tileUrl(14, x, y, `?u=${demo.units.iowa}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    const tile = decode(response.rawPayload);
    const polygons = tile.layers.talhao!;
    const found = Array.from({ length: polygons.length }, (_, index) => polygons.feature(index)).find(
      (feature) => feature.properties.id === field!.id,
    );
    expect(found).toBeDefined();
    expect(found!.type).toBe(3);
    expect(found!.properties).toMatchObject({
      name: field!.name,
      areaHectares: Math.round(field!.areaHectares! * 100) / 100,
    });
    expect(tile.layers.talhao_label!.length).toBeGreaterThan(0);
  });

  it('holds every field of the branch in the zoom 8 tiles around Ames', async () => {
    const fields = await iowaFields();
    const ids = new Set<number>();
    const tiles = new Set(
      fields.map((field) => JSON.stringify(tileOf(field.centroid!.longitude, field.centroid!.latitude, 8))),
    );
    for (const key of tiles) {
      const { x, y } = JSON.parse(key) as { x: number; y: number };
      const layer = decode((await call(admin, 'GET', tileUrl(8, x, y))).rawPayload).layers.talhao!;
      for (let index = 0; index < layer.length; index += 1)
        ids.add(layer.feature(index).properties.id as number);
    }
    expect([...ids].sort()).toEqual(fields.map((field) => field.id).sort());
  });

  it('answers 204 for a tile without fields', async () => {
    expect((await call(admin, 'GET', tileUrl(10, 0, 0))).statusCode).toBe(204);
  });

  it('cuts the tiles again after a field changes', async () => {
    const ring = squareRing(-93.2, 42.4, 400);
    const { x, y } = tileOf(-93.199, 42.401, 15);
    expect((await call(admin, 'GET', tileUrl(15, x, y))).statusCode).toBe(204);
    const created = (
      await call(admin, 'POST', '/api/talhoes', {
        farmId: demo.ids.farmsIowa![0],
        name: 'Fresh field',
        geometry: { type: 'Polygon', coordinates: [ring] },
      })
    ).json();
    const after = await call(admin, 'GET', tileUrl(15, x, y));
    expect(after.statusCode).toBe(200);
    expect(decode(after.rawPayload).layers.talhao!.feature(0).properties.id).toBe(created.id);
  });

  it("answers 404 for another client's tiles and a branch the user may not use", async () => {
    const [field] = await iowaFields();
    const { x, y } = tileOf(field!.centroid!.longitude, field!.centroid!.latitude, 12);
    expect((await call(admin, 'GET', `/api/v1/talhao/other/12/${x}/${y}.vector.pbf`)).statusCode).toBe(404);
    const other = await login('demo', { owner: 'other' });
    const theirUnit = (await call(other, 'GET', '/api/usuario/unidades')).json()[0].id;
    expect((await call(admin, 'GET', tileUrl(12, x, y, `?u=${theirUnit}`))).statusCode).toBe(404);
    expect((await call(null, 'GET', tileUrl(12, x, y))).statusCode).toBe(401);
  });
});

describe('field searches of the map', () => {
  it('lists the farms of the branch (/map/todas-fazendas)', async () => {
    const farms = (await call(admin, 'GET', '/api/map/todas-fazendas')).json();
    expect(farms).toHaveLength(demo.ids.farmsIowa!.length);
    expect(farms[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      growerId: expect.any(Number),
      growerName: expect.any(String),
    });
  });

  it('filters fields by farm and by name or code (/map/busca-talhoes-por-filtro)', async () => {
    const farm = demo.ids.farmsIowa![1]!;
    const byFarm = (
      await call(admin, 'GET', `/api/map/busca-talhoes-por-filtro?fazenda=${farm}`)
    ).json() as TField[];
    expect(byFarm.length).toBeGreaterThan(0);
    expect(byFarm.every((field) => field.farmId === farm)).toBe(true);
    const byCode = (
      await call(admin, 'GET', '/api/map/busca-talhoes-por-filtro?talhao=IA-1001')
    ).json() as TField[];
    expect(byCode.map((field) => field.code)).toEqual(['IA-1001']);
  });

  it('answers centroids, names, extents and GeoJSON of the fields', async () => {
    const fields = await iowaFields();
    const centroids = (
      await call(
        admin,
        'GET',
        `/api/map/v2/centroids-coordenada-talhoes?idTalhoes=${fields[0]!.id},${fields[1]!.id}`,
      )
    ).json();
    expect(centroids.map((row: { idTalhao: number }) => row.idTalhao).sort()).toEqual(
      [fields[0]!.id, fields[1]!.id].sort(),
    );
    const total = (await call(admin, 'GET', '/api/talhoes')).json().totalElements;
    expect((await call(admin, 'GET', '/api/map/descricao-talhoes')).json()).toHaveLength(total);
    const extent = (await call(admin, 'GET', `/api/v1/extent/unidade/demo/${demo.units.iowa}`)).json().bbox;
    expect(extent[0]).toBeLessThan(-93.6);
    expect(extent[1]).toBeGreaterThan(41.8);
    const some = (await call(admin, 'POST', '/api/v1/extent/talhoes/demo', { ids: [fields[0]!.id] })).json()
      .bbox;
    expect(some).toEqual(fields[0]!.bbox);
    const geojson = (
      await call(admin, 'GET', `/api/v4/busca_geojson_talhao/demo/${demo.units.iowa}/0/0/${fields[0]!.id}`)
    ).json();
    expect(geojson.features).toHaveLength(1);
    expect(geojson.features[0].properties.name).toBe(fields[0]!.name);
    expect((await call(admin, 'GET', `/api/v4/busca_geojson_talhao/other/0/0/0/0`)).statusCode).toBe(404);
  });
});

describe('map selector /api/map/selector', () => {
  it('finds a field by code, exact match first, and by name', async () => {
    const byCode = (await call(admin, 'GET', '/api/map/selector?mode=code&search=ia-1001')).json();
    expect(byCode.fields[0].code).toBe('IA-1001');
    const byName = (await call(admin, 'GET', '/api/map/selector?mode=name&search=pasture')).json();
    expect(byName.fields.map((field: TField) => field.name)).toEqual(['Pasture Breakup']);
  });

  it('finds the field holding a point typed in degrees, minutes and seconds', async () => {
    const [field] = await iowaFields();
    const dms = formatCoordinatesDms(field!.centroid!);
    const response = await call(
      admin,
      'GET',
      `/api/map/selector?mode=location&search=${encodeURIComponent(dms)}`,
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.point.latitude).toBeCloseTo(field!.centroid!.latitude, 4);
    expect(result.fields.map((found: TField) => found.id)).toEqual([field!.id]);
    expect(result.fields[0].distanceMetres).toBe(0);
  });

  it('offers the nearest fields when none holds the point, and nothing for text that is no coordinate', async () => {
    const [field] = await iowaFields();
    const beside = `${field!.bbox![3]! + 0.003}, ${field!.centroid!.longitude}`;
    const near = (
      await call(admin, 'GET', `/api/map/selector?mode=location&search=${encodeURIComponent(beside)}`)
    ).json();
    expect(near.fields.length).toBeGreaterThan(0);
    expect(near.fields[0].distanceMetres).toBeGreaterThan(0);
    const words = (await call(admin, 'GET', '/api/map/selector?mode=location&search=north%20field')).json();
    expect(words).toEqual({ point: null, fields: [] });
  });

  it("never finds another owner's fields", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/talhoes?geometryMissing=false')).json().content[0];
    const response = (
      await call(
        admin,
        'GET',
        `/api/map/selector?mode=location&search=${theirs.centroid.latitude},${theirs.centroid.longitude}`,
      )
    ).json();
    expect(response.fields.some((field: TField) => field.id === theirs.id)).toBe(false);
    void app;
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { squareRing } from '../growers/boundary-fixtures';

const { call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();
const other = await login('demo', { owner: 'other' });
const farm = demo.ids.farmsIowa![0]!;

type TField = {
  id: number;
  name: string;
  cdUnidade: number;
  bbox: number[] | null;
  geometryMissing: boolean;
};

async function createField(name: string, west: number | null) {
  const response = await call(admin, 'POST', '/api/talhoes', {
    farmId: farm,
    name,
    ...(west === null
      ? { areaHectares: 10 }
      : { geometry: { type: 'Polygon', coordinates: [squareRing(west, 42.3, 300)] } }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<TField>();
}

const mapped = await createField('Calls East', -93.81);
const second = await createField('Calls West', -93.83);
const unmapped = await createField('Calls Unmapped', null);
const theirs = (await call(other, 'GET', '/api/talhoes?size=1&geometryMissing=false')).json()
  .content[0] as TField;

describe('map calls', () => {
  it('answers the boundaries of fields by id and leaves out unmapped and foreign ones', async () => {
    const response = await call(admin, 'POST', '/api/sales/talhao/geometriaTalhao', {
      idTalhoes: [mapped.id, unmapped.id, theirs.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.map((feature: { id: number }) => feature.id)).toEqual([mapped.id]);
    expect(body.features[0].geometry.type).toBe('Polygon');
  });

  it('boxes fields by id and by name, and refuses an empty list with 400', async () => {
    const byId = (await call(admin, 'POST', '/api/map/bbox', { idTalhoes: [mapped.id, second.id] })).json();
    expect(byId.bbox[0]).toBeCloseTo(second.bbox![0]!, 9);
    expect(byId.bbox[2]).toBeCloseTo(mapped.bbox![2]!, 9);
    const byName = (
      await call(admin, 'POST', '/api/map/bboxByDesc', { descricoes: ['calls east', 'Calls West'] })
    ).json();
    expect(byName.bbox).toEqual(byId.bbox);
    expect((await call(admin, 'POST', '/api/map/bbox', { idTalhoes: [theirs.id] })).json()).toEqual({
      bbox: null,
    });
    const empty = await call(admin, 'POST', '/api/map/bbox', { idTalhoes: [] });
    expect(empty.statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/map/bboxByDesc', {})).statusCode).toBe(400);
  });

  it('lists every field of the branch, mapped or not, at /map/all', async () => {
    const rows = (await call(admin, 'GET', '/api/map/all')).json<TField[]>();
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([mapped.id, unmapped.id]));
    expect(ids).not.toContain(theirs.id);
    expect(rows.find((row) => row.id === unmapped.id)!.geometryMissing).toBe(true);
  });

  it('answers the field names of a branch by path and 404 for another owner', async () => {
    const response = await call(admin, 'GET', `/api/v1/desc_talhao/unidade/demo/${mapped.cdUnidade}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ idTalhao: mapped.id, descTalhao: 'Calls East' })]),
    );
    expect(
      (await call(other, 'GET', `/api/v1/desc_talhao/unidade/demo/${mapped.cdUnidade}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'GET', `/api/v1/desc_talhao/unidade/demo/${theirs.cdUnidade}`)).statusCode,
    ).toBe(404);
  });

  it('answers the selected fields with centroid and box, 0 meaning any, and 404 for another owner', async () => {
    const one = await call(admin, 'GET', `/api/v1/busca_talhao_selecionado/demo/0/0/0/${mapped.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual([expect.objectContaining({ id: mapped.id, name: 'Calls East' })]);
    const ofFarm = (await call(admin, 'GET', `/api/v1/busca_talhao_selecionado/demo/0/${farm}/0/0`)).json<
      TField[]
    >();
    expect(ofFarm.map((row) => row.id)).toEqual(expect.arrayContaining([mapped.id, second.id, unmapped.id]));
    expect(
      (await call(other, 'GET', `/api/v1/busca_talhao_selecionado/demo/0/0/0/${mapped.id}`)).statusCode,
    ).toBe(404);
    const foreign = await call(other, 'GET', `/api/v1/busca_talhao_selecionado/other/0/0/0/${mapped.id}`);
    expect(foreign.json()).toEqual([]);
  });

  it('lets every role read them, a role without records.edit too', async () => {
    const applicator = await login('applicator');
    expect((await call(applicator, 'POST', '/api/map/bbox', { idTalhoes: [mapped.id] })).statusCode).toBe(
      200,
    );
  });
});

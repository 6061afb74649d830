import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { squareRing } from '../growers/boundary-fixtures';

const { call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

const drawing = { type: 'Polygon', coordinates: [squareRing(-93.6, 42.2, 5000)] };
const newTerritory = (overrides: Record<string, unknown> = {}) => ({
  name: 'Roland',
  color: '#C2255C',
  marker: { latitude: 42.22, longitude: -93.57 },
  geometry: drawing,
  ...overrides,
});

describe('territories', () => {
  it('lists the two territories of the branch with their shapes', async () => {
    const page = (await call(admin, 'GET', '/api/territorios?sort=name,asc')).json();
    expect(page.content.map((territory: { name: string }) => territory.name)).toEqual([
      'Boone Valley',
      'North Story',
    ]);
    expect(page.content[0].geometry.type).toBe('Polygon');
  });

  it('creates with its area computed, edits and deletes', async () => {
    const created = await call(admin, 'POST', '/api/territorios', newTerritory());
    expect(created.statusCode).toBe(201);
    const territory = created.json();
    expect(territory).toMatchObject({
      name: 'Roland',
      color: '#c2255c',
      marker: { latitude: 42.22, longitude: -93.57 },
      version: 1,
    });
    // A 5 km square: 2,500 ha within the 1 % of the test's flat square.
    expect(territory.areaHectares / 2500).toBeCloseTo(1, 1);
    const edited = await call(
      admin,
      'PUT',
      `/api/territorios/${territory.id}`,
      newTerritory({ name: 'Roland North', version: 1 }),
    );
    expect(edited.json()).toMatchObject({ name: 'Roland North', version: 2 });
    expect(
      (await call(admin, 'PUT', `/api/territorios/${territory.id}`, newTerritory({ version: 1 }))).statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', `/api/territorios/${territory.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/territorios/${territory.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['marker', { marker: undefined }],
    ['name', { name: '  ' }],
    ['geometry', { geometry: undefined }],
  ])(
    "refuses a territory without its %s: 'A marker must be placed, a name entered and a drawing inserted', 400",
    async (path, overrides) => {
      const response = await call(admin, 'POST', '/api/territorios', newTerritory(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({
        path: `body.${path}`,
        code: 'territoryIncomplete',
        message: 'A marker must be placed, a name entered and a drawing inserted',
      });
    },
  );

  it('refuses a colour that is not #rrggbb and a drawing that is no polygon with 400', async () => {
    expect(
      (await call(admin, 'POST', '/api/territorios', newTerritory({ color: 'red' }))).json().details[0].code,
    ).toBe('colorFormat');
    const line = {
      type: 'Polygon',
      coordinates: [
        [
          [-93.6, 42.2],
          [-93.5, 42.2],
          [-93.4, 42.2],
          [-93.6, 42.2],
        ],
      ],
    };
    expect(
      (await call(admin, 'POST', '/api/territorios', newTerritory({ geometry: line }))).json().code,
    ).toBe('invalidGeometry');
  });

  it("refuses edits by a dispatcher with 403 and answers 404 for another owner's or branch's territory", async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'POST', '/api/territorios', newTerritory())).statusCode).toBe(403);
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/territorios')).json().content[0].id;
    expect((await call(admin, 'GET', `/api/territorios/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/territorios/${demo.ids.territories![2]}`)).statusCode).toBe(
      404,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TPlaceBody = {
  id: number;
  name: string;
  version: number;
  propertyRadius: number;
  blenderCapacity: number | null;
  cdLocalizacao: number | null;
  associatedLocations: number[];
};

const newPlace = (overrides: Record<string, unknown> = {}) => ({
  name: 'Story City Shed',
  address: '500 Broad St, Story City, IA',
  cdLocalizacao: demo.locations.iowa[0],
  latitude: 42.1872,
  longitude: -93.5958,
  productClasses: ['LIQUID'],
  propertyRadius: 91.44,
  blenderCapacity: 5000,
  ...overrides,
});

describe('GET /api/locais/_search', () => {
  it('lists the three warehouses of the active branch, sorted and paged', async () => {
    const response = await call(admin, 'GET', '/api/locais/_search?sort=name,asc&size=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(response.json().content.map((row: TPlaceBody) => row.name)).toEqual([
      'Ames Chemical Shed',
      'Boone Seed & Chem',
    ]);
  });

  it('filters by office, counting the offices a place serves', async () => {
    const [ames, nevada] = demo.locations.iowa;
    const byAmes = (await call(admin, 'GET', `/api/locais/_search?locations=${ames}`)).json();
    expect(byAmes.content.map((row: TPlaceBody) => row.name)).toEqual(['Ames Chemical Shed']);
    const byNevada = (
      await call(admin, 'GET', `/api/locais/_search?locations=${nevada}&sort=name,asc`)
    ).json();
    expect(byNevada.content.map((row: TPlaceBody) => row.name)).toEqual([
      'Ames Chemical Shed',
      'Nevada Fertilizer Plant',
    ]);
  });

  it('searches by name or address and refuses an unknown sort with 400', async () => {
    const found = (await call(admin, 'GET', '/api/locais/_search?search=boone')).json();
    expect(found.content.map((row: TPlaceBody) => row.name)).toEqual(['Boone Seed & Chem']);
    expect((await call(admin, 'GET', '/api/locais/_search?sort=latitude,asc')).statusCode).toBe(400);
  });

  it('answers every active place of the branch on /all-by-unit', async () => {
    const all = (await call(admin, 'GET', '/api/locais/all-by-unit')).json();
    expect(all.map((row: TPlaceBody) => row.name)).toEqual([
      'Ames Chemical Shed',
      'Boone Seed & Chem',
      'Nevada Fertilizer Plant',
    ]);
  });
});

describe('place records', () => {
  it('creates, reads, edits and deletes a place with its radius in metres', async () => {
    const created = await call(admin, 'POST', '/api/locais', newPlace());
    expect(created.statusCode).toBe(201);
    const place = created.json<TPlaceBody>();
    expect(place).toMatchObject({ propertyRadius: 91.44, blenderCapacity: 5000, version: 1 });
    const edited = await call(
      admin,
      'PUT',
      `/api/locais/${place.id}`,
      newPlace({ name: 'Story City Depot', version: 1 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Story City Depot', version: 2 });
    expect((await call(admin, 'DELETE', `/api/locais/${place.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/locais/${place.id}`)).statusCode).toBe(404);
  });

  it.each([0, -5])('refuses a property radius of %s with 400 "greater than 0"', async (radius) => {
    const response = await call(admin, 'POST', '/api/locais', newPlace({ propertyRadius: radius }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'body.propertyRadius',
      code: 'greaterThan',
      message: 'The value must be greater than 0',
    });
  });

  it('refuses a negative blender capacity with 400 and accepts none', async () => {
    const negative = await call(admin, 'POST', '/api/locais', newPlace({ blenderCapacity: -1 }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0]).toMatchObject({ path: 'body.blenderCapacity', code: 'negative' });
    const none = await call(
      admin,
      'POST',
      '/api/locais',
      newPlace({ name: 'No blender', blenderCapacity: null }),
    );
    expect(none.statusCode).toBe(201);
    expect(none.json().blenderCapacity).toBeNull();
  });

  it('requires a name and a position with 400 in the caller language', async () => {
    const response = await call(admin, 'POST', '/api/locais', { propertyRadius: 10 }, { locale: '1' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.latitude', 'body.longitude']));
    expect(response.json().message).toBe('Este é um campo obrigatório!');
  });

  it('refuses an office of another branch with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/locais',
      newPlace({ associatedLocations: [demo.locations.matoGrosso[0]] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'placeLocationNotPermitted' });
    expect(response.json().details[0].path).toBe('associatedLocations.0');
  });

  it('writes the blender capacity only with updateBlenderCapacity=true', async () => {
    const place = (
      await call(admin, 'POST', '/api/locais', newPlace({ name: 'Blender test' }))
    ).json<TPlaceBody>();
    const without = await call(
      admin,
      'PUT',
      '/api/locais',
      newPlace({ id: place.id, version: 1, name: 'Blender test', blenderCapacity: 7000 }),
    );
    expect(without.statusCode).toBe(200);
    expect(without.json().blenderCapacity).toBe(5000);
    const withFlag = await call(
      admin,
      'PUT',
      '/api/locais?updateBlenderCapacity=true',
      newPlace({ id: place.id, version: 2, name: 'Blender test', blenderCapacity: 7000 }),
    );
    expect(withFlag.json()).toMatchObject({ blenderCapacity: 7000, version: 3 });
  });

  it('refuses a stale edit with 409', async () => {
    const place = (await call(admin, 'POST', '/api/locais', newPlace({ name: 'Stale' }))).json<TPlaceBody>();
    expect(
      (await call(admin, 'PUT', `/api/locais/${place.id}`, newPlace({ name: 'A', version: 1 }))).statusCode,
    ).toBe(200);
    const stale = await call(admin, 'PUT', `/api/locais/${place.id}`, newPlace({ name: 'B', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
  });

  it('refuses to delete a place another module uses with 409 and keeps it', async () => {
    const place = (
      await call(admin, 'POST', '/api/locais', newPlace({ name: 'Used shed' }))
    ).json<TPlaceBody>();
    app.services.places.usage.register(
      'testUsage',
      async ({ ids }) => new Map(ids.filter((id) => id === place.id).map((id) => [id, 2])),
    );
    const response = await call(admin, 'DELETE', `/api/locais/${place.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'placeInUse',
      message: 'Error deleting warehouse: it has already been used',
    });
    expect((await call(admin, 'GET', `/api/locais/${place.id}`)).statusCode).toBe(200);
    app.services.places.usage.unregister('testUsage');
  });

  it('refuses edits to a role without records.edit with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/locais/_search')).statusCode).toBe(200);
    expect((await call(dispatcher, 'POST', '/api/locais', newPlace())).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another owner's place and for a place of another branch", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/locais/_search')).json().content[0].id;
    expect((await call(admin, 'GET', `/api/locais/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/locais/${theirs}`)).statusCode).toBe(404);
    const brazil = demo.ids.placesMatoGrosso![0]!;
    expect((await call(admin, 'GET', `/api/locais/${brazil}`)).statusCode).toBe(404);
  });

  it('hides a place of an office the user may not see', async () => {
    const services = app.services.places;
    const auth = {
      ownerId: demo.ownerId,
      unitId: demo.units.iowa,
      permittedLocationIds: [demo.locations.iowa[1]!],
    };
    const visible = await services.getMany(auth as never, demo.ids.placesIowa!);
    expect(visible.map((place) => place.name)).toEqual(['Nevada Fertilizer Plant']);
  });
});

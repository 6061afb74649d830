import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { squareRing } from '../growers/boundary-fixtures';
import { sensitiveSites } from './sensitive-sites.tables';

const { app, call, login, demo, database } = await createTestApp({ secondOwner: true });
const admin = await login();
const auth = (await app.services.auth.authenticate(admin))!;

const apiary = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hansen apiary',
  kind: 'apiary',
  note: 'Twelve hives on the fence line',
  geometry: { type: 'Point', coordinates: [-93.61, 42.21] },
  radiusMeters: 30,
  bufferMeters: 150,
  ...overrides,
});
const creek = (overrides: Record<string, unknown> = {}) => ({
  name: 'Squaw Creek',
  kind: 'water',
  geometry: { type: 'Polygon', coordinates: [squareRing(-93.62, 42.2, 200)] },
  bufferMeters: 30.48,
  ...overrides,
});

/** A site of the branch the caller is not in (the owner's other branch). */
const otherBranch = Object.values(demo.units).find((unitId) => unitId !== auth.unitId)!;
const [foreign] = await database.db
  .insert(sensitiveSites)
  .values({
    ownerId: auth.ownerId,
    unitId: otherBranch,
    name: 'Elsewhere',
    kind: 'other',
    geometry: { type: 'Point', coordinates: [-55.5, -12.5] },
    radiusMeters: 10,
    bufferMeters: 10,
    bboxWest: -55.6,
    bboxSouth: -12.6,
    bboxEast: -55.4,
    bboxNorth: -12.4,
  })
  .returning();

describe('sensitive sites', () => {
  it('marks a point site with its radius and a polygon site, lists them by name, edits and deletes', async () => {
    const created = await call(admin, 'POST', '/api/sensitive-sites', apiary());
    expect(created.statusCode).toBe(201);
    const site = created.json();
    expect(site).toMatchObject({ name: 'Hansen apiary', kind: 'apiary', radiusMeters: 30, version: 1 });
    // The box holds the point grown by radius and buffer (180 m, about 0.0016 degrees north).
    expect(site.bbox[3] - 42.21).toBeCloseTo(180 / 111_195, 4);
    const water = (await call(admin, 'POST', '/api/sensitive-sites', creek())).json();
    expect(water).toMatchObject({ kind: 'water', note: '', radiusMeters: null, bufferMeters: 30.48 });

    const list = (await call(admin, 'GET', '/api/sensitive-sites')).json();
    expect(list.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['Hansen apiary', 'Squaw Creek']),
    );
    expect(list.map((entry: { name: string }) => entry.name)).not.toContain('Elsewhere');

    const edited = await call(
      admin,
      'PUT',
      `/api/sensitive-sites/${site.id}`,
      apiary({ bufferMeters: 200, version: 1 }),
    );
    expect(edited.json()).toMatchObject({ bufferMeters: 200, version: 2 });
    const stale = await call(admin, 'PUT', `/api/sensitive-sites/${site.id}`, apiary({ version: 1 }));
    expect(stale.statusCode).toBe(409);

    for (const id of [site.id, water.id])
      expect((await call(admin, 'DELETE', `/api/sensitive-sites/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/sensitive-sites/${site.id}`)).statusCode).toBe(404);
  });

  it("refuses a point without a radius with 400 'A site drawn as a point needs a radius greater than zero'", async () => {
    for (const radiusMeters of [null, 0]) {
      const response = await call(admin, 'POST', '/api/sensitive-sites', apiary({ radiusMeters }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({
        path: 'body.radiusMeters',
        code: 'sensitiveSiteRadiusRequired',
        message: 'A site drawn as a point needs a radius greater than zero',
      });
    }
  });

  it('refuses a radius on a polygon, a buffer out of range and a bad shape with 400', async () => {
    const radius = await call(admin, 'POST', '/api/sensitive-sites', creek({ radiusMeters: 10 }));
    expect(radius.json().details[0].code).toBe('sensitiveSiteRadiusOnlyPoint');
    const buffer = await call(admin, 'POST', '/api/sensitive-sites', creek({ bufferMeters: 5000 }));
    expect(buffer.statusCode).toBe(400);
    expect(buffer.json().details[0]).toMatchObject({
      path: 'body.bufferMeters',
      message: 'The buffer must be between 0 and 3000 m',
    });
    const flat = {
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
    const line = await call(admin, 'POST', '/api/sensitive-sites', creek({ geometry: flat }));
    expect(line.statusCode).toBe(400);
    expect(line.json().code).toBe('invalidGeometry');
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-93.6, 42.2],
          [-93.58, 42.21],
          [-93.58, 42.2],
          [-93.6, 42.22],
          [-93.6, 42.2],
        ],
      ],
    };
    const crossing = await call(admin, 'POST', '/api/sensitive-sites', creek({ geometry: bowtie }));
    expect(crossing.json().code).toBe('boundarySelfIntersects');
    const unknownKind = await call(admin, 'POST', '/api/sensitive-sites', creek({ kind: 'castle' }));
    expect(unknownKind.statusCode).toBe(400);
  });

  it('refuses writes by a dispatcher with 403 but lets them read', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'POST', '/api/sensitive-sites', apiary())).statusCode).toBe(403);
    expect((await call(dispatcher, 'GET', '/api/sensitive-sites')).statusCode).toBe(200);
    const mine = (await call(admin, 'POST', '/api/sensitive-sites', apiary())).json();
    expect((await call(dispatcher, 'PUT', `/api/sensitive-sites/${mine.id}`, apiary())).statusCode).toBe(403);
    expect((await call(dispatcher, 'DELETE', `/api/sensitive-sites/${mine.id}`)).statusCode).toBe(403);
    await call(admin, 'DELETE', `/api/sensitive-sites/${mine.id}`);
  });

  it("answers 404 for another branch's or another owner's site", async () => {
    expect((await call(admin, 'GET', `/api/sensitive-sites/${foreign!.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/api/sensitive-sites/${foreign!.id}`, apiary())).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/sensitive-sites/${foreign!.id}`)).statusCode).toBe(404);
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'POST', '/api/sensitive-sites', apiary())).json();
    expect((await call(admin, 'GET', `/api/sensitive-sites/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/sensitive-sites/${theirs.id}`)).statusCode).toBe(404);
  });
});

describe('filter layers', () => {
  it("saves the caller's layers, changes one with its version and keeps them from other users", async () => {
    const saved = await call(admin, 'POST', '/api/filter-layer', {
      name: 'Bees and water',
      kinds: ['apiary', 'water'],
      driftwatch: true,
    });
    expect(saved.statusCode).toBe(200);
    const layer = saved.json();
    expect(layer).toMatchObject({ name: 'Bees and water', visible: true, driftwatch: true, version: 1 });
    const hidden = await call(admin, 'POST', '/api/filter-layer', {
      id: layer.id,
      version: 1,
      name: 'Bees and water',
      kinds: ['apiary', 'water'],
      visible: false,
    });
    expect(hidden.json()).toMatchObject({ visible: false, driftwatch: false, version: 2 });
    const stale = await call(admin, 'POST', '/api/filter-layer', { id: layer.id, version: 1, name: 'x' });
    expect(stale.statusCode).toBe(409);
    expect((await call(admin, 'GET', '/api/filter-layer')).json()).toEqual([hidden.json()]);

    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/filter-layer')).json()).toEqual([]);
    const theirs = await call(dispatcher, 'POST', '/api/filter-layer', { id: layer.id, name: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a blank name and an unknown kind with 400', async () => {
    expect((await call(admin, 'POST', '/api/filter-layer', { name: ' ' })).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/filter-layer', { name: 'x', kinds: ['castle'] })).statusCode,
    ).toBe(400);
  });

  it("update-driftwatch answers the branch's registry kinds from the embedded adapter, in a box", async () => {
    const bees = (await call(admin, 'POST', '/api/sensitive-sites', apiary())).json();
    const water = (await call(admin, 'POST', '/api/sensitive-sites', creek())).json();
    const layer = (
      await call(admin, 'POST', '/api/filter-layer', { name: 'DriftWatch', kinds: [], driftwatch: true })
    ).json();
    const response = await call(admin, 'POST', '/api/filter-layer/update-driftwatch', {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('embedded');
    const names = body.sites.map((site: { name: string }) => site.name);
    expect(names).toContain('Hansen apiary');
    expect(names).not.toContain('Squaw Creek');
    expect(names).not.toContain('Elsewhere');
    const far = await call(admin, 'POST', '/api/filter-layer/update-driftwatch', { bbox: [10, 10, 11, 11] });
    expect(far.json().sites).toEqual([]);
    const layers = (await call(admin, 'GET', '/api/filter-layer')).json();
    expect(layers.find((entry: { id: number }) => entry.id === layer.id).driftwatchUpdatedAt).toBe(
      far.json().updatedAt,
    );
    const bad = await call(admin, 'POST', '/api/filter-layer/update-driftwatch', { bbox: [1, 2] });
    expect(bad.statusCode).toBe(400);
    await call(admin, 'DELETE', `/api/sensitive-sites/${bees.id}`);
    await call(admin, 'DELETE', `/api/sensitive-sites/${water.id}`);
  });
});

describe('the demo sites', () => {
  it('puts an apiary, a creek and a farmstead beside the Iowa fields, none within a field’s reach', async () => {
    const seeded = (await app.services.sensitiveSites.list(auth)).filter((site) =>
      ['Hansen apiary', 'Squaw Creek', 'Lindqvist farmstead'].includes(site.name),
    );
    expect(seeded.map((site) => site.kind).sort()).toEqual(['apiary', 'schoolOrResidence', 'water']);
    const mapped = (await app.services.fields.records(auth, { geometryMissing: false })).filter(
      (field) => field.geometry && field.bbox,
    );
    expect(mapped.length).toBeGreaterThan(0);
    for (const field of mapped)
      expect(await app.services.sensitiveSites.breaches(auth, field.geometry!, field.bbox!)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { squareRing } from './boundary-fixtures';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();
const farm = demo.ids.farmsIowa![0]!;

type TField = { id: number; name: string; areaHectares: number; version: number; active: boolean };
type TPosition = [number, number];

/** A 400 m square field in the demo's Iowa farm. */
async function createSquare(west: number, name: string) {
  const ring = squareRing(west, 42.2, 400);
  const response = await call(admin, 'POST', '/api/talhoes', {
    farmId: farm,
    name,
    geometry: { type: 'Polygon', coordinates: [ring] },
  });
  expect(response.statusCode).toBe(201);
  return { field: response.json<TField>(), ring };
}

/** The two halves of a square ring cut at its vertical middle. */
function halves(ring: TPosition[]) {
  const [sw, se, ne, nw] = ring as [TPosition, TPosition, TPosition, TPosition];
  const middle = (sw[0] + se[0]) / 2;
  const polygon = (positions: TPosition[]) => ({
    type: 'Polygon',
    coordinates: [[...positions, positions[0]]],
  });
  return [
    polygon([sw, [middle, sw[1]], [middle, nw[1]], nw]),
    polygon([[middle, sw[1]], se, ne, [middle, ne[1]]]),
  ];
}

describe('field boundary edits', () => {
  it("refuses a boundary that crosses itself with 400 and the map editor's message", async () => {
    const response = await call(
      admin,
      'POST',
      '/api/talhoes',
      {
        farmId: farm,
        name: 'Bow tie',
        geometry: {
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
        },
      },
      { locale: '3' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'boundarySelfIntersects',
      message: 'The boundary crosses itself; move the points so its edges do not cross',
    });
  });

  it('splits a field in two, recomputing each area and centroid, and keeps the first part as the field', async () => {
    const { field, ring } = await createSquare(-93.61, 'Split me');
    const response = await call(admin, 'POST', `/api/talhoes/${field.id}/split`, {
      version: field.version,
      parts: halves(ring),
    });
    expect(response.statusCode).toBe(200);
    const [kept, added] = response.json<{ fields: (TField & { centroid: { longitude: number } })[] }>()
      .fields;
    expect(kept!.id).toBe(field.id);
    expect(kept!.version).toBe(field.version + 1);
    expect(added!.name).toBe('Split me (2)');
    expect(kept!.areaHectares).toBeCloseTo(field.areaHectares / 2, 2);
    expect(added!.areaHectares).toBeCloseTo(field.areaHectares / 2, 2);
    expect(kept!.centroid.longitude).toBeLessThan(added!.centroid.longitude);
  });

  it('refuses parts that do not cover the field with 400 and a stale version with 409', async () => {
    const { field, ring } = await createSquare(-93.62, 'Half cover');
    const [west] = halves(ring);
    const missing = await call(admin, 'POST', `/api/talhoes/${field.id}/split`, {
      version: field.version,
      parts: [west, west],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('fieldSplitMismatch');
    const stale = await call(admin, 'POST', `/api/talhoes/${field.id}/split`, {
      version: field.version + 5,
      parts: halves(ring),
    });
    expect(stale.statusCode).toBe(409);
  });

  it('merges two touching fields into the first and deletes the unused second', async () => {
    const { field, ring } = await createSquare(-93.63, 'Merge me');
    const split = (
      await call(admin, 'POST', `/api/talhoes/${field.id}/split`, {
        version: field.version,
        parts: halves(ring),
      })
    ).json<{ fields: TField[] }>().fields;
    const response = await call(admin, 'POST', '/api/talhoes/merge', {
      fields: split.map((part) => ({ id: part.id, version: part.version })),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ fields: (TField & { geometry: { type: string } })[]; removed: unknown }>();
    expect(body.fields[0]!.areaHectares).toBeCloseTo(field.areaHectares, 2);
    expect(body.fields[0]!.geometry.type).toBe('Polygon');
    expect(body.removed).toEqual({ id: split[1]!.id, deleted: true });
    expect((await call(admin, 'GET', `/api/talhoes/${split[1]!.id}`)).statusCode).toBe(404);
  });

  it('deactivates an absorbed field that orders used instead of deleting it', async () => {
    const { field, ring } = await createSquare(-93.64, 'Used half');
    const split = (
      await call(admin, 'POST', `/api/talhoes/${field.id}/split`, {
        version: field.version,
        parts: halves(ring),
      })
    ).json<{ fields: TField[] }>().fields;
    app.services.fields.usage.register(
      'mergeTest',
      async ({ ids }) => new Map(ids.filter((id) => id === split[1]!.id).map((id) => [id, 1])),
    );
    const response = await call(admin, 'POST', '/api/talhoes/merge', {
      fields: split.map((part) => ({ id: part.id, version: part.version })),
    });
    app.services.fields.usage.unregister('mergeTest');
    expect(response.json().removed).toEqual({ id: split[1]!.id, deleted: false });
    expect((await call(admin, 'GET', `/api/talhoes/${split[1]!.id}`)).json().active).toBe(false);
  });

  it('refuses to merge fields that do not touch with 400', async () => {
    const first = (await createSquare(-93.7, 'Apart A')).field;
    const second = (await createSquare(-93.65, 'Apart B')).field;
    const response = await call(admin, 'POST', '/api/talhoes/merge', {
      fields: [first, second].map((field) => ({ id: field.id, version: field.version })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fieldsNotAdjacent');
  });

  it('refuses split and merge to a role that may not edit records with 403', async () => {
    const { field, ring } = await createSquare(-93.66, 'Not yours to cut');
    const dispatcher = await login('dispatcher');
    const split = await call(dispatcher, 'POST', `/api/talhoes/${field.id}/split`, {
      version: field.version,
      parts: halves(ring),
    });
    expect(split.statusCode).toBe(403);
    const merge = await call(dispatcher, 'POST', '/api/talhoes/merge', {
      fields: [
        { id: field.id, version: 1 },
        { id: field.id + 1, version: 1 },
      ],
    });
    expect(merge.statusCode).toBe(403);
  });

  it("answers 404 for another owner's field", async () => {
    const { field, ring } = await createSquare(-93.67, 'Mine');
    const other = await login('demo', { owner: 'other' });
    const response = await call(other, 'POST', `/api/talhoes/${field.id}/split`, {
      version: field.version,
      parts: halves(ring),
    });
    expect(response.statusCode).toBe(404);
  });
});

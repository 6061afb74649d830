import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TImplement = {
  id: number;
  code: string;
  name: string;
  version: number;
  compartments: { id: number; name: string; capacity: number; mixtureType: string }[];
};

let sequence = 0;
function buildImplement(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    code: `T-IM-${sequence}`,
    name: `Pull-type sprayer ${sequence}`,
    model: '9518T',
    fixed: false,
    width: 27.432,
    fixedWidth: true,
    mixtureType: 'LIQUID',
    capacity: 6813.74,
    compartments: [{ name: 'Main tank', capacity: 6000, mixtureType: 'LIQUID' }],
    ...overrides,
  };
}

async function createImplement(overrides: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', '/api/implemento/agricultural', buildImplement(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<TImplement>();
}

describe('implement lists', () => {
  it('pages the implements and trailers of the branch and filters by kind', async () => {
    const all = (await call(admin, 'GET', '/api/implemento?sort=code,asc')).json();
    expect(all.content.slice(0, 3).map((row: TImplement) => row.code)).toEqual([
      'IA-IM-01',
      'IA-TR-01',
      'IA-TR-02',
    ]);
    const agricultural = (await call(admin, 'GET', '/api/implemento?type=agricultural&search=IA-')).json();
    expect(agricultural.content.map((row: TImplement) => row.code)).toEqual(['IA-IM-01']);
    expect((await call(admin, 'GET', '/api/implemento?sort=secret,asc')).statusCode).toBe(400);
  });

  it('lists free agricultural implements by mixture type (productMixTp)', async () => {
    const liquid = (
      await call(admin, 'GET', '/api/implemento/agricultural-not-fixed?productMixTp=LIQUID')
    ).json();
    expect(liquid.map((row: TImplement) => row.code)).toContain('IA-IM-01');
    const dry = (await call(admin, 'GET', '/api/implemento/agricultural-not-fixed?productMixTp=DRY')).json();
    expect(dry.map((row: TImplement) => row.code)).not.toContain('IA-IM-01');
  });

  it('pages agricultural implements that are not fixed', async () => {
    const response = await call(
      admin,
      'GET',
      '/api/implemento/agricultural-implement-not-fixed?size=5&search=IA-',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().content.map((row: TImplement) => row.code)).toEqual(['IA-IM-01']);
  });

  it('answers the implements a machine can work with', async () => {
    const [tractor] = (await call(admin, 'GET', '/api/equipamentos?search=IA-TR-81')).json().content;
    const forTractor = (
      await call(admin, 'GET', `/api/implemento/busca-por-equipamento?cdEquipamento=${tractor.cdEquipamento}`)
    ).json();
    expect(forTractor.every((row: { type: string }) => row.type === 'agricultural')).toBe(true);
    const [semi] = (await call(admin, 'GET', '/api/equipamentos?search=IA-ST-91')).json().content;
    const forSemi = (
      await call(admin, 'GET', `/api/implemento/busca-por-equipamento?cdEquipamento=${semi.cdEquipamento}`)
    ).json();
    expect(forSemi.map((row: TImplement) => row.code)).toEqual(
      expect.arrayContaining(['IA-TR-01', 'IA-TR-02']),
    );
  });
});

describe('implement records', () => {
  it('creates, reads, edits and deletes an agricultural implement', async () => {
    const created = await createImplement();
    expect(created).toMatchObject({
      type: 'agricultural',
      width: 27.432,
      capacity: 6813.74,
      fixedOnEquipmentId: null,
      version: 1,
    });
    const edited = await call(admin, 'PUT', '/api/implemento/agricultural', {
      ...buildImplement({ code: created.code }),
      id: created.id,
      version: 1,
      name: 'Renamed',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', version: 2 });
    expect((await call(admin, 'DELETE', `/api/implemento/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/implemento/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a stale edit with 409', async () => {
    const created = await createImplement();
    const body = { ...buildImplement({ code: created.code }), type: 'agricultural', version: 1 };
    expect((await call(admin, 'PUT', `/api/implemento/${created.id}`, body)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/implemento/${created.id}`, body)).statusCode).toBe(409);
  });

  it('refuses a code that exists (any kind, any case) with 409 and the spec message', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/implemento/agricultural',
      buildImplement({ code: 'ia-tr-01' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'implementCodeInUse',
      message: 'Error saving, implement code already exists!',
    });
  });

  it('refuses two compartments with one name with 400 "compartment already in use"', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/implemento/agricultural',
      buildImplement({
        compartments: [
          { name: 'Tank', capacity: 100, mixtureType: 'LIQUID' },
          { name: 'Tank', capacity: 100, mixtureType: 'LIQUID' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.compartments.1.name',
      code: 'compartmentInUse',
      message: 'Error saving, compartment already in use!',
    });
  });

  it("refuses another implement's compartment with 409", async () => {
    const first = await createImplement();
    const response = await call(
      admin,
      'POST',
      '/api/implemento/agricultural',
      buildImplement({
        compartments: [
          { id: first.compartments[0]!.id, name: 'Taken', capacity: 100, mixtureType: 'LIQUID' },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'compartmentInUse',
      message: 'Error saving, compartment already in use!',
    });
  });

  it('refuses compartments larger than the total capacity with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/implemento/agricultural',
      buildImplement({ capacity: 1000 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].code).toBe('compartmentsExceedCapacity');
  });

  it('refuses to remove a compartment linked to a crop plan with 409, and lets its capacity change', async () => {
    const created = await createImplement({
      capacity: null,
      compartments: [
        { name: 'Front', capacity: 3000, mixtureType: 'LIQUID' },
        { name: 'Rear', capacity: 3000, mixtureType: 'LIQUID' },
      ],
    });
    const [front, rear] = created.compartments;
    app.services.implements.compartmentUsage.register(
      'cropPlans',
      async ({ ids }) => new Map(ids.map((id) => [id, id === rear!.id ? 1 : 0])),
    );
    try {
      const base = { ...buildImplement({ code: created.code, capacity: null }), id: created.id };
      const removed = await call(admin, 'PUT', '/api/implemento/agricultural', {
        ...base,
        version: 1,
        compartments: [front],
      });
      expect(removed.statusCode).toBe(409);
      expect(removed.json()).toMatchObject({
        code: 'compartmentsLinkedToCropPlan',
        message: 'Compartments cannot be removed while they are linked to a crop plan',
      });
      const resized = await call(admin, 'PUT', '/api/implemento/agricultural', {
        ...base,
        version: 1,
        compartments: [front, { ...rear, capacity: 2500 }],
      });
      expect(resized.statusCode).toBe(200);
      expect(resized.json().compartments[1]).toMatchObject({ id: rear!.id, capacity: 2500 });
      const deleted = await call(admin, 'DELETE', `/api/implemento/${created.id}`);
      expect(deleted.statusCode).toBe(409);
    } finally {
      app.services.implements.compartmentUsage.unregister('cropPlans');
    }
  });

  it('refuses to delete an implement a work order used with 409 and the spec message', async () => {
    const created = await createImplement();
    app.services.implements.usage.register(
      'workOrders',
      async ({ ids }) => new Map(ids.map((id) => [id, 1])),
    );
    try {
      const response = await call(admin, 'DELETE', `/api/implemento/${created.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'implementUsed',
        message: 'Error deleting implement, this implement has already been used!',
      });
    } finally {
      app.services.implements.usage.unregister('workOrders');
    }
  });

  it('refuses an office the user is not permitted in with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/implemento/agricultural',
      buildImplement({ locationId: demo.locations.matoGrosso[0] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('locationId');
  });

  it('lists implements without an office and gives them one', async () => {
    const created = await createImplement();
    const without = (await call(admin, 'GET', '/api/implemento/implement-no-location')).json();
    expect(without.map((row: TImplement) => row.id)).toContain(created.id);
    const assigned = await call(admin, 'PUT', '/api/implemento/implement-no-location', {
      ids: [created.id],
      locationId: demo.locations.iowa[1],
    });
    expect(assigned.json()).toEqual({ updated: 1 });
    expect((await call(admin, 'GET', `/api/implemento/${created.id}`)).json().locationId).toBe(
      demo.locations.iowa[1],
    );
  });
});

describe('permissions and isolation', () => {
  it('refuses writes to a dispatcher with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', '/api/implemento')).statusCode).toBe(200);
    expect(
      (await call(dispatcher, 'POST', '/api/implemento/agricultural', buildImplement())).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another owner's implement", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/implemento')).json().content[0].id;
    expect((await call(admin, 'GET', `/api/implemento/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/implemento/${theirs}`)).statusCode).toBe(404);
  });
});

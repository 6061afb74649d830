import { describe, expect, it } from 'vitest';
import { kilogramsFromPounds, litresFromGallons } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';

const { app, call, login } = await createTestApp({ secondOwner: true });
const admin = await login();

type TTrailer = {
  id: number;
  code: string;
  tankCount: number;
  capacity: number | null;
  version: number;
  compartments: { id: number; name: string; capacity: number; mixtureType: string }[];
};

let sequence = 0;
function buildTrailer(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    code: `T-TR-${sequence}`,
    name: `Nurse trailer ${sequence}`,
    mixtureType: 'LIQUID',
    compartments: [
      { name: 'Water', capacity: litresFromGallons(1600), mixtureType: 'LIQUID' },
      { name: 'Chemical', capacity: litresFromGallons(400), mixtureType: 'LIQUID' },
    ],
    ...overrides,
  };
}

describe('trailers', () => {
  it('lists the trailers of the branch with their number of tanks', async () => {
    const page = (await call(admin, 'GET', '/api/implemento/reboque?sort=code,asc')).json();
    expect(page.content.map((row: TTrailer) => row.code)).toEqual(['IA-TR-01', 'IA-TR-02']);
    expect(page.content[1]).toMatchObject({ type: 'trailer', tankCount: 2, mixtureType: 'DRY' });
    expect(page.content[1].capacity).toBeCloseTo(kilogramsFromPounds(48000), 6);
  });

  it('creates a trailer whose capacity is the sum of its tanks, edits and deletes it', async () => {
    const created = await call(admin, 'POST', '/api/implemento/reboque', buildTrailer());
    expect(created.statusCode).toBe(201);
    const trailer = created.json<TTrailer>();
    expect(trailer.tankCount).toBe(2);
    expect(trailer.capacity).toBeCloseTo(litresFromGallons(2000), 9);
    const edited = await call(admin, 'PUT', '/api/implemento/reboque', {
      ...buildTrailer({ code: trailer.code }),
      id: trailer.id,
      version: 1,
      compartments: trailer.compartments.slice(0, 1),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ tankCount: 1, version: 2 });
    expect((await call(admin, 'DELETE', `/api/implemento/reboque/${trailer.id}`)).statusCode).toBe(204);
  });

  it("refuses an existing id code with 409 'Error saving, trailer id already exists!'", async () => {
    const response = await call(admin, 'POST', '/api/implemento/reboque', buildTrailer({ code: 'IA-IM-01' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'trailerCodeInUse',
      message: 'Error saving, trailer id already exists!',
    });
  });

  it("refuses another trailer's tank with 409 'Error saving, compartment already in use!'", async () => {
    const [existing] = (await call(admin, 'GET', '/api/implemento/reboque?sort=code,asc')).json().content;
    const response = await call(
      admin,
      'POST',
      '/api/implemento/reboque',
      buildTrailer({
        compartments: [
          { id: existing.compartments[0].id, name: 'Water', capacity: 100, mixtureType: 'LIQUID' },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'compartmentInUse',
      message: 'Error saving, compartment already in use!',
    });
  });

  it("refuses to delete a trailer a group uses with 409 'Error deleting trailer, this trailer has already been used!'", async () => {
    const [, dryTrailer] = (await call(admin, 'GET', '/api/implemento/reboque?sort=code,asc')).json().content;
    const response = await call(admin, 'DELETE', `/api/implemento/reboque/${dryTrailer.id}`, undefined, {
      locale: '3',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'trailerUsed',
      message: 'Error deleting trailer, this trailer has already been used!',
    });
  });

  it('refuses to delete a trailer a work order used with 409', async () => {
    const created = (await call(admin, 'POST', '/api/implemento/reboque', buildTrailer())).json<TTrailer>();
    app.services.implements.usage.register(
      'trips',
      async ({ ids }) => new Map(ids.map((id) => [id, id === created.id ? 1 : 0])),
    );
    try {
      const response = await call(admin, 'DELETE', `/api/implemento/reboque/${created.id}`, undefined, {
        locale: '1',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Erro ao excluir o reboque, este reboque já foi utilizado!');
    } finally {
      app.services.implements.usage.unregister('trips');
    }
  });

  it('does not answer an agricultural implement as a trailer', async () => {
    const implement = (await call(admin, 'GET', '/api/implemento?type=agricultural&search=IA-IM')).json()
      .content[0];
    expect((await call(admin, 'GET', `/api/implemento/reboque/${implement.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/implemento/reboque/${implement.id}`)).statusCode).toBe(404);
  });

  it('lists trailers free for members and unrelated to machines', async () => {
    const forMembers = (await call(admin, 'GET', '/api/implemento/trailer-not-fixed-equiment-config')).json();
    expect(forMembers.map((row: TTrailer) => row.code)).toEqual(
      expect.arrayContaining(['IA-TR-01', 'IA-TR-02']),
    );
    const unrelated = (await call(admin, 'GET', '/api/implemento/trailer-unrelated')).json();
    expect(
      unrelated.every((row: { fixedOnEquipmentId: number | null }) => row.fixedOnEquipmentId === null),
    ).toBe(true);
    const paged = (await call(admin, 'GET', '/api/implemento/trailer-implement-not-fixed?size=1')).json();
    expect(paged).toMatchObject({ size: 1, number: 0 });
  });

  it('refuses writes without records.edit with 403', async () => {
    const mixer = await login('mixer');
    expect((await call(mixer, 'POST', '/api/implemento/reboque', buildTrailer())).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TGrowerBody = {
  id: number;
  code: string;
  firstName: string;
  phones: string[];
  version: number;
  fieldCount: number;
  farmCount: number;
};

const newGrower = (overrides: Record<string, unknown> = {}) => ({
  code: 'IA-G900',
  firstName: 'Ann',
  lastName: 'Larson',
  phones: ['(515) 555-0199'],
  notes: 'Gate code 1942',
  smsEnRoute: true,
  smsJobComplete: false,
  ...overrides,
});

describe('GET /api/produtor', () => {
  it('lists the growers of the active branch with their farm and field counts', async () => {
    const page = (await call(admin, 'GET', '/api/produtor?sort=code,asc&size=50')).json();
    expect(page.totalElements).toBe(demo.ids.growersIowa!.length);
    expect(page.content[0]).toMatchObject({ code: 'IA-G001', firstName: 'Dale', lastName: 'Hoffman' });
    const counted = page.content.reduce((sum: number, grower: TGrowerBody) => sum + grower.fieldCount, 0);
    expect(counted).toBe(demo.ids.fieldsIowa!.length);
  });

  it('searches by full name and phone', async () => {
    const byName = (await call(admin, 'GET', '/api/produtor?search=lisa%20van')).json();
    expect(byName.content.map((grower: TGrowerBody) => grower.code)).toEqual(['IA-G004']);
    const phone = (await call(admin, 'GET', `/api/produtor/${demo.ids.growersIowa![1]}`)).json().phones[0];
    const byPhone = (
      await call(admin, 'GET', `/api/produtor?search=${encodeURIComponent(phone.slice(-6))}`)
    ).json();
    expect(byPhone.content.map((grower: TGrowerBody) => grower.id)).toEqual([demo.ids.growersIowa![1]]);
  });

  it('finds growers by phones written any way', async () => {
    const grower = (
      await call(admin, 'GET', `/api/produtor/${demo.ids.growersIowa![0]}`)
    ).json<TGrowerBody>();
    const digits = grower.phones[0]!.slice(2);
    const written = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const found = (
      await call(admin, 'GET', `/api/produtor/getGrowersByPhones?phones=${encodeURIComponent(written)}`)
    ).json();
    expect(found.map((row: TGrowerBody) => row.id)).toEqual([grower.id]);
  });
});

describe('grower records', () => {
  it('creates with normalised phones and SMS flags, edits and deletes', async () => {
    const created = await call(admin, 'POST', '/api/produtor', newGrower());
    expect(created.statusCode).toBe(201);
    const grower = created.json<TGrowerBody>();
    expect(grower).toMatchObject({
      phones: ['5155550199'],
      smsEnRoute: true,
      smsJobComplete: false,
      version: 1,
    });
    const edited = await call(
      admin,
      'PUT',
      `/api/produtor/${grower.id}`,
      newGrower({ firstName: 'Anna', version: 1 }),
    );
    expect(edited.json()).toMatchObject({ firstName: 'Anna', version: 2 });
    expect((await call(admin, 'DELETE', `/api/produtor/${grower.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/produtor/${grower.id}`)).statusCode).toBe(404);
  });

  it('refuses a phone another grower of the owner has, in any branch and any spelling, with 409', async () => {
    const iowaGrower = (
      await call(admin, 'GET', `/api/produtor/${demo.ids.growersIowa![2]}`)
    ).json<TGrowerBody>();
    const digits = iowaGrower.phones[0]!;
    const spelled = `${digits.slice(0, 2)} ${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8)}`;
    const response = await call(
      admin,
      'POST',
      '/api/produtor',
      newGrower({ code: 'IA-G901', phones: ['515 555 0100', spelled] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'growerPhoneInUse',
      message: 'This phone is already in use by another grower',
    });
    expect(response.json().details).toEqual([
      { path: 'phones.1', code: 'growerPhoneInUse', message: digits },
    ]);

    const brazil = await login('manager');
    const brazilPhone = (await call(brazil, 'GET', '/api/produtor?size=1')).json().content[0].phones[0];
    const crossBranch = await call(
      admin,
      'POST',
      '/api/produtor',
      newGrower({ code: 'IA-G902', phones: [brazilPhone] }),
    );
    expect(crossBranch.statusCode).toBe(409);
  });

  it('lets another owner use the same phone', async () => {
    const other = await login('demo', { owner: 'other' });
    const ours = (
      await call(
        admin,
        'POST',
        '/api/produtor',
        newGrower({ code: 'IA-G905', phones: ['+55 11 98765 4321'] }),
      )
    ).json<TGrowerBody>();
    const response = await call(
      other,
      'POST',
      '/api/produtor',
      newGrower({ code: 'X-1', phones: ours.phones }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a malformed phone and the same phone twice with 400', async () => {
    const malformed = await call(admin, 'POST', '/api/produtor', newGrower({ phones: ['call me'] }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0]).toMatchObject({
      path: 'body.phones.0',
      code: 'phoneFormat',
      message: 'Enter a valid phone number',
    });
    const twice = await call(
      admin,
      'POST',
      '/api/produtor',
      newGrower({ phones: ['515-555-0123', '(515) 555 0123'] }),
    );
    expect(twice.json().details[0]).toMatchObject({ path: 'body.phones.1', code: 'phoneDuplicate' });
  });

  it('refuses a code already used in the branch with 409 and requires code and first name with 400', async () => {
    const duplicate = await call(admin, 'POST', '/api/produtor', newGrower({ code: 'IA-G001', phones: [] }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('growerCodeInUse');
    const missing = await call(admin, 'POST', '/api/produtor', { phones: [] });
    expect(missing.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'body.code',
      'body.firstName',
    ]);
  });

  it('refuses to delete a grower linked to a field with 409', async () => {
    const response = await call(admin, 'DELETE', `/api/produtor/${demo.ids.growersIowa![0]}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'growerLinkedToField',
      message: 'This grower is linked to a field and cannot be removed',
    });
  });

  it('refuses to delete a grower already used elsewhere with 409, and deletes an unused one with its empty farm', async () => {
    const grower = (
      await call(admin, 'POST', '/api/produtor', newGrower({ code: 'IA-G903', phones: [] }))
    ).json<TGrowerBody>();
    const farm = (
      await call(admin, 'POST', '/api/fazendas', { growerId: grower.id, name: 'Larson Home' })
    ).json();
    app.services.growers.usage.register(
      'testUsage',
      async ({ ids }) => new Map(ids.filter((id) => id === grower.id).map((id) => [id, 1])),
    );
    const used = await call(admin, 'DELETE', `/api/produtor/${grower.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This grower has already been used and cannot be removed');
    app.services.growers.usage.unregister('testUsage');
    expect((await call(admin, 'DELETE', `/api/produtor/${grower.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/fazendas/${farm.id}`)).statusCode).toBe(404);
  });

  it('refuses a stale edit with 409 and an applicator edit with 403', async () => {
    const grower = (
      await call(admin, 'POST', '/api/produtor', newGrower({ code: 'IA-G904', phones: [] }))
    ).json<TGrowerBody>();
    expect(
      (
        await call(
          admin,
          'PUT',
          `/api/produtor/${grower.id}`,
          newGrower({ code: 'IA-G904', phones: [], version: 1 }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          admin,
          'PUT',
          `/api/produtor/${grower.id}`,
          newGrower({ code: 'IA-G904', phones: [], version: 1 }),
        )
      ).statusCode,
    ).toBe(409);
    const applicator = await login('applicator');
    expect((await call(applicator, 'DELETE', `/api/produtor/${grower.id}`)).statusCode).toBe(403);
  });
});

describe('farms and zones', () => {
  it('lists the farms of a grower with field count and area', async () => {
    const farms = (await call(admin, 'GET', `/api/fazendas?growerId=${demo.ids.growersIowa![1]}`)).json();
    expect(farms.map((farm: { name: string }) => farm.name)).toEqual(['Schmitt Farms', 'Schmitt North']);
    expect(farms[0].fieldCount).toBeGreaterThan(0);
    expect(farms[0].areaHectares).toBeGreaterThan(0);
  });

  it('refuses to delete a farm or a zone with fields with 409', async () => {
    const farm = demo.ids.farmsIowa![0]!;
    const response = await call(admin, 'DELETE', `/api/fazendas/${farm}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This farm has fields and cannot be removed');
    const manager = await login('manager');
    const zone = (await call(manager, 'GET', '/api/zonas')).json()[0];
    expect((await call(manager, 'DELETE', `/api/zonas/${zone.id}`)).json().code).toBe('zoneHasFields');
  });

  it("creates, renames and deletes a zone, and answers 404 for a farm of another owner's", async () => {
    const farm = demo.ids.farmsIowa![2]!;
    const zone = (await call(admin, 'POST', '/api/zonas', { farmId: farm, name: 'River bottoms' })).json();
    expect(
      (
        await call(admin, 'PUT', `/api/zonas/${zone.id}`, { farmId: farm, name: 'River bottom', version: 1 })
      ).json().name,
    ).toBe('River bottom');
    expect((await call(admin, 'DELETE', `/api/zonas/${zone.id}`)).statusCode).toBe(204);
    const other = await login('demo', { owner: 'other' });
    const theirFarm = (await call(other, 'GET', '/api/fazendas')).json()[0].id;
    expect((await call(admin, 'POST', '/api/zonas', { farmId: theirFarm, name: 'Nope' })).statusCode).toBe(
      404,
    );
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another owner's grower and another branch's grower", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/produtor')).json().content[0].id;
    expect((await call(admin, 'GET', `/api/produtor/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/produtor/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/produtor/${demo.ids.growersMatoGrosso![0]}`)).statusCode).toBe(
      404,
    );
  });
});

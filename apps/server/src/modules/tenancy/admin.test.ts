import { describe, expect, it } from 'vitest';
import type { TBranchRecord } from '@tramline/domain';
import { addBranchUser } from '../../test/branch-user';
import { createTestApp } from '../../test/test-app';

const testApp = await createTestApp({ secondOwner: true });
const { call, login, demo } = testApp;
await addBranchUser(testApp, { login: 'mt-manager', unitId: demo.units.matoGrosso, roles: ['MANAGER'] });
await addBranchUser(testApp, { login: 'ia-only', unitId: demo.units.iowa, roles: ['DISPATCHER'] });
const topManager = await login('topmanager');
const admin = await login();
const manager = await login('manager');
const dispatcher = await login('dispatcher');
const matoGrossoManager = await login('mt-manager');
const otherAdmin = await login('demo', { owner: 'other' });

const branchUrl = (id: number) => `/api/admin/unidades/${id}`;
const iowa = (await call(admin, 'GET', branchUrl(demo.units.iowa))).json<TBranchRecord>();
const bodyOf = ({ id: _id, ...branch }: TBranchRecord, changes: Partial<TBranchRecord> = {}) => ({
  ...branch,
  code: branch.code ?? 'IA',
  country: branch.country ?? 'US',
  ...changes,
});

describe('branch records on /api/admin/unidades', () => {
  it("lists the caller's branches with time zone, units, language and version", async () => {
    const response = await call(topManager, 'GET', '/api/admin/unidades');
    expect(response.statusCode).toBe(200);
    const names = response.json<TBranchRecord[]>().map((branch) => branch.descUnidade);
    expect(names).toContain(iowa.descUnidade);
    expect(iowa).toMatchObject({ timeZone: 'America/Chicago', unitSystem: 'imperial', language: 'en-us' });
    expect(iowa.version).toBeGreaterThanOrEqual(1);
  });

  it('creates a branch as top manager, grants it to them, and refuses a duplicate code with 409', async () => {
    const body = {
      descUnidade: 'Nebraska',
      code: 'NE-1',
      timeZone: 'America/Chicago',
      unitSystem: 'imperial',
      language: 'en-us',
      country: 'us',
    };
    const created = await call(topManager, 'POST', '/api/admin/unidades', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      descUnidade: 'Nebraska',
      country: 'US',
      active: true,
      version: 1,
    });
    const mine = (await call(topManager, 'GET', '/api/usuario/unidades')).json<{ id: number }[]>();
    expect(mine.map((branch) => branch.id)).toContain(created.json().id);
    const duplicate = await call(topManager, 'POST', '/api/admin/unidades', { ...body, code: 'ne-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details[0]).toMatchObject({ path: 'code', code: 'branchCodeInUse' });
  });

  it('refuses an unknown time zone and a bad country with 400 and the field paths, in the caller’s language', async () => {
    const response = await call(
      topManager,
      'PUT',
      branchUrl(iowa.id),
      bodyOf(iowa, { timeZone: 'Mars/Olympus', country: 'USA' }),
      { locale: '1' },
    );
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: { path: string; code: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.timeZone', code: 'invalidTimeZone' }),
        expect.objectContaining({ path: 'body.country', code: 'invalidCountry' }),
      ]),
    );
    expect(details.find((detail) => detail.code === 'invalidTimeZone')!.message).toContain('fuso horário');
  });

  it('edits a branch and refuses a stale version with 409 instead of overwriting', async () => {
    const saved = await call(topManager, 'PUT', branchUrl(iowa.id), bodyOf(iowa, { unitSystem: 'metric' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ unitSystem: 'metric', version: iowa.version + 1 });
    const stale = await call(admin, 'PUT', branchUrl(iowa.id), bodyOf(iowa, { descUnidade: 'Lost' }));
    expect(stale.statusCode).toBe(409);
    const current = (await call(admin, 'GET', branchUrl(iowa.id))).json<TBranchRecord>();
    expect(current.descUnidade).toBe(iowa.descUnidade);
    const restored = await call(
      topManager,
      'PUT',
      branchUrl(iowa.id),
      bodyOf(current, { unitSystem: 'imperial' }),
    );
    expect(restored.statusCode).toBe(200);
  });

  it('refuses a manager and a dispatcher with 403 and lets them read', async () => {
    for (const token of [manager, dispatcher]) {
      expect((await call(token, 'PUT', branchUrl(iowa.id), bodyOf(iowa))).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/admin/unidades', bodyOf(iowa, { code: 'X' }))).statusCode).toBe(
        403,
      );
      expect((await call(token, 'GET', branchUrl(iowa.id))).statusCode).toBe(200);
    }
  });

  it("answers 404 for another owner's branch", async () => {
    expect((await call(otherAdmin, 'GET', branchUrl(iowa.id))).statusCode).toBe(404);
    const current = (await call(admin, 'GET', branchUrl(iowa.id))).json<TBranchRecord>();
    expect((await call(otherAdmin, 'PUT', branchUrl(iowa.id), bodyOf(current))).statusCode).toBe(404);
  });
});

describe('permitted branches scope what a user reaches', () => {
  it("answers 404 to a user of one branch for another branch's record, equipment and location", async () => {
    expect((await call(matoGrossoManager, 'GET', branchUrl(demo.units.iowa))).statusCode).toBe(404);
    const iowaMachine = (await call(admin, 'GET', '/api/equipamentos?size=1')).json<{
      content: { cdEquipamento: number }[];
    }>().content[0]!.cdEquipamento;
    expect((await call(admin, 'GET', `/api/equipamentos/${iowaMachine}`)).statusCode).toBe(200);
    expect((await call(matoGrossoManager, 'GET', `/api/equipamentos/${iowaMachine}`)).statusCode).toBe(404);
    const iowaLocation = demo.locations.iowa[0]!;
    expect((await call(admin, 'GET', `/api/localizacoes/${iowaLocation}`)).statusCode).toBe(200);
    expect((await call(matoGrossoManager, 'GET', `/api/localizacoes/${iowaLocation}`)).statusCode).toBe(404);
  });

  it("lists each user's permitted branches and locations, only inside the caller's branches", async () => {
    const scopes = (await call(matoGrossoManager, 'GET', '/api/admin/permitted-scopes')).json<
      { login: string; branches: { id: number }[]; locations: { branchId: number }[] }[]
    >();
    const self = scopes.find((scope) => scope.login === 'mt-manager')!;
    expect(self.branches.map((branch) => branch.id)).toEqual([demo.units.matoGrosso]);
    for (const scope of scopes) {
      expect(scope.branches.every((branch) => branch.id === demo.units.matoGrosso)).toBe(true);
      expect(scope.locations.every((location) => location.branchId === demo.units.matoGrosso)).toBe(true);
    }
    expect(scopes.some((scope) => scope.login === 'ia-only')).toBe(false);
    expect((await call(dispatcher, 'GET', '/api/admin/permitted-scopes')).statusCode).toBe(403);
  });
});

describe("the owner's settings on /api/admin/owner", () => {
  it('sets the support chat address the support contact answers, and refuses a stale version with 409', async () => {
    const owner = (await call(topManager, 'GET', '/api/admin/owner')).json<{
      name: string;
      version: number;
    }>();
    const saved = await call(topManager, 'PUT', '/api/admin/owner', {
      version: owner.version,
      name: owner.name,
      chatUrl: 'https://chat.example.com/tramline',
      supportEmail: 'help@example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(owner.version + 1);
    const contact = (await call(dispatcher, 'GET', '/api/usuario/dispatcher')).json();
    expect(contact.chatUrl).toBe('https://chat.example.com/tramline');
    const stale = await call(topManager, 'PUT', '/api/admin/owner', { version: owner.version, name: 'Lost' });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a chat address that is not http(s) with 400, and a manager with 403', async () => {
    const owner = (await call(topManager, 'GET', '/api/admin/owner')).json<{
      name: string;
      version: number;
    }>();
    const bad = await call(topManager, 'PUT', '/api/admin/owner', {
      version: owner.version,
      name: owner.name,
      chatUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'body.chatUrl' });
    const denied = await call(manager, 'PUT', '/api/admin/owner', { version: owner.version, name: 'X' });
    expect(denied.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const { call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TLocationBody = {
  cdLocalizacaoId: number;
  dsLocalizacaoEscritorio: string;
  version: number;
  erpCode: string | null;
};

describe('list conventions on GET /api/localizacoes', () => {
  it('answers a zero-based page object', async () => {
    const response = await call(
      admin,
      'GET',
      '/api/localizacoes?page=0&size=2&sort=dsLocalizacaoEscritorio,asc',
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(page.content.map((row: TLocationBody) => row.dsLocalizacaoEscritorio)).toEqual([
      'Ames Agronomy Center',
      'Boone Office',
    ]);
    const second = (
      await call(admin, 'GET', '/api/localizacoes?page=1&size=2&sort=dsLocalizacaoEscritorio,asc')
    ).json();
    expect(second.content.map((row: TLocationBody) => row.dsLocalizacaoEscritorio)).toEqual(['Nevada Depot']);
  });

  it('sorts descending and defaults to id', async () => {
    const descending = (
      await call(admin, 'GET', '/api/localizacoes?sort=dsLocalizacaoEscritorio,desc')
    ).json();
    expect(descending.content[0].dsLocalizacaoEscritorio).toBe('Nevada Depot');
    const byId = (await call(admin, 'GET', '/api/localizacoes')).json();
    const ids = byId.content.map((row: TLocationBody) => row.cdLocalizacaoId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('searches from 2 characters, case-insensitively, and refuses 1 character with 400', async () => {
    const found = (await call(admin, 'GET', '/api/localizacoes?search=boo')).json();
    expect(found.content.map((row: TLocationBody) => row.dsLocalizacaoEscritorio)).toEqual(['Boone Office']);
    const short = await call(admin, 'GET', '/api/localizacoes?search=b', undefined, { locale: '1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({ path: 'querystring.search', code: 'searchTooShort' });
    expect(short.json().message).toBe('A busca precisa de pelo menos 2 caracteres');
  });

  it('treats SQL-looking search text as text', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/localizacoes?search=${encodeURIComponent("'; DROP TABLE locations; --")}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(0);
    const wildcard = await call(admin, 'GET', '/api/localizacoes?search=%25%25');
    expect(wildcard.json().totalElements).toBe(0);
    expect((await call(admin, 'GET', '/api/localizacoes')).json().totalElements).toBe(3);
  });

  it('refuses an unknown or SQL-looking sort with 400', async () => {
    const unknown = await call(admin, 'GET', '/api/localizacoes?sort=passwordHash,asc');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalidSort');
    const injected = await call(
      admin,
      'GET',
      `/api/localizacoes?sort=${encodeURIComponent('name; DROP TABLE users')}`,
    );
    expect(injected.statusCode).toBe(400);
  });

  it('refuses a negative page and an oversized page size with 400', async () => {
    const negative = await call(admin, 'GET', '/api/localizacoes?page=-1');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0]).toMatchObject({ path: 'querystring.page', code: 'negative' });
    const huge = await call(admin, 'GET', '/api/localizacoes?size=100000');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details[0].code).toBe('lessOrEqual');
  });

  it('filters by cdLocation, one or several', async () => {
    const [first, second] = demo.locations.iowa;
    const one = (await call(admin, 'GET', `/api/localizacoes?cdLocation=${first}`)).json();
    expect(one.content.map((row: TLocationBody) => row.cdLocalizacaoId)).toEqual([first]);
    const two = (
      await call(admin, 'GET', `/api/localizacoes?cdLocation=${first}&cdLocation=${second}`)
    ).json();
    expect(two.totalElements).toBe(2);
  });

  it('POST /by_filter takes the same conventions in a body', async () => {
    const response = await call(admin, 'POST', '/api/localizacoes/by_filter', { search: 'nevada', size: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().content[0].dsLocalizacaoEscritorio).toBe('Nevada Depot');
  });
});

describe('record conventions', () => {
  it('creates, reads, edits and deletes', async () => {
    const created = await call(admin, 'POST', '/api/localizacoes', {
      dsLocalizacaoEscritorio: 'Story City Shed',
      erpCode: 'IA-STORY',
      email: 'story@example.com',
    });
    expect(created.statusCode).toBe(201);
    const location = created.json<TLocationBody>();
    expect((await call(admin, 'GET', `/api/localizacoes/${location.cdLocalizacaoId}`)).json()).toMatchObject({
      dsLocalizacaoEscritorio: 'Story City Shed',
      version: 1,
    });
    const edited = await call(admin, 'PUT', `/api/localizacoes/${location.cdLocalizacaoId}`, {
      dsLocalizacaoEscritorio: 'Story City Shed North',
      erpCode: 'IA-STORY',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().version).toBe(2);
    expect((await call(admin, 'DELETE', `/api/localizacoes/${location.cdLocalizacaoId}`)).statusCode).toBe(
      204,
    );
    expect((await call(admin, 'GET', `/api/localizacoes/${location.cdLocalizacaoId}`)).statusCode).toBe(404);
  });

  it('refuses a stale edit with 409 instead of losing the other edit', async () => {
    const id = demo.locations.iowa[2]!;
    const first = await call(admin, 'PUT', `/api/localizacoes/${id}`, {
      dsLocalizacaoEscritorio: 'Boone Office A',
      erpCode: 'IA-BOONE',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await call(admin, 'PUT', `/api/localizacoes/${id}`, {
      dsLocalizacaoEscritorio: 'Boone Office B',
      erpCode: 'IA-BOONE',
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('conflict');
    expect((await call(admin, 'GET', `/api/localizacoes/${id}`)).json().dsLocalizacaoEscritorio).toBe(
      'Boone Office A',
    );
  });

  it('refuses an ERP code used in another branch with 409 and its message', async () => {
    const response = await call(admin, 'POST', '/api/localizacoes', {
      dsLocalizacaoEscritorio: 'Copy',
      erpCode: 'MT-SOR',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'locationCodeInUse',
      message: 'This code is already in use in another branch',
    });
  });

  it.each([
    ['3', 'This is a required field!', 'This field needs a valid email'],
    ['2', '¡Este es un campo obligatorio!', 'Este campo necesita un correo electrónico válido'],
    ['1', 'Este é um campo obrigatório!', 'Este campo precisa de um e-mail válido'],
  ])('answers validation messages in language %s with field paths', async (languageId, required, email) => {
    const response = await call(
      admin,
      'POST',
      '/api/localizacoes',
      { email: 'not-an-email' },
      { locale: languageId },
    );
    expect(response.statusCode).toBe(400);
    const details = response.json().details;
    expect(details).toContainEqual({
      path: 'body.dsLocalizacaoEscritorio',
      code: 'required',
      message: required,
    });
    expect(details).toContainEqual({ path: 'body.email', code: 'email', message: email });
  });

  it('refuses record edits to a role without the permission with 403', async () => {
    const applicator = await login('applicator');
    expect((await call(applicator, 'GET', '/api/localizacoes')).statusCode).toBe(200);
    const response = await call(applicator, 'POST', '/api/localizacoes', { dsLocalizacaoEscritorio: 'Nope' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it.each(['dispatcher', 'mixer', 'applicator'])(
    '%s reads locations but every location write is 403',
    async (role) => {
      const token = await login(role);
      const target = (await call(admin, 'GET', '/api/localizacoes')).json().content[0] as TLocationBody;
      expect((await call(token, 'GET', `/api/localizacoes/${target.cdLocalizacaoId}`)).statusCode).toBe(200);
      const edit = { dsLocalizacaoEscritorio: 'Renamed', version: target.version };
      const attempts = [
        await call(token, 'POST', '/api/localizacoes', { dsLocalizacaoEscritorio: 'Nope' }),
        await call(token, 'PUT', '/api/localizacoes', { ...edit, cdLocalizacaoId: target.cdLocalizacaoId }),
        await call(token, 'PUT', `/api/localizacoes/${target.cdLocalizacaoId}`, edit),
        await call(token, 'DELETE', `/api/localizacoes/${target.cdLocalizacaoId}`),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
      const after = (await call(admin, 'GET', `/api/localizacoes/${target.cdLocalizacaoId}`)).json();
      expect(after).toMatchObject({
        dsLocalizacaoEscritorio: target.dsLocalizacaoEscritorio,
        version: target.version,
      });
    },
  );

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', '/api/localizacoes')).statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another owner's row and never lists it", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/localizacoes')).json().content[0].cdLocalizacaoId;
    expect((await call(admin, 'GET', `/api/localizacoes/${theirs}`)).statusCode).toBe(404);
    expect(
      (
        await call(admin, 'PUT', `/api/localizacoes/${theirs}`, {
          dsLocalizacaoEscritorio: 'Mine',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(admin, 'DELETE', `/api/localizacoes/${theirs}`)).statusCode).toBe(404);
    const ours = (await call(admin, 'GET', '/api/localizacoes?size=500')).json().content;
    expect(ours.some((row: TLocationBody) => row.cdLocalizacaoId === theirs)).toBe(false);
  });

  it("answers 404 for a row of a branch that is not the user's active one", async () => {
    const brazil = demo.locations.matoGrosso[0]!;
    expect((await call(admin, 'GET', `/api/localizacoes/${brazil}`)).statusCode).toBe(404);
  });

  it('refuses a login into a branch the user is not permitted in', async () => {
    const other = await login('demo', { owner: 'other' });
    const theirUnits = (await call(other, 'GET', '/api/usuario/unidades')).json();
    const response = await call(admin, 'PUT', '/api/auth-sgpa/update', { unit: theirUnits[0].id });
    expect(response.statusCode).toBe(403);
  });
});

describe('active locations', () => {
  it('lists the permitted locations of the branch and saves the chosen ones', async () => {
    const token = await login('dispatcher');
    const before = (await call(token, 'GET', '/api/activeLocation')).json();
    expect(before.locations).toHaveLength(3);
    expect(before.active).toEqual([]);
    const chosen = [before.locations[0].cdLocalizacaoId];
    const saved = await call(token, 'POST', '/api/activeLocation', { locations: chosen });
    expect(saved.json()).toEqual({ active: chosen });
    const scoped = (await call(token, 'GET', '/api/activeLocation')).json();
    expect(scoped.active).toEqual(chosen);
  });

  it('refuses a location of another branch with 403', async () => {
    const token = await login('dispatcher');
    const response = await call(token, 'POST', '/api/activeLocation', {
      locations: [demo.locations.matoGrosso[0]],
    });
    expect(response.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { MAX_LOGIN_FAILURES } from './auth.service';
import { sessions } from './auth.tables';
import { users } from '../tenancy/tenancy.tables';

let clock = new Date('2026-05-04T12:00:00Z');
const { call, login, database } = await createTestApp({ services: { auth: { now: () => clock } } });

const credentials = { login: 'demo', password: 'Demo#2026', owner: 'demo' };

describe('POST /api/v2/auth-sgpa/create', () => {
  it('answers a token, the user and the recovery flag', async () => {
    const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
      ...credentials,
      environment: 'Browser',
      scope: 'sgp',
      time: 604800,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ login: 'demo', owner: 'demo', roles: ['ADMIN'], language: 'en-us' });
    expect(body.recovery).toBe(false);
  });

  it('accepts the login in any case', async () => {
    const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, login: 'DEMO' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['3', 'Incorrect username or password!'],
    ['2', '¡Usuario o contraseña incorrectos!'],
    ['1', 'Usuário ou senha incorretos!'],
  ])('refuses a wrong password with 401 in language %s', async (languageId, message) => {
    const response = await call(
      null,
      'POST',
      '/api/v2/auth-sgpa/create',
      { ...credentials, login: 'dispatcher', password: 'wrong' },
      { locale: languageId },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'incorrectLogin', message });
  });

  it('answers an unknown owner exactly like a wrong password', async () => {
    const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
      ...credentials,
      owner: 'nobody',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('incorrectLogin');
  });

  it('locks a login after repeated failures with 429, even for the right password', async () => {
    const attempt = (password: string) =>
      call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, login: 'mixer', password });
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) expect((await attempt('nope')).statusCode).toBe(401);
    const locked = await attempt('Demo#2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('tooManyAttempts');
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await attempt('Demo#2026')).statusCode).toBe(200);
  });

  it('locks a login under a burst of parallel wrong passwords, and then refuses the right one with 429', async () => {
    const attempt = (password: string) =>
      call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, login: 'applicator', password });
    const burst = await Promise.all(Array.from({ length: 50 }, () => attempt('nope')));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_LOGIN_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - MAX_LOGIN_FAILURES);
    const right = await attempt('Demo#2026');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('tooManyAttempts');
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await attempt('Demo#2026')).statusCode).toBe(200);
  });

  it('refuses unknown fields, wrong types and malformed JSON with 400', async () => {
    const unknown = await call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ code: 'unknownField' });

    const wrongType = await call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, password: 12 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details[0]).toMatchObject({ path: 'body.password', code: 'invalidValue' });

    const missing = await call(
      null,
      'POST',
      '/api/v2/auth-sgpa/create',
      { login: 'demo', owner: 'demo' },
      { locale: '2' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toEqual({
      path: 'body.password',
      code: 'required',
      message: '¡Este es un campo obligatorio!',
    });

    const malformed = await call(null, 'POST', '/api/v2/auth-sgpa/create', '{"login": "de', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'malformedBody',
      message: 'The request body is not valid JSON',
    });
  });

  it('refuses a huge body with 400 and no stack trace', async () => {
    const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
      ...credentials,
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bodyTooLarge');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('sessions', () => {
  it('clarify answers the user of the token; no token or a bad one is 401', async () => {
    const token = await login();
    const response = await call(token, 'GET', '/api/auth-sgpa/clarify');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ login: 'demo', owner: 'demo' });
    expect((await call(null, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
    const forged = await call('not-a-token', 'GET', '/api/auth-sgpa/clarify');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('tokenError');
  });

  it('a token expires after its time', async () => {
    const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, time: 60 });
    const { token } = response.json();
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
  });

  it('update answers a new token with the new branch and language and ends the old token', async () => {
    const token = await login();
    const units = (await call(token, 'GET', '/api/usuario/unidades')).json();
    const target = units.find((unit: { descUnidade: string }) => unit.descUnidade === 'Mato Grosso');
    const response = await call(token, 'PUT', '/api/auth-sgpa/update', {
      language: 'pt-br',
      unit: target.id,
    });
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.token).not.toBe(token);
    expect(next.user).toMatchObject({ unit: target.id, language: 'pt-br' });
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
    const clarified = await call(next.token, 'GET', '/api/auth-sgpa/clarify');
    expect(clarified.json()).toMatchObject({ unit: target.id, language: 'pt-br' });
    const relogin = await login();
    const again = await call(relogin, 'GET', '/api/auth-sgpa/clarify');
    expect(again.json()).toMatchObject({ unit: target.id, language: 'pt-br' });
  });

  it('update saves a choice of units with the user, and another user keeps following the language', async () => {
    const token = await login('mixer');
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).json()).toMatchObject({
      language: 'es-es',
      units: 'language',
    });
    const response = await call(token, 'PUT', '/api/auth-sgpa/update', { units: 'imperial' });
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.user).toMatchObject({ language: 'es-es', units: 'imperial' });
    expect((await call(next.token, 'GET', '/api/auth-sgpa/clarify')).json()).toMatchObject({
      units: 'imperial',
    });
    const relogin = await call(null, 'POST', '/api/v2/auth-sgpa/create', { ...credentials, login: 'mixer' });
    expect(relogin.json().user).toMatchObject({ language: 'es-es', units: 'imperial' });
    const other = await login('dispatcher');
    expect((await call(other, 'GET', '/api/auth-sgpa/clarify')).json()).toMatchObject({ units: 'language' });
  });

  it('update refuses a choice of units that is not one of the three with 400', async () => {
    const token = await login('dispatcher');
    const response = await call(token, 'PUT', '/api/auth-sgpa/update', { units: 'metres' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Units must be those of the language, imperial or metric',
      details: [{ path: 'body.units', code: 'unitsPreferenceInvalid' }],
    });
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).json()).toMatchObject({ units: 'language' });
  });

  it('update refuses a branch the user is not permitted in', async () => {
    const token = await login();
    const response = await call(token, 'PUT', '/api/auth-sgpa/update', { unit: 9999 });
    expect(response.statusCode).toBe(403);
  });

  it('logout ends the session', async () => {
    const token = await login('applicator');
    expect((await call(token, 'POST', '/api/auth-sgpa/logout')).statusCode).toBe(204);
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
  });

  it('stores neither the token nor the password in clear', async () => {
    const token = await login();
    const rows = await database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const userRows = await database.db.select().from(users);
    expect(
      userRows.every(
        (row) => row.passwordHash.startsWith('scrypt$') && !row.passwordHash.includes('Demo#2026'),
      ),
    ).toBe(true);
  });
});

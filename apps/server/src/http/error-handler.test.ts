import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { handleError } from './error-handler';

const { call, login, database } = await createTestApp();
const admin = await login();
const BEYOND_INT4 = 3_000_000_000;

describe('input beyond the database range', () => {
  it('answers 400, not 500, for every by-id route with an id past the integer range', async () => {
    const document = (await call(admin, 'GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const byId = Object.entries(document.paths).flatMap(([path, operations]) =>
      /\{id\}/.test(path) ? Object.keys(operations).map((method) => ({ path, method })) : [],
    );
    expect(byId.length).toBeGreaterThan(30);
    const answers = [];
    for (const { path, method } of byId) {
      const url = path.replace(/\{id\}/g, String(BEYOND_INT4)).replace(/\{[^}]+\}/g, '1');
      const response = await call(
        admin,
        method.toUpperCase() as 'GET',
        url,
        method === 'get' ? undefined : {},
      );
      answers.push({ route: `${method} ${path}`, status: response.statusCode });
    }
    expect(answers.filter((answer) => answer.status !== 400)).toEqual([]);
  });

  it('passes over ids past the integer range in an id list', async () => {
    const response = await call(admin, 'GET', `/api/map/todas-fazendas?unidades=1&fazendas=${BEYOND_INT4}`);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers a value the database refuses as out of range or malformed with 400 and no internals', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/range', async () => database.db.execute(sql`select ${String(BEYOND_INT4)}::int4 as value`));
    app.get('/text', async () => database.db.execute(sql`select ${'not a number'}::int4 as value`));
    app.get('/date', async () => database.db.execute(sql`select ${'2026-13-45'}::date as value`));
    for (const url of ['/range', '/text', '/date']) {
      const response = await app.inject({ method: 'GET', url, headers: { locale: '1' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalidValue', message: 'Valor inválido' });
    }
    await app.close();
  });
});

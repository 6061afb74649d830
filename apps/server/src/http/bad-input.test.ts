import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/**
 * The bad-input sweep: every operation of the OpenAPI document, called as an administrator with
 * malformed, out-of-range, oversized and wrong-typed path parameters, query strings and bodies,
 * must answer without a 5xx, within a few seconds, and without leaking internals.
 */
const { call, login } = await createTestApp();
const admin = await login();

type TParameter = { name: string; in: 'path' | 'query' | 'header'; schema?: { type?: string } };
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};
type TSchema = { type?: string | string[]; properties?: Record<string, TSchema>; items?: TSchema };
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const document = (await call(admin, 'GET', '/api/docs/json')).json<{
  paths: Record<string, Record<string, TOperation>>;
}>();

/** Operations that end the caller's own session would end the sweep's token. */
const SESSION_ENDING = new Set(['/api/auth-sgpa/logout', '/api/auth-sgpa/update']);

const BAD_SCALARS: unknown[] = [-1, 3_000_000_000, '9'.repeat(400), null];
const BAD_PATH = ['abc', '3000000000', '9'.repeat(150)];
const BAD_QUERY = ['abc', '3000000000', '9'.repeat(2000), '2026-02-31'];

/** A body whose every documented property holds a wrong or extreme value of the given kind. */
function bodyWith(schema: TSchema | undefined, value: (property: TSchema) => unknown) {
  const properties = schema?.properties ?? {};
  return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, value(property)]));
}

function wrongTyped(property: TSchema): unknown {
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'number' || type === 'integer') return 'not a number';
  if (type === 'string') return 12345;
  if (type === 'boolean') return 'yes';
  if (type === 'array') return 'not a list';
  return 42;
}

function extreme(property: TSchema): unknown {
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'number' || type === 'integer') return 3_000_000_000_000;
  if (type === 'string') return 'x'.repeat(20_000);
  if (type === 'array') return Array.from({ length: 5_000 }, () => 3_000_000_000);
  return { nested: 'x'.repeat(1000) };
}

const LEAKS = [
  /\bat .+:\d+:\d+/,
  /\bstack\b/i,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /drizzle/i,
  /node_modules/,
];

interface TAnswer {
  operation: string;
  input: string;
  status: number;
  leak?: string;
}

async function send(method: TMethod, url: string, body?: unknown): Promise<{ status: number; body: string }> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`timed out: ${method} ${url}`)), 10_000),
  );
  const response = await Promise.race([call(admin, method, url, body), timeout]);
  return { status: response.statusCode, body: response.body };
}

describe('bad-input sweep over the OpenAPI document', () => {
  it('answers every documented operation without a 5xx, a timeout or a leaked internal', async () => {
    const failures: TAnswer[] = [];
    let requests = 0;
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        path,
        method: method.toUpperCase() as TMethod,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(150);

    for (const { path, method, operation } of operations) {
      if (SESSION_ENDING.has(path) || !['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
      const check = async (input: string, url: string, body?: unknown) => {
        requests += 1;
        const answer = await send(method, url, body);
        const leak = LEAKS.find((pattern) => pattern.test(answer.body));
        if (answer.status >= 500 || leak)
          failures.push({ operation: `${method} ${path}`, input, status: answer.status, leak: leak?.source });
      };
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const withPath = (value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

      // Path parameters: malformed and out of range (never a real id, so nothing is changed).
      if (pathParameters.length)
        for (const value of BAD_PATH) await check(`path ${value.slice(0, 20)}`, withPath(value));
      if (method === 'DELETE') continue;

      // Query parameters: each documented one, bad in turn.
      const url = withPath('1');
      for (const parameter of (operation.parameters ?? []).filter((candidate) => candidate.in === 'query'))
        for (const value of BAD_QUERY)
          await check(
            `query ${parameter.name}=${value.slice(0, 20)}`,
            `${url}?${parameter.name}=${encodeURIComponent(value)}`,
          );

      // Bodies: not an object, wrong types, extreme values, each property set to bad scalars.
      const json = operation.requestBody?.content?.['application/json'];
      if (!json) continue;
      const schema = json.schema;
      await check('body []', url, []);
      await check('body "text"', url, 'text');
      await check('body wrong types', url, bodyWith(schema, wrongTyped));
      await check('body extremes', url, bodyWith(schema, extreme));
      for (const value of BAD_SCALARS)
        await check(
          `body all ${JSON.stringify(value).slice(0, 20)}`,
          url,
          bodyWith(schema, () => value),
        );
    }
    expect(requests).toBeGreaterThan(700);
    expect(failures).toEqual([]);
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import http from 'node:http';
import { buildApp, closeHttp, shutDown, type TBuiltApp, type TShutdownStep } from './app';
import type { TDatabaseHandle } from './db/database';
import { createTestDatabase } from './test/test-database';

/**
 * Every route as `METHOD path` from Fastify's route tree (`printRoutes` without merged prefixes:
 * each line's segment continues the path of the line it is nested under).
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.length = depth;
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Routes that are not part of the API document: HEAD twins, the root health probe, the docs' own pages. */
const undocumented = (route: string): boolean =>
  route.startsWith('HEAD ') || route === 'GET /health' || / \/api\/docs(\/|$)/.test(route);

describe('OpenAPI document', () => {
  let database: TDatabaseHandle;
  let app: TBuiltApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists every registered route at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const routes = registeredRoutes(app.printRoutes({ commonPrefix: false }))
      .filter((route) => !undocumented(route))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    // The tree really was read: the login, a module's list and a nested path are among the routes.
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/v2/auth-sgpa/create',
        'GET /api/vouchers',
        'POST /api/vouchers/{id}/cancel',
      ]),
    );
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it('answers the browsable documentation as HTML at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('security headers', () => {
  let database: TDatabaseHandle;
  let app: TBuiltApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends a CSP, no framing, nosniff and a referrer policy on every answer, errors included', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/health' }),
      await app.inject({ method: 'GET', url: '/api/usuarios' }),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await app.inject({ method: 'POST', url: '/api/v2/auth-sgpa/create', payload: '{bad' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404, 400]);
    for (const { headers } of answers) {
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("worker-src 'self' blob:");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('shutdown', () => {
  const record = () => {
    const lines: { level: string; payload: object; message: string }[] = [];
    const codes: number[] = [];
    return {
      lines,
      codes,
      options: {
        log: {
          info: (payload: object, message: string) => lines.push({ level: 'info', payload, message }),
          error: (payload: object, message: string) => lines.push({ level: 'error', payload, message }),
        },
        exit: (code: number) => codes.push(code),
        timeoutMs: 100,
      },
    };
  };
  const step = (
    name: string,
    order: string[],
    run: () => Promise<unknown> = async () => {},
  ): TShutdownStep => ({
    name,
    run: async () => {
      order.push(name);
      await run();
    },
  });

  it('closes every step in order and exits 0', async () => {
    const order: string[] = [];
    const { codes, options } = record();
    await shutDown([step('http', order), step('database', order)], options);
    expect(order).toEqual(['http', 'database']);
    expect(codes).toEqual([0]);
  });

  it('still closes the database when an earlier step fails, and exits 1', async () => {
    const order: string[] = [];
    const { codes, lines, options } = record();
    const failing = step('live updates', order, () => Promise.reject(new Error('socket')));
    await shutDown([failing, step('database', order)], options);
    expect(order).toEqual(['live updates', 'database']);
    expect(codes).toEqual([1]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', payload: expect.objectContaining({ step: 'live updates' }) }),
    );
  });

  it('answers the requests in flight, then closes without waiting for idle keep-alive connections', async () => {
    const server = Fastify();
    server.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { answered: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/slow`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const ask = () =>
      new Promise<number | string>((resolve) => {
        http
          .get(url, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', (error) => resolve(error.message));
      });
    try {
      expect(await ask()).toBe(200); // leaves a keep-alive connection open
      const inFlight = [ask(), ask(), ask()];
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await closeHttp(server);
      // Node alone holds the close until the idle connections time out (72 s here).
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await Promise.all(inFlight)).toEqual([200, 200, 200]);
    } finally {
      agent.destroy();
    }
  });

  it('forces the exit with a log line when a step hangs past the timeout', async () => {
    const order: string[] = [];
    const { codes, lines, options } = record();
    const hung = step('http', order, () => new Promise(() => {}));
    void shutDown([hung, step('database', order)], options);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codes).toEqual([1]);
    expect(lines).toContainEqual({
      level: 'error',
      payload: { step: 'http', timeoutMs: 100 },
      message: 'shutdown did not finish in time; forcing exit',
    });
  });
});

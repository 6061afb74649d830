import { afterAll, inject } from 'vitest';
import type { Response as TInjectResponse } from 'light-my-request';
import { buildApp, type TBuiltApp } from '../app';
import type { TDatabaseHandle } from '../db/database';
import { DEMO_PASSWORD } from '../demo/demo-context';
import type { TServiceOptions } from '../services';
import { authChangesOf, noticesOf } from '../modules/auth/auth-changes';
import { ORDER_FACTS_CHANNEL } from '../modules/work-orders/work-orders.service';
import { createTestDatabase } from './test-database';
import type { TDemoIds } from './test-snapshots';

export interface TTestApp {
  app: TBuiltApp;
  database: TDatabaseHandle;
  demo: TDemoIds;
  /** Logs in a demo user and answers the token. */
  login(login?: string, options?: { owner?: string }): Promise<string>;
  /** `app.inject` with the token and locale headers set. */
  call(
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TInjectResponse>;
}

/**
 * An app on a fresh database with the demo tenant loaded, closed after the file's tests.
 * `secondOwner` adds another tenant (`other`) for isolation tests.
 */
export async function createTestApp(
  options: { services?: TServiceOptions; secondOwner?: boolean } = {},
): Promise<TTestApp> {
  const database = await createTestDatabase(options.secondOwner ? 'demo-and-other' : 'demo');
  const demo = inject('testSnapshots').demo;
  const services = options.services ?? {};
  const app = await buildApp({
    db: database.db,
    services: {
      ...services,
      auth: { changes: authChangesOf(database), ...services.auth },
      workOrders: { changes: noticesOf(database, ORDER_FACTS_CHANNEL), ...services.workOrders },
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const call: TTestApp['call'] = (token, method, url, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? { 'x-auth-token': token } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    app,
    database,
    demo,
    call,
    async login(login = 'demo', { owner = 'demo' } = {}) {
      const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
        login,
        password: DEMO_PASSWORD,
        owner,
      });
      if (response.statusCode !== 200) throw new Error(`login ${login} failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
  };
}

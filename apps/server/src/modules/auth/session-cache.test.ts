import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { userUnits, users } from '../tenancy/tenancy.tables';
import { sessions } from './auth.tables';
import { createSessionCache } from './session-cache';
import { SERVER_SESSION_MAX_AGE_MS } from './session-cache.postgres';
import type { TAuth } from '../../http/auth-context';

const { call, login, database, demo } = await createTestApp();
const db = database.db;

/**
 * A change made straight in the database, not through the services: the cache learns of it only
 * through the database's notice. The embedded database hands the notice over before the change's
 * statement answers, so the change holds at once; a PostgreSQL server sends it a moment after the
 * commit, so there it holds within the bound (the notice, at worst the entries' max age).
 */
const onServer = database.kind === 'postgres';
const bound = onServer ? SERVER_SESSION_MAX_AGE_MS : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** On a server, lets the notices of what the test just did (a login) arrive. */
const settle = () => (onServer ? sleep(300) : Promise.resolve());

/** Polls `status` until it answers `expected`; answers how long that took (ms), failing past the bound. */
async function within(expected: number, status: () => Promise<number>) {
  const start = Date.now();
  for (;;) {
    const answer = await status();
    const took = Date.now() - start;
    if (answer === expected) return took;
    if (took > bound) expect(answer, `still ${answer} after ${took} ms`).toBe(expected);
    await sleep(50);
  }
}
const clarify = async (token: string) => (await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode;

describe('cached session checks', () => {
  it('answer from the cache while nothing they read has changed', async () => {
    const token = await login('mixer');
    await settle();
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(200);
    // Revoked with the triggers off (replica role), so no notice is sent: the cached check still
    // answers, which shows it is not read again.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.userId, demo.userIds.mixer!));
    });
    expect(await clarify(token)).toBe(200);
    await db.update(users).set({ name: 'Luis Ortega' }).where(eq(users.id, demo.userIds.mixer!));
    await within(401, () => clarify(token));
  });

  it('stop working at once when the session is revoked outside the services', async () => {
    const token = await login('manager');
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, demo.userIds.manager!));
    await within(401, () => clarify(token));
  });

  it('follow a role change made elsewhere', async () => {
    const token = await login('dispatcher');
    const [before] = await db.select().from(users).where(eq(users.id, demo.userIds.dispatcher!));
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).json().roles).toEqual(before!.roles);
    await db
      .update(users)
      .set({ roles: ['APPLICATOR'] })
      .where(eq(users.id, demo.userIds.dispatcher!));
    const rolesNow = async () => {
      const roles = (await call(token, 'GET', '/api/auth-sgpa/clarify')).json<{ roles: string[] }>().roles;
      return roles.join() === 'APPLICATOR' ? 1 : 0;
    };
    await within(1, rolesNow);
    await db.update(users).set({ roles: before!.roles }).where(eq(users.id, demo.userIds.dispatcher!));
  });

  it('follow a branch taken away elsewhere', async () => {
    const token = await login('topmanager');
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(200);
    await db.delete(userUnits).where(eq(userUnits.userId, demo.userIds.topmanager!));
    await within(401, () => clarify(token));
  });
});

/** Changes made with the triggers off (replica role): no notice is sent. */
async function revokeQuietly(userId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
  });
}

describe.runIf(onServer)('cached session checks on a PostgreSQL server', () => {
  it('answer from the cache for at most the max age when no notice comes', async () => {
    const token = await login('applicator');
    await settle();
    expect(await clarify(token)).toBe(200);
    const stored = Date.now();
    await revokeQuietly(demo.userIds.applicator!);
    expect(await clarify(token)).toBe(200);
    await within(401, () => clarify(token));
    expect(Date.now() - stored).toBeLessThanOrEqual(SERVER_SESSION_MAX_AGE_MS + 1_000);
  });

  it('drop every cached check when the LISTEN connection is lost, and cache again once it is back', async () => {
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query = 'LISTEN "auth_changed"'`;
    const pids = async () => ((await db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows;
    expect(await pids()).toHaveLength(1);
    const token = await login('demo');
    await settle();
    expect(await clarify(token)).toBe(200);
    await db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as listening`);
    await sleep(300);
    // The revocation sends no notice: only the emptied cache makes it show at once.
    await revokeQuietly(demo.userIds.demo!);
    expect(await clarify(token)).toBe(401);
    const start = Date.now();
    while (!(await pids()).length && Date.now() - start < 10_000) await sleep(100);
    expect(await pids()).toHaveLength(1);
    const again = await login('manager');
    await settle();
    expect(await clarify(again)).toBe(200);
    await revokeQuietly(demo.userIds.manager!);
    expect(await clarify(again)).toBe(200);
  });
});

describe('the session cache', () => {
  const auth = { sessionId: 1, expiresAt: new Date(Date.now() + 3_600_000) } as TAuth;
  const listening = async () => {
    const cache = createSessionCache();
    const handlers: { onChange?: () => void } = {};
    await cache.listen(async (onChange) => {
      handlers.onChange = onChange;
      return async () => undefined;
    });
    return { cache, handlers };
  };

  it('keeps nothing while the feed’s connection is down, and empties when it comes back', async () => {
    const cache = createSessionCache();
    const handlers: { onConnection?: (up: boolean) => void } = {};
    await cache.listen(async (_onChange, onConnection) => {
      handlers.onConnection = onConnection;
      return async () => undefined;
    });
    cache.remember('a', auth, cache.mark());
    const mark = cache.mark();
    handlers.onConnection!(false);
    expect(cache.lookup('a')).toBeUndefined();
    cache.remember('a', auth, cache.mark());
    expect(cache.lookup('a')).toBeUndefined();
    handlers.onConnection!(true);
    // A check read while the connection was down is not kept.
    cache.remember('a', auth, mark);
    expect(cache.lookup('a')).toBeUndefined();
    cache.remember('a', auth, cache.mark());
    expect(cache.lookup('a')).toBe(auth);
  });

  it('lets an entry answer no longer than the feed’s max age', async () => {
    let clock = 0;
    const cache = createSessionCache({ now: () => clock });
    const feed = Object.assign(async () => async () => undefined, { maxAgeMs: 5_000 });
    await cache.listen(feed);
    cache.remember('a', auth, cache.mark());
    clock = 5_000;
    expect(cache.lookup('a')).toBe(auth);
    clock = 5_001;
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('drops everything after a local write only when notices come late', async () => {
    const late = createSessionCache();
    await late.listen(Object.assign(async () => async () => undefined, { maxAgeMs: 5_000 }));
    const prompt = createSessionCache();
    await prompt.listen(async () => async () => undefined);
    for (const cache of [late, prompt]) {
      cache.remember('a', auth, cache.mark());
      cache.afterLocalWrite();
    }
    expect(late.lookup('a')).toBeUndefined();
    expect(prompt.lookup('a')).toBe(auth);
  });

  it('keeps nothing until it listens', () => {
    const cache = createSessionCache();
    cache.remember('a', auth, cache.mark());
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('does not keep a check read before a change notice arrived', async () => {
    const { cache, handlers } = await listening();
    const mark = cache.mark();
    handlers.onChange!();
    cache.remember('a', auth, mark);
    expect(cache.lookup('a')).toBeUndefined();
    cache.remember('a', auth, cache.mark());
    expect(cache.lookup('a')).toBe(auth);
  });

  it('empties on every notice and stops caching when it stops listening', async () => {
    const { cache, handlers } = await listening();
    cache.remember('a', auth, cache.mark());
    handlers.onChange!();
    expect(cache.lookup('a')).toBeUndefined();
    cache.remember('a', auth, cache.mark());
    expect(cache.lookup('a')).toBe(auth);
    await cache.stop();
    expect(cache.lookup('a')).toBeUndefined();
    cache.remember('a', auth, cache.mark());
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('forgets a check after its time to live and never past its session', async () => {
    let clock = 0;
    const cache = createSessionCache({ ttlMs: 1000, now: () => clock });
    await cache.listen(async () => async () => undefined);
    const short = { ...auth, expiresAt: new Date(500) };
    cache.remember('a', auth, cache.mark());
    cache.remember('b', short, cache.mark());
    clock = 600;
    expect(cache.lookup('a')).toBe(auth);
    expect(cache.lookup('b')).toBeUndefined();
    clock = 1601;
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('holds a bounded number of checks, dropping the oldest', async () => {
    const cache = createSessionCache({ maxEntries: 2 });
    await cache.listen(async () => async () => undefined);
    for (const key of ['a', 'b', 'c']) cache.remember(key, auth, cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('c')).toBe(auth);
  });
});

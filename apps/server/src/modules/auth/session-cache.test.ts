import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { userUnits, users } from '../tenancy/tenancy.tables';
import { sessions } from './auth.tables';
import { createSessionCache } from './session-cache';
import type { TAuth } from '../../http/auth-context';

const { call, login, database, demo } = await createTestApp();
const db = database.db;

/**
 * A change made straight in the database, not through the services: the cache learns of it only
 * through the database's notice. On a PostgreSQL server nothing is cached, so these hold as well.
 */
const cached = database.kind === 'pglite';

describe('cached session checks', () => {
  it('answer from the cache while nothing they read has changed', async () => {
    const token = await login('mixer');
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
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(cached ? 200 : 401);
    await db.update(users).set({ name: 'Luis Ortega' }).where(eq(users.id, demo.userIds.mixer!));
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
  });

  it('stop working at once when the session is revoked outside the services', async () => {
    const token = await login('manager');
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, demo.userIds.manager!));
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
  });

  it('follow a role change made elsewhere', async () => {
    const token = await login('dispatcher');
    const [before] = await db.select().from(users).where(eq(users.id, demo.userIds.dispatcher!));
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).json().roles).toEqual(before!.roles);
    await db
      .update(users)
      .set({ roles: ['APPLICATOR'] })
      .where(eq(users.id, demo.userIds.dispatcher!));
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).json().roles).toEqual(['APPLICATOR']);
    await db.update(users).set({ roles: before!.roles }).where(eq(users.id, demo.userIds.dispatcher!));
  });

  it('follow a branch taken away elsewhere', async () => {
    const token = await login('topmanager');
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(200);
    await db.delete(userUnits).where(eq(userUnits.userId, demo.userIds.topmanager!));
    expect((await call(token, 'GET', '/api/auth-sgpa/clarify')).statusCode).toBe(401);
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

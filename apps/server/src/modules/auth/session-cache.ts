import type { TAuth } from '../../http/auth-context';

/**
 * Subscribes to notices that something a session check reads has changed (the database's
 * `auth_changed` channel). Answers how to stop listening. A feed whose notices come a moment
 * after the change (a PostgreSQL server) reports its connection through `onConnection`: while it
 * is down nothing is cached, and it sets a short `maxAgeMs` on every entry.
 */
export interface TAuthChangeFeed {
  (onChange: () => void, onConnection?: (up: boolean) => void): Promise<() => Promise<void>>;
  /** How long an entry may answer at most; the cache's own time to live when absent. */
  maxAgeMs?: number;
}

export const SESSION_CACHE_TTL_MS = 60_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * The session checks of one process, by token hash, so a request does not read the session, the
 * user's branches and offices again (four queries) while nothing they depend on has changed.
 * Only used while the change feed listens: every notice empties it (a per-process epoch,
 * `generation`, moves on), and an entry filled from reads that began before a notice is not kept.
 * When the feed's connection is lost the cache empties and keeps nothing until it is back.
 * Entries also expire after a minute (the feed's `maxAgeMs` when it sets one), and never outlive
 * their session. Rule and worst case: docs/ARCHITECTURE.md, 'Session checks'.
 */
export function createSessionCache(options: TNoticeCacheOptions = {}) {
  return createNoticeCache<TAuth>({ ...options, expiresAt: (auth) => auth.expiresAt.getTime() });
}

export interface TNoticeCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Values read from the database, by key, kept while a change feed listens and emptied by each of
 * its notices, under the rules of the session cache above (`createSessionCache`); `expiresAt`
 * bounds an entry further (a session's end).
 */
export function createNoticeCache<TValue>(
  options: TNoticeCacheOptions & { expiresAt?: (value: TValue) => number } = {},
) {
  let ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: TValue; storedAt: number }>();
  const expiresAt = options.expiresAt ?? (() => Number.POSITIVE_INFINITY);
  let generation = 0;
  let listening = false;
  /** Whether the feed's connection is up (a feed that never reports one always is). */
  let connected = true;
  /** Whether the feed's notices come after the change answers (it sets a max age). */
  let delayedNotices = false;
  let stopFeed: (() => Promise<void>) | undefined;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  const cache = {
    /** Starts listening; until it does nothing is cached. */
    async listen(feed: TAuthChangeFeed) {
      if (feed.maxAgeMs !== undefined) {
        ttlMs = Math.min(ttlMs, feed.maxAgeMs);
        delayedNotices = true;
      }
      stopFeed = await feed(forgetAll, (up) => {
        forgetAll();
        connected = up;
      });
      forgetAll();
      listening = true;
    },

    async stop() {
      listening = false;
      forgetAll();
      await stopFeed?.();
      stopFeed = undefined;
    },

    /** A mark to pass to `remember`: a notice after it makes what was read then too old to keep. */
    mark: () => generation,

    lookup(key: string): TValue | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (!listening || !connected || at - entry.storedAt > ttlMs || expiresAt(entry.value) <= at) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },

    remember(key: string, value: TValue, mark: number) {
      if (!listening || !connected || mark !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, storedAt: now() });
    },

    /** The value at `key`, else `read` (remembered unless a notice came while it read). */
    async through(key: string, read: () => Promise<TValue>) {
      const cached = cache.lookup(key);
      if (cached !== undefined) return cached;
      const mark = generation;
      const value = await read();
      cache.remember(key, value, mark);
      return value;
    },

    /**
     * A write this process served has committed: with a feed whose notices come late (a
     * PostgreSQL server) everything is dropped at once, so the process's own changes (a logout,
     * a role or branch change) hold for its next request without waiting for their notice.
     */
    afterLocalWrite() {
      if (delayedNotices) forgetAll();
    },

    /** Drops one session's check at once (logout, token replaced), before any notice arrives. */
    forget(key: string) {
      entries.delete(key);
    },

    get size() {
      return entries.size;
    },
  };
  return cache;
}

export type TSessionCache = ReturnType<typeof createSessionCache>;
export type TNoticeCache<TValue> = ReturnType<typeof createNoticeCache<TValue>>;

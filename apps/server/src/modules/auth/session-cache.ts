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
export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  let ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { auth: TAuth; storedAt: number }>();
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

  return {
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

    lookup(tokenHash: string): TAuth | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now();
      if (!listening || !connected || at - entry.storedAt > ttlMs || entry.auth.expiresAt.getTime() <= at) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.auth;
    },

    remember(tokenHash: string, auth: TAuth, mark: number) {
      if (!listening || !connected || mark !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { auth, storedAt: now() });
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
    forget(tokenHash: string) {
      entries.delete(tokenHash);
    },

    get size() {
      return entries.size;
    },
  };
}

export type TSessionCache = ReturnType<typeof createSessionCache>;

import type { TAuth } from '../../http/auth-context';

/**
 * Subscribes to notices that something a session check reads has changed (the database's
 * `auth_changed` channel), each handled before the change's statement answers. Answers how to
 * stop listening.
 */
export type TAuthChangeFeed = (onChange: () => void) => Promise<() => Promise<void>>;

export const SESSION_CACHE_TTL_MS = 60_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * The session checks of one process, by token hash, so a request does not read the session, the
 * user's branches and offices again (four queries) while nothing they depend on has changed.
 * Only used while the change feed listens: every notice empties it, and an entry filled from
 * reads that began before a notice is not kept. Entries also expire after a minute, and never
 * outlive their session.
 */
export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { auth: TAuth; storedAt: number }>();
  let generation = 0;
  let listening = false;
  let stopFeed: (() => Promise<void>) | undefined;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    /** Starts listening; until it does nothing is cached. */
    async listen(feed: TAuthChangeFeed) {
      stopFeed = await feed(forgetAll);
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
      if (!listening || at - entry.storedAt > ttlMs || entry.auth.expiresAt.getTime() <= at) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.auth;
    },

    remember(tokenHash: string, auth: TAuth, mark: number) {
      if (!listening || mark !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { auth, storedAt: now() });
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

import pg from 'pg';
import type { TAuthChangeFeed } from './session-cache';

/**
 * How long a cached session check may answer on a PostgreSQL server: the bound for a notice that
 * never arrives while its connection still looks alive (docs/ARCHITECTURE.md, 'Session checks').
 */
export const SERVER_SESSION_MAX_AGE_MS = 5_000;

/** Waits between tries to open the LISTEN connection again: 0.5 s doubling, at most 30 s. */
const retryDelayOf = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * The notices of a channel on a PostgreSQL server, on one dedicated connection (not one of the
 * pool's, which would be handed to queries). A notice reaches it a moment after the change
 * commits. A lost connection (server restart, network, terminated backend) is reported down at
 * once and opened again with backoff; it is reported up only once `LISTEN` has answered.
 */
export function postgresNotices(
  connection: pg.ClientConfig,
  channel: string,
  maxAgeMs = SERVER_SESSION_MAX_AGE_MS,
): TAuthChangeFeed {
  const feed: TAuthChangeFeed = async (onChange, onConnection) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let attempt = 0;

    const retry = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, retryDelayOf(attempt));
      timer.unref();
      attempt += 1;
    };

    const lost = (which: pg.Client) => {
      if (which !== client) return;
      client = undefined;
      onConnection?.(false);
      which.end().catch(() => undefined);
      retry();
    };

    async function connect() {
      const candidate = new pg.Client(connection);
      candidate.on('error', () => lost(candidate));
      candidate.on('end', () => lost(candidate));
      candidate.on('notification', (notice) => {
        if (notice.channel === channel) onChange();
      });
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        await candidate.end().catch(() => undefined);
        retry();
        return;
      }
      if (stopped) {
        await candidate.end().catch(() => undefined);
        return;
      }
      client = candidate;
      attempt = 0;
      onConnection?.(true);
    }

    // Down until the first LISTEN answers: a server not reachable at start caches nothing.
    onConnection?.(false);
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    };
  };
  feed.maxAgeMs = maxAgeMs;
  return feed;
}

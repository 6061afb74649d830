import type { TDatabaseHandle } from '../../db/database';
import type { TAuthChangeFeed } from './session-cache';
import { postgresNotices } from './session-cache.postgres';

/** The channel the database's triggers notify when sessions, users or grants change (migration 0021). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * The database's notices of changes that session checks depend on: on the embedded database each
 * is handled before the change's statement answers (`TDatabaseHandle.listen`); on a PostgreSQL
 * server they come on one dedicated connection a moment after the commit, so cached checks there
 * live a few seconds at most and none are kept while that connection is down.
 */
export function authChangesOf(
  database: Pick<TDatabaseHandle, 'listen' | 'pool'>,
): TAuthChangeFeed | undefined {
  return noticesOf(database, AUTH_CHANGED_CHANNEL);
}

/**
 * The notices of `channel` as a change feed, under the same rules as `authChangesOf`: handled
 * before the change answers on the embedded database, a moment after the commit on a server.
 */
export function noticesOf(
  database: Pick<TDatabaseHandle, 'listen' | 'pool'>,
  channel: string,
): TAuthChangeFeed | undefined {
  const listen = database.listen;
  if (listen) return (onChange) => listen(channel, onChange);
  // SESSION_CACHE_ON_SERVER=0 reads every check on a server (to rule the cache out).
  if (database.pool && process.env.SESSION_CACHE_ON_SERVER !== '0')
    return postgresNotices(database.pool.options, channel);
  return undefined;
}

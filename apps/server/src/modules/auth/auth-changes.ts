import type { TDatabaseHandle } from '../../db/database';
import type { TAuthChangeFeed } from './session-cache';

/** The channel the database's triggers notify when sessions, users or grants change (migration 0021). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * The database's notices of changes that session checks depend on, where they can be trusted
 * (the embedded database: see `TDatabaseHandle.listen`); none on a PostgreSQL server, so session
 * checks there are read every time.
 */
export function authChangesOf(database: Pick<TDatabaseHandle, 'listen'>): TAuthChangeFeed | undefined {
  const listen = database.listen;
  return listen ? (onChange) => listen(AUTH_CHANGED_CHANNEL, onChange) : undefined;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient } from './preparing-client';

/** The database both drivers give: the query builder over PostgreSQL. */
export type TDatabase = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself; repositories accept either. */
export type TExecutor = Parameters<Parameters<TDatabase['transaction']>[0]>[0] | TDatabase;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface TDatabaseHandle {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Listens to a notice channel (`NOTIFY`); answers how to stop. Only on the embedded database,
   * where a notice is handled before the statement that sent it answers, so nothing can read
   * between a change and its notice. On a PostgreSQL server a notice reaches the other
   * connections a moment after the change, so there is none.
   */
  listen?: TListen;
  /** The connection pool of a PostgreSQL server (live fan-out between processes uses it). */
  pool?: pg.Pool;
  /** The embedded database's data folder as a file (tests start from such copies). */
  dump?: () => Promise<Blob>;
}

/** The advisory lock key processes take around migrations, so that only one migrates at a time. */
const MIGRATION_LOCK = 7_301_994;

export type TListen = (channel: string, onNotice: () => void) => Promise<() => Promise<void>>;

/** Opens PostgreSQL through DATABASE_URL, or the embedded PGlite in `dataDir` (`memory://` for tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A dump of a PGlite data folder to start from (tests start from a seeded copy). */
  loadDataDir?: Blob;
}): Promise<TDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: PreparingClient });
    // An idle connection the server ends (restart, failover, a dropped test database) is reported
    // here; without a listener it would crash the process. The pool drops that connection and opens
    // a new one for the next query; a query in flight gets its own error.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as TDatabase;
    return {
      db,
      kind: 'postgres',
      pool,
      // Several processes may start at once on one server: each waits for the lock, and those
      // after the first find nothing left to apply.
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const embedded = await PGlite.create({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // The embedded database has one session: the pool holds its one connection for good, and every
  // statement queues for it as on a server's pool. Statements are prepared by name as on a server
  // (an order-list page reads in about half the time).
  const pool = new pg.Pool({ max: 1, idleTimeoutMillis: 0, Client: embeddedClient(embedded) });
  pool.on('error', () => undefined);
  return {
    db: drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as TDatabase,
    kind: 'pglite',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      await pool.end();
      await embedded.close();
    },
    // The session's notices reach every listener as they are read, before the statement that sent
    // them answers; `LISTEN` itself goes through the pool, in turn with every other statement.
    listen: async (channel, onNotice) => {
      const stop = embedded.onNotification((name) => {
        if (name === channel) onNotice();
      });
      await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => stop();
    },
    dump: async () => embedded.dumpDataDir('none'),
  };
}

/**
 * A `pg` client speaking to the embedded database in the process: PGlite's own connection, given
 * the statement's parameter types only when they are a list (the query builder passes its value
 * parsers there, which a server's connection ignores and PGlite's would try to write out). The
 * statements a connection prepared outlive it in the one session, so a connection opened again
 * (after an error) knows them and does not prepare them twice.
 */
function embeddedClient(embedded: PGlite) {
  const prepared: Record<string, string> = {};
  class EmbeddedConnection extends PglitePgConnection {
    override parsedStatements = prepared;
    override parse(query: { types?: unknown }) {
      super.parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
    }
  }
  return class EmbeddedClient extends PreparingClient {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new EmbeddedConnection({ pglite: embedded }) } as pg.ClientConfig);
    }
  };
}

import { randomBytes } from 'node:crypto';
import { openDatabase, type TDatabaseHandle } from '../src/db/database';
import { adminQuery, databaseUrl } from '../src/test/test-snapshots';

/**
 * A fresh migrated database for one benchmark: the embedded PGlite in memory, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database there, dropped on close.
 */
export async function openBenchDatabase(): Promise<TDatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const name = `tramline_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

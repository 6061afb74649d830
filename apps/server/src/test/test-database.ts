import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../db/database';
import { adminQuery, databaseUrl, type TSnapshotName } from './test-snapshots';

/**
 * A fresh database for one test file, a copy of one of the run's snapshots (migrated; or with the
 * demo tenant; or with the demo and a second tenant): an in-memory PGlite loaded from the dump,
 * or, when TEST_DATABASE_URL points at a PostgreSQL server, a new database made from the template
 * and dropped afterwards.
 */
export async function createTestDatabase(
  snapshot: TSnapshotName = 'migrated',
): Promise<TDatabaseHandle & { url?: string }> {
  const snapshots = inject('testSnapshots');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(path.join(snapshots.folder!, `${snapshot}.tar`));
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  }
  const name = `tramline_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${snapshots.templates![snapshot]}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

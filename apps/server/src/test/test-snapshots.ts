import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type TDatabaseHandle } from '../db/database';
import type { TDemoContext } from '../demo/demo-context';
import { seedDemo } from '../demo/seed';

/** The three starting points a test file can ask for. */
export type TSnapshotName = 'migrated' | 'demo' | 'demo-and-other';

/** The ids the demo seed made; the same in every copy of a snapshot. */
export type TDemoIds = Omit<TDemoContext, 'db' | 'random'>;

/**
 * Where the snapshots of one test run are: PGlite data-folder dumps in `folder`, or template
 * databases on the PostgreSQL server of TEST_DATABASE_URL named `templates`.
 */
export interface TSnapshots {
  folder?: string;
  templates?: Record<TSnapshotName, string>;
  demo: TDemoIds;
  /** When the demo was seeded (ISO): its days are laid on the branches' dates of that instant. */
  seededAt: string;
}

/** The second tenant of isolation tests. */
export const OTHER_OWNER = { ownerCode: 'other', ownerName: 'Other Co-op', seed: 7 } as const;

const idsOf = ({ ownerId, units, locations, userIds, ids }: TDemoContext): TDemoIds => ({
  ownerId,
  units,
  locations,
  userIds,
  ids,
});

/**
 * Migrates and seeds once for the whole run, so each test file starts from a copy instead of
 * running the migrations and the demo seed again (the slowest part of a server test file).
 */
export async function buildSnapshots(serverUrl: string | undefined): Promise<TSnapshots> {
  return serverUrl ? buildTemplates(serverUrl) : buildDumps();
}

async function buildDumps(): Promise<TSnapshots> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tramline-test-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  const dump = async (name: TSnapshotName) =>
    writeFile(path.join(folder, `${name}.tar`), Buffer.from(await (await handle.dump!()).arrayBuffer()));
  try {
    await handle.migrate();
    await dump('migrated');
    const seededAt = new Date().toISOString();
    const demo = idsOf(await seedDemo(handle.db));
    await dump('demo');
    await seedDemo(handle.db, OTHER_OWNER);
    await dump('demo-and-other');
    return { folder, demo, seededAt };
  } finally {
    await handle.close();
  }
}

async function buildTemplates(serverUrl: string): Promise<TSnapshots> {
  const prefix = `tramline_template_${randomBytes(4).toString('hex')}`;
  const templates: Record<TSnapshotName, string> = {
    migrated: `${prefix}_migrated`,
    demo: `${prefix}_demo`,
    'demo-and-other': `${prefix}_other`,
  };
  const step = async (
    name: TSnapshotName,
    from: string,
    fill: (handle: TDatabaseHandle) => Promise<void>,
  ) => {
    await adminQuery(serverUrl, `CREATE DATABASE ${templates[name]} TEMPLATE ${from}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templates[name]), dataDir: '' });
    try {
      await fill(handle);
    } finally {
      await handle.close();
    }
  };
  let demo: TDemoIds | undefined;
  let seededAt = '';
  await step('migrated', 'template0', (handle) => handle.migrate());
  await step('demo', templates.migrated, async (handle) => {
    seededAt = new Date().toISOString();
    demo = idsOf(await seedDemo(handle.db));
  });
  await step('demo-and-other', templates.demo, async (handle) => {
    await seedDemo(handle.db, OTHER_OWNER);
  });
  return { templates, demo: demo!, seededAt };
}

/** Drops what `buildSnapshots` made. */
export async function dropSnapshots(snapshots: TSnapshots, serverUrl: string | undefined) {
  if (snapshots.folder) await rm(snapshots.folder, { recursive: true, force: true });
  if (snapshots.templates && serverUrl)
    for (const name of Object.values(snapshots.templates).reverse())
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (names here are ours, never input). */
export async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

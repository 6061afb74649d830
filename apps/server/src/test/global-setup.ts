import type { TestProject } from 'vitest/node';
import { buildSnapshots, dropSnapshots, type TSnapshots } from './test-snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    testSnapshots: TSnapshots;
  }
}

/** Builds the migrated and seeded starting points every server test file copies. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const snapshots = await buildSnapshots(serverUrl);
  project.provide('testSnapshots', snapshots);
  return () => dropSnapshots(snapshots, serverUrl);
}

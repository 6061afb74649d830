import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's temporary database. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && path.resolve(dataDir).startsWith(path.resolve(os.tmpdir()) + path.sep)) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

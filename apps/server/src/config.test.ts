import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, secretOf } from './config';

const dataDir = await mkdtemp(path.join(tmpdir(), 'tramline-config-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('secrets kept for sealed values', () => {
  it('takes the secret from the environment when it is set', () => {
    const config = readConfig({ INTEGRATION_SECRET: 'from-the-environment', DATA_DIR: dataDir });
    expect(secretOf(config.integrationSecret, config.dataDir, 'integration.secret')).toBe(
      'from-the-environment',
    );
  });

  it('otherwise makes one in the data folder, readable by its owner only, and keeps it across restarts', async () => {
    const first = secretOf(undefined, dataDir, 'integration.secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'integration.secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A restart reads the same secret, so credentials sealed before it still open.
    expect(secretOf(undefined, dataDir, 'integration.secret')).toBe(first);
  });
});

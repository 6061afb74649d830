import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function findFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) if (await isPortFree(port)) return port;
  throw new Error(`No free port from ${from}`);
}

// Chosen once by the runner; workers load this file again and inherit the values.
process.env.E2E_PORT ??= String(await findFreePort(4173));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'tramline-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// `E2E_NOW=2026-12-08T03:50:00Z npm run test:e2e` runs the journeys at that hour: the server under
// Debian's `faketime` and the browsers' clocks (support/test.ts) move by the same offset, so both
// tell the same time as it runs on. Unset, both keep the machine's clock.
if (process.env.E2E_NOW && !process.env.E2E_CLOCK_OFFSET_MS) {
  const at = Date.parse(process.env.E2E_NOW);
  if (Number.isNaN(at)) throw new Error(`E2E_NOW is not a time: ${process.env.E2E_NOW}`);
  process.env.E2E_CLOCK_OFFSET_MS = String(at - Date.now());
}
const offsetSeconds = Math.round(Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0) / 1000);
const serverCommand = 'npx tsx apps/server/src/server.ts';

/**
 * Journeys run the production build (`apps/web/dist`, built by `npm run test:e2e`) served by the
 * real server on a fresh database, in Debian's Chromium.
 */
export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: offsetSeconds
      ? `faketime -f '${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}' ${serverCommand}`
      : serverCommand,
    cwd: repositoryRoot,
    env: {
      // faketime moves the wall clock only: timers and timeouts keep the machine's pace.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Journeys expect the demo data to stand still.
      SIMULATE_DEMO: 'false',
    },
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (`isolate: false`): each file builds its own database
 * from the shared snapshots, so it needs no process of its own, and the server is loaded once per
 * worker instead of once per file. A file that replaces a module with `vi.mock` would leak the
 * replacement into the files after it, or find the real module already loaded; such files are
 * named `*.mocked.test.ts` and run in processes of their own (project `server-mocked`).
 */
export const MOCKED_TESTS = 'src/**/*.mocked.test.ts';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, MOCKED_TESTS],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
  },
});

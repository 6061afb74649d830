import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One jsdom and one module graph per worker instead of per file (`isolate: false`): loading jsdom,
 * Mantine and the icon set again for each of a hundred files cost four times the tests themselves.
 * The setup file clears what a test leaves behind (DOM, Mantine's and the app's stores, storage,
 * timers); spies and stubbed globals are restored here. A file that replaces a module with
 * `vi.mock` would leak the replacement into the files after it, or find the real module already
 * loaded; such files are named `*.mocked.test.tsx` and run isolated (project `web-mocked`).
 */
export const MOCKED_TESTS = 'src/**/*.mocked.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, MOCKED_TESTS],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // jsdom renders of whole forms take a few seconds on a busy 2-core machine.
    testTimeout: 30_000,
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});

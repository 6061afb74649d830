import { defineConfig } from 'vitest/config';

/** One vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    reporters: ['default', './tools/vitest-summary-reporter.ts'],
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'optimizer',
          root: 'packages/optimizer',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});

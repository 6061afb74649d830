import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import server, { MOCKED_TESTS as SERVER_MOCKED } from './apps/server/vitest.config.ts';
import web, { MOCKED_TESTS as WEB_MOCKED } from './apps/web/vitest.config.ts';

/** A project's files that replace modules (`vi.mock`), each in a process of its own. */
function mockedOf(project: TestProjectInlineConfiguration, include: string): TestProjectInlineConfiguration {
  const test = project.test!;
  return {
    ...project,
    test: { ...test, name: `${test.name}-mocked`, include: [include], exclude: undefined, isolate: true },
  };
}

/** One vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // A worker a core: vitest's default leaves one core to its own process, which has little to do
    // while the workers run, and a two-core machine then runs one file at a time.
    maxWorkers: availableParallelism(),
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
      server,
      mockedOf(server, SERVER_MOCKED),
      web,
      mockedOf(web, WEB_MOCKED),
    ],
  },
});

import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the slowest test files and one plain closing line, `vitest: N passed, N failed,
 * N skipped`, after the default report.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
    const slowest = testModules
      .map((testModule) => {
        const diagnostic = testModule.diagnostic();
        const load = diagnostic.collectDuration + diagnostic.prepareDuration;
        return { file: path.relative(process.cwd(), testModule.moduleId), load, tests: diagnostic.duration };
      })
      .sort((a, b) => b.load + b.tests - (a.load + a.tests))
      .slice(0, 12);
    if (slowest.length > 1) {
      console.log('\nslowest files, seconds (load, tests):');
      for (const { file, load, tests } of slowest) console.log(`${seconds(load)}${seconds(tests)}  ${file}`);
    }
    console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

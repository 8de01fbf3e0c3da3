import type { Reporter, TestModule } from 'vitest/node';

/** Ends `npm test` with one line a human or a CI log can grep: passed, failed and skipped counts. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    console.log(`\nSUMMARY: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

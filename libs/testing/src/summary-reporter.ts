import type { Reporter, TestModule } from 'vitest/node';

/**
 * One plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own summary, so
 * that CI logs state the count in a form any reader (human or tool) takes without ANSI colours.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) count[test.result().state] += 1;
    }
    process.stdout.write(
      `\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped + count.pending} skipped\n`,
    );
  }
}

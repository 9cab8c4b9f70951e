import { basename } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends the run with one plain line, "e2e: N passed, N failed, N skipped", for CI logs, after the spec files that
 * took the most browser time (the sum of their flows' durations, retries included), so a slower suite shows where.
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private readonly spent = new Map<string, { ms: number; flows: number }>();

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = basename(test.location.file);
    const entry = this.spent.get(file) ?? { ms: 0, flows: 0 };
    entry.ms += result.duration;
    entry.flows += 1;
    this.spent.set(file, entry);
  }

  onEnd() {
    const slowest = [...this.spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
    if (slowest.length > 1) {
      const total = [...this.spent.values()].reduce((sum, e) => sum + e.ms, 0);
      console.log(`e2e browser time ${(total / 1000).toFixed(0)} s; the slowest spec files:`);
      for (const [file, { ms, flows }] of slowest)
        console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(flows).padStart(3)} flows  ${file}`);
    }
    const tests = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    console.log(
      `e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`,
    );
  }
}

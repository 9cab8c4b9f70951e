import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/** Ends the run with one plain line, "e2e: N passed, N failed, N skipped", for CI logs. */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const tests = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    console.log(
      `e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`,
    );
  }
}

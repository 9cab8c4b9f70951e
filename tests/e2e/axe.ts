import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import type axeCore from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * The axe-core that @axe-core/playwright ships with (pinned by it; the top-level axe-core is Lighthouse's, a newer
 * release with other rules enabled by default): the rule set the flows were written against stays the same.
 */
const require = createRequire(import.meta.url);
const axeSource = (
  require(
    require.resolve('axe-core', { paths: [dirname(require.resolve('@axe-core/playwright'))] }),
  ) as typeof axeCore
).source;

/**
 * axe-core runs for the flows, as @axe-core/playwright's legacy mode runs them (axe.run in the page, reaching into
 * same-origin frames), without its cost per run: AxeBuilder evaluates axe's 550 kB source in the page twice and in
 * every frame once for each analyze() (and its default mode opens a blank page to merge results). Here the source
 * is evaluated once per document and frame — the walks move between pages without reloading, so one injection
 * serves a whole walk — and each run is one call.
 */
export interface AxeRun {
  /** CSS selectors the run is limited to (default: the whole document). */
  include?: string[];
  /** Only these rules (axe's runOnly by rule id). */
  rules?: string[];
  /** Only the rules with these tags (e.g. wcag2a, wcag2aa). */
  tags?: string[];
  /**
   * Report violations only: passes, incomplete and inapplicable results come back as one example each instead of
   * every node (axe's resultTypes), which is most of a run's time on a page of game cards; every rule still runs on
   * every node.
   */
  violationsOnly?: boolean;
}

/** Puts axe into every frame of the page that does not have it yet (frames that go away meanwhile are skipped). */
async function inject(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
      if (present) continue;
      await frame.evaluate(
        `${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
      );
    } catch {
      // A frame detached or not scriptable (another origin): axe in the page reports what it cannot reach.
    }
  }
}

/** One axe run on the page as it is now. */
export async function runAxe(page: Page, run: AxeRun = {}): Promise<AxeResults> {
  await inject(page);
  const options: RunOptions = {};
  if (run.rules) options.runOnly = { type: 'rule', values: run.rules };
  else if (run.tags) options.runOnly = { type: 'tag', values: run.tags };
  if (run.violationsOnly) options.resultTypes = ['violations'];
  const outcome = await page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      try {
        const context = include ? { include, exclude: [] } : document;
        return { results: await axe.run(context as never, options), error: null };
      } catch (error) {
        return { results: null, error: String((error as Error).message ?? error) };
      }
    },
    { include: run.include, options },
  );
  if (outcome.error || !outcome.results) throw new Error(`axe: ${outcome.error}`);
  return outcome.results;
}

/** The serious and critical violations of a run. */
export const seriousViolations = (results: AxeResults) =>
  results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

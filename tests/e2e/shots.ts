import { type Locator, type Page, test } from '@playwright/test';

/**
 * Screenshots for people to look at: `E2E_SHOTS=1 npm run test:e2e` attaches them to the results
 * (test-results/e2e/…). A screenshot asserts nothing and a full-page one costs a second or two of the browser's
 * time, so the suite's own runs (npm test, CI) skip them; a failing flow still gets its failure screenshot.
 */
export const SHOTS = process.env.E2E_SHOTS === '1';

/** Attaches a screenshot of the page (fullPage: the whole scroll height) or of one element, when SHOTS. */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS) return;
  const path = test.info().outputPath(`${name.replace(/\.png$/, '')}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

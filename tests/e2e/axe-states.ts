import type { Page } from '@playwright/test';

/** What a pointer can hover and the keyboard can focus. */
const INTERACTIVE =
  'a[href], button, select, input:not([type=hidden]), textarea, summary, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-axe-state';
/** A selector of the elements shown in a forced state while `check` runs (to point axe at them). */
export const FORCED = `[${MARK}]`;
const STATES = [
  ['hover', ['hover']],
  ['focus', ['focus', 'focus-visible']],
] as const;
export type ForcedState = (typeof STATES)[number][0];

/**
 * Runs `check` once with the interactive elements of `scopes` (CSS selectors) shown hovered, then once shown
 * focused by the keyboard — :hover, or :focus and :focus-visible, forced through the DevTools protocol as a pointer
 * or the keyboard would set them — so an axe run sees the colours of those states too (a hovered header tab drawn
 * white on white is invisible to a run over the page at rest). One element of each look (tag and classes) is
 * forced: fifty game cards are one check. Run with reduced motion, so no transition is caught half-way.
 */
export async function inForcedStates<T>(
  page: Page,
  scopes: string[],
  check: (state: ForcedState) => Promise<T>,
): Promise<T[]> {
  const marked = await page.evaluate(
    ({ scopes, interactive, mark }) => {
      const seen = new Set<string>();
      for (const scope of scopes) {
        for (const root of document.querySelectorAll(scope)) {
          for (const element of root.querySelectorAll(interactive)) {
            const look = `${element.tagName}.${element.getAttribute('class') ?? ''}`;
            if (seen.has(look)) continue;
            seen.add(look);
            element.setAttribute(mark, '');
          }
        }
      }
      return seen.size;
    },
    { scopes, interactive: INTERACTIVE, mark: MARK },
  );
  if (marked === 0) return [];
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[${MARK}]`,
    });
    const force = (classes: readonly string[]) =>
      Promise.all(
        nodeIds.map((nodeId) =>
          cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [...classes] }),
        ),
      );
    const results: T[] = [];
    for (const [state, classes] of STATES) {
      await force(classes);
      results.push(await check(state));
      await force([]);
    }
    return results;
  } finally {
    await cdp.detach();
    await page.evaluate((mark) => {
      for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark);
    }, MARK);
  }
}

import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/** URL of a brand's own localhost alias (browsers resolve *.localhost to loopback). */
export const brandUrl = (code: string, path = '/') => `http://${code}.localhost:${E2E_PORT}${path}`;
/** Node's resolver may not map *.localhost: API requests from the test process go to loopback with a Host header. */
export const LOOPBACK = `http://127.0.0.1:${E2E_PORT}/`;
export const brandHost = (code: string) => `${code}.localhost:${E2E_PORT}`;
export const previewUrl = (code: string, path = '/') => `http://localhost:${E2E_PORT}${path}?brand=${code}`;

/** Waits until the SPA has booted and rendered the layout (or a status screen). */
export async function booted(page: Page) {
  await page.locator('main').first().waitFor();
}

/** The page never scrolls sideways at this width. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The announcement popups (spec §4) open on the first page of every session, over everything. Suites that are
 * not about them mark both slots closed before any page script runs (the flag the popup itself stores on close).
 */
export async function skipAnnouncementPopups(page: Pick<Page, 'addInitScript'>) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('popupClosed:ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('popupClosed:USER_POPUP', '1');
    } catch {
      // about:blank and opaque origins have no storage.
    }
  });
}

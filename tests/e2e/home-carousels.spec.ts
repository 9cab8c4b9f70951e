import type { Locator, Page } from '@playwright/test';
import { AUTOPLAY_AFTER_MS } from '@/web/features/lobby/home/use-autoplay';
import { expect, test } from './accounts-support';
import { brandUrl } from './support';

/**
 * The home page's carousels autoplay only while someone can watch them (spec §9 timings: hot games every
 * 1200 + 1100 ms, banners every 5 s): not off-screen, not in a hidden tab, not under prefers-reduced-motion,
 * not in the page's first seconds unless the visitor uses it, and a visible pause/play control stops and starts
 * them from the keyboard. The page's clock is Playwright's: the test moves time on by more than one interval and
 * compares.
 */
const HOT_INTERVAL = 1200 + 1100;
// Each second of page time is a round trip to the browser: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });
// Motion is what this file tests: the flows' default of reduced motion (playwright.config.ts) is turned off.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const BANNER_INTERVAL = 5000;

const hotGames = (page: Page) => page.getByRole('region', { name: 'Hot games' });
const banners = (page: Page) => page.getByRole('region', { name: 'Promotions' });

/** The game whose card is at the start of the hot carousel's window (what the visitor sees first). */
async function leadingHotGame(page: Page): Promise<string> {
  return hotGames(page).evaluate((section) => {
    const window =
      section.querySelector('[data-testid="game-card"]')?.parentElement?.parentElement?.parentElement;
    const left = window?.getBoundingClientRect().left ?? 0;
    const cards = [...section.querySelectorAll<HTMLElement>('[data-testid="game-card"] > button')];
    const leading = cards
      .map((card) => ({
        name: card.getAttribute('aria-label') ?? '',
        gap: Math.abs(card.getBoundingClientRect().left - left),
      }))
      .sort((a, b) => a.gap - b.gap)[0];
    return leading?.name ?? '';
  });
}

/** The banner whose dot is current. */
const currentBanner = (page: Page) =>
  banners(page).locator('button[aria-current="true"]').getAttribute('aria-label');

/**
 * Moves the page's clock on by `ms`, a second at a time, and returns every value `read` gave on the way (a
 * carousel of two banners that moved twice is back where it was: the readings in between show it moved).
 */
async function watch(
  page: Page,
  ms: number,
  read: () => Promise<string | null>,
): Promise<Set<string | null>> {
  const seen = new Set([await read()]);
  for (let t = 0; t < ms; t += 1000) {
    await page.clock.runFor(1000);
    seen.add(await read());
  }
  return seen;
}

/** Stops the page's clock where it is: from here on, time moves only by runFor. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A moment ahead of the page's time, which keeps running until then (it may be slow to answer under load).
  await page.clock.pauseAt(now + 3000);
}

/**
 * Past the page's first seconds, with no use of the page (the pointer only moved): a visitor who just watches.
 * Its load's idle moment comes within 5 s, then the carousels start AUTOPLAY_AFTER_MS later.
 */
const pastFirstSeconds = (page: Page) => page.clock.runFor(5000 + AUTOPLAY_AFTER_MS);

/** Scrolls until `element` is out of the viewport and its IntersectionObservers have been told so. */
async function scrollOffScreen(page: Page, element: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await element.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          if (entry && !entry.isIntersecting) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el);
      }),
  );
}

// Tall enough for the banners and the hot games to be on screen together.
const VIEWPORT = { width: 1440, height: 1200 };

async function openHome(page: Page) {
  await page.setViewportSize(VIEWPORT);
  await page.clock.install();
  await page.goto(brandUrl('aurora'));
  // The carousels' code loads after the first paint.
  const ready = { timeout: 30_000 };
  await expect(hotGames(page).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible(ready);
  await expect(banners(page).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible(ready);
}

test('the hot games and banners move on screen, stand still off screen, and go on when back', async ({
  page,
}) => {
  await openHome(page);
  await page.mouse.move(0, 0);
  await pauseClock(page);
  await pastFirstSeconds(page);

  const hot = leadingHotGame.bind(null, page);
  const banner = currentBanner.bind(null, page);
  expect((await watch(page, HOT_INTERVAL * 2 + 500, hot)).size).toBeGreaterThan(1);
  expect((await watch(page, BANNER_INTERVAL + 1000, banner)).size).toBeGreaterThan(1);

  // Off screen: more than one interval of each passes and nothing moves.
  await scrollOffScreen(page, hotGames(page));
  await scrollOffScreen(page, banners(page));
  // A slide already moving when the carousel left the screen finishes its move (well under an interval).
  await page.clock.runFor(1500);
  expect(await watch(page, HOT_INTERVAL * 2 + 500, hot)).toHaveProperty('size', 1);
  expect(await watch(page, BANNER_INTERVAL + 1000, banner)).toHaveProperty('size', 1);

  // Back on screen: it goes on.
  await hotGames(page).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  expect((await watch(page, HOT_INTERVAL * 2 + 500, hot)).size).toBeGreaterThan(1);
});

test('a hidden tab does not move the carousels', async ({ page }) => {
  await openHome(page);
  await page.mouse.move(0, 0);
  await pauseClock(page);
  await pastFirstSeconds(page);
  // What the browser does when the tab goes to the background.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // A slide already moving finishes its move (well under an interval).
  await page.clock.runFor(1500);
  expect(await watch(page, HOT_INTERVAL * 2 + 500, () => leadingHotGame(page))).toHaveProperty('size', 1);
  expect(await watch(page, BANNER_INTERVAL + 1000, () => currentBanner(page))).toHaveProperty('size', 1);
});

test('under reduced motion nothing moves until the visitor starts it with the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(VIEWPORT);
  await page.clock.install();
  await page.goto(brandUrl('aurora'));
  const play = hotGames(page).getByRole('button', { name: 'Play the slideshow' });
  await expect(play).toBeVisible({ timeout: 30_000 });
  await expect(banners(page).getByRole('button', { name: 'Play the slideshow' })).toBeVisible({
    timeout: 30_000,
  });
  await page.mouse.move(0, 0);
  await pauseClock(page);

  const hot = () => leadingHotGame(page);
  expect(await watch(page, HOT_INTERVAL * 2 + 500, hot)).toHaveProperty('size', 1);
  expect(await watch(page, BANNER_INTERVAL + 1000, () => currentBanner(page))).toHaveProperty('size', 1);

  // The control is a real button: focus it and press Enter; its label turns to "Pause".
  await play.focus();
  await page.keyboard.press('Enter');
  const pause = hotGames(page).getByRole('button', { name: 'Pause the slideshow' });
  await expect(pause).toBeFocused();
  // Focus inside the carousel holds it; once the focus leaves, it plays.
  await pause.evaluate((button) => (button as HTMLElement).blur());
  expect((await watch(page, HOT_INTERVAL * 2 + 500, hot)).size).toBeGreaterThan(1);

  // And it pauses again from the keyboard.
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(play).toBeFocused();
  await play.evaluate((button) => (button as HTMLElement).blur());
  await page.clock.runFor(1500);
  expect(await watch(page, HOT_INTERVAL * 2 + 500, hot)).toHaveProperty('size', 1);
});

import type { Page } from '@playwright/test';
import { CATEGORY_PATHS } from '@/core/navigation';
import { ORIGINAL_GAMES } from '@/core/original-games';
import { MEMBER_PAGES } from '@/web/features/member/member-pages';
import { expect, registerLoggedIn, test } from './accounts-support';
import { runAxe } from './axe';
import { FORCED, inForcedStates } from './axe-states';
import { type BrandCode, brandFacts } from './lobby-support';
import { brandUrl } from './support';

/**
 * axe-core on every page of the SPA, for every demo brand in both theme modes, on a 360 px phone and a 1440 px
 * desktop: no serious or critical violation anywhere, also in the hovered and focused states of the controls of
 * each walk's first page (its header, menus and footer are those of every page). One test (one browser context) per
 * brand × mode × width walks the visitor pages, then registers a player (logged in by the register call) and walks
 * the member pages with the same session. Every page is walked in each mode and at each width: whole walks in dark
 * at 1440 px and in light at 360 px (each page's colours in both modes, each page's layout at both widths); the
 * other two pairs check the first visitor and the first member page whole — the header, menus and footer every
 * page shares, where a width's own controls meet a mode's colours.
 */
const BRANDS: BrandCode[] = ['aurora', 'lotus', 'siam', 'oasis'];
const MODES = ['dark', 'light'] as const;
const WIDTHS = [360, 1440] as const;

/** Pages a visitor sees: home, the brand's category pages, the public pages and the in-house game screens. */
function visitorPages(brand: BrandCode): string[] {
  const categories = [...new Set(brandFacts(brand).categories.map((c) => CATEGORY_PATHS[c as 'RNG']))];
  return [
    '/',
    ...categories,
    '/promotions',
    // A promotion's terms (brands/<code>/content/promotions.json).
    `/promotions?id=${brand === 'lotus' ? 'first-deposit-150' : 'welcome-100'}`,
    '/help',
    '/helpmc',
    '/fairness',
    '/login',
    '/register',
    '/agent',
    ...ORIGINAL_GAMES.map((game) => `/originals/${game}?demo=1`),
  ];
}

/** Pages behind the login: the member center's pages and the player's own lists. */
const MEMBER_ONLY = [
  ...MEMBER_PAGES.map((page) => `/member?page=${page}`),
  '/favorite',
  '/recent',
  '/pointMall',
  '/lottery',
  '/vnLottery',
];

/**
 * Opens a page: by the address bar when `reload` (boot, or a new session), else as the app's own links do (a
 * history entry the router follows, no reload); then waits until nothing on it is still loading.
 */
async function open(page: Page, brand: BrandCode, path: string, reload: boolean): Promise<void> {
  if (reload) await page.goto(brandUrl(brand, path));
  else
    await page.evaluate((to) => {
      history.pushState(history.state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
  // Checked on every animation frame in the page (an expect.poll backs off to a second between tries, which a walk
  // of forty pages paid on each): the address is the page's, the site's pages have a main landmark (an in-house
  // game screen, shown in a frame, has its game's heading), and nothing on it is still loading.
  await page.waitForFunction(
    (to) =>
      location.pathname + location.search === to &&
      document.querySelector('main, h1') !== null &&
      document.querySelector('[aria-busy="true"], .boot-splash') === null,
    path,
    { timeout: 30_000, polling: 'raf' },
  );
}

/**
 * The serious and critical violations on the current page: one line per rule and distinct finding, with the
 * number of elements and the first one's selector (a colour pair on fifty game cards is one line). With
 * `contentOnly` the page's own content is checked (main and any open dialog), not the header, side menu and
 * footer, which are the same on every page and checked on the first page of each walk.
 */
async function violations(page: Page, path: string, contentOnly: boolean): Promise<string[]> {
  const scopes =
    contentOnly && (await page.locator('main').count()) > 0
      ? ['main', ...((await page.locator('dialog[open]').count()) > 0 ? ['dialog[open]'] : [])]
      : [];
  // Violations only (axe.ts): every rule still runs on every node.
  const runs = [
    {
      state: '',
      results: await runAxe(page, { include: scopes.length ? scopes : undefined, violationsOnly: true }),
    },
  ];
  // The whole page (a walk's first): colour contrast also with its controls hovered, then focused (axe-states.ts),
  // the states a page at rest hides.
  if (scopes.length === 0)
    runs.push(
      ...(await inForcedStates(page, ['body'], async (state) => ({
        state: ` [${state}]`,
        results: await runAxe(page, { include: [FORCED], rules: ['color-contrast'], violationsOnly: true }),
      }))),
    );
  const lines = new Map<string, { count: number; first: string }>();
  for (const { state, results } of runs) {
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      for (const node of v.nodes) {
        const check = [...node.any, ...node.all, ...node.none][0];
        const key = `${path}${state} ${v.id}: ${v.help}${check ? ` (${check.message})` : ''}`;
        const line = lines.get(key) ?? { count: 0, first: node.target.join(' ') };
        line.count += 1;
        lines.set(key, line);
      }
    }
  }
  return [...lines].map(([key, { count, first }]) => `${key} (${count}× e.g. ${first})`);
}

for (const brand of BRANDS) {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      test(`${brand} ${mode} at ${width} px: no serious or critical axe violation`, async ({
        page,
        context,
      }) => {
        test.setTimeout(600_000);
        await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await context.addInitScript((theme) => localStorage.setItem('mq_theme', theme), mode);
        await page.goto(brandUrl(brand));
        const { token } = await registerLoggedIn(page, brand);
        const whole = (mode === 'dark') === (width === 1440);
        const visitor = whole ? visitorPages(brand) : ['/'];
        const member = whole ? MEMBER_ONLY : MEMBER_ONLY.slice(0, 1);
        const found: string[] = [];
        // As a visitor: the first page is loaded and checked whole, the others follow without reloading.
        for (const [i, path] of visitor.entries()) {
          await open(page, brand, path, i === 0);
          if (i === 0) await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          found.push(...(await violations(page, path, i > 0)));
        }
        // Logged in (the header shows the wallet and account): the same walk over the member pages.
        await page.evaluate((value) => sessionStorage.setItem('token', value), token);
        for (const [i, path] of member.entries()) {
          await open(page, brand, path, i === 0);
          found.push(...(await violations(page, path, i > 0)));
        }
        expect(found).toEqual([]);
      });
    }
  }
}

test('closing a modal gives the focus back to the control that opened it', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Log in' });
  // The form's code loads on first use: its first field takes the focus when it arrives.
  await expect(modal.getByLabel('Username')).toBeFocused({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The same with the dialog's own close button.
  await page.keyboard.press('Enter');
  await expect(modal.getByLabel('Username')).toBeFocused();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the axe runs the walks use report a violation planted on a page, also inside main only', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora'));
  await expect(page.locator('main')).toBeVisible();
  await page.evaluate(() => {
    const low = document.createElement('p');
    low.textContent = 'grey on grey';
    low.style.cssText = 'color:#777;background:#707070;font-size:14px';
    document.querySelector('main')?.append(low);
  });
  const rules = (results: Awaited<ReturnType<typeof runAxe>>) => results.violations.map((v) => v.id);
  expect(rules(await runAxe(page, { include: ['main'], violationsOnly: true }))).toContain('color-contrast');
  expect(rules(await runAxe(page, { rules: ['color-contrast'] }))).toEqual(['color-contrast']);
  // Outside the included scope it is not seen.
  expect(rules(await runAxe(page, { include: ['header'], rules: ['color-contrast'] }))).not.toContain(
    'color-contrast',
  );
});

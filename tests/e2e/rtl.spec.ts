import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test as base, captchaAnswer, expect, PASSWORD, pageFetch, randomIp } from './accounts-support';
import { fund } from './cashier-support';
import { shot as fullShot } from './shots';
import { brandUrl, horizontalOverflow } from './support';

/**
 * Right-to-left (issue 16, docs/rtl.md): the main flows of the oasis brand in Arabic (right to left) and in Hindi
 * (a non-Latin left-to-right language it offers) at 360 px, with screenshots, plus Arabic at 1440 px in both
 * themes. Layout is asserted by geometry (boxes), never by texts, so the spec holds before and after the
 * translations arrive. One member and one agent login per worker; every test only reads.
 */
const BRAND = 'oasis';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };
type Lang = 'ar' | 'hi';

interface Session {
  username: string;
  password: string;
  token: string;
}

/** A page of a throw-away context on its own forwarded address (as the suites' page fixture does). */
async function setupPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  return context.newPage();
}

/** A username by the brand's rule (letter first, letters and digits, 6–16), unique per worker and run. */
const username = (worker: number) => `rtl${worker}${Date.now().toString(36)}`.slice(0, 16);

const test = base.extend<object, { member: Session; agent: Session }>({
  /** A fresh oasis player with a balance (registered and logged in through the API: no UI login). */
  member: [
    async ({ browser }, use, workerInfo) => {
      const page = await setupPage(browser);
      await page.goto(brandUrl(BRAND));
      expect((await pageFetch(page, '/wps/captcha')).status).toBe(200);
      const name = username(workerInfo.workerIndex);
      const answer = await pageFetch<{ token: string }>(page, '/wps/member/register', {
        method: 'PUT',
        body: {
          username: name,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          captcha: await captchaAnswer(page),
          agreeTerms: true,
          ageConfirmed: true,
          login: true,
          registerMethod: 'WEB',
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      fund(name, '1234.50', BRAND);
      await page.context().close();
      await use({ username: name, password: PASSWORD, token: answer.body.value.token });
    },
    { scope: 'worker' },
  ],
  /** The demo agent of the brand, logged in once per worker through the agent login page. */
  agent: [
    async ({ browser }, use) => {
      const page = await setupPage(browser);
      const account = { username: 'agent01', password: 'Agent2026x' };
      await page.goto(brandUrl(BRAND, '/agent'));
      const token = await loginThroughForm(page, account.username, account.password);
      await page.context().close();
      await use({ ...account, token });
    },
    { scope: 'worker' },
  ],
});

// The drawers' entrance direction is what this file tests: the flows' default of reduced motion
// (playwright.config.ts) is turned off.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

/** Fills the login form on the page (username, password, the captcha this brand asks for) and returns the token. */
async function loginThroughForm(page: Page, name: string, password: string): Promise<string> {
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="username"]') });
  await form.locator('input[autocomplete="username"]').fill(name);
  await form.locator('input[type="password"]').fill(password);
  // A brand with the login captcha: its image arrives after the form, and its answer once the browser holds it.
  if ((await form.locator('input[name="captcha"]').count()) > 0) {
    await expect(form.locator('input[name="captcha"] ~ button img')).toBeVisible();
    await form.locator('input[name="captcha"]').fill(await captchaAnswer(page));
  }
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  return (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
}

/** The language (and theme) stored before any page script runs, and the session token when given. */
async function prepare(page: Page, lang: Lang, options: { token?: string; theme?: 'dark' | 'light' } = {}) {
  await page.addInitScript(
    ({ lang, token, theme }) => {
      localStorage.setItem('language', lang);
      if (theme) localStorage.setItem('mq_theme', theme);
      if (token) sessionStorage.setItem('token', token);
    },
    { lang, token: options.token, theme: options.theme },
  );
}

/** Opens a path and waits until it has left its loading states. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(brandUrl(BRAND, path));
  await page.locator('main, h1').first().waitFor();
  await expect(page.locator('[aria-busy="true"], .boot-splash')).toHaveCount(0, { timeout: 30_000 });
}

const shot = (page: Page, name: string) => fullShot(page, name, { fullPage: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found as { x: number; y: number; width: number; height: number };
}

/**
 * Whether the language's own texts are there: until the translations arrive, the member pages show key names
 * (the English fallback is filled in later), and "center.depositv2" is wider than any text; sideways overflow is
 * asserted there once they are.
 */
const translated = (lang: Lang) =>
  existsSync(join(import.meta.dirname, '../../locales', lang, 'wallet.json'));

/** The document is in the language's direction, and the page never scrolls sideways. */
async function expectDirection(page: Page, lang: Lang, overflow = true): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  if (overflow) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/**
 * In right to left, a box hugs the right edge of the page; in left to right, the left one (polled: a drawer may
 * still be sliding in).
 */
async function expectAtInlineStart(locator: Locator, lang: Lang): Promise<void> {
  await expect
    .poll(async () => {
      const b = await box(locator);
      const page = await locator
        .page()
        .evaluate(() => document.documentElement.getBoundingClientRect().toJSON());
      return Math.round(lang === 'ar' ? page.right - (b.x + b.width) : b.x - page.left);
    })
    .toBe(0);
}

/**
 * An amount keeps its digits in left-to-right order: the first digit of the text (in reading order) is drawn to
 * the left of its last one, in Arabic too.
 */
async function digitsLeftToRight(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const digits: { node: Text; index: number }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++)
        if (/\p{Nd}/u.test(node.data[i] ?? '')) digits.push({ node, index: i });
    }
    const first = digits[0];
    const last = digits[digits.length - 1];
    if (!first || !last || digits.length < 2) return false;
    const x = ({ node, index }: { node: Text; index: number }) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return x(first) < x(last);
  });
}

for (const lang of ['ar', 'hi'] as const) {
  test.describe(`oasis in ${lang} at 360 px`, () => {
    test.use({ viewport: PHONE, locale: lang });

    test(`${lang}: home, and the side menu opens from the inline start`, async ({ page }) => {
      await prepare(page, lang);
      await open(page, '/');
      await expectDirection(page, lang);
      // The winners board: the player's name and the game's name are isolated pieces, so the line reads in the
      // page's direction ("name · game" from the right in Arabic) instead of running the two Latin names together.
      // A fresh server's board may still be empty (nobody has won on this brand yet): then there is no line to read.
      const board = page.locator('section[aria-labelledby="winners-title"]');
      await expect(board.locator('li, [data-testid="winners-empty"]').first()).toBeAttached({
        timeout: 30_000,
      });
      const winner = board.locator('li').first().locator('bdi');
      if ((await board.locator('li').count()) > 0) {
        await expect(winner).toHaveCount(2);
        // The first line box of each: a long game name wraps, and the box around both of its lines spans the row.
        const firstLine = (piece: Locator) =>
          piece.evaluate((el) => {
            const r = el.getClientRects()[0]!;
            return { x: r.x, width: r.width };
          });
        const [who, game] = [await firstLine(winner.nth(0)), await firstLine(winner.nth(1))];
        if (lang === 'ar') expect(who.x).toBeGreaterThan(game.x + game.width);
        else expect(who.x + who.width).toBeLessThan(game.x);
      }
      await shot(page, `rtl-${lang}-home-360`);
      const toggle = page.locator('header button[aria-controls="side-menu"]');
      // The menu button is at the inline start of the header: the right in Arabic.
      const t = await box(toggle);
      if (lang === 'ar') expect(t.x).toBeGreaterThan(PHONE.width / 2);
      else expect(t.x).toBeLessThan(PHONE.width / 2);
      // Slowed down, the drawer's entrance is caught on its way in: from beyond the inline-start edge.
      await page.addStyleTag({ content: '#side-menu { animation-duration: 60s !important }' });
      await toggle.click();
      const menu = page.locator('#side-menu');
      const entering = await box(menu);
      if (lang === 'ar') expect(entering.x).toBeGreaterThan(PHONE.width - entering.width / 2);
      else expect(entering.x + entering.width).toBeLessThan(entering.width / 2);
      await page.addStyleTag({ content: '#side-menu { animation: none !important }' });
      await expectAtInlineStart(menu, lang);
      await shot(page, `rtl-${lang}-side-menu-360`);
    });

    test(`${lang}: login`, async ({ page, member }) => {
      await prepare(page, lang);
      await open(page, '/login');
      await expectDirection(page, lang);
      const name = page.locator('input[autocomplete="username"]');
      await expect(name).toHaveAttribute('dir', 'ltr');
      await shot(page, `rtl-${lang}-login-360`);
      await loginThroughForm(page, member.username, member.password);
    });

    test(`${lang}: register form fields start at the inline start`, async ({ page }) => {
      await prepare(page, lang);
      await open(page, '/register');
      await expectDirection(page, lang);
      const input = page.locator('input[autocomplete="username"]').first();
      await expect(input).toHaveAttribute('dir', 'ltr');
      const label = page.locator(`label[for="${await input.getAttribute('id')}"]`);
      const [l, i] = [await box(label), await box(input)];
      // Labels and inputs share the start edge: the right one in Arabic, the left one in Hindi.
      if (lang === 'ar') expect(Math.abs(l.x + l.width - (i.x + i.width))).toBeLessThanOrEqual(2);
      else expect(Math.abs(l.x - i.x)).toBeLessThanOrEqual(2);
      await shot(page, `rtl-${lang}-register-360`);
    });

    test(`${lang}: deposit, with the balance read left to right`, async ({ page, member }) => {
      await prepare(page, lang, { token: member.token });
      await open(page, '/member?page=depositv2');
      await expectDirection(page, lang, translated(lang));
      const balance = page.getByTestId('phone-balance');
      await expect(balance).toContainText(/\p{Nd}/u);
      expect(await digitsLeftToRight(balance)).toBe(true);
      // Amount inputs are typed left to right.
      const amount = page.locator('main input[inputmode="decimal"], main input[inputmode="numeric"]').first();
      if ((await amount.count()) > 0) await expect(amount).toHaveAttribute('dir', 'ltr');
      await shot(page, `rtl-${lang}-deposit-360`);
    });

    test(`${lang}: a game`, async ({ page }) => {
      await prepare(page, lang);
      await open(page, '/originals/dice?demo=1');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('dice-roll')).toBeVisible();
      // The dice scale reads 0 → 100 from left to right in every language.
      expect(
        await page
          .locator('input[type="range"]')
          .first()
          .evaluate((el) => getComputedStyle(el).direction),
      ).toBe('ltr');
      await shot(page, `rtl-${lang}-dice-360`);
    });

    test(`${lang}: member center`, async ({ page, member }) => {
      await prepare(page, lang, { token: member.token });
      await open(page, '/member');
      await expectDirection(page, lang, translated(lang));
      await shot(page, `rtl-${lang}-member-360`);
    });

    test(`${lang}: agent center, its phone menu opening from the inline start`, async ({ page, agent }) => {
      await prepare(page, lang, { token: agent.token });
      await open(page, '/agentHome');
      await expectDirection(page, lang);
      await shot(page, `rtl-${lang}-agent-360`);
      // Slowed down, the phone menu is caught entering from beyond the inline-start edge (the right in Arabic).
      await page.addStyleTag({ content: 'dialog { animation-duration: 60s !important }' });
      await page.locator('header button[aria-expanded="false"]').first().click();
      const drawer = page.locator('dialog[open]');
      await expect(drawer).toBeVisible();
      const entering = await box(drawer);
      if (lang === 'ar') expect(entering.x).toBeGreaterThan(PHONE.width - entering.width / 2);
      else expect(entering.x + entering.width).toBeLessThan(entering.width / 2);
      await page.addStyleTag({ content: 'dialog { animation: none !important }' });
      await expectAtInlineStart(drawer, lang);
      await shot(page, `rtl-${lang}-agent-menu-360`);
    });
  });
}

test.describe('oasis in Arabic at 1440 px', () => {
  test.use({ viewport: DESKTOP, locale: 'ar' });
  for (const theme of ['dark', 'light'] as const) {
    test(`ar ${theme}: home and member center, the side column on the right`, async ({ page, member }) => {
      await prepare(page, 'ar', { token: member.token, theme });
      await open(page, '/');
      await expectDirection(page, 'ar');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAtInlineStart(page.locator('#side-menu'), 'ar');
      await shot(page, `rtl-ar-${theme}-home-1440`);
      await open(page, '/member');
      await expectAtInlineStart(page.locator('#side-menu'), 'ar');
      await expect(page.getByTestId('header-balance')).toContainText(/\p{Nd}/u);
      expect(await digitsLeftToRight(page.getByTestId('header-balance'))).toBe(true);
      await shot(page, `rtl-ar-${theme}-member-1440`);
    });
  }
});

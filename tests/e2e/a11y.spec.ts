import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CATEGORY_PATHS } from '../../src/core/navigation';
import { ORIGINAL_GAMES } from '../../src/core/original-games';
import { MEMBER_PAGES } from '../../src/web/features/cashier/member-pages';
import {
  captchaAnswer,
  expect,
  outboxCode,
  PASSWORD,
  pageFetch,
  test,
  uniqueMobile,
  uniqueUsername,
} from './accounts-support';
import { type BrandCode, brandFacts } from './lobby-support';
import { brandUrl } from './support';

/**
 * axe-core on every page of the SPA, for every demo brand in both theme modes, on a 360 px phone and a 1440 px
 * desktop: no serious or critical violation anywhere. One test (one browser context) per brand × mode × width
 * walks the visitor pages, then registers a player (logged in by the register call) and walks the member pages
 * with the same session.
 */
const BRANDS: BrandCode[] = ['aurora', 'lotus', 'siam'];
const MODES = ['dark', 'light'] as const;
const WIDTHS = [360, 1440] as const;

/** Pages a visitor sees: home, the brand's category pages, the public pages and the in-house game screens. */
function visitorPages(brand: BrandCode): string[] {
  const categories = [...new Set(brandFacts(brand).categories.map((c) => CATEGORY_PATHS[c as 'RNG']))];
  return [
    '/',
    ...categories,
    '/promotions',
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
];

/** Registers a player through the API with `login: true`; resolves to its session token. */
async function registerLoggedIn(page: Page, brand: BrandCode): Promise<string> {
  let answer: Awaited<ReturnType<typeof pageFetch<{ token: string }>>>;
  if (brand === 'lotus') {
    const mobile = uniqueMobile(9);
    const sent = await pageFetch(page, '/wps/verification/sms/register', {
      method: 'POST',
      body: { mobileNo: mobile, countryDialingCode: '84' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    answer = await pageFetch<{ token: string }>(page, '/wps/member/register/mobile', {
      method: 'PUT',
      body: {
        mobileNum: mobile,
        countryDialingCode: '84',
        verificationCode: await outboxCode(page, `+84${mobile}`),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        payeeName: 'TRAN THI BINH',
        agreeTerms: true,
        login: true,
        registerMethod: 'WEB',
      },
    });
  } else {
    expect((await pageFetch(page, '/wps/captcha')).status).toBe(200);
    answer = await pageFetch<{ token: string }>(page, '/wps/member/register', {
      method: 'PUT',
      body: {
        username: uniqueUsername('ax'),
        // siam asks for a symbol too; aurora allows letters and digits only.
        password: brand === 'siam' ? 'Siam#2026x' : PASSWORD,
        confirmPassword: brand === 'siam' ? 'Siam#2026x' : PASSWORD,
        captcha: await captchaAnswer(page),
        agreeTerms: true,
        login: true,
        registerMethod: 'WEB',
        ...(brand === 'siam' ? { payeeName: 'Somchai Jaidee' } : {}),
      },
    });
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value.token;
}

/** Opens a page and waits until it has booted and nothing on it is still loading. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The site's pages have a main landmark; an in-house game screen (shown in a frame) has its game's heading.
  await page.locator('main, h1').first().waitFor();
  await expect(page.locator('[aria-busy="true"], .boot-splash')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * The serious and critical violations on the current page: one line per rule and distinct finding, with the
 * number of elements and the first one's selector (a colour pair on fifty game cards is one line).
 */
async function violations(page: Page, path: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const lines = new Map<string, { count: number; first: string }>();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const node of v.nodes) {
      const check = [...node.any, ...node.all, ...node.none][0];
      const key = `${path} ${v.id}: ${v.help}${check ? ` (${check.message})` : ''}`;
      const line = lines.get(key) ?? { count: 0, first: node.target.join(' ') };
      line.count += 1;
      lines.set(key, line);
    }
  }
  return [...lines].map(([key, { count, first }]) => `${key} (${count}× e.g. ${first})`);
}

for (const brand of BRANDS) {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      test(`${brand} ${mode} at ${width} px: no serious or critical axe violation on any page`, async ({
        page,
        context,
      }) => {
        test.setTimeout(900_000);
        await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await context.addInitScript((theme) => localStorage.setItem('mq_theme', theme), mode);
        await page.goto(brandUrl(brand));
        const token = await registerLoggedIn(page, brand);
        const found: string[] = [];
        for (const path of visitorPages(brand)) {
          await settle(page, brandUrl(brand, path));
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          found.push(...(await violations(page, path)));
        }
        await page.evaluate((value) => sessionStorage.setItem('token', value), token);
        for (const path of MEMBER_ONLY) {
          await settle(page, brandUrl(brand, path));
          found.push(...(await violations(page, path)));
        }
        expect(found).toEqual([]);
      });
    }
  }
}

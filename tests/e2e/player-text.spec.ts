import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, pageFetch, test } from './accounts-support';
import { shot as fullShot } from './shots';
import { brandUrl } from './support';

/**
 * Issue 23 items 4–6, as a player reads them: every amount written one way (the one formatter, the reader's
 * language) on chips, balances, records, errors and inbox; codes, amounts and dates that keep their order in right
 * to left; lottery names, bet types, banners and plurals in the page language. Oasis in Arabic and English, lotus
 * in Vietnamese and English, aurora in English. Screenshots of the touched screens are attached.
 */

const AGENT = { username: 'agent01', password: 'Agent2026x' };
/** On lotus, agent01 (an agent who also plays; no other flow reads its lotus records or inbox). */
const LOTUS_PLAYER = AGENT;
/**
 * Pages wait for their data (lottery menus, records, a language's catalogues) on a machine shared by many suites:
 * a generous wait for what must appear, and time for the flows that visit several pages.
 */
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });
/** The loading state's name in a language (ui/States.tsx). */
const loadingLabel = (language: string): string =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/common.json`, import.meta.url), 'utf8')).loading;

/**
 * Opens the brand in a language (stored on this device only: shared demo accounts keep their own), once per tab:
 * a later language change by the test (or the language select) is not undone by the next page load.
 */
async function open(page: Page, brand: string, language: string, theme: 'dark' | 'light' = 'dark') {
  await page.addInitScript(
    ([l, t]) => {
      if (sessionStorage.getItem('pt-opened')) return;
      sessionStorage.setItem('pt-opened', '1');
      localStorage.setItem('language', l);
      localStorage.setItem('mq_theme', t);
      sessionStorage.setItem('popupClosed:ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('popupClosed:USER_POPUP', '1');
    },
    [language, theme] as [string, string],
  );
  await page.goto(brandUrl(brand));
}

/** Logs in through the API (login is not the flow under test). */
async function logIn(page: Page, username: string, password: string) {
  const { status, body } = await pageFetch<{ token: string }>(page, '/wps/session/login', {
    method: 'POST',
    body: { username, password },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  await page.evaluate((token) => sessionStorage.setItem('token', token), body.value.token);
  return body.value.token;
}

const MARKS = /[\u200e\u200f\u2066-\u2069]/g;
/** Every amount in the brand currency the page shows, as written (bidi marks dropped, no-break spaces as spaces). */
async function amountsOn(page: Page, symbol: string): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (blocks as line breaks) is what a player reads
  const text = (await page.locator('body').innerText()).replace(MARKS, '').replace(/\u00a0/g, ' ');
  const s = symbol.replace(/\./g, '\\.');
  return [...text.matchAll(new RegExp(`[−-]?(?:${s} ?\\d[\\d.,]*\\d|\\d[\\d.,]* ?${s})`, 'g'))].map(
    (m) => m[0],
  );
}

/** Left edges of the first occurrence of each part inside an element's text, in page pixels. */
async function partLefts(page: Page, selector: string, parts: string[]): Promise<number[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const lefts: number[] = [];
      for (const part of wanted) {
        walker.currentNode = element;
        let left = Number.NaN;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(part) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + part.length);
          left = range.getBoundingClientRect().left;
          break;
        }
        lefts.push(left);
      }
      return lefts;
    }, parts);
}

const shot = (page: Page, name: string) => fullShot(page, name, { fullPage: true });

test('lotus: every amount reads the same way in Vietnamese and in English — chips, balance, records, errors, inbox', async ({
  page,
}) => {
  await open(page, 'lotus', 'vi');
  const token = await logIn(page, LOTUS_PLAYER.username, LOTUS_PLAYER.password);
  // A sandbox deposit: the credit posts the inbox message (its amount is formatted when read).
  const order = await pageFetch<{ orderNo: string; action: { url: string } }>(page, '/wps/cashier/deposit', {
    method: 'POST',
    token,
    body: { method: 'MOMO_SANDBOX', amount: '500000', idempotencyKey: `pt-${Date.now()}` },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  await page.evaluate(
    (url) => fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) }),
    order.body.value.action.url,
  );

  const vi = /^−?\d{1,3}(\.\d{3})* ₫$/;
  const en = /^−?₫\d{1,3}(,\d{3})*$/;
  for (const [language, pattern] of [
    ['vi', vi],
    ['en', en],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.goto(brandUrl('lotus', '/member?page=depositv2'));
    const chips = page.getByRole('group', { name: language === 'vi' ? 'Số tiền nhanh' : 'Quick amounts' });
    await expect(chips.getByRole('button').first()).toBeVisible();
    const chipTexts = (await chips.getByRole('button').allInnerTexts()).map((t) => t.replace(MARKS, ''));
    expect(chipTexts[0]?.replace(/\u00a0/g, ' ')).toBe(language === 'vi' ? '50.000 ₫' : '₫50,000');
    // The header balance, and every amount of the page, the same way.
    await expect(page.getByRole('banner').getByRole('status')).toContainText('₫');
    for (const amount of await amountsOn(page, '₫')) expect(amount, language).toMatch(pattern);

    // The account record and the inbox (server-written text) read the same.
    await page.goto(brandUrl('lotus', '/member?page=transactionHistory'));
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(language === 'vi' ? '495.000' : '495,000');
    for (const amount of await amountsOn(page, '₫')) expect(amount, language).toMatch(pattern);
    await page.goto(brandUrl('lotus', '/member?page=messageV2'));
    await page.getByRole('main').locator('button[aria-expanded="false"]').first().click();
    await expect
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (blocks as line breaks) is what a player reads
      .poll(async () => (await page.getByRole('main').innerText()).replace(MARKS, '').replace(/\u00a0/g, ' '))
      .toContain(language === 'vi' ? '495.000 ₫' : '₫495,000');
    for (const amount of await amountsOn(page, '₫')) expect(amount, language).toMatch(pattern);

    // A server error with an amount, in the page language.
    const refused = await pageFetch(page, `/wps/cashier/deposit?language=${language}`, {
      method: 'POST',
      token,
      body: { method: 'MOMO_SANDBOX', amount: '1000', idempotencyKey: `pt-min-${language}-${Date.now()}` },
    });
    expect(refused.body.code).toBe('amount_below_minimum');
    expect(refused.body.message.replace(MARKS, '').replace(/\u00a0/g, ' ')).toContain(
      language === 'vi' ? '50.000 ₫' : '₫50,000',
    );
  }
});

test('oasis in Arabic: draw numbers, the agent clock and amounts keep their order; names and bet types are Arabic', async ({
  page,
}) => {
  await open(page, 'oasis', 'ar');
  await logIn(page, AGENT.username, AGENT.password);
  await page.goto(brandUrl('oasis', '/lottery?gameCode=MQL_0006'));
  const slip = page.getByRole('region', { name: 'هانوي السريع 1 دقيقة' });
  await expect(slip).toBeVisible();
  await expect(page.getByRole('main').getByRole('navigation', { name: 'الألعاب' })).toContainText(
    'اليانصيب التايلاندي',
  );
  await expect(slip.getByRole('button', { name: 'Đề (الجائزة الخاصة)' })).toBeVisible();
  await expect(slip.getByRole('button', { name: /^Xiên 2 \(رقمان\)$/ })).toBeVisible();
  // The stake's limits carry the currency.
  await expect(slip.getByText(/مبلغ الرهان/)).toContainText('د.إ');

  // "20261128-033700" reads left to right inside the Arabic "السحب …": the date part left of the time part.
  const drawNo = (
    await slip
      .getByText(/\d{8}-\d{6}/)
      .first()
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (blocks as line breaks) is what a player reads
      .innerText()
  )
    .replace(MARKS, '')
    .match(/(\d{8})-(\d{6})/)!;
  const [date, time] = await partLefts(page, `main section:has(h2:text("هانوي السريع 1 دقيقة"))`, [
    drawNo[1]!,
    drawNo[2]!,
  ]);
  expect(date).toBeLessThan(time!);
  await shot(page, 'oasis-ar-lottery-1440-dark');

  // The agent clock: zone, date and time are three pieces, read from the right in that order, none interleaved.
  await page.goto(brandUrl('oasis', '/agentHome'));
  const clock = page.getByRole('banner').locator('time');
  await expect(clock).toContainText('GMT+04:00');
  const pieces = await clock.evaluate((element) => {
    const text = element.textContent ?? '';
    const rect = (from: number, to: number) => {
      const node = [...element.childNodes].flatMap((n) => (n.nodeType === 3 ? [n] : [...n.childNodes]));
      let offset = 0;
      const range = document.createRange();
      for (const n of node) {
        const length = n.textContent?.length ?? 0;
        if (from >= offset && from < offset + length) range.setStart(n, from - offset);
        if (to > offset && to <= offset + length) range.setEnd(n, to - offset);
        offset += length;
      }
      return [...range.getClientRects()].map((r) => [Math.round(r.left), Math.round(r.right)]);
    };
    const zone = text.indexOf('GMT');
    const year = text.indexOf('2026');
    return { zone: rect(zone, zone + 9), year: rect(year, year + 4), text };
  });
  expect(pieces.zone, pieces.text).toHaveLength(1);
  // Right to left: the zone first (rightmost), then the date.
  expect(pieces.zone[0]![0]).toBeGreaterThan(pieces.year[0]![1]!);
  // The date-range steps point along the line: mirrored in right to left.
  const previous = page.getByRole('button', { name: /السابقة/ }).locator('svg');
  expect(await previous.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
  await shot(page, 'oasis-ar-agent-1440-dark');
});

test('oasis in English: an amount with an Arabic symbol stays one piece; the banner follows the language', async ({
  page,
}) => {
  await open(page, 'oasis', 'ar');
  const home = page.locator('main img[src*="banner-welcome"]').first();
  await expect(home).toHaveAttribute('src', /banner-welcome\.svg$/);
  // The language select (not logged in: nothing is saved on an account).
  await page.getByRole('banner').getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main img[src*="banner-welcome"]').first()).toHaveAttribute(
    'src',
    /banner-welcome-en\.svg$/,
  );

  await logIn(page, AGENT.username, AGENT.password);
  await page.goto(brandUrl('oasis', '/lottery?gameCode=MQL_0001'));
  const slip = page.getByRole('region', { name: 'Thai Lottery' });
  await expect(slip).toBeVisible();
  const label = slip.getByText(/^Stake \(/);
  await expect(label).toHaveText(/Stake \(.*د\.إ.*1\.00.*10,000\.00.*\)/);
  // "د.إ 1.00–د.إ 10,000.00" left to right: the symbol before its digits, the minimum before the maximum.
  const [symbol, min, max] = await partLefts(page, `main label:has-text("Stake (")`, [
    'د.إ',
    '1.00',
    '10,000.00',
  ]);
  expect(symbol).toBeLessThan(min!);
  expect(min).toBeLessThan(max!);
  await shot(page, 'oasis-en-lottery-1440-dark');
});

test('lotus: Vietnamese lottery names and bet types read in each language', async ({ page }) => {
  await open(page, 'lotus', 'en');
  await logIn(page, LOTUS_PLAYER.username, LOTUS_PLAYER.password);
  await page.goto(brandUrl('lotus', '/vnLottery'));
  const games = page.getByRole('main').getByRole('navigation', { name: 'Games' });
  await expect(games).toContainText('Vietnam North Lottery');
  await expect(games).toContainText('Da Nang Lottery');
  await games.getByRole('button', { name: /^Vietnam North Lottery/ }).click();
  const slip = page.getByRole('region', { name: 'Vietnam North Lottery' });
  await expect(slip.getByRole('button', { name: 'Đề (special prize)' })).toBeVisible();
  await expect(slip.getByRole('button', { name: '3 càng (special prize, 3 digits)' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.reload();
  const vi = page.getByRole('main').getByRole('navigation', { name: 'Trò chơi' });
  await expect(vi).toContainText('Xổ Số Miền Bắc');
  await expect(vi).toContainText('Xổ Số Đà Nẵng');
});

test('aurora: points read with the plural rules of the language ("1 point", not "1 points")', async ({
  page,
}) => {
  await open(page, 'aurora', 'en');
  await logIn(page, AGENT.username, AGENT.password);
  await page.goto(brandUrl('aurora', '/pointMall'));
  await expect(page.getByText('Slots: 1 point per ₱1.00 valid bet')).toBeVisible();
  await expect(page.getByText('Live casino: 0.5 points per ₱1.00 valid bet')).toBeVisible();
});

test('screenshots of the touched screens: 360 and 1440 px, dark and light, aurora, lotus and oasis', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const screens: Record<string, [string, string][]> = {
    aurora: [['en', '/lottery']],
    lotus: [
      ['vi', '/vnLottery'],
      ['vi', '/member?page=depositv2'],
    ],
    oasis: [
      ['ar', '/lottery?gameCode=MQL_0004'],
      ['ar', '/agentHome'],
      ['en', '/'],
    ],
  };

  await open(page, 'aurora', 'en');
  for (const [brand, list] of Object.entries(screens)) {
    await page.goto(brandUrl(brand));
    await logIn(page, AGENT.username, AGENT.password);
    for (const theme of ['dark', 'light'] as const) {
      for (const [language, path] of list) {
        await page.evaluate(
          ([l, t]) => {
            localStorage.setItem('language', l);
            localStorage.setItem('mq_theme', t);
          },
          [language, theme] as [string, string],
        );
        for (const width of [360, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(brandUrl(brand, path));
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.locator(`[role="status"][aria-label="${loadingLabel(language)}"]`)).toHaveCount(
            0,
          );
          await shot(page, `${brand}-${language}${path.replace(/[^a-z0-9]+/gi, '-')}-${width}-${theme}`);
        }
      }
    }
  }
});

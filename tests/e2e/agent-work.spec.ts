import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dialog, expect, pageFetch, test, uniqueUsername } from './accounts-support';
import { shot } from './shots';
import { brandUrl } from './support';

/**
 * What an agent works from (issue 24): agent01 (demo seed) picks last calendar month, drills from its sub-agent to
 * a member and back with the browser's Back (the URL holds every step), exports the level as CSV and checks the
 * downloaded rows against the screen, reads its own wallet (running balance) and goes on to withdraw inside the
 * agent center, manages a downline, makes a marketing link and follows it; screenshots of the new pages at 360
 * and 1440 px, dark and light, on aurora and oasis. Logs in through the API (login is not the flow here).
 */
const AGENT = { username: 'agent01', password: 'Agent2026x' };

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
/** The page has its heading and no loading spinner left (in any language). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
  await expect(page.locator('main [role="status"]:has(> span[aria-hidden="true"])')).toHaveCount(0);
}

/** An agent session from the API, stored as the app stores it, before any page script runs. */
async function agentSession(page: Page, brand: string, theme?: 'dark' | 'light'): Promise<string> {
  await page.goto(brandUrl(brand, '/agent'));
  const login = await pageFetch<{ token: string }>(page, '/wps/session/login', {
    method: 'POST',
    body: { type: 'username', username: AGENT.username, password: AGENT.password, loginPath: 'agent' },
  });
  expect(login.status).toBe(200);
  const token = login.body.value.token;
  await page.addInitScript(
    ({ token, theme }) => {
      sessionStorage.setItem('token', token);
      if (theme) localStorage.setItem('mq_theme', theme);
    },
    { token, theme },
  );
  return token;
}

/** "₱1,234.50", "-₱12.00", "−₱3.50" → minor units (two decimals). */
function minorOf(text: string): number {
  const negative = /^[\s\u2068\u2069]*[-−]/.test(text) || /[-−]\s*$/.test(text.trim());
  const digits = text.replace(/[^0-9.]/g, '');
  const value = Math.round(Number(digits) * 100);
  return negative ? -value : value;
}

/** A CSV of the exports as rows of cells (quoted fields, CRLF, byte order mark). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

const monthDays = (offset: number) => {
  const now = new Date(Date.now() + 8 * 3_600_000); // aurora's calendar (Asia/Manila)
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

test('last calendar month, drill from the sub-agent to a member and back with Back, export CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await agentSession(page, 'aurora');
  await page.goto(brandUrl('aurora', '/agentHome?page=agentTeamReport'));
  await expect(heading(page)).toHaveText('Team by downline', { timeout: 30_000 });
  await settled(page);

  // Last calendar month, in the brand's calendar: the period lands in the URL.
  await page.getByRole('button', { name: 'Last month' }).click();
  const last = monthDays(-1);
  await expect(page).toHaveURL(new RegExp(`from=${last.from}&to=${last.to}`));
  await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();

  // Drill: the sub-agent's level, then its player; the breadcrumb follows.
  await page.getByRole('button', { name: 'Open the team of demosubagent' }).click();
  await expect(page).toHaveURL(/parent=demosubagent/);
  const path = page.getByTestId('team-path');
  await expect(path).toHaveText(/My team.*demosubagent/);
  await page.getByRole('button', { name: 'Details of demosubplayer' }).click();
  await expect(page).toHaveURL(/member=demosubplayer/);
  await expect(page.getByRole('heading', { name: 'demosubplayer in this period' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Win/loss by category and provider' })).toBeVisible();
  // A reload keeps the member, the level and last month.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'demosubplayer in this period' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${last.from}`));
  // Back: the sub-agent's level, then the agent's own, still last month.
  await page.goBack();
  await expect(page.getByTestId('downline-demosubplayer')).toBeVisible();
  await expect(path).toHaveText(/demosubagent$/);
  await page.goBack();
  await expect(page.getByTestId('downline-demosubagent')).toBeVisible();
  await expect(page).not.toHaveURL(/parent=/);
  await expect(page).toHaveURL(new RegExp(`to=${last.to}`));

  // This month (the demo team played today): the CSV has the rows of the screen.
  const month = monthDays(0);
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${month.from}&to=${month.to}`));
  await settled(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Team by downline as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`downlines-${month.from}-${month.to}.csv`);
  const csv = parseCsv(readFileSync((await file.path())!, 'utf8'));
  expect(csv[0]!.slice(0, 3)).toEqual(['Account', 'Type', 'Team size']);
  expect(csv.length).toBeGreaterThan(1);
  // The table shows this month's rows (the previous period's stay until they arrive) in the CSV's order.
  const rows = page.locator('tbody tr[data-testid^="downline-"]:not([data-testid="downline-totals"])');
  await expect
    .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid')!.slice(9))))
    .toEqual(csv.slice(1).map((r) => r[0]));
  // Valid bets of the CSV (brand decimals, no symbol) equal the table's.
  const validBets = await rows.evaluateAll((trs) =>
    trs.map((tr) => (tr.querySelector('td[data-label="Valid bet"]') as HTMLElement).textContent ?? ''),
  );
  expect(csv.slice(1).map((r) => Math.round(Number(r[7]) * 100))).toEqual(validBets.map(minorOf));
  await expect(page.getByRole('status').filter({ hasText: 'downloaded' })).toBeVisible();
});

test('own wallet: the ledger with its running balance, withdraw inside the agent center', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await agentSession(page, 'aurora');
  await page.goto(brandUrl('aurora', '/agentHome?page=agentWallet'));
  await expect(heading(page)).toHaveText('My wallet', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await settled(page);
  const table = page.getByTestId('wallet-table');
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      amount: (tr.querySelector('td[data-label="Amount"]') as HTMLElement).textContent ?? '',
      after: (tr.querySelector('td[data-label="Balance after"]') as HTMLElement).textContent ?? '',
      kind: (tr.querySelector('td[data-label="Kind"]') as HTMLElement).textContent ?? '',
    })),
  );
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.map((r) => r.kind)).toContain('Transfer out');
  // Newest first: each row's balance minus its amount is the balance after the row below it.
  for (let i = 0; i + 1 < rows.length; i++) {
    expect(minorOf(rows[i]!.after) - minorOf(rows[i]!.amount)).toBe(minorOf(rows[i + 1]!.after));
  }
  await expect(page.getByTestId('wallet-balance')).toHaveText(rows[0]!.after);
  await page.getByRole('main').getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome\?page=withdraw/);
  await expect(page.getByRole('navigation', { name: 'Agent center menu' })).toBeVisible();
  await page.goBack();
  await expect(heading(page)).toHaveText('My wallet');
});

test('manage a downline and make a marketing link that counts its clicks', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await agentSession(page, 'aurora');
  const username = uniqueUsername('mg');
  const made = await pageFetch<{ oneTimePassword: string }>(page, '/wps/agent/team/register', {
    method: 'POST',
    token,
    body: { username },
  });
  expect(made.status).toBe(200);
  await page.goto(brandUrl('aurora', `/agentHome?page=downlineManagmentView&keyword=${username}`));
  const row = page.getByTestId(`member-${username}`);
  await row.getByRole('button', { name: `Manage ${username}` }).click();
  let manage = dialog(page, `Manage ${username}`);
  await manage.getByRole('button', { name: 'Lock' }).click();
  manage = dialog(page, `Lock ${username}`);
  await manage.getByRole('button', { name: 'Lock' }).click();
  await expect(manage.getByRole('alert')).toBeVisible(); // a reason is required
  await manage.getByLabel('Reason').fill('Shared the account');
  await manage.getByRole('button', { name: 'Lock' }).click();
  await expect(manage.getByRole('status')).toHaveText(`${username} is locked.`);
  await manage.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(row).toContainText('Locked');
  await row.getByRole('button', { name: `Manage ${username}` }).click();
  await dialog(page, `Manage ${username}`).getByRole('button', { name: 'Reset password' }).click();
  manage = dialog(page, `Reset the password of ${username}`);
  await manage.getByLabel('Reason').fill('Forgot it');
  await manage.getByRole('button', { name: 'Reset password' }).click();
  await expect(manage.getByTestId('one-time-password')).toHaveText(/^[A-Za-z0-9]{8,}$/);
  await manage.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.goto(brandUrl('aurora', '/agentHome?page=agentLinks'));
  const campaign = `Flyer ${username}`;
  await page.getByLabel('Campaign name').fill(campaign);
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('status').filter({ hasText: campaign })).toBeVisible();
  const card = page.getByTestId(`link-${campaign}`);
  await expect(card.getByRole('img', { name: `QR code of the link ${campaign}` })).toBeVisible();
  const url = (await card.getByTestId('link-url').textContent())!;
  const code = url.split('/r/')[1]!;
  // A visitor follows it: the click counts and registration opens with the link's code.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(brandUrl('aurora', `/r/${code}`));
  await expect(tab).toHaveURL(new RegExp(`/register\\?affiliateCode=${code}`));
  await visitor.close();
  await page.reload();
  await expect(
    card
      .getByRole('list', { name: /Clicks/ })
      .getByRole('listitem')
      .first(),
  ).toHaveText(/^1\s*Clicks$/);
});

for (const brand of ['aurora', 'oasis'] as const) {
  test(`${brand}: the working tools at 360 and 1440 px, dark and light`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const theme of ['dark', 'light'] as const) {
      const context = page.context();
      const tab = await context.newPage();
      const token = await agentSession(tab, brand, theme);
      // The demo team is seeded brand by brand after the server is up: wait for this brand's.
      await expect
        .poll(
          async () =>
            (
              await pageFetch<{ list: { account: string }[] }>(tab, '/wps/agent/team/members', { token })
            ).body.value?.list.map((m) => m.account) ?? [],
          { timeout: 60_000 },
        )
        .toContain('demosubagent');
      // A marketing link to show (its card, funnel and QR code).
      const links = await pageFetch<{ list: unknown[] }>(tab, '/wps/agent/links', { token });
      if (links.body.value.list.length === 0)
        await pageFetch(tab, '/wps/agent/links', {
          method: 'POST',
          token,
          body: { campaign: 'Summer flyers' },
        });
      for (const width of [1440, 360]) {
        await tab.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        for (const target of [
          'agentTeamReport',
          'agentTeamReport&parent=demosubagent',
          'agentGameReport',
          'agentWallet',
          'agentLinks',
          'personalHistoryCopy',
          'palStatementsAgentCopy',
        ]) {
          await tab.goto(brandUrl(brand, `/agentHome?page=${target}`));
          await expect(tab.locator('html')).toHaveAttribute('data-theme', theme);
          await settled(tab);
          await expect(tab.getByRole('main').getByRole('alert')).toHaveCount(0);
          if (target === 'personalHistoryCopy' && width === 360) {
            // Phones: the team's bets are a compact list; a row opens its details.
            const list = tab.getByTestId('bet-list');
            if (await list.locator('li').count()) {
              await list.locator('li button').first().click();
              await expect(list.locator('li button').first()).toHaveAttribute('aria-expanded', 'true');
            }
          }
          expect(await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
          const name = `${brand}-${width}-${theme}-${target.replace(/[&=]/g, '-')}`;
          await shot(tab, name, { fullPage: true });
        }
      }
      await tab.close();
    }
  });
}

import type { Browser, Page } from '@playwright/test';
import {
  banner,
  createAuroraAccount,
  dialog,
  expect,
  pageFetch,
  test,
  uniqueUsername,
} from './accounts-support';
import { fund, PAYMENT_PASSWORD } from './cashier-support';
import { cents, openFromLobby } from './originals-support';
import { shot as fullShot } from './shots';
import { brandUrl } from './support';

/**
 * The agent center (issue 10): agent01 (demo seed) walks every page at phone and desktop widths in both themes,
 * registers a downline that must change its one-time password at first login, pays it from the team table, and
 * watches the team overview move while the downline plays. Every flow registers its own downline: no state is
 * shared between flows beyond agent01's growing team, which no assertion depends on.
 */
const AGENT = { username: 'agent01', password: 'Agent2026x' };

/** The menu entries in the spec's order, with the heading each page opens with. */
const PAGES: [string, string, RegExp][] = [
  ['depositv2', 'Deposit', /deposit/i],
  ['withdraw', 'Withdraw', /withdraw/i],
  ['agentAnnouncement', 'Announcements', /^Announcements$/],
  ['agentTeamOverview', 'Team overview', /^Team overview$/],
  ['registerCenter', 'Register downline', /^Register downline$/],
  ['downlineManagmentView', 'Team management', /^Team management$/],
  ['personalHistoryCopy', 'Team betting', /^Team betting$/],
  ['palStatementsAgentCopy', 'User loss', /^User loss$/],
  ['agentRevenueReport', 'My income', /^My income$/],
  ['agentDownlineTransactionDetailsCopy', 'Account details', /^Account details$/],
  // What an agent works from (issue 24; tests/e2e/agent-work.spec.ts).
  ['agentTeamReport', 'Team by downline', /^Team by downline$/],
  ['agentGameReport', 'Win/loss by game', /^Win\/loss by game$/],
  ['agentWallet', 'My wallet', /^My wallet$/],
  ['agentLinks', 'Marketing links', /^Marketing links$/],
  // The contract pages (issue 11): aurora's brand enables all four kinds for its agents.
  ['agentDividendRecordCopy2', 'Dividend', /^Dividend$/],
  ['agentDailyWages2', 'Daily wage', /^Daily wage$/],
  ['agentHourSalary', 'Hourly salary', /^Hourly salary$/],
  ['agentRealtimeSalary', 'Real-time salary', /^Real-time salary$/],
  ['messageV2', 'Platform messages', /message/i],
  // The agent's own security, inside the agent center (issue 24).
  ['securityCenter', 'My account', /^My account$/],
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent center menu' });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function agentLogin(page: Page, account = AGENT): Promise<void> {
  await page.goto(brandUrl('aurora', '/agent'));
  const form = page.getByRole('region', { name: 'Agent backend' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(heading(page)).toHaveText('Team overview');
}

const shot = (page: Page, name: string) => fullShot(page, name, { fullPage: true });

/** Waits until a page has left its loading state (its spinner gone). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** The agent's payment password (set once; every flow of this suite uses the same one) and some funds. */
async function agentMoney(page: Page): Promise<void> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  const set = await pageFetch(page, '/wps/member/paymentPassword', {
    method: 'POST',
    token,
    body: {
      loginPassword: AGENT.password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect([200, 409, 400]).toContain(set.status);
  if (set.status !== 200) expect(set.body.code).toBe('payment_password_exists');
  fund(AGENT.username, '200.00');
}

test('agent01 walks every page of the agent center at 1440 and 360 px, in dark and light', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await agentLogin(page);
  const header = banner(page);
  await expect(header.getByTestId('agent-name')).toHaveText('Demo Agent');
  // The clock is live: its time moves on by itself.
  const clock = header.locator('time');
  await expect(clock).toHaveText(/^GMT[+-]\d{2}:\d{2} /);
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first);

  // The menu lists the pages in the spec's order (the contract pages as the brand's flags allow), then the
  // brand's customer service link.
  const links = menu(page).getByRole('link');
  const names = [...PAGES.map(([, name]) => name), 'Customer service'];
  await expect(links).toHaveText(names.map((n) => new RegExp(`^${n}`)));

  for (const theme of ['dark', 'light'] as const) {
    const toggle = header.getByRole('button', { name: `Switch to ${theme} theme` });
    if (await toggle.count()) await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const [key, name, title] of PAGES) {
      await menu(page).getByRole('link', { name, exact: false }).first().click();
      await expect(page).toHaveURL(new RegExp(`page=${key}`));
      await expect(heading(page)).toHaveText(title);
      await settled(page);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await shot(page, `1440-${theme}-${key}`);
    }
  }

  // The team table drills down one level at a time, with the path as a breadcrumb (agent01's demo team has a
  // sub-agent with a player of its own).
  await menu(page).getByRole('link', { name: 'Team management' }).click();
  const subAgent = page.getByTestId('member-demosubagent');
  await expect(subAgent).toContainText('Sub-agent');
  await subAgent.getByRole('button', { name: /^Open the team of demosubagent/ }).click();
  const path = page.getByRole('navigation', { name: 'Team path' });
  await expect(path).toContainText('My team');
  await expect(path).toContainText('demosubagent');
  await expect(page.getByTestId('member-demosubplayer')).toContainText('Level 2');
  await shot(page, '1440-team-drilldown');
  await path.getByRole('button', { name: 'My team' }).click();
  await expect(page.getByTestId('member-demosubagent')).toBeVisible();
  // Sorting by balance, lowest first, is announced on the column.
  const balanceColumn = page.getByRole('columnheader', { name: /^Balance/ });
  await balanceColumn.getByRole('button').click();
  await expect(balanceColumn).toHaveAttribute('aria-sort', 'descending');
  await balanceColumn.getByRole('button').click();
  await expect(balanceColumn).toHaveAttribute('aria-sort', 'ascending');

  // Deep links open their page, and the back button returns to the previous one.
  await page.goto(brandUrl('aurora', '/agentHome?page=palStatementsAgentCopy'));
  await expect(heading(page)).toHaveText('User loss');
  await menu(page).getByRole('link', { name: 'My income' }).click();
  await expect(heading(page)).toHaveText('My income');
  await page.goBack();
  await expect(heading(page)).toHaveText('User loss');
  // An unknown page name falls back to the overview.
  await page.goto(brandUrl('aurora', '/agentHome?page=nothing'));
  await expect(heading(page)).toHaveText('Team overview');

  // Phone: the menu is a drawer opened from the header; the focus stays inside; Escape closes it.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(menu(page)).toBeHidden();
  const open = header.getByRole('button', { name: 'Open the menu' });
  for (const theme of ['light', 'dark'] as const) {
    for (const [key, name, title] of PAGES) {
      await open.click();
      const drawer = dialog(page, 'Agent center menu');
      await expect(drawer).toBeVisible();
      // On phones the theme and language controls live in the drawer.
      const toggle = drawer.getByRole('button', { name: `Switch to ${theme} theme` });
      if (await toggle.count()) await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await drawer.getByRole('link', { name, exact: false }).first().click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`page=${key}`));
      await expect(heading(page)).toHaveText(title);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await shot(page, `360-${theme}-${key}`);
    }
  }
  await open.click();
  const drawer = dialog(page, 'Agent center menu');
  await expect(drawer).toBeVisible();
  await shot(page, '360-drawer');
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  // Sign out asks first; cancelling stays, confirming returns to the agent login page.
  await header.getByRole('button', { name: 'Sign out' }).click();
  await dialog(page, 'Sign out').getByRole('button', { name: 'Cancel' }).click();
  await expect(heading(page)).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await dialog(page, 'Sign out').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(brandUrl('aurora', '/agent'));
  await page.goto(brandUrl('aurora', '/agentHome?page=registerCenter'));
  await expect(page).toHaveURL(brandUrl('aurora', '/agent'));
});

/** Logs a downline in on the member site with its one-time password: the forced change comes first. */
async function downlineFirstLogin(browser: Browser, username: string, oneTime: string, password: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.9' } });
  await context.addInitScript(() => {
    sessionStorage.setItem('popupClosed:ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('popupClosed:USER_POPUP', '1');
  });
  const page = await context.newPage();
  await page.goto(brandUrl('aurora'));
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const login = dialog(page, 'Log in');
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(oneTime);
  await login.getByRole('button', { name: 'Log in' }).click();
  // The forced change: no close button, the old password already known.
  const change = dialog(page, 'Change password');
  await expect(change).toBeVisible({ timeout: 30_000 });
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill(password);
  await change.getByLabel('Confirm new password').fill(password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: username })).toBeVisible();
  return { context, page };
}

test('register a downline, its forced password change, a transfer from the team table, and the overview moving live', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await agentLogin(page);
  await agentMoney(page);

  // Register a downline: the one-time password is shown once.
  await menu(page).getByRole('link', { name: 'Register downline' }).click();
  const username = uniqueUsername('d');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('new-account')).toHaveText(username);
  const oneTime = (await page.getByTestId('one-time-password').textContent()) ?? '';
  expect(oneTime).toMatch(/^\S{8,}$/);
  await expect(page.getByText('This password is shown only once')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByTestId('affiliate-code')).toHaveText('AGAURORA');
  await shot(page, 'register-done');

  // The downline logs in on the member site and must change the password before anything else.
  const downline = await downlineFirstLogin(browser, username, oneTime, 'Fresh2026x');

  // Transfer from the team table, with the payment password.
  await menu(page).getByRole('link', { name: 'Team management' }).click();
  await page.getByLabel('Search the team by username').fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId(`member-${username}`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Transfer to ${username}` }).click();
  const transfer = dialog(page, `Transfer to ${username}`);
  await transfer.getByLabel(/^Amount/).fill('20.00');
  await transfer.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByRole('status')).toContainText(`₱20.00 was transferred to ${username}`);
  await shot(page, 'transfer-done');
  await transfer.getByRole('button', { name: 'Close' }).first().click();
  // The balance column (after account, level, type, registered, last login and first deposit).
  await expect(row.getByRole('cell').nth(6)).toHaveText('₱20.00');

  // The member's own reports open filtered from the table.
  await row.getByRole('link', { name: `Transactions of ${username}` }).click();
  await expect(heading(page)).toHaveText('Account details');
  await expect(page.getByRole('heading', { name: `Movements of ${username}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toContainText('₱20.00');

  // The overview moves while it is open: the downline bets, the team's valid bet grows without a reload.
  await menu(page).getByRole('link', { name: 'Team overview' }).click();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'open');
  const validBet = page.getByTestId('team-valid-bet');
  await expect(validBet).toHaveText(/₱/);
  const before = cents((await validBet.textContent()) ?? '');

  const frame = await openFromLobby(downline.page, brandUrl('aurora', '/mini'), 'Dice');
  await frame.getByLabel('Bet amount').fill('1.00');
  await frame.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(frame.getByRole('table', { name: 'My bets' }).getByRole('row')).toHaveCount(2);

  await expect
    .poll(async () => cents((await validBet.textContent()) ?? ''), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(before + 100);
  await shot(page, 'overview-live');

  // The downline's bet is in the team betting page, filtered by member.
  await page.goto(brandUrl('aurora', `/agentHome?page=personalHistoryCopy&member=${username}`));
  await expect(page.getByRole('heading', { name: `Bets of ${username}` })).toBeVisible();
  await expect(page.getByTestId('bets-count')).toHaveText('1');
  await downline.context.close();
});

test('a player with a session is sent back to the agent login page', async ({ page }) => {
  const { username, password } = await createAuroraAccount(page);
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const login = dialog(page, 'Log in');
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toHaveCount(0);
  await page.goto(brandUrl('aurora', '/agentHome?page=agentTeamOverview'));
  await expect(page).toHaveURL(brandUrl('aurora', '/agent'));
});

test('an agent-only back-office account (type 41) uses the same agent center', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await agentLogin(page, { username: 'office01', password: 'Office2026x' });
  await expect(banner(page).getByTestId('agent-name')).toHaveText('Back Office');
  await menu(page).getByRole('link', { name: 'Team management' }).click();
  await expect(heading(page)).toHaveText('Team management');
  await settled(page);
  await expect(page.getByText('No members at this level yet.')).toBeVisible();
  await menu(page).getByRole('link', { name: 'Register downline' }).click();
  // Type 41 may not open sub-agents: no account-type choice.
  await expect(page.getByRole('button', { name: 'Sub-agent' })).toHaveCount(0);

  // Agent area only (issue 22 defect 7): no deposit page, even by its address; its payment password and payee
  // accounts are set in the agent center's own "My account" page, never on the player site.
  await expect(menu(page).getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Withdraw' })).toHaveCount(1);
  await page.goto(brandUrl('aurora', '/agentHome?page=depositv2'));
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'My account' }).click();
  await expect(heading(page)).toHaveText('My account');
  await expect(page.getByRole('main').getByText('Payment password', { exact: false }).first()).toBeVisible();
  await shot(page, '1440-office01-my-account');
  // The server refuses its token every player-site money call (the same answer whatever the page shows).
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  for (const [path, body] of [
    ['/wps/game/launchGame', { nodeId: 1 }],
    ['/wps/cashier/deposit', { method: 'GCASH_QR', amount: '100', idempotencyKey: 'office01-deposit' }],
    ['/wps/promotions/daily-checkin/claim', {}],
  ] as const) {
    const answer = await pageFetch(page, path, { method: 'POST', token, body });
    expect(answer.status, path).toBe(403);
    expect(answer.body.code).toBe('agent_area_only');
  }
  // On the player site it has no balance, no Deposit button and no member center: only the way back.
  await page.goto(brandUrl('aurora', '/member?page=depositv2'));
  await expect(page.getByRole('note')).toHaveText('This account works in the agent center only.');
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await expect(banner(page).getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await shot(page, '1440-office01-player-site');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('note')).toBeVisible();
  await expect(page.getByTestId('phone-balance')).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await shot(page, '360-light-office01-player-site');
  await page.getByRole('main').getByRole('link', { name: 'Agent center' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
});

import type { Browser, Page } from '@playwright/test';
import { createAccount, expect, logIn, pageFetch } from './accounts-support';
import {
  apiPaymentSetup,
  apiWithdrawal,
  auroraPlayer,
  brandUrl,
  fund,
  headerBalance,
  PAYMENT_PASSWORD,
  REAL_NAME,
  test,
} from './cashier-support';
import { type E2eStaff, openOffice, staffToken } from './office-support';
import { shot } from './shots';

/**
 * The back office's cash queues end to end (issue 26): a player's withdrawal approved by finance in the console
 * and seen paid by the player; a manual deposit confirmed in the console credits the player; above the brand's
 * four-eyes limit one finance member's approval waits until a second staff member approves it.
 */
test.describe.configure({ timeout: 120_000 });

const REASON = 'Reason (kept in the audit log)';

/** The console for a staff member in a browser context of its own (the player's tab keeps its own storage). */
async function officePage(
  browser: Browser,
  staff: E2eStaff,
  path: string,
  options: { theme?: 'dark' | 'light' } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await openOffice(page, staff, path, options.theme ?? 'light');
  return { context, page };
}

async function withdrawalRow(page: Page, orderNo: string, brand = 'aurora') {
  await page.goto(brandUrl(brand, '/member?page=withdraw'));
  return page
    .getByRole('list', { name: 'My withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: orderNo });
}

test('a withdrawal requested on the site is approved in the console and the player sees it paid', async ({
  page,
  browser,
}) => {
  const player = await auroraPlayer(page);
  fund(player.username, '1000.00');
  await apiPaymentSetup(page, player.token);
  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  const form = page.getByRole('region', { name: 'Request a withdrawal' });
  await form.getByRole('radio', { name: /BDO Unibank/ }).check();
  await form.getByLabel('Amount', { exact: true }).fill('300');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const requested = form.getByRole('status');
  await expect(requested).toContainText(/Withdrawal W[A-Z0-9]+ of ₱300\.00 requested\./);
  const orderNo = /W[A-Z0-9]+/.exec((await requested.textContent()) ?? '')![0];

  const finance = await staffToken(page.request, { aurora: ['finance'] });
  const { context, page: office } = await officePage(browser, finance, 'aurora/withdrawals', {
    theme: 'dark',
  });
  await expect(office.getByRole('heading', { name: 'Withdrawals to review', level: 1 })).toBeVisible();
  const item = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: orderNo }) });
  await expect(item).toContainText(player.username);
  await expect(item).toContainText('300.00 PHP');
  // The risk context the server computed: free money, turnover, history; finance sees the full payee number.
  await expect(item.getByText('Withdrawable')).toBeVisible();
  await expect(item).toContainText('700.00');
  await expect(item.getByText('Turnover')).toBeVisible();
  await expect(item).toContainText('001234567890');
  await expect(office.getByRole('navigation').getByRole('link', { name: /Withdrawals/ })).toBeVisible();
  await shot(office, 'office-withdrawals-1440-dark', { fullPage: true });
  await office.setViewportSize({ width: 360, height: 800 });
  await shot(office, 'office-withdrawals-360-dark', { fullPage: true });
  await office.getByRole('button', { name: 'Light mode' }).click();
  await expect(office.locator('html')).toHaveAttribute('data-theme', 'light');
  await shot(office, 'office-withdrawals-360-light', { fullPage: true });
  await office.setViewportSize({ width: 1440, height: 900 });
  await shot(office, 'office-withdrawals-1440-light', { fullPage: true });

  const approve = item.getByRole('button', { name: 'Approve and pay' });
  await expect(approve).toBeDisabled();
  await item.getByLabel(REASON).fill('KYC and turnover checked');
  await approve.click();
  await expect(office.getByRole('status').filter({ hasText: orderNo })).toHaveText(
    `Withdrawal ${orderNo}: approved and paid.`,
  );
  await expect(item).toHaveCount(0);
  await context.close();

  const row = await withdrawalRow(page, orderNo);
  await expect(row).toContainText('Paid');
  await expect(headerBalance(page)).toHaveText('Balance: ₱700.00');
});

test('a manual deposit confirmed in the console credits the player', async ({ page, browser }) => {
  const player = await auroraPlayer(page);
  const order = await pageFetch<{ orderNo: string }>(page, '/wps/cashier/deposit', {
    method: 'POST',
    token: player.token,
    body: { method: 'BDO_BANK', amount: '800', idempotencyKey: `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const orderNo = order.body.value.orderNo;
  await expect(headerBalance(page)).toHaveText('Balance: ₱0.00');

  const finance = await staffToken(page.request, { aurora: ['finance'] });
  const { context, page: office } = await officePage(browser, finance, 'aurora/deposits', { theme: 'light' });
  await expect(office.getByRole('heading', { name: 'Manual deposits to confirm', level: 1 })).toBeVisible();
  const item = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: orderNo }) });
  await expect(item).toContainText('800.00 PHP');
  await expect(item).toContainText('BDO Unibank · 0012-3456-7890');
  await expect(item).toContainText(REAL_NAME);
  await shot(office, 'office-deposits-1440-light', { fullPage: true });
  await office.setViewportSize({ width: 360, height: 800 });
  await shot(office, 'office-deposits-360-light', { fullPage: true });
  await office.getByRole('button', { name: 'Dark mode' }).click();
  await expect(office.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(office, 'office-deposits-360-dark', { fullPage: true });
  await office.setViewportSize({ width: 1440, height: 900 });
  await shot(office, 'office-deposits-1440-dark', { fullPage: true });
  // By keyboard: the reason, then Tab to the first decision and Enter.
  await item.getByLabel(REASON).fill('Seen on the BDO statement');
  await office.keyboard.press('Tab');
  await expect(item.getByRole('button', { name: 'Confirm and credit' })).toBeFocused();
  await office.keyboard.press('Enter');
  await expect(office.getByRole('status').filter({ hasText: orderNo })).toHaveText(
    `Deposit ${orderNo}: confirmed and credited.`,
  );
  await expect(item).toHaveCount(0);
  await context.close();

  await page.reload();
  await expect(headerBalance(page)).toHaveText('Balance: ₱800.00');
});

test('above the four-eyes limit one approval waits; the withdrawal is paid only when a second member approves', async ({
  page,
  browser,
}) => {
  // foureyes (tests/e2e/serve.mjs): a copy of aurora whose backOffice.fourEyesAbove is 500.00 PHP.
  const account = await createAccount(page, 'foureyes', { payeeName: REAL_NAME });
  await logIn(page, account.username, account.password);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  fund(account.username, '1000.00', 'foureyes');
  const payee = await apiPaymentSetup(page, token);
  const orderNo = await apiWithdrawal(page, token, payee, '600');

  const first = await staffToken(page.request, { foureyes: ['finance'] });
  const one = await officePage(browser, first, 'foureyes/withdrawals');
  const item = one.page
    .getByRole('listitem')
    .filter({ has: one.page.getByRole('heading', { name: orderNo }) });
  await expect(item).toContainText("Above this brand's limit: a second staff member must approve it.");
  await item.getByLabel(REASON).fill('Big one, checked');
  await item.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(one.page.getByRole('status').filter({ hasText: orderNo })).toHaveText(
    `Withdrawal ${orderNo} now waits for a second staff member under Two-person approvals.`,
  );
  await expect(item).toContainText(`Approval asked by ${first.username}`);
  await expect(item.getByRole('button', { name: 'Approve and pay' })).toHaveCount(0);
  // The requester cannot decide their own request.
  await one.page.goto(`${new URL(one.page.url()).origin}/office/foureyes/approvals`);
  const mine = one.page.getByRole('article').filter({ hasText: orderNo });
  await expect(mine).toContainText('Another staff member with the right role must decide this.');
  await one.context.close();
  await expect(await withdrawalRow(page, orderNo, 'foureyes')).toContainText('Pending review');

  const second = await staffToken(page.request, { foureyes: ['finance'] });
  const two = await officePage(browser, second, 'foureyes/approvals');
  const request = two.page.getByRole('article').filter({ hasText: orderNo });
  await request.getByLabel('Your reason').fill('Second look: fine');
  await request.getByRole('button', { name: 'Approve and run' }).click();
  await expect(request).toHaveCount(0);
  await two.context.close();

  const row = await withdrawalRow(page, orderNo, 'foureyes');
  await expect(row).toContainText('Paid');
});

import type { Page } from '@playwright/test';
import { banner, expect, openAccountMenu, pageFetch } from './accounts-support';
import {
  apiPaymentSetup,
  apiUplineTransfer,
  auroraPlayer,
  brandUrl,
  fund,
  headerBalance,
  memberMenu,
  openMemberPage,
  ops,
  test,
} from './cashier-support';

// Operator steps run the real ops CLI (a process each) and the sandbox PSP calls back asynchronously.
test.describe.configure({ timeout: 90_000 });

/** A sandbox deposit created and decided through the API and the PSP's page form (for tests about something else). */
async function sandboxDeposit(page: Page, token: string, amount: string, action: 'pay' | 'fail') {
  const created = await page.evaluate(
    async ({ token, amount }) => {
      const response = await fetch('/wps/cashier/deposit', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
        body: JSON.stringify({ method: 'GCASH_QR', amount }),
      });
      return (await response.json()) as { value: { orderNo: string } };
    },
    { token, amount },
  );
  const orderNo = created.value.orderNo;
  await page.evaluate(
    ({ orderNo, action }) =>
      fetch(`/sandbox-pay/${orderNo}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
      }),
    { orderNo, action },
  );
  await expect
    .poll(
      async () =>
        (await pageFetch<{ status: string }>(page, `/wps/cashier/deposit/${orderNo}`, { token })).body.value
          .status,
    )
    .not.toBe('pending');
  return orderNo;
}

test('deposit through the sandbox PSP in the same tab: credited, balance and "deposit credited" message', async ({
  page,
}) => {
  const { username } = await auroraPlayer(page);
  await expect(headerBalance(page)).toHaveText('Balance: ₱0.00');

  // Header shortcut → depositv2: methods from the brand, limits, the brand's tutorial.
  await banner(page).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(brandUrl('aurora', '/member?page=depositv2'));
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  const tutorial = page.getByRole('region', { name: 'How to deposit' });
  await expect(tutorial).toContainText('Always put the reference in the transfer note.');
  const sandbox = page.getByRole('radio', { name: /GCash QR \(sandbox\)/ });
  await expect(sandbox).toBeChecked();
  await expect(page.getByRole('radio', { name: /Bank transfer \(BDO\)/ })).not.toBeChecked();

  // Amount limits are checked before anything is sent (min ₱100.00).
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('99.99');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(amount).toHaveAccessibleDescription('The minimum amount is ₱100.00');
  await amount.fill('150.255');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(amount).toHaveAccessibleDescription('Use at most 2 decimal places');
  // A quick amount fills the field.
  await page.getByRole('button', { name: '₱200.00' }).click();
  await expect(amount).toHaveValue('200.00');
  await amount.fill('150.25');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const order = page.getByRole('region', { name: /^Order D[A-Z0-9]+$/ });
  await expect(order).toContainText('Pending');
  await expect(order).toContainText('₱150.25');
  await expect(order.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
  const orderNo = ((await order.getByRole('heading').textContent()) ?? '').replace('Order ', '');
  expect(page.url()).toContain(`order=${orderNo}`);

  // Same tab: the PSP's page, Pay, back to the merchant — the order is followed until credited.
  await order.getByRole('link', { name: 'Open the payment page' }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox-pay/${orderNo}$`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('link', { name: 'Return to the merchant' }).click();
  await expect(page).toHaveURL(brandUrl('aurora', `/member?page=depositv2&order=${orderNo}`));
  const back = page.getByRole('region', { name: `Order ${orderNo}` });
  await expect(back.getByRole('status')).toHaveText(
    'Deposit credited: ₱150.25 was added to your main wallet.',
    {
      timeout: 15_000,
    },
  );
  await expect(back).toContainText('Credited');
  await expect(headerBalance(page)).toHaveText('Balance: ₱150.25');

  // The inbox has the message, counted on the menu and in the account drop-down.
  await expect(memberMenu(page).getByRole('link', { name: /Messages/ })).toContainText('1 unread');
  const menu = await openAccountMenu(page, username);
  await expect(menu.getByRole('link', { name: /Messages/ })).toContainText('1 unread');
  await menu.getByRole('link', { name: /Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Unread: Deposit credited/ })).toBeVisible();

  // Recent deposits list the order as credited.
  await openMemberPage(page, 'Deposit');
  const recent = page.getByRole('region', { name: 'Recent deposits' });
  await expect(recent.getByRole('row', { name: new RegExp(orderNo) })).toContainText('Credited');
});

test('a failed sandbox payment in a new tab: "deposit failed", balance unchanged', async ({
  page,
  context,
}) => {
  await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/member?page=depositv2'));
  await page.getByLabel('Amount', { exact: true }).fill('120.00');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const order = page.getByRole('region', { name: /^Order D[A-Z0-9]+$/ });
  await expect(order.getByRole('status')).toHaveText(
    'Waiting for your payment. This page updates by itself.',
  );

  const [psp] = await Promise.all([
    context.waitForEvent('page'),
    order.getByRole('link', { name: 'Pay in a new tab' }).click(),
  ]);
  await psp.getByRole('button', { name: 'Fail' }).click();
  await expect(psp.getByText('declined, notifying the merchant')).toBeVisible();
  await psp.close();

  // The first tab has been polling the order.
  await expect(order.getByRole('status')).toHaveText(
    'Deposit failed. No money was taken from your balance.',
    {
      timeout: 15_000,
    },
  );
  await expect(order).toContainText('Failed');
  await expect(headerBalance(page)).toHaveText('Balance: ₱0.00');

  await openMemberPage(page, 'Messages');
  const message = page.getByRole('button', { name: /Unread: Deposit failed/ });
  await message.click();
  await expect(page.getByText(/did not go through\. No money was taken from your balance\./)).toBeVisible();
});

test('a manual bank transfer shows the receiving account and the reference; an operator confirms it', async ({
  page,
}) => {
  await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/member?page=depositv2'));
  await page.getByRole('radio', { name: /Bank transfer \(BDO\)/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const order = page.getByRole('region', { name: /^Order D[A-Z0-9]+$/ });
  const details = order.getByRole('definition');
  await expect(details.filter({ hasText: 'BDO Unibank' })).toBeVisible();
  await expect(details.filter({ hasText: 'Aurora Play Ltd' })).toBeVisible();
  await expect(details.filter({ hasText: '0012-3456-7890' })).toBeVisible();
  const orderNo = ((await order.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  await expect(order).toContainText(`Put the reference ${orderNo} in the transfer note`);

  expect(ops('confirm-deposit', orderNo, '--by', 'e2e', '--reason', 'on statement')).toContain('credited');
  await expect(order.getByRole('status')).toHaveText(
    'Deposit credited: ₱500.00 was added to your main wallet.',
    {
      timeout: 15_000,
    },
  );
  await expect(headerBalance(page)).toHaveText('Balance: ₱500.00');
});

test('header balance: hide (kept after a reload) and refresh', async ({ page }) => {
  const { username } = await auroraPlayer(page);
  await expect(headerBalance(page)).toHaveText('Balance: ₱0.00');
  const hide = banner(page).getByRole('button', { name: 'Hide balance' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(headerBalance(page)).toContainText('Balance hidden');
  await expect(headerBalance(page)).not.toContainText('₱');
  await page.reload();
  await expect(headerBalance(page)).toContainText('Balance hidden');
  await hide.click();
  await expect(headerBalance(page)).toHaveText('Balance: ₱0.00');

  // Money that arrives elsewhere shows after a refresh.
  fund(username, '1234.50');
  await banner(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(headerBalance(page)).toHaveText('Balance: ₱1,234.50');
});

test('account record: postings with signed amounts and balance after, type filter, 7 / 30 day windows, pager', async ({
  page,
}) => {
  // 22 postings: an operator credit, 6 deposits, 15 transfers to the upline (agent01 invited this player).
  const { username, token } = await auroraPlayer(page, { affiliateCode: 'AGAURORA' });
  fund(username, '1000.00');
  await apiPaymentSetup(page, token);
  for (let i = 0; i < 6; i++) await sandboxDeposit(page, token, '100.00', 'pay');
  await sandboxDeposit(page, token, '100.00', 'fail');
  for (let i = 0; i < 15; i++) await apiUplineTransfer(page, token, '1.00');

  await page.goto(brandUrl('aurora', '/member?page=transactionHistory'));
  await expect(page.getByRole('heading', { name: 'Account record', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Transactions' });
  // Two pages of 20, newest first (a header row plus the postings).
  await expect(list.getByRole('row')).toHaveCount(21);
  await expect(list).toContainText('In ₱1,600.00');
  await expect(list).toContainText('Out ₱15.00');
  const newest = list.getByRole('row').nth(1);
  await expect(newest).toContainText('Transfer to upline');
  await expect(newest).toContainText('−₱1.00');
  await expect(newest).toContainText('₱1,585.00');
  await list.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list.getByRole('row').nth(1)).toContainText('+₱100.00');
  await expect(list.getByRole('row').nth(1)).toContainText('₱1,100.00');
  await expect(list.getByRole('row').nth(2)).toContainText('Adjustment');
  await expect(list.getByRole('row').nth(2)).toContainText('+₱1,000.00');

  // Type filter (back on page 1).
  await page.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(list.getByRole('row')).toHaveCount(7);
  await expect(list.getByRole('row').nth(1)).toContainText('Deposit');
  await expect(list).toContainText('Out ₱0.00');

  // Date windows: the previous 7 days are empty, the next 7 days come back; the last 30 days include today.
  await page.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(list).toContainText('No transactions in this period.');
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(list.getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('button', { name: 'Previous 30 days' })).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(7);

  // A custom range: an inverted one is refused on the client; today alone shows the postings.
  await page.getByRole('button', { name: 'Custom range' }).click();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await page.getByLabel('From', { exact: true }).fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a start date on or before the end date');
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(list.getByRole('row')).toHaveCount(7);
});

test('inbox: unread badges, open marks read, delete, mark all read', async ({ page }) => {
  const { token } = await auroraPlayer(page);
  await sandboxDeposit(page, token, '150.00', 'pay');
  await sandboxDeposit(page, token, '110.00', 'fail');
  await sandboxDeposit(page, token, '130.00', 'pay');

  await page.goto(brandUrl('aurora', '/member?page=messageV2'));
  const messagesLink = memberMenu(page).getByRole('link', { name: /Messages/ });
  await expect(messagesLink).toContainText('3 unread');
  const inbox = page.getByRole('region', { name: /Platform messages/ });
  await expect(inbox.getByRole('button', { name: /^Unread:/ })).toHaveCount(3);

  // Opening a message shows its text and marks it read: the badges follow.
  const failed = inbox.getByRole('button', { name: /Deposit failed/ });
  await failed.click();
  await expect(failed).toHaveAttribute('aria-expanded', 'true');
  await expect(inbox).toContainText('did not go through');
  await expect(inbox.getByRole('button', { name: /^Unread:/ })).toHaveCount(2);
  await expect(messagesLink).toContainText('2 unread');

  // Delete it (with a confirmation).
  await inbox.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(inbox.getByRole('button', { name: /Deposit failed/ })).toHaveCount(0);
  await expect(inbox.getByRole('listitem')).toHaveCount(2);

  await inbox.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(inbox.getByRole('button', { name: /^Unread:/ })).toHaveCount(0);
  await expect(messagesLink).not.toContainText('unread');
  await expect(inbox.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The server agrees.
  const count = await pageFetch<number>(page, '/wps/relay/CSP_unreadCount', { token });
  expect(count.body.value).toBe(0);
});

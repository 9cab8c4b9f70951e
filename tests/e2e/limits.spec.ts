import type { Page } from '@playwright/test';
import { createAccount, expect, PASSWORD, pageFetch, test } from './accounts-support';
import { REAL_NAME } from './cashier-support';
import { brandUrl } from './support';

/** A fresh aurora player logged in through the API (login is not the flow under test), on the given page. */
async function player(page: Page, path: string) {
  const { username } = await createAccount(page, 'aurora', { payeeName: REAL_NAME });
  const { status, body } = await pageFetch<{ token: string }>(page, '/wps/session/login', {
    method: 'POST',
    body: { username, password: PASSWORD },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  await page.evaluate((token) => sessionStorage.setItem('token', token), body.value.token);
  await page.goto(brandUrl('aurora', path));
  return { username, token: body.value.token };
}

test('a player sets a daily deposit limit and is refused a deposit above it, told the limit and its reset', async ({
  page,
}) => {
  await player(page, '/member?page=limits');
  await expect(page.getByRole('heading', { name: 'Limits', level: 1 })).toBeVisible();
  const deposits = page.getByRole('region', { name: 'Deposit limit' });
  const day = deposits.getByRole('listitem').filter({ hasText: 'Per day' });
  await expect(day.getByTestId('limit-deposit-day')).toHaveText('No limit');

  // Keyboard only: the amount field, then Enter submits.
  await day.getByLabel('Amount').fill('500');
  await day.getByLabel('Amount').press('Enter');
  await expect(day.getByRole('status')).toHaveText('Saved: it applies now.');
  await expect(day.getByTestId('limit-deposit-day')).toHaveText('₱500.00');
  await expect(day).toContainText('Deposited: ₱0.00 of ₱500.00.');

  // A raise waits 24 hours: the pending value and the moment it applies are shown; the limit in force stays.
  await day.getByLabel('Amount').fill('800');
  await day.getByRole('button', { name: 'Change' }).click();
  await expect(day.getByRole('status').first()).toContainText('Rises to ₱800.00 on');
  await expect(day.getByTestId('limit-deposit-day')).toHaveText('₱500.00');

  // The deposit page: ₱400 passes, then ₱150 more is refused with the limit, what is left and when it resets.
  await page.goto(brandUrl('aurora', '/member?page=depositv2'));
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('400');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('region', { name: /^Order D[A-Z0-9]+$/ })).toContainText('Pending');

  await page.goto(brandUrl('aurora', '/member?page=depositv2'));
  await page.getByLabel('Amount', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('This goes over your daily deposit limit of ₱500.00');
  await expect(refusal).toContainText('₱100.00');
  await expect(refusal).toContainText('(Asia/Manila)');

  // Lowering applies at once and drops the pending raise.
  await page.goto(brandUrl('aurora', '/member?page=limits'));
  const again = page
    .getByRole('region', { name: 'Deposit limit' })
    .getByRole('listitem')
    .filter({ hasText: 'Per day' });
  await again.getByLabel('Amount').fill('450');
  await again.getByRole('button', { name: 'Change' }).click();
  await expect(again.getByTestId('limit-deposit-day')).toHaveText('₱450.00');
  await expect(again).not.toContainText('Rises to');
  await expect(again).toContainText('Deposited: ₱400.00 of ₱450.00.');
});

import type { Page } from '@playwright/test';
import { expect, test } from './accounts-support';
import { openOffice, staffToken } from './office-support';
import { shot } from './shots';
import { booted, brandUrl, skipAnnouncementPopups } from './support';

/**
 * Leaderboards and jackpot, and the support desk's operators in the back office (issue 26): marketing runs the
 * jackpot and reads the explain figures beside the pool; an owner creates a desk operator in the console, and that
 * operator signs in to the support desk and answers a visitor's chat. Screenshots at 360 and 1440 px, dark and
 * light (E2E_SHOTS=1). Each flow has its own staff member and its own operator.
 */

/** The screen at 1440 and 360 px in dark, then light (the console opened in dark). */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `${name}-1440-dark`, { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, `${name}-360-dark`, { fullPage: true });
  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await shot(page, `${name}-360-light`, { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `${name}-1440-light`, { fullPage: true });
}

test('marketing runs the jackpot with a reason and sees the explain figures', async ({ page, request }) => {
  const marketing = await staffToken(request, { aurora: ['marketing'] });
  await openOffice(page, marketing, 'aurora/leaderboards', 'dark');
  // The first screen of a fresh console loads its chunk and three queries: on a busy machine, give it time.
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards and jackpot' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Leaderboards and jackpot' }),
  ).toBeVisible();
  const pool = page.getByTestId('jackpot-pool');
  const explain = page.getByTestId('jackpot-explain');
  await expect(pool.getByText('Balance')).toBeVisible();
  await expect(explain.getByText('Seeds + contributions − wins')).toBeVisible();

  const run = page.getByRole('form', { name: 'Run the jackpot now' });
  const button = run.getByRole('button', { name: 'Run the jackpot now' });
  await expect(button).toBeDisabled();
  await run.getByLabel('Reason (recorded in the audit log)').fill('check the pool before the weekend');
  await button.click();
  await expect(run.getByRole('status')).toHaveText(/^Done: stakes taken \d+, wins \d+\.$/);
  await expect(page.getByTestId('jackpot-verdict')).toHaveText('The pool agrees with its recomputation');
  await expect(
    explain.getByText('Difference from the balance').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/^0(\.0+)?$/);
  // The explain figures sum to the balance the pool shows.
  const balance = await pool.getByText('Balance').locator('xpath=following-sibling::dd[1]').textContent();
  await expect(
    explain.getByText('Seeds + contributions − wins').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(balance ?? '');
  await expect(page.getByRole('heading', { name: 'Leaderboards', exact: true })).toBeVisible();
  await shots(page, 'office-leaderboards');
});

test('support reads the jackpot and leaderboards but has no run or settle', async ({ page, request }) => {
  const support = await staffToken(request, { aurora: ['support'] });
  await openOffice(page, support, 'aurora/leaderboards');
  await expect(page.getByTestId('jackpot-pool')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Your roles may look but not run the jackpot or settle the leaderboards.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run the jackpot now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settle ended periods now' })).toHaveCount(0);
});

test('an owner creates a desk operator who signs in to the support desk and answers a chat', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await staffToken(request, { aurora: ['owner'] });
  const name = `desk${Date.now().toString(36)}`;
  const password = 'Desk-pass-2026';
  await openOffice(page, owner, 'aurora/desk', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Support desk operators' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('cell', { name: 'aurora.cs', exact: true })).toBeVisible();
  const form = page.getByRole('region', { name: 'New operator' });
  await form.getByLabel('Sign-in name').fill(name);
  await form.getByLabel('Name shown to players').fill('Aurora night shift');
  await form.getByLabel(/^Password/).fill(password);
  await expect(form.getByRole('checkbox', { name: 'aurora' })).toBeChecked();
  await form.getByLabel('Reason (recorded in the audit log)').fill('night shift starts Monday');
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Operator ${name} created: it can sign in to the support desk now.`,
  );
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toContainText('Aurora night shift');
  await expect(page.getByText(password)).toHaveCount(0);
  await shots(page, 'office-desk');

  // A visitor opens the chat; the new operator signs in to the desk in another browser and answers.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await skipAnnouncementPopups(visitor);
  await visitor.goto(brandUrl('aurora'));
  await booted(visitor);
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Customer service' }).click();
  const room = visitor.getByRole('region', { name: 'Live chat' });
  const question = `Is the night desk open? ${name}`;
  await room.getByLabel('Message').fill(question);
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('status')).toHaveText('Waiting for a support agent…');

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await skipAnnouncementPopups(desk);
  await desk.goto(brandUrl('aurora', '/support'));
  await desk.getByLabel('Support username').fill(name);
  await desk.getByLabel('Password').fill(password);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  const waiting = desk.getByTestId('desk-chat').filter({ hasText: question });
  await expect(waiting).toContainText('Waiting');
  await waiting.click();
  await desk.getByRole('button', { name: 'Take' }).click();
  await expect(room.getByRole('status')).toHaveText('Aurora night shift is here to help');
  await desk.getByLabel('Reply').fill('Yes, we answer all night.');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(room.getByTestId('chat-message').last()).toContainText('Yes, we answer all night.');
  await expect(room.getByTestId('chat-message').last()).toContainText('Aurora night shift');

  // The console now shows when it last signed in.
  await page.reload();
  await expect(row.getByRole('cell').nth(4)).not.toHaveText('—');
  await visitorContext.close();
  await deskContext.close();
});

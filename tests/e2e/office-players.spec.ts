import type { Page } from '@playwright/test';
import { createAuroraAccount, expect, randomIp, test } from './accounts-support';
import { runAxe } from './axe';
import { playerCall, playerId, playerToken } from './office-players-support';
import { openOffice, staffToken } from './office-support';
import { shot } from './shots';

/**
 * Player 360 in the console (issue 26): risk finds a player and locks them (the player's next call is refused);
 * finance adjusts a balance below the brand's threshold and the player sees it; above it, a second staff member
 * approves it in Two-person approvals before anything is paid.
 */

async function seriousViolations(page: Page, what: string): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what} ${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

test('risk searches a player and locks them; the player’s next call is refused', async ({
  page,
  request,
}) => {
  const player = await createAuroraAccount(page);
  const ip = randomIp();
  const token = await playerToken(request, 'aurora', player, ip);
  expect((await playerCall(request, 'aurora', token, '/wps/member/info', ip)).status).toBe(200);
  const risk = await staffToken(request, { aurora: ['risk'] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffice(page, risk, 'aurora/players', 'dark');
  await page.getByLabel('Search for').fill(player.username);
  await page.getByLabel('Match').selectOption('exact');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Players found: 1')).toBeVisible();
  await shot(page, 'office-players-search-1440');
  await page.getByRole('link', { name: player.username }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.username);
  const actions = page.getByRole('region', { name: 'Account actions' });
  const lock = actions.getByRole('form', { name: 'Lock the account' });
  await lock.getByLabel('Reason (kept in the audit log)').fill('Chargeback fraud, case 77');
  await lock.getByRole('button', { name: 'Lock the account' }).click();
  await expect(
    page.getByRole('region', { name: 'Profile and status' }).getByText('Locked', { exact: true }),
  ).toBeVisible();
  expect((await playerCall(request, 'aurora', token, '/wps/member/info', ip)).status).toBe(401);
  await expect(actions.getByRole('button', { name: 'Unlock the account' })).toBeVisible();
  await shot(page, 'office-player-1440', { fullPage: true });
  expect(await seriousViolations(page, 'player page, dark')).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'office-player-360-dark', { fullPage: true });
  await page.getByRole('button', { name: 'Light mode' }).click();
  await shot(page, 'office-player-360-light', { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'office-player-1440-light', { fullPage: true });
  expect(await seriousViolations(page, 'player page, light')).toEqual([]);
});

test('finance adjusts a balance below the threshold and the player sees it', async ({ page, request }) => {
  const player = await createAuroraAccount(page);
  const ip = randomIp();
  const token = await playerToken(request, 'aurora', player, ip);
  const finance = await staffToken(request, { aurora: ['finance'] });
  const id = await playerId(request, finance, 'aurora', player.username);
  await openOffice(page, finance, `aurora/players/${id}`);
  const adjust = page.getByRole('region', { name: 'Adjust the balance' });
  await adjust.getByLabel('Amount').fill('250');
  await adjust.getByLabel('Reason (kept in the audit log)').fill('Goodwill for ticket 4411');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByText('Posted. New balance: 250.00')).toBeVisible();
  await expect(page.getByTestId('player-balance')).toHaveText('250.00 PHP');
  await expect(
    page.getByRole('region', { name: 'Wallet postings' }).getByText('Goodwill for ticket 4411'),
  ).toBeVisible();
  const seen = await playerCall(request, 'aurora', token, '/wps/v2/wallets/balance', ip);
  expect(seen.value?.balance).toBe('250.00');
});

test('an adjustment above the threshold waits for a second staff member in Two-person approvals', async ({
  page,
  browser,
  request,
}) => {
  const player = await createAuroraAccount(page);
  const ip = randomIp();
  const token = await playerToken(request, 'aurora', player, ip);
  const first = await staffToken(request, { aurora: ['finance'] });
  const id = await playerId(request, first, 'aurora', player.username);
  await openOffice(page, first, `aurora/players/${id}`);
  const adjust = page.getByRole('region', { name: 'Adjust the balance' });
  await adjust.getByLabel('Amount').fill('25000');
  await adjust.getByLabel('Reason (kept in the audit log)').fill('Tournament first prize');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust.getByText('Waiting for a second staff member in Two-person approvals.')).toBeVisible();
  expect((await playerCall(request, 'aurora', token, '/wps/v2/wallets/balance', ip)).value?.balance).toBe(
    '0.00',
  );

  const second = await staffToken(request, { aurora: ['finance'] });
  const context = await browser.newContext();
  const other = await context.newPage();
  await openOffice(other, second, 'aurora/approvals');
  const card = other.getByRole('article').filter({ hasText: player.username });
  await card.getByLabel('Your reason').fill('Checked the tournament results');
  await card.getByRole('button', { name: 'Approve and run' }).click();
  // Decided: it leaves the waiting list.
  await expect(card).toHaveCount(0);
  await context.close();
  expect((await playerCall(request, 'aurora', token, '/wps/v2/wallets/balance', ip)).value?.balance).toBe(
    '25000.00',
  );
});

import { createAuroraAccount, expect, randomIp, test } from './accounts-support';
import { playerCall, playerId, playerToken } from './office-players-support';
import { openOffice, staffToken } from './office-support';
import { shot } from './shots';

/**
 * Player 360's limits (issue 26): support sets a daily deposit limit the player asked for by phone in the console;
 * it applies at once and the player's own limits show it; a raise is shown pending and is cancelled.
 */
test('support sets a deposit limit for a player; the player’s own limits show it at once', async ({
  page,
  request,
}) => {
  const player = await createAuroraAccount(page);
  const ip = randomIp();
  const token = await playerToken(request, 'aurora', player, ip);
  const support = await staffToken(request, { aurora: ['support'] });
  const id = await playerId(request, support, 'aurora', player.username);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffice(page, support, `aurora/players/${id}`);
  const section = page.getByRole('region', { name: 'Responsible gaming' });
  await expect(section.getByText('The player has set no limits.')).toBeVisible({ timeout: 30_000 });
  const form = section.getByRole('form', { name: 'Set the limit' });
  await form.getByRole('combobox', { name: 'Limit', exact: true }).selectOption('deposit');
  await form.getByRole('combobox', { name: 'Period' }).selectOption('day');
  await form.getByLabel('Amount (PHP)').fill('300.50');
  await form.getByLabel('Reason (kept in the audit log)').fill('Asked by phone, call 5521');
  await form.getByRole('button', { name: 'Set the limit' }).click();
  await expect(section.getByText(/Deposit \(daily\): 300\.50/)).toBeVisible();
  const own = await playerCall(request, 'aurora', token, '/wps/member/limits', ip);
  expect(own.status).toBe(200);
  expect(own.value?.limits).toEqual([
    expect.objectContaining({ kind: 'deposit', period: 'day', amount: '300.50', pendingAt: null }),
  ]);
  // A raise waits the player's cooling-off: shown pending, then cancelled (the value in force stays).
  await form.getByLabel('Amount (PHP)').fill('500');
  await form.getByLabel('Reason (kept in the audit log)').fill('Asked by phone, call 5522');
  await form.getByRole('button', { name: 'Set the limit' }).click();
  await expect(
    section.getByText(/Deposit \(daily\): 300\.50 · used 0\.00 · rises to 500\.00 on/),
  ).toBeVisible();
  await shot(section, 'office-player-limits-1440-light');
  const cancel = section.getByRole('form', { name: 'Cancel the change' });
  await cancel.getByRole('combobox', { name: 'Which limit' }).selectOption('deposit:day');
  await cancel.getByLabel('Reason (kept in the audit log)').fill('Player changed their mind, call 5523');
  await cancel.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(section.getByText('rises to')).toHaveCount(0);
  await expect(section.getByText(/Deposit \(daily\): 300\.50/)).toBeVisible();
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(section, 'office-player-limits-360-dark');
});

import type { Browser, Page } from '@playwright/test';
import { captchaAnswer, dialog, expect, PASSWORD, randomIp } from './accounts-support';
import { ops } from './cashier-support';
import { balanceCents, openFromLobby } from './originals-support';
import { brandUrl, skipAnnouncementPopups } from './support';

/** Gives a player points through the operators' CLI (a recorded `adjust` entry in the points ledger). */
export function pointsAdjust(username: string, points: number, brand = 'aurora'): void {
  const out = ops(
    'points-adjust',
    '--brand',
    brand,
    '--user',
    username,
    '--points',
    String(points),
    '--by',
    'e2e',
    '--reason',
    'e2e points',
  );
  expect(out).toMatch(/recorded|adjust/i);
}

/** Plays `rounds` dice rounds for real money at the highest win chance, each settled before the next. */
export async function playDiceRounds(page: Page, rounds: number, stake: string): Promise<void> {
  const frame = await openFromLobby(page, brandUrl('aurora', '/mini'), 'Dice');
  await frame.getByLabel('Win chance').fill('98');
  await frame.getByLabel('Win chance').press('Enter');
  await frame.getByLabel('Bet amount').fill(stake);
  const balance = frame.getByTestId('game-balance');
  for (let round = 1; round <= rounds; round++) {
    const left = await balanceCents(balance);
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    // Every roll at this chance pays something other than the stake: the balance moves once it is settled.
    await expect.poll(() => balanceCents(balance)).not.toBe(left);
  }
  await page.getByRole('button', { name: 'Close the game' }).click();
}

/**
 * A friend opens the invitation link in a browser of their own (own cookies and address): the registration form
 * opens with the referral code filled in, and they register.
 */
export async function inviteFriend(
  browser: Browser,
  link: string,
  code: string,
  username: string,
): Promise<void> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  try {
    const page = await context.newPage();
    await skipAnnouncementPopups(page);
    await page.goto(link);
    const modal = dialog(page, 'Register');
    // A first visit loads the whole app and the registration form: slow on a loaded machine.
    await expect(modal.getByLabel('Referral code')).toHaveValue(code, { timeout: 30_000 });
    await modal.getByLabel('Username').fill(username);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByLabel('Confirm password').fill(PASSWORD);
    await expect(modal.getByRole('img', { name: 'Verification image' })).toBeVisible();
    await modal.getByLabel('Verification code').fill(await captchaAnswer(page));
    await modal.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: username, exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
}

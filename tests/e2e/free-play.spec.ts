import type { Page } from '@playwright/test';
import { accountButton, banner, expect as baseExpect, dialog, pageFetch, test } from './accounts-support';
import { auroraPlayer, fund, headerBalance } from './cashier-support';
import { gameList } from './lobby-support';
import { balanceCents, gamePopup, openFromLobby } from './originals-support';
import { shot } from './shots';
import { brandUrl } from './support';

/**
 * Issue 23 items 1 and 8 as a player meets them: "Play for free" gives the demo credits the help promises, shown
 * in the header as demo; an in-house game and a sandbox vendor's game play on them; real-money actions show the
 * real-account dialog with a way to register; offers ask a trial account to register. The jackpot counter shows
 * the brand's real pool in its currency and never goes down across reloads.
 */

/** Free play hashes a password (argon2id) and the flows cross several services: generous waits on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

async function playForFree(page: Page, brand = 'aurora') {
  await page.goto(brandUrl(brand));
  await banner(page)
    .getByRole('button', { name: /^(Log in|تسجيل الدخول)$/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Play for free|العب مجانًا)$/ })
    .click();
  await expect(accountButton(page, /Trial|تجريبي/)).toBeVisible();
}

/** "20,000,000.00 PHP" or "2,000.00 PHP" in the sandbox page → minor units. */
const sandboxCents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('play for free: demo credits in the header, an in-house and a vendor game on them, real money refused', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await playForFree(page);
  const header = headerBalance(page);
  await expect(header).toContainText('Demo');
  await expect(header).toContainText('₱2,000.00');

  // An in-house game: the card's own button plays its demo screen on the trial's credits.
  const dice = await openFromLobby(page, brandUrl('aurora', '/mini'), 'Dice');
  const inGame = dice.getByTestId('game-balance');
  await expect(inGame).toContainText('Demo credits');
  expect(await balanceCents(inGame)).toBe(200_000);
  await dice.getByLabel('Bet amount').fill('5.00');
  await dice.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(dice.getByTestId('dice-roll')).toHaveText(/\d+\.\d{2}/);
  await expect.poll(() => balanceCents(inGame)).not.toBe(200_000);
  const afterDice = await balanceCents(inGame);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect.poll(() => balanceCents(headerBalance(page))).toBe(afterDice);

  // A sandbox vendor's demo mode on the same credits.
  await page.goto(brandUrl('aurora', '/rng?vassalage=PG'));
  const card = gameList(page, 'Slots')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /for free \(demo\)$/ }) })
    .first()
    .getByRole('button', { name: /^Play .+ by PG Soft$/ });
  const name = ((await card.getAttribute('aria-label')) ?? '').replace(/^Play (.+) by PG Soft$/, '$1');
  await card.click();
  const frame = gamePopup(page, name).frameLocator('iframe');
  await expect(frame.getByText('Demo credits')).toBeVisible({ timeout: 15_000 });
  const slot = frame.getByTestId('sandbox-balance');
  await expect.poll(async () => sandboxCents((await slot.textContent()) ?? '')).toBe(afterDice);
  const history = frame.getByRole('list').last();
  await frame.getByTestId('sandbox-play').click();
  await expect(history.getByRole('listitem').filter({ hasText: '→' })).toHaveCount(1);
  const payout = await history.getByRole('listitem').first().textContent();
  const expected = afterDice - 100 + sandboxCents(payout?.split('→')[1] ?? '0');
  await expect.poll(async () => sandboxCents((await slot.textContent()) ?? '')).toBe(expected);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect.poll(() => balanceCents(headerBalance(page))).toBe(expected);

  // Real money: the spec's dialog, with a way to register.
  await banner(page).getByRole('link', { name: 'Deposit' }).click();
  const refusal = dialog(page, 'Real account needed');
  await expect(refusal).toContainText('A real account is needed for this. Please register.');
  await shot(page, 'trial-deposit-1440');
  await refusal.getByRole('button', { name: 'Register' }).click();
  await expect(dialog(page, 'Register')).toBeVisible();
  await page.keyboard.press('Escape');

  // Offers ask it to register, never to log in.
  await page.goto(brandUrl('aurora', '/promotions'));
  await expect(page.getByText('You are playing for free with demo credits.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to take part' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register to take part' }).first()).toBeVisible();
});

/** The counter's figure in minor units (the digits of "₱20,000,123.00", "500.000.000 ₫", "د.إ 2,000,000.00"). */
async function counterMinor(page: Page): Promise<bigint> {
  const text = (await page.getByTestId('jackpot').textContent()) ?? '';
  return BigInt(text.replace(/[^\d]/g, '') || '0');
}

/** The pool the server answers for the page's brand, in minor units. */
async function poolMinor(page: Page): Promise<bigint> {
  const { body } = await pageFetch<{ amount: string }>(page, '/wps/games/jackpot');
  return BigInt(body.value.amount.replace('.', ''));
}

test('the jackpot counter shows the brand pool in its currency and never goes down across reloads', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Each brand's own pool, in its own currency.
  for (const [brand, pattern] of [
    ['lotus', /^[\d.]+\s₫$/],
    ['oasis', /د\.إ/],
  ] as const) {
    await page.goto(brandUrl(brand));
    await expect(page.getByTestId('jackpot')).toHaveText(pattern);
    const pool = await poolMinor(page);
    await expect.poll(() => counterMinor(page)).toBe(pool);
  }

  // Real stakes in an in-house game fund the aurora pool.
  const player = await auroraPlayer(page);
  fund(player.username, '200.00');
  await page.goto(brandUrl('aurora'));
  await expect(page.getByTestId('jackpot')).toHaveText(/^₱[\d,]+\.\d{2}$/);
  const first = await counterMinor(page);
  expect(first).toBe(await poolMinor(page));
  const dice = await openFromLobby(page, brandUrl('aurora', '/mini'), 'Dice');
  await dice.getByLabel('Bet amount').fill('50.00');
  for (let i = 0; i < 3; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/wps/originals/dice/bet'));
    await dice.getByRole('button', { name: 'Bet', exact: true }).click();
    expect((await answered).status()).toBe(200);
  }
  // 1 % of ₱150.00 reaches the pool within a second or two (the jackpot run); other suites may add to it.
  await expect.poll(() => poolMinor(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(first + 150n);
  let seen = first;
  for (let reload = 0; reload < 3; reload++) {
    await page.goto(brandUrl('aurora'));
    await expect(page.getByTestId('jackpot')).toHaveText(/^₱[\d,]+\.\d{2}$/);
    const shown = await counterMinor(page);
    expect(shown).toBeGreaterThanOrEqual(seen);
    expect(shown).toBeLessThanOrEqual(await poolMinor(page));
    seen = shown;
  }
  // Between reads the figure steps up to the pool, never past it.
  await expect.poll(() => counterMinor(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(first + 150n);
  expect(await counterMinor(page)).toBeLessThanOrEqual(await poolMinor(page));
});

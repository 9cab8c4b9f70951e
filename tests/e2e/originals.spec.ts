import { banner, expect, openAccountMenu, test } from './accounts-support';
import { auroraPlayer, fund, headerBalance } from './cashier-support';
import { balanceCents, cents, diceRoll, gamePopup, openFromLobby, sha256 } from './originals-support';
import { shot } from './shots';
import { brandUrl } from './support';

/**
 * In-house games (issue 6): real-money play from the lobby through the game popup, the betting record and the
 * profit and loss that follow, free demo play without an account, and the provably-fair verification of a bet.
 */

test.describe('real money', () => {
  test('dice from the lobby: bets move the balance, then the betting record and P&L show them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const player = await auroraPlayer(page);
    fund(player.username, '100.00');
    await page.reload();
    await expect(headerBalance(page)).toContainText('₱100.00');

    const frame = await openFromLobby(page, brandUrl('aurora', '/mini'), 'Dice');
    const balance = frame.getByTestId('game-balance');
    await expect(balance).toContainText('₱100.00');
    await expect(frame.getByText('Demo', { exact: true })).toHaveCount(0);

    await frame.getByLabel('Bet amount').fill('1.00');
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    const bets = frame.getByRole('table', { name: 'My bets' });
    await expect(bets.getByRole('row')).toHaveCount(2); // header + 1 bet
    // Space bets again while the focus is on the game (not in a field).
    await frame.getByRole('heading', { name: 'Dice' }).click();
    await page.keyboard.press('Space');
    await expect(bets.getByRole('row')).toHaveCount(3);

    // Balance = 100 − 2 stakes + payouts = 100 + the two profits shown in the list.
    const profits = await bets
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.children[4]?.textContent ?? ''));
    const expected = 10_000 + profits.reduce((sum, text) => sum + cents(text), 0);
    await expect.poll(() => balanceCents(balance)).toBe(expected);

    await shot(page, 'dice-popup');
    // Closing the game, the header shows the new balance.
    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect(gamePopup(page, 'Dice')).toHaveCount(0);
    await expect.poll(() => balanceCents(headerBalance(page))).toBe(expected);

    // Betting record: both bets, with the game, vendor and totals.
    const menu = await openAccountMenu(page, player.username);
    await menu.getByRole('link', { name: 'Betting record' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    const record = page.getByRole('table', { name: 'Bets' });
    await expect(record.getByRole('row').filter({ hasText: 'Dice' })).toHaveCount(2);
    const totals = page.getByTestId('bet-totals');
    await expect(totals).toContainText('₱2.00');
    const profitTotal = expected - 10_000;
    await expect(totals.getByText(/[+−]?₱\d/).last()).toHaveText(
      `${profitTotal > 0 ? '+' : profitTotal < 0 ? '−' : ''}₱${(Math.abs(profitTotal) / 100).toFixed(2)}`,
    );
    await shot(page, 'betting-record', { fullPage: true });
    // Filtered to another category, they are gone.
    await page.getByLabel('Category').selectOption({ label: 'Crash' });
    await expect(page.getByText('No bets in this period.')).toBeVisible();

    // Profit and loss: today's stake and profit, and the chart.
    await page
      .getByRole('navigation', { name: 'Member center' })
      .getByRole('link', { name: 'Profit and loss' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
    const pl = page.getByTestId('pl-totals');
    await expect(pl.getByRole('definition').first()).toHaveText('₱2.00');
    await expect(page.getByRole('img', { name: /^Profit per period/ })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Mini games' })).toHaveCount(1);
    await shot(page, 'profit-loss', { fullPage: true });
  });

  test('crash from the lobby: a bet in the shared round with auto cash-out settles and moves the balance', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const player = await auroraPlayer(page);
    fund(player.username, '50.00');
    await page.reload();
    await expect(headerBalance(page)).toContainText('₱50.00');

    const frame = await openFromLobby(page, brandUrl('aurora', '/crash'), 'Crash');
    const balance = frame.getByTestId('game-balance');
    await expect(balance).toContainText('₱50.00');
    // The server draws its first round a few seconds after it starts; until then a bet (Enter in a field places
    // one) is refused with "Crash is starting". Wait until the game answers with a round.
    await expect
      .poll(() => page.evaluate(async () => (await fetch('/wps/originals/crash/state')).status), {
        timeout: 30_000,
      })
      .toBe(200);
    await frame.getByLabel('Bet amount').fill('2.00');
    await frame.getByRole('checkbox', { name: 'Auto cash-out' }).check();
    await frame.getByLabel('Cash out at').fill('1.01');
    await frame.getByLabel('Cash out at').press('Enter');

    // Bet now if the round is open, else the bet waits for the next one.
    await frame.getByTestId('bet-button').click();
    await expect(balance).toContainText('₱48.00', { timeout: 30_000 });
    await expect(frame.getByRole('table', { name: 'Bets in this round' }).getByRole('row')).not.toHaveCount(
      1,
    );

    // Settled: cashed out at 1.01× (₱2.02) unless the round crashed at 1.00×.
    const bets = frame.getByRole('table', { name: 'My bets' });
    await expect(bets.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
    await expect(bets.getByRole('row').nth(1)).not.toContainText('Open', { timeout: 60_000 });
    const cashed = ((await bets.getByRole('row').nth(1).textContent()) ?? '').includes('+₱0.02');
    const final = cashed ? 5002 : 4800;
    await expect.poll(() => balanceCents(balance)).toBe(final);
    // A finished round verifies on the fairness page: its point from the revealed hash and the public salt, and the
    // hash leads to the chain's committed hash.
    const last = frame
      .getByRole('list', { name: 'Previous rounds (open to verify)' })
      .getByRole('link')
      .first();
    const name = (await last.getAttribute('aria-label')) ?? '';
    const point = name.match(/([\d,]+\.\d{2})×/)?.[1];
    expect(point).toBeTruthy();
    // That round's own link: the list may gain a newer round at its top before the click.
    const round = frame
      .getByRole('list', { name: 'Previous rounds (open to verify)' })
      .getByRole('link', { name, exact: true })
      .first();
    const [fairness] = await Promise.all([page.context().waitForEvent('page'), round.click()]);
    await expect(fairness.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeVisible();
    await fairness.getByRole('button', { name: 'Verify', exact: true }).click();
    const verified = fairness.getByTestId('crash-result');
    await expect(verified).toContainText(`${point}×`);
    await expect(verified).toContainText('belongs to the committed chain');
    await fairness.close();

    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect.poll(() => balanceCents(headerBalance(page))).toBe(final);
    await page.goto(brandUrl('aurora', '/member?page=personalHistoryCopy'));
    await expect(
      page.getByRole('table', { name: 'Bets' }).getByRole('row').filter({ hasText: 'Crash' }),
    ).toHaveCount(1);
  });
});

test.describe('demo play', () => {
  test('a visitor plays dice with demo credits: no login, no account', async ({ page }) => {
    test.setTimeout(60_000);
    const frame = await openFromLobby(page, brandUrl('aurora', '/mini'), 'Dice', true);
    await expect(frame.getByText('Demo', { exact: true })).toBeVisible();
    const balance = frame.getByTestId('game-balance');
    await expect(balance).toContainText('Demo credits');
    const before = await balanceCents(balance);
    expect(before).toBeGreaterThan(0);
    await frame.getByLabel('Bet amount').fill('5.00');
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(frame.getByTestId('dice-roll')).toHaveText(/\d+\.\d{2}/);
    await expect.poll(() => balanceCents(balance)).not.toBe(before);
    // Still a visitor on the site.
    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });
});

test.describe('provably fair', () => {
  test('after rotating the seed pair, the fairness page re-computes a played dice bet', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto(brandUrl('aurora', '/originals/dice?demo=1'));
    await expect(page.getByTestId('game-balance')).toContainText('Demo credits');

    // Own client seed, then one bet.
    await page.getByRole('tab', { name: 'Fairness' }).click();
    const hashBefore = (await page.getByTestId('server-seed-hash').textContent())!.trim();
    const clientSeed = `e2e-${Date.now().toString(36)}`;
    await page.getByLabel('Client seed').fill(clientSeed);
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('button', { name: 'Change' })).toBeDisabled();
    const hash = (await page.getByTestId('server-seed-hash').textContent())!.trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);
    const nonce = Number(await page.getByTestId('seed-nonce').textContent());

    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    const roll = page.getByTestId('dice-roll');
    await expect(roll).toHaveText(/\d+\.\d{2}/);
    const rolled = (await roll.textContent())!.match(/\d+\.\d{2}/)![0];

    // Rotate: the old server seed is revealed and matches the hash shown before the bet.
    await page.getByRole('button', { name: 'Rotate seed pair' }).click();
    const revealed = (await page.getByTestId('revealed-server-seed').textContent())!.trim();
    expect(sha256(revealed)).toBe(hash);
    expect(diceRoll(revealed, clientSeed, nonce)).toBe(rolled);
    await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hash);

    // The bet's Verify link opens /fairness with the seeds, which re-computes the same roll in the browser.
    await page.getByRole('tab', { name: 'My bets' }).click();
    const [fairness] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('table', { name: 'My bets' }).getByRole('link', { name: 'Verify' }).first().click(),
    ]);
    await fairness.waitForLoadState();
    await expect(fairness.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeVisible();
    await expect(fairness.getByTestId('verified-roll')).toHaveText(rolled);
    await expect(fairness.getByTestId('verified-hash')).toHaveText(hash);
    await expect(fairness.getByLabel('Client seed')).toHaveValue(clientSeed);
  });
});

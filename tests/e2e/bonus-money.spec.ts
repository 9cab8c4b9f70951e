import type { Page } from '@playwright/test';
import { expect, pageFetch } from './accounts-support';
import {
  apiPaymentSetup,
  auroraPlayer,
  brandUrl,
  fund,
  headerBalance,
  memberMenu,
  PAYMENT_PASSWORD,
  test,
} from './cashier-support';
import { shot } from './shots';

/**
 * Bonus money in the browser (issue 22, docs/money.md "Bonus money"): before joining, a promotion tells its
 * turnover, what stays locked, its expiry and the game weights; a player with an open bonus sees free and locked
 * money where money is shown, is refused an upline transfer of locked money with a clear message, and cancels the
 * bonus — its forfeit posting shows in the account record. Screenshots at 360 and 1440 px, dark and light.
 */

test.describe.configure({ timeout: 120_000 });

const WELCOME = '100% welcome bonus';

/** A player invited by agent01 (upline transfers) with ₱100 of own money and the ₱5 daily check-in (1×, locked). */
async function playerWithBonus(page: Page) {
  const player = await auroraPlayer(page, { affiliateCode: 'AGAURORA' });
  await apiPaymentSetup(page, player.token);
  fund(player.username, '100.00');
  const claimed = await pageFetch(page, '/wps/promotions/daily-checkin/claim', {
    method: 'POST',
    token: player.token,
    body: {},
  });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  return player;
}

test('before joining, a promotion shows its turnover, what is locked, the expiry and the game weights', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora', '/promotions'));
  // A first full page load (boot data, the promotions chunk and catalogue): slower than in-app steps under load.
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('main').getByRole('article', { name: WELCOME, exact: true });
  const terms = card.getByTestId('promotion-terms');
  await expect(terms).toContainText('3× the bonus');
  await expect(terms).toContainText('Locked until met');
  await expect(terms).toContainText('The bonus');
  await expect(terms).toContainText('Within 30 day(s) of the credit');
  await expect(terms).toContainText('Sports 50% · Live casino 10% · Lottery 0% · other games 100%');
  await card.getByRole('link', { name: `Details of ${WELCOME}` }).click();
  const facts = page.getByRole('complementary');
  await expect(facts).toContainText('Your own money first, then the bonus');
  await expect(facts).toContainText('Sports 50% · Live casino 10% · Lottery 0% · other games 100%');
});

test('free and locked money, a refused upline transfer, and a cancelled bonus in the account record', async ({
  page,
}) => {
  await playerWithBonus(page);
  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  const money = page.getByRole('region', { name: 'Bonus money' });
  await expect(money.getByTestId('bonus-money-free')).toHaveText('₱100.00', { timeout: 30_000 });
  await expect(money.getByTestId('bonus-money-locked')).toHaveText('₱5.00');
  await expect(money).toContainText('Daily check-in');
  await expect(money).toContainText('Wagered ₱0.00 of ₱5.00');

  await memberMenu(page).getByRole('link', { name: 'Transfer to upline' }).click();
  await expect(page.getByTestId('locked-hint')).toContainText('₱5.00 of your balance is bonus money');
  await page.getByLabel('Amount', { exact: true }).fill('105');
  await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('You can move up to ₱100.00 now.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('Balance: ₱105.00');

  await memberMenu(page).getByRole('link', { name: 'Bonus details' }).click();
  const row = page
    .getByRole('table', { name: 'Bonuses' })
    .getByRole('row')
    .filter({ hasText: 'Daily check-in' });
  await expect(row).toContainText('Locked: ₱5.00');
  await row.getByRole('button', { name: 'Cancel Daily check-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this bonus?' });
  await expect(dialog).toContainText('₱5.00 is locked by Daily check-in now.');
  await dialog.getByRole('button', { name: 'Forfeit and cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bonus cancelled' })).toHaveText(
    'Bonus cancelled: ₱5.00 forfeited, ₱0.00 free again.',
  );
  await expect(row).toContainText('Cancelled');
  await expect(headerBalance(page)).toHaveText('Balance: ₱100.00');

  await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
  const list = page.getByRole('region', { name: 'Transactions' });
  await expect(list.getByRole('row').filter({ hasText: 'Bonus forfeited' })).toContainText('−₱5.00');
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [360, 1440] as const) {
    test(`bonus money screens at ${width} px, ${theme}: no sideways scroll, screenshots`, async ({
      page,
      context,
    }) => {
      await context.addInitScript((value) => localStorage.setItem('mq_theme', value), theme);
      await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await playerWithBonus(page);
      const shots: [string, string, string][] = [
        ['/promotions', 'promotions-terms', 'Promotions'],
        ['/member?page=withdraw', 'withdraw-bonus-money', 'Withdraw'],
        ['/member?page=transferUpline', 'upline-locked', 'Transfer to upline'],
        ['/member?page=bonusDetails', 'bonus-details-cancel', 'Bonus details'],
      ];
      for (const [path, name, heading] of shots) {
        await page.goto(brandUrl('aurora', path));
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
        if (name === 'withdraw-bonus-money')
          await expect(page.getByRole('region', { name: 'Bonus money' })).toBeVisible();
        if (name === 'bonus-details-cancel') {
          await page.getByRole('button', { name: 'Cancel Daily check-in' }).click();
          await expect(page.getByRole('dialog', { name: 'Cancel this bonus?' })).toBeVisible();
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await shot(page, `${name}-${width}-${theme}`, { fullPage: true });
      }
    });
  }
}

import type { Browser, Page } from '@playwright/test';
import { expect, pageFetch, uniqueUsername } from './accounts-support';
import { runAxe } from './axe';
import {
  apiPaymentSetup,
  auroraPlayer,
  brandUrl,
  headerBalance,
  PAYMENT_PASSWORD,
  test,
} from './cashier-support';
import { inviteFriend, pointsAdjust } from './loyalty-support';
import { type E2eStaff, openOffice, staffToken } from './office-support';
import { shot } from './shots';

/**
 * The back office's loyalty screens (issue 26) on the real server: marketing gives a player points in the console,
 * the player redeems a cash voucher on the site, marketing approves it in the console and the player sees it
 * approved with the money credited; a referral refused and then rewarded by override, the referrer sees the
 * reward. Then both screens at 1440 and 360 px, light and dark, nothing wider than the screen, no serious axe issue.
 */

test.describe.configure({ timeout: 180_000 });
const LOAD = { timeout: 30_000 };

async function openConsole(
  browser: Browser,
  staff: E2eStaff,
  path: string,
  theme: 'light' | 'dark' = 'light',
) {
  const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await office.setViewportSize({ width: 1440, height: 1000 });
  await openOffice(office, staff, path, theme);
  return office;
}

/** The player redeems an item of the points mall through the API (the site's own call); its reference. */
async function apiRedeem(page: Page, token: string, itemId: string): Promise<string> {
  const answer = await pageFetch<{ referenceNo: string }>(
    page,
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      method: 'POST',
      token,
      body: {
        itemId,
        paymentPassword: PAYMENT_PASSWORD,
        address: '12 Rizal St, Manila',
        mobile: '09171234567',
        idempotencyKey: crypto.randomUUID(),
      },
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value.referenceNo;
}

test('marketing gives points, the player redeems a voucher, marketing approves it; the player sees the money', async ({
  page,
  browser,
  request,
}) => {
  const player = await auroraPlayer(page);
  await apiPaymentSetup(page, player.token);
  const staff = await staffToken(request, { aurora: ['marketing'] });

  // Points adjustment in the console: a removal below zero is refused with the service's message, then +1,000.
  const office = await openConsole(browser, staff, 'aurora/redeems');
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('Points mall', LOAD);
  const adjust = office.getByRole('region', { name: 'Adjust points' });
  await adjust.getByLabel('Player username').fill(player.username);
  await adjust.getByLabel(/^Points/).fill('-50');
  await adjust.getByLabel('Reason').fill('Correction');
  await adjust.getByRole('button', { name: 'Adjust points' }).click();
  await expect(adjust.getByRole('alert')).toHaveText('Not enough points: you have 0, this needs 50');
  await adjust.getByLabel(/^Points/).fill('1000');
  await adjust.getByLabel('Reason').fill('Welcome gift');
  await adjust.getByRole('button', { name: 'Adjust points' }).click();
  await expect(adjust.getByRole('status')).toHaveText(`Saved. Points balance of ${player.username}: 1000.`);

  // The player redeems the ₱10 voucher on the site.
  await page.goto(brandUrl('aurora', '/pointMall'));
  await expect(page.getByTestId('points-balance')).toHaveText('1,000 points', LOAD);
  await page.getByRole('button', { name: 'Redeem ₱10 cash voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem ₱10 cash voucher' });
  await dialog.getByLabel('Receiving address').fill('12 Rizal St, Manila');
  await dialog.getByLabel('Mobile number').fill('0917 123 4567');
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Redeemed: reference (\w+)\./);
  const ref = /reference (\w+)\./.exec((await dialog.getByRole('status').textContent()) ?? '')![1]!;

  // Marketing approves it in the console: the voucher's amount is credited.
  await office.reload();
  const card = office.getByRole('article').filter({ hasText: ref });
  await expect(card).toContainText(player.username, LOAD);
  await expect(card).toContainText('10.00 PHP');
  const approve = card.getByRole('button', { name: 'Approve and credit 10.00 PHP' });
  await expect(approve).toBeDisabled();
  await card.getByLabel('Reason').fill('Voucher checked');
  await approve.click();
  await expect(office.getByRole('status').filter({ hasText: ref })).toHaveText(
    `Redeem ${ref} approved: 10.00 PHP credited to the player.`,
  );
  await expect(card).toHaveCount(0);
  // Decided: listed under Approved with who decided and why.
  await office.getByLabel('Status').selectOption('approved');
  await expect(office.getByRole('article').filter({ hasText: ref })).toContainText('Voucher checked');

  // The player sees it approved and the money in the wallet.
  await page.goto(brandUrl('aurora', '/pointMall?tab=history'));
  const row = page.getByTestId('redeem-row').filter({ hasText: ref });
  await expect(row.getByTestId('redeem-status')).toHaveText('Approved', LOAD);
  await expect(row).toContainText('₱10.00');
  await expect(headerBalance(page)).toHaveText('Balance: ₱10.00', LOAD);
});

test('a pending referral refused in the console, then rewarded by override; the referrer sees the reward', async ({
  page,
  browser,
  request,
}) => {
  const referrer = await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/member?page=referral'));
  const link = (await page.getByTestId('referral-link').textContent({ timeout: 30_000 })) ?? '';
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  const friend = uniqueUsername('fr');
  await inviteFriend(browser, link, code, friend);

  const staff = await staffToken(request, { aurora: ['marketing'] });
  const office = await openConsole(browser, staff, 'aurora/referrals');
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('Referrals', LOAD);
  await office.getByLabel('State').selectOption('pending');
  const row = office.getByRole('row').filter({ hasText: friend });
  await expect(row).toContainText(referrer.username, LOAD);
  await expect(row).toContainText('Pending');
  await row.getByText(`Refuse ${friend}…`).click();
  await row.getByLabel('Reason').fill('Same household as the referrer');
  await row.getByRole('button', { name: 'Refuse' }).click();
  await expect(office.getByRole('status')).toHaveText(`Referral of ${friend} refused.`);

  await office.getByLabel('State').selectOption('refused');
  const refused = office.getByRole('row').filter({ hasText: friend });
  await expect(refused).toContainText('operator: Same household as the referrer');
  await refused.getByText(`Reward ${friend}…`).click();
  await refused.getByLabel('Reason').fill('Checked ID: different people');
  await refused.getByRole('button', { name: 'Pay the reward' }).click();
  await expect(office.getByRole('status')).toHaveText(
    `Referral of ${friend} rewarded: the reward waits in ${referrer.username}'s reward center.`,
  );
  await office.getByLabel('State').selectOption('rewarded');
  await expect(office.getByRole('row').filter({ hasText: friend })).toContainText('Rewarded');

  await page.goto(brandUrl('aurora', '/member?page=rewardCenter'));
  const reward = page.getByRole('article').filter({ hasText: 'Invite friends reward' });
  await expect(reward.getByRole('button', { name: 'Claim ₱100.00' })).toBeVisible(LOAD);
});

test('both loyalty screens at 1440 and 360 px, light and dark', async ({ page, browser, request }) => {
  const player = await auroraPlayer(page);
  await apiPaymentSetup(page, player.token);
  pointsAdjust(player.username, 2_000);
  await apiRedeem(page, player.token, 'cash-10');
  await apiRedeem(page, player.token, 'mug');
  await page.goto(brandUrl('aurora', '/member?page=referral'));
  const link = (await page.getByTestId('referral-link').textContent({ timeout: 30_000 })) ?? '';
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  await inviteFriend(browser, link, code, uniqueUsername('fr'));
  const staff = await staffToken(request, { aurora: ['owner'] });
  for (const theme of ['light', 'dark'] as const) {
    const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    for (const screen of ['redeems', 'referrals']) {
      for (const width of [1440, 360]) {
        await office.setViewportSize({ width, height: width === 360 ? 780 : 1000 });
        await openOffice(office, staff, `aurora/${screen}`, theme);
        await expect(office.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
        await expect(office.getByRole('status')).toHaveCount(0, LOAD);
        if (screen === 'redeems')
          await expect(
            office.getByRole('article').filter({ hasText: player.username }).first(),
          ).toBeVisible();
        else await expect(office.getByRole('row').filter({ hasText: player.username }).first()).toBeVisible();
        expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width === 1440) {
          const axe = await runAxe(office, { tags: ['wcag2a', 'wcag2aa'] });
          expect(
            axe.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => `${screen} ${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ).toEqual([]);
        }
        await shot(office, `office-${screen}-${width}-${theme}`, { fullPage: true });
      }
    }
    // In Japanese (a language of aurora): the screen's own texts, translated.
    await office.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(office.getByRole('heading', { level: 1 })).toHaveText('紹介');
    await expect(office.getByLabel('ステータス')).toBeVisible();
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(office, `office-referrals-360-${theme}-ja`, { fullPage: true });
  }
});

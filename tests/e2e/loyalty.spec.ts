import type { Locator, Page } from '@playwright/test';
import { banner, expect, uniqueUsername } from './accounts-support';
import { runAxe } from './axe';
import {
  apiPaymentSetup,
  auroraPlayer,
  brandUrl,
  fund,
  headerBalance,
  ops,
  PAYMENT_PASSWORD,
  test,
} from './cashier-support';
import { inviteFriend, playDiceRounds, pointsAdjust } from './loyalty-support';
import { shot } from './shots';

/**
 * Loyalty screens (issue 14) in the browser against the real servers: a mission completed by playing and claimed,
 * the VIP progress and its upgrade bonus claimed in the reward center, a points mall redeem approved by an
 * operator, converting points, a friend invited through the referral link; axe and screenshots of every screen.
 */

// Playing rounds, operator commands and a second browser context take a while on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** A full page load (boot, member info, the page's code and catalogue) is slow on a loaded machine. */
const LOAD = { timeout: 30_000 };
const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member center' });

test('20 dice rounds: the daily mission is claimed, VIP progress shows and the upgrade bonus is claimed', async ({
  page,
}) => {
  const player = await auroraPlayer(page);
  fund(player.username, '3000.00');
  // ₱100 × 20 rounds: the daily "Play 20 rounds" mission, ₱2,000 valid bet (Bronze is ₱1,000, Silver ₱10,000).
  await playDiceRounds(page, 20, '100');

  await page.goto(brandUrl('aurora', '/member?page=missionLeaderboard'));
  await expect(heading(page)).toHaveText('Missions and leaderboard', LOAD);
  const mission = page.getByRole('article', { name: 'Play 20 rounds' });
  await expect(mission).toContainText('20 of 20', { timeout: 20_000 });
  await expect(memberMenu(page).getByRole('link', { name: /Missions and leaderboard/ })).toContainText(
    /\d+ missions? to claim/,
  );
  await mission.getByRole('button', { name: 'Claim ₱10.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'credited' })).toHaveText(
    '₱10.00 credited to your main wallet. Bet ₱10.00 to complete its turnover before withdrawing.',
  );
  await expect(mission).toContainText('Claimed');
  await expect(mission.getByRole('button')).toHaveCount(0);
  // The leaderboard of valid bet ranks this player.
  const board = page.getByTestId('leaderboard').filter({ hasText: 'valid bet' }).first();
  await expect(board.getByTestId('my-rank')).toContainText(/Your rank: \d+/);

  // VIP: Bronze reached (header badge), 20 % of the way to Silver.
  await expect(banner(page).getByRole('link', { name: 'Bronze: your VIP level' })).toBeVisible();
  await banner(page).getByRole('link', { name: 'Bronze: your VIP level' }).click();
  await expect(heading(page)).toHaveText('VIP levels', LOAD);
  const progress = page.getByTestId('vip-progress');
  await expect(progress).toContainText('Progress to Silver');
  await expect(progress.getByRole('progressbar', { name: 'Valid bet' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(progress).toContainText('₱8,000.00 more to reach Silver.');
  await expect(page.getByRole('article', { name: 'Bronze' })).toHaveAttribute('aria-current', 'true');

  // The upgrade bonus waits in the reward center as a loyalty reward: its kind, its page, claimed by its bonus id.
  await page.goto(brandUrl('aurora', '/member?page=rewardCenter'));
  const reward = page.getByRole('article').filter({ hasText: 'VIP upgrade bonus' });
  await expect(reward.getByRole('link')).toHaveAttribute('href', /page=vip/);
  await reward.getByRole('button', { name: 'Claim ₱50.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'credited' })).toContainText('₱50.00 credited');
  await expect(reward).toHaveCount(0);
});

test('redeem a mug, an operator approves it; convert points to balance', async ({ page }) => {
  const player = await auroraPlayer(page);
  await apiPaymentSetup(page, player.token);
  pointsAdjust(player.username, 2000);

  await page.goto(brandUrl('aurora', '/pointMall'));
  await expect(heading(page)).toHaveText('Points mall', LOAD);
  await expect(page.getByTestId('points-balance')).toHaveText('2,000 points');
  const mug = page.getByRole('article', { name: 'Branded mug' });
  await mug.getByRole('button', { name: 'Redeem Branded mug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Branded mug' });
  // Spec §5: payment password, receiving address and mobile number are required; the mobile must be digits.
  await dialog.getByLabel('Mobile number').fill('12ab');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByLabel('Receiving address')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Payment password')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Mobile number')).toHaveAccessibleDescription(/6 to 20 digits/);
  await dialog.getByLabel('Receiving address').fill('12 Rizal St, Manila');
  await dialog.getByLabel('Mobile number').fill('0917 123 4567');
  await dialog.getByLabel('Payment password').fill('999999');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByLabel('Payment password')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^Redeemed: reference (\w+)\. It is being processed\.$/,
  );
  const ref = /reference (\w+)\./.exec((await dialog.getByRole('status').textContent()) ?? '')![1]!;
  await dialog.getByRole('button', { name: 'Redeem history' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const row = page.getByTestId('redeem-row').filter({ hasText: ref });
  await expect(row.getByTestId('redeem-status')).toHaveText('In process');
  await expect(page.getByTestId('points-balance')).toHaveText('1,500 points');

  // The operator approves it with npm run ops: the record says approved.
  expect(
    ops('points-approve', '--brand', 'aurora', '--ref', ref, '--by', 'e2e', '--reason', 'shipped'),
  ).toContain(ref);
  await page.reload();
  await expect(row.getByTestId('redeem-status')).toHaveText('Approved');

  // Convert 1,000 points at 100 points = ₱1.00: ₱10.00 reaches the main wallet.
  const before = await headerBalance(page).textContent();
  const convert = page.getByRole('region', { name: 'Convert points to balance' });
  await convert.getByLabel('Points to convert').fill('150');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByLabel('Points to convert')).toHaveAccessibleDescription(/multiple of 100/);
  await convert.getByLabel('Points to convert').fill('1000');
  await expect(convert.getByText('You get ₱10.00')).toBeVisible();
  await convert.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByRole('status')).toHaveText(
    '1,000 points converted: ₱10.00 added to your main wallet.',
  );
  await expect(page.getByTestId('points-balance')).toHaveText('500 points');
  await expect(headerBalance(page)).not.toHaveText(before ?? '');

  // Points details: the adjustment, the redeem and the conversion.
  await page.getByRole('link', { name: 'Points details' }).click();
  const details = page.getByRole('table', { name: 'Points details' });
  await expect(details.getByRole('row').filter({ hasText: 'Converted' })).toContainText('-1,000');
  await expect(details.getByRole('row').filter({ hasText: 'Redeemed' })).toContainText('-500');
  await expect(details.getByRole('row').filter({ hasText: 'Adjustment' })).toContainText('+2,000');
});

test('invite a friend: the friend registers through the link in a fresh browser and appears on the page', async ({
  page,
  browser,
}) => {
  await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/member?page=referral'));
  await expect(heading(page)).toHaveText('Invite friends', LOAD);
  const link = (await page.getByTestId('referral-link').textContent()) ?? '';
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(link).toContain(`ref=${code}`);
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByText('Nobody has registered with your link yet.')).toBeVisible();

  const friend = uniqueUsername('fr');
  await inviteFriend(browser, link, code, friend);

  await page.reload();
  const invitee = page.getByTestId('invitee');
  await expect(invitee).toHaveCount(1);
  // Masked: the first two letters, never the whole name.
  await expect(invitee).toContainText(friend.slice(0, 2));
  await expect(invitee).not.toContainText(friend);
  await expect(invitee).toContainText('In progress');
  await expect(page.getByText('1 friend invited')).toBeVisible();
});

/** Each screen reached inside the app (one full load per width): its link, its heading, and its file name. */
const SCREENS: { link: (page: Page) => Locator; title: string; name: string }[] = [
  { link: (page) => memberMenu(page).getByRole('link', { name: 'VIP' }), title: 'VIP levels', name: 'vip' },
  {
    link: (page) => memberMenu(page).getByRole('link', { name: 'Invite friends' }),
    title: 'Invite friends',
    name: 'referral',
  },
  {
    link: (page) => memberMenu(page).getByRole('link', { name: /Missions and leaderboard/ }),
    title: 'Missions and leaderboard',
    name: 'missions',
  },
  {
    link: (page) =>
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Points mall' }),
    title: 'Points mall',
    name: 'points-rewards',
  },
  {
    link: (page) => page.getByRole('link', { name: 'Redeem history' }),
    title: 'Points mall',
    name: 'points-history',
  },
  {
    link: (page) => page.getByRole('link', { name: 'Points details' }),
    title: 'Points mall',
    name: 'points-details',
  },
];

for (const mode of ['dark', 'light'] as const) {
  test(`loyalty screens in ${mode} at 360 and 1440 px: no serious or critical axe violation, no sideways scroll`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await context.addInitScript((theme) => localStorage.setItem('mq_theme', theme), mode);
    await page.setViewportSize({ width: 1440, height: 900 });
    const player = await auroraPlayer(page);
    pointsAdjust(player.username, 700);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const found: string[] = [];
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await page.goto(brandUrl('aurora', '/member?page=securityCenter'));
      await expect(memberMenu(page)).toBeVisible(LOAD);
      for (const { link, title, name } of SCREENS) {
        // On a phone the side menu is a drawer: open it for the points mall entry.
        const show = banner(page).getByRole('button', { name: 'Show menu' });
        if (name === 'points-rewards' && (await show.isVisible())) await show.click();
        await link(page).click();
        await expect(heading(page)).toHaveText(title, LOAD);
        await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0, LOAD);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        const results = await runAxe(page, { include: ['main'] });
        for (const v of results.violations) {
          if (v.impact === 'serious' || v.impact === 'critical')
            found.push(`${width} ${name} ${v.id}: ${v.nodes[0]?.target.join(' ')}`);
        }
        await shot(page, `${name}-${width}-${mode}`, { fullPage: true });
      }
    }
    // The redeem dialog, keyboard only: opened with Enter, its first field focused, closed with Escape.
    await page.getByRole('link', { name: 'Rewards', exact: true }).click();
    const redeem = page.getByRole('button', { name: 'Redeem Branded mug' });
    await redeem.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Redeem Branded mug' });
    await expect(dialog.getByLabel('Quantity')).toBeFocused();
    const results = await runAxe(page, { include: ['dialog[open]'] });
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') found.push(`dialog ${v.id}`);
    }
    await shot(page, `redeem-dialog-360-${mode}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(redeem).toBeFocused();
    expect(found).toEqual([]);
  });
}

import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, openAccountMenu, test } from './accounts-support';
import { auroraPlayer, fund, headerBalance } from './cashier-support';
import { gameList } from './lobby-support';
import { balanceCents, cents, gamePopup } from './originals-support';
import { shot } from './shots';
import { brandUrl } from './support';

/**
 * Third-party games through the sandbox vendor service (issue 12): a slot opened from the lobby plays for real
 * money through the seamless wallet, and its bets reach the betting record and the profit and loss; every game
 * type's screen works at phone and desktop widths.
 */

/** "1.00 PHP" / "1,234.50 PHP" (the sandbox's own format) → cents. */
const sandboxCents = (text: string) => cents(text.replace(/PHP/g, ''));

test('a third-party slot from the lobby: real-money spins move the balance, the betting record and P&L', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const player = await auroraPlayer(page);
  fund(player.username, '100.00');
  await page.reload();
  await expect(headerBalance(page)).toContainText('₱100.00', { timeout: 30_000 });

  await page.goto(brandUrl('aurora', '/rng?vassalage=PG'));
  const card = gameList(page, 'Slots')
    .getByRole('button', { name: /^Play .+ by PG Soft$/ })
    .first();
  const name = ((await card.getAttribute('aria-label')) ?? '').replace(/^Play (.+) by PG Soft$/, '$1');
  expect(name).not.toBe('');
  await card.click();
  const popup = gamePopup(page, name);
  await expect(popup).toBeVisible();
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText(/PG · Sandbox vendor · RTP \d+\.\d\d%/)).toBeVisible();
  await expect(frame.getByText(/Not provably fair/)).toBeVisible();
  const balance = frame.getByTestId('sandbox-balance');
  await expect(balance).toHaveText('100.00 PHP');

  const history = frame.getByRole('list').last();
  for (let spin = 1; spin <= 2; spin++) {
    await frame.getByTestId('sandbox-play').click();
    await expect(history.getByRole('listitem').filter({ hasText: '→' })).toHaveCount(spin);
  }
  // Balance = 100 − 2 × 1.00 + the payouts the rounds list shows ("1.00 → 1.60").
  const payouts = await history
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.textContent?.split('→')[1] ?? '0'));
  const expected = 10_000 - 200 + payouts.reduce((sum, text) => sum + sandboxCents(text), 0);
  await expect.poll(async () => sandboxCents((await balance.textContent()) ?? '')).toBe(expected);
  await shot(page, 'slot-popup-1440');

  // The platform's header follows the wallet (live balance events), also after the game closes.
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(popup).toHaveCount(0);
  await expect.poll(() => balanceCents(headerBalance(page))).toBe(expected);

  // Betting record: both spins under the game and its vendor.
  const menu = await openAccountMenu(page, player.username);
  await menu.getByRole('link', { name: 'Betting record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  const record = page.getByRole('table', { name: 'Bets' });
  await expect(record.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await expect(page.getByTestId('bet-totals')).toContainText('₱2.00');

  // Profit and loss: the stake today, under slots.
  await page
    .getByRole('navigation', { name: 'Member center' })
    .getByRole('link', { name: 'Profit and loss' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
  await expect(page.getByTestId('pl-totals').getByRole('definition').first()).toHaveText('₱2.00');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Slots' })).toHaveCount(1);
});

/** The API on the loopback preview host with the brand header (Node's resolver knows no *.localhost). */
const apiUrl = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/** Launches a game of a vendor and type through the platform API and returns the sandbox URL. */
async function launchUrl(page: Page, token: string, gameType: string, vendor: string): Promise<string> {
  const headers = { 'x-brand': 'aurora', authorization: `Bearer ${token}` };
  const list = await page.request.get(
    apiUrl(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&vassalage=${vendor}&pageSize=5`),
    { headers },
  );
  const games = ((await list.json()).value.games ?? []) as { nodeId: number; isGame: string }[];
  let nodeId = games.find((g) => g.isGame === 'GAME')?.nodeId;
  if (nodeId === undefined) {
    // A PVP vendor's card opens its games: the rooms list names them.
    const rooms = await page.request.get(apiUrl(`/wps/relay/GLS2_roomList?vassalage=${vendor}`), { headers });
    nodeId = ((await rooms.json()).value as { nodeId: number }[])[0]!.nodeId;
  }
  const launched = await page.request.post(apiUrl('/wps/game/launchGame'), { headers, data: { nodeId } });
  expect(launched.status()).toBe(200);
  return (await launched.json()).value.url as string;
}

const SCREENS: { type: string; vendor: string; play: (page: Page) => Promise<void> }[] = [
  { type: 'RNG', vendor: 'JDB', play: (p) => p.getByTestId('sandbox-play').click() },
  { type: 'FISH', vendor: 'JL', play: (p) => p.getByTestId('sandbox-play').click() },
  {
    type: 'LIVE',
    vendor: 'EVO',
    play: async (p) => {
      await p.getByRole('button', { name: /^Player/ }).click();
      await p.getByTestId('sandbox-play').click();
    },
  },
  {
    type: 'PVP',
    vendor: 'KM',
    play: async (p) => {
      await p.getByRole('list', { name: 'Rooms' }).getByRole('button').first().click();
      await p.getByTestId('sandbox-play').click();
    },
  },
  {
    type: 'SPORTS',
    vendor: 'SABA',
    play: async (p) => {
      await p.getByRole('button', { name: /^Home/ }).first().click();
      await p.getByTestId('sandbox-play').click();
    },
  },
  {
    type: 'COCKFIGHT',
    vendor: 'SV388',
    play: async (p) => {
      await p
        .getByRole('button', { name: /^Meron/ })
        .first()
        .click();
      await p.getByTestId('sandbox-play').click();
    },
  },
];

test('every game type plays a round at 360 and 1440 px', async ({ page }) => {
  test.setTimeout(240_000);
  // The fish swim unless motion is reduced (the screens honour prefers-reduced-motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await auroraPlayer(page);
  fund(player.username, '500.00');
  for (const screen of SCREENS) {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await page.goto(await launchUrl(page, player.token, screen.type, screen.vendor));
      await expect(page.getByTestId('sandbox-balance')).toHaveText(/\d\.\d\d PHP/);
      await expect(page.getByText(/RTP/).first()).toBeVisible();
      await screen.play(page);
      const rounds = page.getByRole('list').last().getByRole('listitem').filter({ hasText: '→' });
      await expect(rounds).toHaveCount(1);
      // Nothing wider than the window.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.type} at ${width}px`).toBeLessThanOrEqual(0);
      await shot(page, `sandbox-${screen.type.toLowerCase()}-${width}`, { fullPage: true });
    }
  }
});

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { drawResult, type LotteryFormat } from '@/core/lottery/formats';
import { E2E_PORT } from '../../playwright.config';
import { openDatabase } from '../../scripts/lib/open-database';
import { banner, expect, test } from './accounts-support';
import { auroraPlayer, fund, headerBalance } from './cashier-support';
import { shot } from './shots';
import { brandUrl } from './support';

/**
 * The in-house lottery (issue 12): a lottery card of the lobby opens the lottery page, a bet on a fast draw
 * (every 15 s on the e2e server) pays after the draw, the opened numbers appear, and the draw verifies on
 * /fairness. The test reads the open draw's committed seed from the vendor's table (as an auditor could) to pick a
 * winning đề number, so the payout is known: 1.00 × 95.
 */

const root = resolve(import.meta.dirname, '../..');
const serverDataDir = () =>
  (
    JSON.parse(readFileSync(join(root, 'test-results', `e2e-server-${E2E_PORT}.json`), 'utf8')) as {
      dataDir: string;
    }
  ).dataDir;

interface DrawRow {
  id: string;
  draw_no: string;
  close_at: Date;
  server_seed: string;
  client_seed: string;
  format: string;
}

async function shownDraw(slip: ReturnType<Page['getByRole']>, gameCode: string) {
  const database = await openDatabase({ DATA_DIR: serverDataDir() });
  try {
    let found: DrawRow | undefined;
    await expect
      .poll(
        async () => {
          const text =
            (await slip
              .getByText(/^Draw \d/)
              .first()
              .textContent()) ?? '';
          const drawNo = text.replace(/^Draw /, '').trim();
          const row = (await database.db
            .selectFrom('lottery_draw')
            .select(['id', 'draw_no', 'close_at', 'server_seed', 'client_seed', 'format'])
            .where('game_code', '=', gameCode)
            .where('draw_no', '=', drawNo)
            .executeTakeFirst()) as DrawRow | undefined;
          // Enough time left before the cut-off to type and place the bet.
          found = row && row.close_at.getTime() - Date.now() > 5_000 ? row : undefined;
          return found !== undefined;
        },
        { timeout: 45_000, intervals: [500] },
      )
      .toBe(true);
    return found!;
  } finally {
    await database.close();
  }
}

test('a lottery card opens the lottery; a bet on a fast draw pays out and the opened numbers show', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await auroraPlayer(page);
  fund(player.username, '100.00');
  await page.goto(brandUrl('aurora', '/lott'));
  await expect(page.getByRole('heading', { name: 'Next lottery draws' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Play Hanoi Speed 1 Minute by / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const gameCode = new URL(page.url()).searchParams.get('gameCode')!;
  const slip = page.getByRole('region', { name: 'Hanoi Speed 1 Minute' });
  await expect(slip.getByText(/^Draw \d/).first()).toBeVisible();
  await expect(headerBalance(page)).toContainText('₱100.00');

  const draw = await shownDraw(slip, gameCode);
  const result = drawResult(draw.format as LotteryFormat, draw.server_seed, draw.client_seed);
  const special = result.db![0]!;
  await slip.getByRole('button', { name: 'Đề (special prize)', exact: true }).click();
  await slip.getByLabel('Number 1').fill(special.slice(-2));
  await slip.getByLabel(/^Stake/).fill('1.00');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('status')).toHaveText(`Bet placed on draw ${draw.draw_no}.`);
  await expect(headerBalance(page)).toContainText('₱99.00');

  const bets = page.getByRole('region', { name: 'My bets' });
  await expect(bets.getByRole('row').filter({ hasText: draw.draw_no })).toBeVisible();
  await shot(page, 'lottery-open-bet', { fullPage: true });

  // The draw runs on the server's schedule; its settlement pays through the wallet.
  await bets.getByRole('button', { name: 'Settled' }).click();
  const settled = bets.getByRole('row').filter({ hasText: draw.draw_no });
  await expect(settled).toContainText('95.00', { timeout: 45_000 });
  await expect
    .poll(async () => (await headerBalance(page).textContent()) ?? '', { timeout: 70_000 })
    .toContain('₱194.00');

  // Results and opened numbers: the special prize as drawn from the revealed seed.
  const results = page.getByRole('region', { name: 'Results and opened numbers' });
  const article = results.locator(`[data-draw="${draw.id}"]`);
  await expect(article).toContainText(special);
  for (const n of result.g7!) await expect(article).toContainText(n);

  // Verify the draw on /fairness, in the browser.
  await article.getByRole('link', { name: 'Verify' }).click();
  await expect(page.getByTestId('draw-commitment')).toHaveText('The revealed seed matches the commitment.');
  await expect(page.getByTestId('draw-result')).toHaveText('Recomputed numbers match the published result.');
});

test('lottery page screenshots: 360 and 1440 px, dark and light; bad stakes answer clearly', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = await auroraPlayer(page);
  fund(player.username, '5.00');
  for (const mode of ['dark', 'light'] as const) {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(brandUrl('aurora', '/lottery'));
      await page.evaluate((m) => localStorage.setItem('mq_theme', m), mode);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
      await expect(
        page.getByText('Betting closes in').or(page.getByText('Betting closed')).first(),
      ).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await shot(page, `lottery-${width}-${mode}`, { fullPage: true });
    }
  }
  // Keyboard: choose a bet type and type numbers without the mouse.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('button', { name: /^Hanoi Speed 1 Minute/ })
    .click();
  const slip = page.getByRole('region', { name: 'Hanoi Speed 1 Minute' });
  await expect(slip.getByText('Betting closes in')).toBeVisible({ timeout: 20_000 });
  await slip.getByRole('button', { name: 'Lô 2 digits' }).focus();
  await page.keyboard.press('Enter');
  await slip.getByLabel('Number 1').focus();
  await page.keyboard.type('42');
  await slip.getByLabel(/^Stake/).fill('50.00');
  // Enter submits; a draw in its cut-off keeps the button disabled, so retry until the next draw opens.
  await expect(async () => {
    await slip.getByLabel(/^Stake/).press('Enter');
    await expect(slip.getByRole('alert')).toContainText('Insufficient balance', { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(banner(page)).toBeVisible();
});

import type { Page } from '@playwright/test';
import { createAccount, expect, logIn, pageFetch, test } from './accounts-support';
import { fund } from './cashier-support';
import { openOffice, staffToken } from './office-support';
import { shot } from './shots';

/**
 * The back office's Dashboard and Reports (issue 26): the owner switches the period, opens the rows behind a figure
 * and exports a report as CSV; the liability report shows its two computations agreeing. Each flow has its own staff
 * member and, where it needs one, its own new player (a new player of today is a row of "New players").
 */

test('the owner switches the dashboard period and opens the rows behind a figure', async ({
  page,
  request,
}) => {
  const player = await createAccount(page, 'aurora');
  const owner = await staffToken(request, { aurora: ['owner'] });
  await openOffice(page, owner, 'aurora/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  const newPlayers = page.locator('[data-figure="newPlayers"]');
  await expect(newPlayers).toBeVisible();

  await period.getByRole('button', { name: '30 days' }).click();
  await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, time zone Asia\/Manila/),
  ).toBeVisible();
  await period.getByRole('button', { name: 'Today' }).click();
  await expect(period.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

  await newPlayers.click();
  const rows = page.getByRole('region', { name: 'Rows behind: New players' });
  await expect(rows).toBeVisible();
  await expect(rows.getByRole('heading', { name: 'Rows behind: New players' })).toBeFocused();
  // The rows are paged newest first: the new player is among the first.
  await expect(rows.getByRole('cell', { name: player.username, exact: true })).toBeVisible();
  const count = Number((await newPlayers.locator('span').nth(1).textContent())?.replace(/\D/g, ''));
  await expect(rows.getByText(new RegExp(`^${count} rows? · ${count} players?$`))).toBeVisible();
  await rows.getByRole('button', { name: 'Close' }).click();
  await expect(rows).toBeHidden();
  await expect(page.getByRole('img', { name: /^Deposits and withdrawals by day/ })).toBeVisible();
});

test('the finance staff exports a report as CSV and sees the liability agree', async ({ page, request }) => {
  const finance = await staffToken(request, { aurora: ['finance'] });
  await openOffice(page, finance, 'aurora/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Deposits and withdrawals by method and day' }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cash-aurora-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv).toContain('day,method,deposits,depositCount,withdrawals,withdrawalCount,netCash');

  await page.getByRole('combobox', { name: 'Report' }).selectOption('liability');
  await page.getByRole('button', { name: 'Show' }).click();
  const check = page.getByRole('region', { name: 'Liability check' });
  await expect(check).toBeVisible();
  await expect(check.getByRole('status')).toHaveText('The two agree.');
});

test('support has no figures: the menu lists neither Dashboard nor Reports', async ({ page, request }) => {
  const support = await staffToken(request, { aurora: ['support'] });
  await openOffice(page, support, 'aurora/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
});

test('the dashboard in Chinese: the console language names the figures', async ({ page, request }) => {
  const owner = await staffToken(request, { aurora: ['owner'] });
  await openOffice(page, owner, 'aurora/dashboard');
  await expect(page.locator('[data-figure="ggr"]')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('cn');
  await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();
  await expect(page.locator('[data-figure="firstDepositors"]')).toContainText('首存玩家');
  const range = page.getByText(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}，时区 Asia\/Manila/);
  const week = (await range.textContent()) ?? '';
  await page.getByRole('group', { name: '期间' }).getByRole('button', { name: '30 天' }).click();
  await expect(page.getByRole('button', { name: '30 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(range).not.toHaveText(week);
  await shot(page, 'office-dashboard-cn', { fullPage: true });
});

for (const theme of ['dark', 'light'] as const)
  for (const width of [360, 1440])
    test(`dashboard and reports at ${width} px, ${theme}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const owner = await staffToken(request, { aurora: ['owner'] });
      await openOffice(page, owner, 'aurora/dashboard', theme);
      await expect(page.locator('[data-figure="deposits"]')).toBeVisible();
      await page.locator('[data-figure="deposits"]').click();
      const rows = page.getByRole('region', { name: 'Rows behind: Deposits' });
      await expect(rows.getByText(/^\d+ rows? · sum of all rows/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `office-dashboard-${width}-${theme}`, { fullPage: true });
      await page.goto(page.url().replace('/dashboard', '/reports'));
      await page.getByRole('combobox', { name: 'Report' }).selectOption('ggr');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page.getByRole('heading', { name: 'By vendor' })).toBeVisible();
      await shot(page, `office-reports-${width}-${theme}`, { fullPage: true });
    });

/** Real-money rounds of an in-house game through the player's API: launch, game session, bets. */
async function playOriginal(
  page: Page,
  token: string,
  game: string,
  bets: { amount: string; params: object }[],
) {
  const launched = await pageFetch<{ url: string }>(page, '/wps/game/launchGame', {
    method: 'POST',
    token,
    body: { gameCode: `MQ_${game.toUpperCase()}` },
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const launch = /launch=([A-Za-z0-9_-]+)/.exec(launched.body.value.url)?.[1];
  const opened = await pageFetch<{ session: string }>(page, '/wps/originals/session', {
    method: 'POST',
    body: { launch },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  for (const [i, bet] of bets.entries()) {
    const status = await page.evaluate(
      async ({ game, session, body }) =>
        (
          await fetch(`/wps/originals/${game}/bet`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-game-session': session },
            body: JSON.stringify(body),
          })
        ).status,
      {
        game,
        session: opened.body.value.session,
        body: { ...bet, requestId: `${launch?.slice(0, 20)}.${i}` },
      },
    );
    expect(status).toBe(200);
  }
}

test('the owner orders the top games and explains one by its days', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A player of a brand no other flow plays on: three dice rounds of ₱5.00 and one limbo round of ₱20.00.
  const account = await createAccount(page, 'topgames');
  await logIn(page, account.username, account.password);
  fund(account.username, '100.00', 'topgames');
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  const dice = { amount: '5.00', params: { target: '50.00', direction: 'under' } };
  await playOriginal(page, token, 'dice', [dice, dice, dice]);
  await playOriginal(page, token, 'limbo', [{ amount: '20.00', params: { target: '2.00' } }]);

  const owner = await staffToken(request, { topgames: ['owner'] });
  await openOffice(page, owner, 'topgames/dashboard');
  const games = page.getByRole('region', { name: 'Top games' });
  const rows = games.locator('tbody tr');
  const diceRow = rows.filter({ has: page.locator('td[data-label="Game"]', { hasText: 'Dice' }) });
  const limboRow = rows.filter({ has: page.locator('td[data-label="Game"]', { hasText: 'Limbo' }) });
  await expect(games).toBeVisible({ timeout: 30_000 });
  // The game catch-up folds the bets in within a second or two (they were placed before the console opened). The
  // brand's demo seed may have played other games on it: the test reads its own two rows.
  await expect(async () => {
    if ((await diceRow.count()) === 0 || (await limboRow.count()) === 0) await page.reload();
    await expect(diceRow.locator('td[data-label="Bets"]')).toHaveText('3', { timeout: 10_000 });
    await expect(limboRow.locator('td[data-label="Bets"]')).toHaveText('1', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const ggr = (await games.locator('tbody td[data-label="GGR"]').allTextContents()).map((s) =>
    Number(s.replace('−', '-').replace(/[^\d.-]/g, '')),
  );
  expect(ggr).toEqual([...ggr].sort((a, b) => b - a));
  await games.getByRole('combobox', { name: 'Order by' }).selectOption('stakes');
  await expect(limboRow.locator('td[data-label="Stakes"]')).toHaveText('₱20.00');
  await expect(diceRow.locator('td[data-label="Stakes"]')).toHaveText('₱15.00');
  // The table re-orders once the new answer arrives: wait for stakes in descending order, Limbo (₱20.00) before
  // Dice (₱15.00).
  await expect
    .poll(async () => {
      const stakes = (await games.locator('tbody td[data-label="Stakes"]').allTextContents()).map((s) =>
        Number(s.replace(/[^\d.]/g, '')),
      );
      const names = await games.locator('tbody td[data-label="Game"]').allTextContents();
      const sorted = stakes.every((v, i) => i === 0 || (stakes[i - 1] ?? 0) >= v);
      return (
        sorted && names.findIndex((n) => n.includes('Limbo')) < names.findIndex((n) => n.includes('Dice'))
      );
    })
    .toBe(true);

  await diceRow.getByRole('button', { name: /^Explain / }).click();
  const days = games.getByRole('heading', { name: /^Days behind: .*Dice/ });
  await expect(days).toBeFocused();
  const total = games.locator('tfoot');
  await expect(total.locator('td[data-label="Stakes"]')).toHaveText('₱15.00');
  await expect(total.locator('td[data-label="Bets"]')).toHaveText('3');
  await expect(total.locator('td[data-label="GGR"]')).toHaveText(
    (await diceRow.locator('td[data-label="GGR"]').textContent()) ?? '',
  );
  await shot(page, 'office-top-games', { fullPage: true });
  await games.getByRole('button', { name: 'Close' }).click();
  await expect(days).toBeHidden();
});

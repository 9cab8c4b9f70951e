import { accountButton, banner, createAuroraAccount, dialog, expect, logIn, test } from './accounts-support';
import { gameList } from './lobby-support';
import { brandUrl, horizontalOverflow } from './support';

const FAVORITE_CALL = /\/wps\/relay\/MCSFE_(add|remove)FavoriteGameV2/;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('favourites: login check first, optimistic toggle, one action a second, kept after a reload', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (FAVORITE_CALL.test(request.url()))
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(brandUrl('aurora', '/rng?vassalage=PG'));
  const list = gameList(page, 'Slots');
  const first = list.getByRole('listitem').first();
  const name = ((await first.getByRole('button').first().getAttribute('aria-label')) ?? '').replace(
    /^Play (.*) by .*$/,
    '$1',
  );
  expect(name).not.toBe('');

  // A visitor: the login popup, and nothing is sent.
  await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(dialog(page, 'Log in')).toBeVisible();
  expect(calls).toEqual([]);
  await dialog(page, 'Log in').getByRole('button', { name: 'Close' }).click();

  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora', '/rng?vassalage=PG'));
  await logIn(page, username, password);
  const star = list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /favourites$/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');

  // Optimistic: the star is on while the server has not answered yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/wps/relay/MCSFE_addFavoriteGameV2', async (route) => {
    await held;
    await route.continue();
  });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveAccessibleName(`Remove ${name} from favourites`);
  // A second click within a second is ignored (spec §5: one favourite action per second).
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const added = page.waitForResponse(/MCSFE_addFavoriteGameV2/);
  release();
  expect((await added).status()).toBe(200);
  await page.unroute('**/wps/relay/MCSFE_addFavoriteGameV2');
  expect(calls).toEqual(['POST /wps/relay/MCSFE_addFavoriteGameV2']);

  // Kept on the server: after a reload, on the favourites page and in the FAV filter.
  await page.reload();
  await expect(
    list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /favourites$/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto(brandUrl('aurora', '/favorite'));
  const favourites = gameList(page, 'Favourite games');
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('listitem')).toContainText(name);
  await page.goto(brandUrl('aurora', '/rng?filter=FAV'));
  await expect(gameList(page, 'Slots').getByRole('listitem')).toHaveCount(1);

  // Removing it (after the one-second throttle) empties the favourites page.
  await page.goto(brandUrl('aurora', '/favorite'));
  await favourites.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByText('No favourites yet: tap the star on a game to add it.')).toBeVisible();
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]).toBe('DELETE /wps/relay/MCSFE_removeFavoriteGameV2');
  await page.reload();
  await expect(page.getByText('No favourites yet: tap the star on a game to add it.')).toBeVisible();
});

test("a logged-in player: a third-party game card and a single-vendor category open the vendor's game in the popup", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Wide enough for the header's category menu (from 1500 px), also with the wallet of a logged-in player.
  await page.setViewportSize({ width: 1600, height: 900 });
  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora'));
  await logIn(page, username, password);

  // A game card: its vendor (the sandbox vendor service outside production) answers with its game.
  await page.goto(brandUrl('aurora', '/rng?vassalage=JDB'));
  const launched = page.waitForResponse(/\/wps\/game\/launchGame$/);
  await gameList(page, 'Slots').getByRole('listitem').first().getByRole('button').first().click();
  expect((await launched).status()).toBe(200);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('sandbox-balance')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);

  // A category with a single vendor launches that vendor from the menu (spec §2 navigation rules).
  const nav = page.getByRole('navigation', { name: 'Game categories' });
  const sports = page.waitForResponse(/\/wps\/game\/launchGame$/);
  await nav.getByRole('button', { name: 'Sports', exact: true }).click();
  expect((await sports).status()).toBe(200);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Fixtures' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/rng\?vassalage=JDB$/);
  // The header still fits the window with the wallet in it.
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a trial account plays a game in its demo mode, and gets the real-account dialog on favourites', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora', '/rng?vassalage=PG'));
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page, 'Log in').getByRole('button', { name: 'Play for free' }).click();
  await expect(accountButton(page, /Trial/)).toBeVisible();

  // A game with a demo mode: its main button plays that mode for a trial account.
  const card = gameList(page, 'Slots')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /for free \(demo\)$/ }) })
    .first();
  const launched = page.waitForResponse((r) => r.url().endsWith('/wps/game/launchGame'));
  await card.getByRole('button').first().click();
  expect((await launched).status()).toBe(200);
  await expect(page.frameLocator('iframe').getByText('Demo credits')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(dialog(page, 'Real account needed')).toHaveCount(0);

  await card.getByRole('button', { name: /to favourites$/ }).click();
  await expect(dialog(page, 'Real account needed')).toBeVisible();
  await dialog(page, 'Real account needed').getByRole('button', { name: 'OK' }).click();
  await expect(card.getByRole('button', { name: /favourites$/ })).toHaveAttribute('aria-pressed', 'false');
});

import { dialog, expect, pageFetch, test } from './accounts-support';
import { brandFacts, gameList, renderedNames, waitForResults } from './lobby-support';
import { brandUrl } from './support';

interface GamePage {
  games: { gameName: string }[];
  total: number;
}
const gameCount = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;
const listTotal = async (page: import('@playwright/test').Page, query: string) =>
  (await pageFetch<GamePage>(page, `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&${query}`)).body.value
    .total;

test.describe('a game list center (/rng)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('vendor tabs and filters narrow the list; FAV and RECENT ask a visitor to log in', async ({
    page,
  }) => {
    await page.goto(brandUrl('aurora', '/rng'));
    const vendors = page.getByRole('list', { name: 'Game providers' });
    await expect(vendors.getByRole('button')).toHaveText([
      'All providers',
      'PG Soft',
      'JDB Gaming',
      'CQ9 Gaming',
      'Fa Chai',
      'JILI',
      'Playtech',
      'EG Gaming',
    ]);
    await expect(vendors.getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const total = await listTotal(page, 'gameType=RNG');
    expect(total).toBeGreaterThan(2000);
    await expect(page.getByText(/^[\d,]+ games$/)).toHaveText(gameCount(total));

    await vendors.getByRole('button', { name: 'Playtech' }).click();
    await expect(page).toHaveURL(/vassalage=PT/);
    await expect(vendors.getByRole('button', { name: 'Playtech' })).toHaveAttribute('aria-pressed', 'true');
    await waitForResults(page);
    const list = gameList(page, 'Slots');
    await expect(page.getByText(/^[\d,]+ games$/)).toHaveText(
      gameCount(await listTotal(page, 'gameType=RNG&vassalage=PT')),
    );
    for (const text of await list.getByRole('listitem').allTextContents()) expect(text).toContain('Playtech');

    const filters = page.getByRole('list', { name: 'Filters' });
    await expect(filters.getByRole('button')).toHaveText(['New', 'Favourites', 'All', 'Hot', 'Recent']);
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'New' }).click();
    await expect(page).toHaveURL(/filter=NEW/);
    await waitForResults(page);
    const newTotal = await listTotal(page, 'gameType=RNG&vassalage=PT&filter=NEW');
    await expect(page.getByText(/^[\d,]+ games?$/)).toHaveText(gameCount(newTotal));
    for (const text of await list.getByRole('listitem').allTextContents()) expect(text).toContain('Playtech');
    expect(await list.getByText('NEW', { exact: true }).count()).toBe(
      await list.getByRole('listitem').count(),
    );

    await filters.getByRole('button', { name: 'Hot' }).click();
    await expect(page).toHaveURL(/filter=HOT/);
    await waitForResults(page);
    expect(await list.getByText('HOT', { exact: true }).count()).toBe(
      await list.getByRole('listitem').count(),
    );

    // Type tabs (jackpot, table games, arcade; bingo as aurora supports TY).
    await filters.getByRole('button', { name: 'All' }).click();
    const types = page.getByRole('list', { name: 'Game types' });
    await expect(types.getByRole('button')).toHaveText([
      'All types',
      'Jackpot',
      'Table games',
      'Arcade',
      'Bingo',
    ]);
    await types.getByRole('button', { name: 'Jackpot' }).click();
    await expect(page).toHaveURL(/tag=jackpot/);
    await waitForResults(page);
    const jackpots = await listTotal(page, 'gameType=RNG&vassalage=PT&tag=jackpot');
    await expect(page.getByText(/^[\d,]+ games?$/)).toHaveText(gameCount(jackpots));

    // Favourites and recent games need an account: the login popup opens, the list asks to log in.
    await filters.getByRole('button', { name: 'Favourites' }).click();
    await expect(dialog(page, 'Log in')).toBeVisible();
    await dialog(page, 'Log in').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Log in to see your favourite and recent games.')).toBeVisible();
    await expect(list).toHaveCount(0);
    await filters.getByRole('button', { name: 'Recent' }).click();
    await expect(dialog(page, 'Log in')).toBeVisible();
  });

  test('search: prefix matches first, accent- and case-insensitive, escaped, synced to the URL', async ({
    page,
  }) => {
    // Tall enough for the rows on screen (the grid renders one more) to reach past the prefix matches of "eagle".
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.goto(brandUrl('aurora', '/rng'));
    const list = gameList(page, 'Slots');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const search = page.getByLabel('Search games');

    await search.fill('eagle');
    await expect(page).toHaveURL(/keyword=eagle/);
    await waitForResults(page);
    await expect(list.getByRole('listitem').first()).toContainText(/^Eagle/);
    const names = await renderedNames(list);
    const firstOther = names.findIndex((name) => !/^eagle/i.test(name));
    expect(firstOther, names.join(' | ')).toBeGreaterThan(5);
    expect(
      names.slice(firstOther).some((name) => /^eagle/i.test(name)),
      names.join(' | '),
    ).toBe(false);
    for (const name of names) expect(name.toLowerCase()).toContain('eagle');

    await search.fill('ÉAGLE');
    await expect(page).toHaveURL(/keyword=%C3%89AGLE|keyword=ÉAGLE/);
    await waitForResults(page);
    expect(await renderedNames(list)).toEqual(names);

    // Markup in a search term is text, never HTML.
    await search.fill('<img src=x onerror="window.__xss=1">');
    await expect(page.getByText('No games match “<img src=x onerror="window.__xss=1">”.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // The keyword survives a reload (it is in the URL).
    await search.fill('dragon');
    await expect(page).toHaveURL(/keyword=dragon/);
    await page.reload();
    await expect(page.getByLabel('Search games')).toHaveValue('dragon');
    await expect(list.getByRole('listitem').first()).toContainText(/^Dragon/);
  });

  test('lotus (Vietnamese): a search without tone marks finds the accented names', async ({ page }) => {
    const facts = brandFacts('lotus');
    await page.goto(brandUrl('lotus', '/rng'));
    const list = gameList(page, facts.categoryName('RNG'));
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel(facts.lobby.search!).fill('rong');
    await waitForResults(page);
    await expect(list.getByRole('listitem').first()).toContainText(/^Rồng/);
    const names = await renderedNames(list, facts.lobby.play);
    expect(names.filter((name) => name.startsWith('Rồng')).length).toBeGreaterThan(5);
  });

  test('scrolling the whole RNG list of aurora keeps the DOM small and loads every page', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const pagesAsked = new Set<number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.pathname.endsWith('/GCSGAME_gameList') &&
        url.searchParams.get('gameType') === 'RNG' &&
        url.searchParams.has('pageNo')
      )
        pagesAsked.add(Number(url.searchParams.get('pageNo')));
    });
    await page.goto(brandUrl('aurora', '/rng'));
    const list = gameList(page, 'Slots');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const total = await listTotal(page, 'gameType=RNG');
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(total));

    // Inside the page (one round trip, not hundreds): jump to the end of what is loaded, wait until the rows
    // there are rendered and the next page has come in, and record the largest DOM seen on the way.
    const { last, largestDom, largestList } = await page.evaluate(async (total) => {
      const grid = document.querySelector('main [role="list"]')!;
      // Rows are rendered in list order: the last item in the DOM is the furthest one.
      const lastRendered = () => {
        const items = grid.querySelectorAll('[role="listitem"]');
        return Number(items[items.length - 1]?.getAttribute('aria-posinset') ?? 0);
      };
      let largestDom = 0;
      let largestList = 0;
      let last = 0;
      const deadline = performance.now() + 240_000;
      while (last < total && performance.now() < deadline) {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        largestDom = Math.max(largestDom, document.getElementsByTagName('*').length);
        largestList = Math.max(largestList, grid.querySelectorAll('[role="listitem"]').length);
        const now = lastRendered();
        if (now > last) last = now;
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { last, largestDom, largestList };
    }, total);
    expect(last).toBe(total);
    expect(pagesAsked.size).toBe(Math.ceil(total / 60));
    expect(largestList, 'cards in the DOM at once').toBeLessThanOrEqual(150);
    expect(largestDom, 'elements in the whole document at once').toBeLessThanOrEqual(1500);
    // Back at the top the first games are there again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
  });
  test('a next page that fails keeps the games shown and loads when asked again', async ({ page }) => {
    // Page 2 of the RNG list fails (the request and its one retry); everything else goes through.
    let failing = true;
    await page.route(/GCSGAME_gameList\?.*pageNo=2(&|$)/, (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.goto(brandUrl('aurora', '/rng'));
    const list = gameList(page, 'Slots');
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    const alert = page.getByRole('alert').filter({ hasText: 'The games could not be loaded.' });
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect(alert).toBeVisible();
    // The first page stays on screen beside the message.
    await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '60');
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    // Games of the second page come in (rows are virtual: the furthest one rendered is past the first 60).
    await expect
      .poll(() =>
        list
          .getByRole('listitem')
          .evaluateAll((items) => Math.max(...items.map((i) => Number(i.getAttribute('aria-posinset'))))),
      )
      .toBeGreaterThan(60);
  });
});

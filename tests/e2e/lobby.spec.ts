import { dialog, expect, test } from './accounts-support';
import { type BrandCode, brandFacts, gameList, HOME_ORDER, offeredMenu } from './lobby-support';
import { shot } from './shots';
import { brandUrl, horizontalOverflow } from './support';

const BRANDS: BrandCode[] = ['aurora', 'lotus', 'siam'];
/** The header shows its category menu from 1500 px (below, the side menu carries the categories). */
const WIDE = { width: 1600, height: 900 };

test.describe('home', () => {
  for (const code of BRANDS) {
    test(`${code}: sections in the spec's order, only for categories its vendor sorting lists`, async ({
      page,
    }) => {
      const facts = brandFacts(code);
      const sections = HOME_ORDER.filter((c) => facts.categories.includes(c));
      const expected = [facts.lobby.hotGames!, ...sections.map(facts.categoryName)];
      await page.goto(brandUrl(code));
      const main = page.getByRole('main');
      // Lists load 300 ms apart: wait for the last one, then read every section heading in page order.
      await expect(main.getByRole('heading', { level: 2, name: expected.at(-1), exact: true })).toBeVisible();
      // The next-draws strip joins the page once the lottery has opened draws: it is not a category section.
      await expect
        .poll(async () =>
          (await main.getByRole('heading', { level: 2 }).allTextContents())
            .map((h) => h.trim())
            .filter((h) => h !== facts.nextDraws),
        )
        .toEqual([facts.lobby.jackpot!, facts.lobby.winners!, ...expected]);
      for (const category of sections) {
        const region = main.getByRole('region', { name: facts.categoryName(category), exact: true });
        const path = { RNG: '/rng', LIVE: '/live', FISH: '/fish', PVP: '/pvp', SPORTS: '/sports' }[category];
        if (path)
          await expect(region.getByRole('link', { name: facts.lobby.more })).toHaveAttribute('href', path);
        expect(await region.getByTestId('game-card').count()).toBeLessThanOrEqual(12);
      }
      // Recent games are for logged-in players only.
      await expect(main.getByRole('heading', { name: facts.lobby.recent, exact: true })).toHaveCount(0);
    });
  }
});

test.describe('navigation rules', () => {
  test('aurora header: list categories are links to their pages, BGS opens RNG with vassalage BGS, single-vendor categories launch', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto(brandUrl('aurora'));
    const nav = page.getByRole('navigation', { name: 'Game categories' });
    expect(await offeredMenu(nav)).toEqual(brandFacts('aurora').menu);
    for (const [name, href] of [
      ['Slots', '/rng'],
      ['BGS slots', '/rng?vassalage=BGS'],
      ['Live casino', '/live'],
      ['Fishing', '/fish'],
      ['Card games', '/pvp'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    // One vendor each: a button that launches the vendor (no page of its own).
    for (const name of ['Sports', 'E-sports', 'Lottery', 'Cockfight']) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    // A visitor launching goes to the login popup first (spec §4 "Launching a game").
    await nav.getByRole('button', { name: 'Sports', exact: true }).click();
    await expect(dialog(page, 'Log in')).toBeVisible();
    await dialog(page, 'Log in').getByRole('button', { name: 'Close' }).click();

    await nav.getByRole('link', { name: 'BGS slots' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=BGS$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    const list = gameList(page, 'Slots');
    await expect(list.getByRole('listitem').first()).toContainText('BG Soft');
    for (const text of await list.getByRole('listitem').allTextContents()) expect(text).toContain('BG Soft');
  });

  test('lotus: Fishing and Card games open their pages with a single vendor; Sports (two vendors) its vendor center', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto(brandUrl('lotus'));
    const facts = brandFacts('lotus');
    const nav = page.getByRole('navigation', { name: 'Danh mục trò chơi' });
    expect(await offeredMenu(nav)).toEqual(facts.menu);
    expect(facts.vendorSorting.FISH).toHaveLength(1);
    expect(facts.vendorSorting.PVP).toHaveLength(1);
    await expect(nav.getByRole('link', { name: facts.categoryName('FISH') })).toHaveAttribute(
      'href',
      '/fish',
    );
    await expect(nav.getByRole('link', { name: facts.categoryName('PVP') })).toHaveAttribute('href', '/pvp');
    await expect(nav.getByRole('button', { name: facts.categoryName('ELOTT') })).toBeVisible();
    await nav.getByRole('link', { name: facts.categoryName('SPORTS') }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facts.categoryName('SPORTS'));
    await expect(gameList(page, facts.categoryName('SPORTS')).getByRole('listitem')).toHaveCount(2);
  });

  test('header vendor drop-down on hover: the vendors in brand order, a vendor opens its tab', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto(brandUrl('aurora'));
    const nav = page.getByRole('navigation', { name: 'Game categories' });
    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    const vendors = nav.getByRole('list', { name: 'Slots', exact: true });
    await expect(vendors.getByRole('button')).toHaveText([
      'PG Soft',
      'JDB Gaming',
      'CQ9 Gaming',
      'Fa Chai',
      'JILI',
      'Playtech',
      'EG Gaming',
    ]);
    // Leaving closes it; another category shows its own vendors.
    await nav.getByRole('link', { name: 'Live casino', exact: true }).hover();
    await expect(vendors).toHaveCount(0);
    const live = nav.getByRole('list', { name: 'Live casino', exact: true });
    await expect(live.getByRole('button')).toHaveText(['Evolution', 'Sexy Gaming', 'Dream Gaming']);
    await live.getByRole('button', { name: 'Sexy Gaming' }).click();
    await expect(page).toHaveURL(/\/live\?vassalage=SEXY$/);
    await expect(
      page.getByRole('list', { name: 'Game providers' }).getByRole('button', { name: 'Sexy Gaming' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    await vendors.getByRole('button', { name: 'Playtech' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PT$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  });

  test('phone: the side menu drawer lists the categories in brand order and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(brandUrl('siam'));
    const facts = brandFacts('siam');
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'แสดงเมนู' }).click();
    const entries = menu.getByRole('list').first().getByRole('listitem');
    // Home, the brand's categories in its order, promotions, the bonus shortcut to the reward center, then the
    // game centre (its vendors under each category).
    await expect(entries).toHaveText([...facts.menu, 'โบนัส', /^ศูนย์เกม/]);
    // FISH has one vendor at siam and still opens its page.
    await menu.getByRole('link', { name: facts.categoryName('FISH') }).click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facts.categoryName('FISH'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'แสดงเมนู' }).click();
    await menu.getByRole('link', { name: facts.categoryName('RNG') }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('launching as a visitor', () => {
  test('playing a game opens the login popup', async ({ page }) => {
    await page.goto(brandUrl('aurora'));
    const hot = page.getByRole('region', { name: 'Hot games' });
    await hot.getByTestId('game-card').first().getByRole('button').first().click();
    await expect(dialog(page, 'Log in')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test("free demo play needs no account: the vendor's game opens with demo credits", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(brandUrl('aurora', '/rng?vassalage=PG'));
    const list = gameList(page, 'Slots');
    const demo = list.getByRole('button', { name: /for free \(demo\)$/ }).first();
    await expect(demo).toBeVisible();
    const launched = page.waitForResponse((r) => r.url().endsWith('/wps/game/launchGame'));
    await demo.click();
    expect((await launched).status()).toBe(200);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByText('Demo credits')).toBeVisible({ timeout: 15_000 });
    await expect(frame.getByTestId('sandbox-balance')).toHaveText('2,000.00 PHP');
    await expect(dialog(page, 'Log in')).toHaveCount(0);
  });
});

test('screenshots of a game list page for every brand, dark and light, at 360 and 1440 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const code of BRANDS) {
    const facts = brandFacts(code);
    for (const mode of ['dark', 'light'] as const) {
      for (const width of [360, 1440]) {
        await page.context().addCookies([{ name: 'mq_theme', value: mode, url: brandUrl(code) }]);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl(code, '/rng'));
        await page.evaluate((m) => localStorage.setItem('mq_theme', m), mode);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const list = gameList(page, facts.categoryName('RNG'));
        await expect(list.getByRole('listitem').first()).toBeVisible();
        // Wait for the visible artwork, so the shot shows the cards as a player sees them.
        // (Card art arrives a few cards per frame: wait until every card on screen has its image.)
        await page.waitForFunction(() =>
          [...document.querySelectorAll('main img')]
            .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
            .every((img) => img.getAttribute('src') && (img as HTMLImageElement).complete),
        );
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shot(page, `rng-${code}-${mode}-${width}.png`);
      }
    }
  }
});

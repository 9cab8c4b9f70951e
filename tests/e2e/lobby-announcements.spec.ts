import type { Page, Route } from '@playwright/test';
import { createAuroraAccount, dialog, expect, logIn, submitLogin, test } from './accounts-support';
import { brandUrl, LOOPBACK } from './support';

// These tests are about the popups: they are not marked closed up front (tests/e2e/accounts-support.ts).
test.use({ announcementPopups: true });

const ANNOUNCEMENTS = '**/wps/relay/MCSFE_getListAnnouncements*';

/** Serves the brand's real announcements with a change applied (extra notices, another popup…). */
async function patchAnnouncements(page: Page, change: (value: Record<string, unknown[]>) => void) {
  await page.route(ANNOUNCEMENTS, async (route: Route) => {
    // The test process cannot resolve *.localhost: fetch from loopback with the page's Host header.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${LOOPBACK}${url.pathname.slice(1)}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const body = await response.json();
    change(body.value);
    await route.fulfill({ response, json: body });
  });
}

test('the visitor popup shows once per session: closing it stores the flag, a new session shows it again', async ({
  page,
  browser,
}) => {
  await page.goto(brandUrl('aurora'));
  const popup = dialog(page, 'New here?');
  await expect(popup).toContainText("today's offers");
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('popupClosed:ANONYMOUS_POPUP'))).toBe('1');

  // Not again in this session: after a reload, on another page and back home.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(brandUrl('aurora', '/rng'));
  await page.goto(brandUrl('aurora'));
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(popup).toHaveCount(0);

  // A new session (another browser context): the popup is back; the close button stores the flag too.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(brandUrl('aurora'));
  const again = dialog(fresh, 'New here?');
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await fresh.reload();
  await expect(fresh.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(again).toHaveCount(0);
  await other.close();
});

test('logged in: the member popup (execution A, plus F on a first login) once per session', async ({
  page,
}) => {
  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora'));
  await dialog(page, 'New here?').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, username, password);
  const popup = dialog(page, 'This week at Aurora Play');
  await expect(popup).toBeVisible();
  // First login of this account: the F popup comes with it.
  await expect(popup.getByRole('heading', { name: 'Welcome to Aurora Play' })).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('popup HTML is sanitised before it is shown', async ({ page }) => {
  await patchAnnouncements(page, (value) => {
    value.popup = [
      {
        id: 'xss',
        title: 'Weekend special',
        content:
          '<p style="background:url(https://tracker.example/bg.gif)">Spin <b>now</b></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">more</a>' +
          '<img src="https://tracker.example/pixel.gif" alt="pixel"><img src="/brands/aurora/assets/logo.svg" alt="own logo" srcset="https://tracker.example/2x.gif 2x">' +
          '<a href="https://help.example/terms">terms</a> <a href="/promotions" target="_blank">promotions</a>',
        execution: 'B',
        slot: 'ANONYMOUS_POPUP',
      },
    ];
  });
  await page.goto(brandUrl('aurora'));
  const popup = dialog(page, 'Weekend special');
  await expect(popup.getByText('now')).toBeVisible();
  await expect(popup.locator('script, [onerror]')).toHaveCount(0);
  await expect(popup.getByText('more')).not.toHaveAttribute('href', /javascript:/);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Only the brand's own images, no style or srcset; external links open apart, site links in place.
  await expect(popup.getByRole('img', { name: 'own logo' })).toBeVisible();
  await expect(popup.locator('img')).toHaveCount(1);
  await expect(popup.locator('[style], [srcset]')).toHaveCount(0);
  const external = popup.getByRole('link', { name: 'terms' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(popup.getByRole('link', { name: 'promotions' })).not.toHaveAttribute('target', /.+/);
});

test('the notice list: 9 a page, a pager with one margin page and a range of five; titles are text', async ({
  page,
}) => {
  await patchAnnouncements(page, (value) => {
    const extra = Array.from({ length: 100 }, (_, i) => ({
      id: `n${i + 1}`,
      title: `Notice ${i + 1}`,
      content: `Body of notice ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
    }));
    extra[4]!.title = '<img src=x onerror="window.__xss=1"> Notice 5';
    value.player = extra;
    value.popup = [];
  });
  await page.goto(brandUrl('aurora'));
  await page.getByRole('button', { name: 'All (100)' }).click();
  const list = dialog(page, 'Notices');
  const pager = list.getByRole('navigation', { name: 'Pages' });
  const items = list.getByRole('button', { name: /Notice \d+$/ });
  // Page buttons and the gaps between them (the gaps are hidden from assistive technology).
  const pages = async () => pager.locator('li').allTextContents();

  await expect(items).toHaveCount(9);
  await expect(items.first()).toHaveText('Notice 1');
  await expect(items.nth(4)).toHaveText('<img src=x onerror="window.__xss=1"> Notice 5');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await pages()).toEqual(['1', '2', '3', '4', '5', '…', '12']);
  await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');

  await pager.getByRole('button', { name: '5', exact: true }).click();
  await expect(items.first()).toHaveText('Notice 37');
  expect(await pages()).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '12']);

  await pager.getByRole('button', { name: '12', exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveText('Notice 100');
  expect(await pages()).toEqual(['1', '…', '8', '9', '10', '11', '12']);

  // One notice in full, then back to the list.
  await items.first().click();
  const notice = dialog(page, 'Notice 100');
  await expect(notice).toContainText('Body of notice 100');
  await notice.getByRole('button', { name: 'Back to the list' }).click();
  await expect(dialog(page, 'Notices')).toBeVisible();
});

test('popups follow the session across pages: closed on /rng, not shown again on the home page', async ({
  page,
}) => {
  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora', '/rng'));
  await dialog(page, 'New here?').getByRole('button', { name: 'Close' }).click();
  await logIn(page, username, password);
  await dialog(page, 'This week at Aurora Play').getByRole('button', { name: 'OK' }).click();
  await page.goto(brandUrl('aurora'));
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

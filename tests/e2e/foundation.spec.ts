import { expect, test } from '@playwright/test';
import { shot } from './shots';
import {
  booted,
  brandHost,
  brandUrl,
  horizontalOverflow,
  LOOPBACK,
  previewUrl,
  skipAnnouncementPopups,
} from './support';

const BRANDS = [
  { code: 'aurora', name: 'Aurora Play', lang: 'en', welcome: 'Aurora Play home', mode: 'dark' },
  { code: 'lotus', name: 'Lotus Club', lang: 'vi', welcome: 'Trang chủ Lotus Club', mode: 'light' },
  { code: 'siam', name: 'Siam Fortune', lang: 'th', welcome: 'หน้าแรก Siam Fortune', mode: 'dark' },
] as const;

test.beforeEach(({ page }) => skipAnnouncementPopups(page));

test.describe('each brand renders in its own look and language', () => {
  for (const brand of BRANDS) {
    test(brand.code, async ({ page }) => {
      await page.goto(brandUrl(brand.code));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.welcome);
      await expect(page).toHaveTitle(brand.name);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', brand.mode);
      await expect(html).toHaveAttribute('lang', brand.lang);
      await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('brands differ in palette and font', async ({ page }) => {
    const looks = new Set<string>();
    for (const brand of BRANDS) {
      await page.goto(brandUrl(brand.code));
      await booted(page);
      looks.add(
        await page.evaluate(() => {
          const style = getComputedStyle(document.body);
          return `${style.backgroundColor}|${style.fontFamily}`;
        }),
      );
    }
    expect(looks.size).toBe(3);
  });

  test('the first paint already carries the brand theme (no flash)', async ({ request }) => {
    const html = await (await request.get(LOOPBACK, { headers: { host: brandHost('lotus') } })).text();
    expect(html).toContain('<title>Lotus Club</title>');
    expect(html).toMatch(/<html[^>]*data-theme="light"/);
    expect(html).toContain('--mq-color-bg:#fbf7f4');
  });
});

test('the theme switch persists across reloads and reaches the server-painted HTML', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await booted(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(before);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  const raw = await page.request.get(LOOPBACK, {
    headers: { host: brandHost('aurora'), cookie: 'mq_theme=light' },
  });
  expect(await raw.text()).toMatch(/<html[^>]*data-theme="light"/);
});

test('language select switches the interface and is remembered', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Play home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByLabel('Language').selectOption('ty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home ng Aurora Play');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home ng Aurora Play');
});

test('a stored language the brand does not support is reset to the brand default', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await booted(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Play home');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test.describe('brand preview', () => {
  test('?brand= on a preview host shows that brand with a ribbon, kept across navigation', async ({
    page,
  }) => {
    await page.goto(previewUrl('lotus'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ Lotus Club');
    await expect(page.getByTestId('preview-ribbon')).toContainText('Lotus Club');
    await page.getByRole('navigation').getByRole('link').first().click();
    await expect(page).toHaveURL(/brand=lotus/);
    await page.reload();
    await expect(page.getByTestId('preview-ribbon')).toBeVisible();
  });

  test('without an override a preview host serves the default brand, without a ribbon', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Play home');
    await expect(page.getByTestId('preview-ribbon')).toHaveCount(0);
  });

  test('?brand= is ignored on a brand domain', async ({ page }) => {
    await page.goto(`${brandUrl('lotus')}?brand=siam`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ Lotus Club');
    await expect(page.getByTestId('preview-ribbon')).toHaveCount(0);
  });
});

test.describe('first paint', () => {
  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page shows the brand header and its first banner from the HTML alone', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(brandUrl('aurora'));
      const loading = page.getByRole('status', { name: 'Loading' });
      await expect(loading).toBeVisible();
      const images = loading.locator('img');
      await expect(images).toHaveCount(2);
      for (const image of await images.all()) {
        await expect(image).toBeVisible();
        expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      await shot(page, 'first-paint-aurora-412.png');
    });
  });

  test('the app then draws the banner exactly where the first paint put it', async ({ browser, page }) => {
    for (const width of [360, 412, 800, 1440]) {
      const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 823 } });
      const stillPage = await still.newPage();
      await stillPage.goto(brandUrl('aurora'));
      const painted = await stillPage
        .getByRole('status', { name: 'Loading' })
        .locator('img')
        .last()
        .boundingBox();
      await still.close();

      await page.setViewportSize({ width, height: 823 });
      await page.goto(brandUrl('aurora'));
      const banner = page.getByRole('region', { name: 'Promotions' }).getByRole('img').first();
      await expect(banner).toBeVisible();
      const drawn = await banner.boundingBox();
      expect(painted, `${width}px`).not.toBeNull();
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(drawn![key] - painted![key]), `${width}px ${key}`).toBeLessThan(1);
    }
  });

  test("on a phone the header shows the brand's short logo when it has one, the full logo otherwise", async ({
    page,
  }) => {
    const logoSource = async () =>
      page
        .getByRole('banner')
        .getByRole('img', { name: 'Siam Fortune' })
        .evaluate((img) => (img as HTMLImageElement).currentSrc);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(brandUrl('siam'));
    await expect.poll(logoSource).toMatch(/\/brands\/siam\/assets\/logo-compact\.svg$/);
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect.poll(logoSource).toMatch(/\/brands\/siam\/assets\/logo\.svg$/);
  });

  test('the app boots from the data carried by the page, without asking the server again', async ({
    page,
  }) => {
    const bootCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/wps\/system\/(status|bootstrap)/.test(request.url())) bootCalls.push(request.url());
    });
    await page.goto(brandUrl('lotus'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ Lotus Club');
    expect(bootCalls).toEqual([]);

    // The page was written in the brand's default (the browser asks for a language lotus does not offer); a
    // language chosen on this device that differs from it makes the app ask the server in that language instead.
    expect(await page.locator('#boot-data').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lotus Club home');
    expect(bootCalls.some((url) => url.includes('/wps/system/bootstrap'))).toBe(true);
  });
});

test('a brand added as a folder is served without code changes', async ({ page }) => {
  await page.goto(brandUrl('newcomer'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newcomer Casino home');
});

test('an unknown host gets the invalid URL page', async ({ page }) => {
  const response = await page.goto(brandUrl('nobody'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('Invalid URL, please contact customer service');
});

test('an unknown page shows the not-found page with status 404; a known page answers 200', async ({
  page,
}) => {
  const unknown = await page.goto(brandUrl('aurora', '/no-such-page'));
  expect(unknown?.status()).toBe(404);
  const heading = page.getByRole('heading', { level: 1, name: 'This page does not exist' });
  await expect(heading).toBeVisible();
  await page.locator('section').filter({ has: heading }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(brandUrl('aurora'));
  const known = await page.goto(brandUrl('aurora', '/rng'));
  expect(known?.status()).toBe(200);
});

test('maintenance page: title, information, customer service and social links', async ({ page }) => {
  await page.goto(brandUrl('maint'));
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText('Back at 14:00 after the upgrade.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
  // No external customer-service URL: the brand's own live chat opens in place (the site itself is closed).
  await page.getByRole('button', { name: 'Customer service' }).click();
  await expect(page.getByRole('region', { name: 'Live chat' })).toBeVisible({ timeout: 20_000 });
});

test('region-blocked page shows the visitor IP, the message and customer service', async ({ page }) => {
  await page.goto(brandUrl('blocked'));
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Customer service' }).click();
  await expect(page.getByRole('region', { name: 'Live chat' })).toBeVisible({ timeout: 20_000 });
});

test('a network failure at boot shows a translated error with a working retry', async ({ page }) => {
  // A page without the boot data it normally carries (an old cached copy): the app has to ask the server.
  await page.route(brandUrl('aurora'), async (route) => {
    // (fetched from the test process, which reaches the server by loopback with the brand's Host header)
    const response = await route.fetch({
      url: LOOPBACK,
      headers: { ...route.request().headers(), host: brandHost('aurora') },
    });
    const body = (await response.text()).replace(
      /<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/wps/system/status', (route) => route.abort());
  await page.goto(brandUrl('aurora'));
  await expect(page.getByRole('alert')).toContainText('Network link is abnormal, please try again');
  await page.unroute('**/wps/system/status');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Play home');
});

test.describe('keyboard and small screens', () => {
  test('skip link and menu toggle work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(brandUrl('aurora'));
    await booted(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  });

  test('at 360 px nothing overflows and the side menu is a drawer that Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(brandUrl('siam'));
    await booted(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0);
    await page.getByRole('button', { name: 'แสดงเมนู' }).click();
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0);
  });
});

// One test per brand (they run in parallel, each well inside its time): dark and light at 360 and 1440 px.
for (const brand of BRANDS) {
  test(`screenshots of ${brand.code}, dark and light, at 360 and 1440 px`, async ({ page }) => {
    for (const mode of ['dark', 'light'] as const) {
      // The theme is chosen before the first paint: the cookie for the server, the stored choice for the app.
      await page.context().addCookies([{ name: 'mq_theme', value: mode, url: brandUrl(brand.code) }]);
      await page.addInitScript((m) => localStorage.setItem('mq_theme', m), mode);
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl(brand.code));
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shot(page, `${brand.code}-${mode}-${width}.png`, { fullPage: true });
      }
    }
  });
}

import { expect, test } from '@playwright/test';
import { brandUrl } from './support';

test.use({ serviceWorkers: 'allow' });

/**
 * The site is installable (issue 15): a per-brand manifest and a service worker that caches the app shell, never
 * an API answer. A repeat visit offline still shows the brand's shell.
 */
test('the service worker caches the shell (never API answers) and serves it offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl('aurora', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { name: string; start_url: string }) : null;
  });
  expect(manifest).toMatchObject({ name: 'Aurora Play', start_url: '/' });
  // Registered after load, active, and controlling the page after one reload.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('banner')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
  expect(cached).toContain('/__shell');
  expect(cached.filter((path) => /^\/(wps|lgw|vendor|api)\//.test(path))).toEqual([]);

  // Offline, the page still opens from the cached shell with the brand's header.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
  await context.setOffline(false);
});

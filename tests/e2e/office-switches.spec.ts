import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { openOffice, staffToken } from './office-support';
import { shot } from './shots';
import { LOOPBACK } from './support';

/**
 * Brand switches (issue 26): "a maintenance switch closes the site within seconds on TWO instances and reopens it".
 * A second server process (the same build, dist/server/main.mjs) runs against the e2e server's database (its
 * embedded PostgreSQL, reached on its port as the ops CLI does) and brand folders. The switch is flipped in the
 * console of the first; both instances are polled until they answer maintenance, then until they are open again.
 * The brand `switchy` (tests/e2e/serve.mjs) exists for this flow alone.
 */
const root = join(import.meta.dirname, '../..');
// Far from the e2e ports of parallel suites (each uses PORT and PORT + 2).
const SECOND_PORT = E2E_PORT + 10_000;
const SECOND = `http://127.0.0.1:${SECOND_PORT}/`;
let second: ChildProcess | undefined;
let secondOutput = '';

function databaseOfFirst(): { url: string; brandsDir: string } {
  const info = JSON.parse(
    readFileSync(join(root, 'test-results', `e2e-server-${E2E_PORT}.json`), 'utf8'),
  ) as {
    dataDir: string;
    brandsDir: string;
  };
  const { password } = JSON.parse(readFileSync(join(info.dataDir, 'pg.json'), 'utf8')) as {
    password: string;
  };
  const port = readFileSync(join(info.dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return {
    url: `postgres://marquee:${encodeURIComponent(password)}@127.0.0.1:${port}/marquee`,
    brandsDir: info.brandsDir,
  };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const { url, brandsDir } = databaseOfFirst();
  const main = join(root, 'dist/server/main.mjs');
  expect(existsSync(main), 'npm run build first').toBe(true);
  second = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      BRANDS_DIR: brandsDir,
      PORT: String(SECOND_PORT),
      HOST: '127.0.0.1',
      DEV_ROUTES: '1',
      SANDBOX_VENDORS: '0',
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  second.stdout?.on('data', (chunk) => {
    secondOutput += chunk;
  });
  second.stderr?.on('data', (chunk) => {
    secondOutput += chunk;
  });
  await expect
    .poll(async () => (await request.get(`${SECOND}healthz`).catch(() => null))?.status(), {
      timeout: 90_000,
      message: `second server did not start:\n${secondOutput.slice(-2000)}`,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (!second || second.exitCode !== null) return;
  const exited = new Promise((resolve) => second!.once('exit', resolve));
  second.kill('SIGTERM');
  await exited;
});

const status = async (request: APIRequestContext, base: string) =>
  (await (await request.get(`${base}wps/system/status`, { headers: { 'x-brand': 'switchy' } })).json())
    .value as number;
const both = (request: APIRequestContext) =>
  Promise.all([status(request, LOOPBACK), status(request, SECOND)]);

test('a maintenance switch closes the site within seconds on two instances and reopens it', async ({
  page,
  request,
}) => {
  expect(await both(request)).toEqual([0, 0]);
  const staff = await staffToken(request, { switchy: ['marketing'] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffice(page, staff, 'switchy/switches');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand switches' })).toBeVisible();
  await expect(page.getByTestId('maintenance-state')).toHaveText('The site is open.');
  const close = page.getByRole('button', { name: 'Close the site for maintenance' });
  // No reason, no change.
  await expect(close).toBeDisabled();
  await page.getByLabel('Reason for your changes').fill('e2e: two instances');
  await page.getByLabel('Message to players (en)').fill('Back in ten minutes.');
  await close.click();
  await expect(page.getByTestId('maintenance-state')).toHaveText('The site is closed for maintenance.');
  await expect(page.getByText('Saved. Every server applies it within seconds.')).toBeVisible();
  await expect.poll(() => both(request), { timeout: 5_000, intervals: [100] }).toEqual([1, 1]);
  // The player site on the second instance shows the maintenance page with the message.
  const player = await page.context().newPage();
  await player.goto(`http://localhost:${SECOND_PORT}/?brand=switchy`);
  await expect(player.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(player.getByText('Back in ten minutes.')).toBeVisible();
  await player.close();

  // Opened in the light theme (openOffice); the header switches to dark.
  await shot(page, 'office-switches-1440-light', { fullPage: true });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await shot(page, 'office-switches-1440-dark', { fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await shot(page, 'office-switches-360-dark');
  await shot(page.locator('section[aria-labelledby="sw-vendors"]'), 'office-switches-360-vendors');
  await shot(
    page.locator('section[aria-labelledby="sw-announcements"]'),
    'office-switches-360-announcements',
  );

  await page.getByRole('button', { name: 'Reopen the site' }).click();
  await expect(page.getByTestId('maintenance-state')).toHaveText('The site is open.');
  await expect.poll(() => both(request), { timeout: 5_000, intervals: [100] }).toEqual([0, 0]);
  // Back to the folder's value: the override is removed, recorded in the audit log.
  await page.getByRole('button', { name: "Return to the folder's value" }).first().click();
  await expect(page.getByText('Value of the brand folder.').first()).toBeVisible();
  expect(await both(request)).toEqual([0, 0]);
});

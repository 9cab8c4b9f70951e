/**
 * What a player trips over in the shipped screens (issue 9, items 9 and 12), tried as a player would: the network
 * going away, the reset code they already have, popups over the modal the address asked for, validation texts,
 * the withdraw form, amounts, the header category bar, the age gates and the light-theme logo.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  accountButton,
  banner,
  createAuroraAccount,
  createLotusAccount,
  dialog,
  expect,
  logIn,
  outboxCode,
  test,
} from './accounts-support';
import { apiPaymentSetup, auroraPlayer } from './cashier-support';
import { brandFacts, gameList } from './lobby-support';
import { shot } from './shots';
import { brandUrl } from './support';

// Whole player journeys (accounts, cashier, two brands) on a machine shared with other work: room to finish.
test.describe.configure({ timeout: 150_000 });

const root = resolve(import.meta.dirname, '../..');
const locale = (language: string, ns: string) =>
  JSON.parse(readFileSync(join(root, 'locales', language, `${ns}.json`), 'utf8'));
const en = { common: locale('en', 'common'), errors: locale('en', 'errors'), auth: locale('en', 'auth') };

/** A screenshot of what changed, attached to the test's results (and looked at by the author). */

/** Sets the theme before any page script runs (the visitor's stored choice). */
async function themed(page: Page, mode: 'dark' | 'light') {
  await page.addInitScript((m) => {
    try {
      localStorage.setItem('mq_theme', m);
    } catch {
      // Opaque origins have no storage.
    }
  }, mode);
  await page.context().addCookies([{ name: 'mq_theme', value: mode, url: brandUrl('aurora') }]);
}

test('offline: a translated banner instead of endless loading, and the page fills in when the network returns', async ({
  page,
  context,
}) => {
  await page.goto(brandUrl('aurora'));
  const slots = brandFacts('aurora').categoryName('RNG');
  await expect(page.getByRole('heading', { level: 2, name: slots, exact: true })).toBeVisible();
  const offlineBanner = page.getByRole('status').filter({ hasText: en.common.offline.banner });
  await expect(offlineBanner).toHaveCount(0);

  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();
  // A page whose games were never loaded: it waits (no error, no reload) while the banner explains why.
  await page
    .getByRole('navigation', { name: en.common.menu.label })
    .getByRole('link', { name: slots, exact: true })
    .click();
  await expect(page).toHaveURL(/\/rng/);
  await expect(offlineBanner).toBeVisible();
  await shot(page, 'offline-banner-1280.png');

  await context.setOffline(false);
  await expect(offlineBanner).toHaveCount(0);
  await expect(gameList(page, slots).getByRole('button').first()).toBeVisible();
});

test.describe('announcement popups wait for the modal the address asked for', () => {
  test.use({ announcementPopups: true });
  for (const path of ['/login', '/register'] as const) {
    test(`${path}: the modal opens alone; the popup follows when it closes`, async ({ page }) => {
      // The popup opens once its sanitiser is there: wait for it, so its absence means held back, not late.
      const sanitizer = page.waitForResponse((response) => /purify/.test(response.url()), {
        timeout: 45_000,
      });
      await page.goto(brandUrl('aurora', path));
      const modal = dialog(page, path === '/login' ? 'Log in' : 'Register');
      await expect(modal).toBeVisible();
      const popup = dialog(page, 'New here?');
      await sanitizer;
      await expect(modal.getByLabel('Username')).toBeVisible({ timeout: 90_000 });
      await expect(popup).toHaveCount(0);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toHaveCount(0);
      await expect(popup).toBeVisible();
    });
  }
});

test('email reset: closing the dialog keeps the pending code; a second request leads to the code, not a lock-out', async ({
  page,
}) => {
  const email = `trip.${Date.now()}.${test.info().workerIndex}@example.com`;
  const { username } = await createAuroraAccount(page, { email });
  const openForgot = async () => {
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    await dialog(page, 'Log in').getByRole('button', { name: 'Forgot password?' }).click();
    return dialog(page, 'Forgot password?');
  };
  let modal = await openForgot();
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByRole('button', { name: 'Send reset email' }).click();
  await dialog(page, 'Check your email').getByRole('button', { name: 'OK' }).click();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);

  // Reopened: the code entry for the same player, with the reason.
  modal = await openForgot();
  await expect(modal.getByLabel('Username')).toHaveValue(username);
  await expect(modal.getByRole('status')).toHaveText(en.auth.codeStillValid);
  await expect(modal.getByLabel('Email code')).toBeVisible();

  // Even a player who asks again (another device, storage cleared) is led to the code, not told to wait.
  await modal.getByRole('button', { name: 'Request a new code' }).click();
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByRole('button', { name: 'Send reset email' }).click();
  await expect(modal.getByRole('status')).toHaveText(en.auth.codeStillValid);
  await expect(modal.getByRole('alert')).toHaveCount(0);

  const code = await outboxCode(page, email);
  await modal.getByLabel('Email code').fill(code);
  await modal.getByLabel('New password', { exact: true }).fill('Renewed2026z');
  await modal.getByRole('button', { name: 'Reset password' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();
});

test('"I already have a code" goes to the code entry without a new request', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/login'));
  await dialog(page, 'Log in').getByRole('button', { name: 'Forgot password?' }).click();
  const modal = dialog(page, 'Forgot password?');
  await modal.getByRole('button', { name: 'I already have a code' }).click();
  // The username is needed to know whose code it is.
  await expect(modal.getByLabel('Username')).toHaveAccessibleDescription('This field is required');
  await modal.getByLabel('Username').fill('player42');
  await expect(modal.getByLabel('Username')).not.toHaveAccessibleDescription('This field is required');
  await modal.getByRole('button', { name: 'I already have a code' }).click();
  await expect(modal.getByLabel('Email code')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reset password' })).toBeVisible();
});

test('validation texts: "exactly 13 digits", the age confirmation of 21, and a fixed field loses its message (siam)', async ({
  page,
}) => {
  const th = { fields: locale('th', 'fields'), auth: locale('th', 'auth'), errors: locale('th', 'errors') };
  await page.goto(brandUrl('siam', '/register'));
  const modal = dialog(page, th.auth.register);
  await expect(modal).toBeVisible();
  // The agreement states the minimum age of 18; siam's birthday check asks to confirm 21.
  // The form's code can queue behind the home page's game art on a busy machine: room to arrive.
  await expect(modal.getByRole('checkbox', { name: /18/ })).toBeVisible({ timeout: 90_000 });
  const confirm21 = modal.getByRole('checkbox', { name: th.auth.confirmAge.replace('{{age}}', '21') });
  await expect(confirm21).toBeVisible();

  const idNumber = modal.getByLabel(th.auth.field.idNumber);
  await idNumber.fill('12345');
  await modal.getByRole('button', { name: th.auth.register, exact: true }).click();
  await expect(idNumber).toHaveAccessibleDescription(th.fields.exact.digits.replace('{{n}}', '13'));
  await expect(modal.getByText(/13\s*–\s*13/)).toHaveCount(0);
  await expect(modal.getByText(th.errors.age_confirmation_required.replace('{{age}}', '21'))).toBeVisible();

  const username = modal.getByLabel(th.auth.field.username);
  await expect(username).toHaveAccessibleDescription(th.fields.required);
  await username.fill('tripper1');
  await expect(username).not.toHaveAccessibleDescription(th.fields.required);
  await confirm21.check();
  await expect(modal.getByText(th.errors.age_confirmation_required.replace('{{age}}', '21'))).toHaveCount(0);
  await shot(page, 'siam-register-age-gate.png');
});

test('amount boxes: letters ask for a number (aurora)', async ({ page }) => {
  await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/member?page=depositv2'));
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('abc');
  await amount.press('Enter');
  await expect(amount).toHaveAccessibleDescription(en.errors.amount_invalid);
});

test('amount boxes: decimals in VND say whole amounts only (lotus)', async ({ page }) => {
  const vi = { errors: locale('vi', 'errors'), wallet: locale('vi', 'wallet') };
  const lotus = await createLotusAccount(page);
  await page.goto(brandUrl('lotus'));
  await logIn(page, lotus.username, lotus.password, {
    login: 'Đăng nhập',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
  });
  await page.goto(brandUrl('lotus', '/member?page=depositv2'));
  const vnd = page.getByLabel(vi.wallet.amount, { exact: true });
  await vnd.fill('100000.5');
  await vnd.press('Enter');
  await expect(vnd).toHaveAccessibleDescription(vi.errors.amount_not_whole);
});

test('withdraw pre-selects the only bound account', async ({ page }) => {
  const { token } = await auroraPlayer(page);
  await apiPaymentSetup(page, token);
  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  const form = page.getByRole('region', { name: 'Request a withdrawal' });
  await expect(form.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();
});

test('amounts read the same everywhere: the VND jackpot has no decimals, PHP has two, grouped like the cashier', async ({
  page,
}) => {
  await page.goto(brandUrl('lotus'));
  // Vietnamese grouping (Intl vi): dots between thousands, the symbol after the amount.
  await expect(page.getByTestId('jackpot')).toHaveText(/^\d{1,3}(\.\d{3})+\s₫$/);
  await page.goto(brandUrl('aurora'));
  await expect(page.getByTestId('jackpot')).toHaveText(/^₱\d{1,3}(,\d{3})+\.\d{2}$/);
});

test('1440 px: the header category bar is there and its vendor menu opens on hover and on focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(brandUrl('aurora'));
  const nav = banner(page).getByRole('navigation', { name: en.common.nav.categories });
  const slots = brandFacts('aurora').categoryName('RNG');
  const trigger = nav.getByRole('link', { name: slots, exact: true });
  // The vendor menus' code loads just after the first paint (a busy machine may take a while).
  await expect(trigger).toBeVisible({ timeout: 30_000 });
  await trigger.hover();
  const vendors = nav.getByRole('list', { name: slots, exact: true });
  await expect(vendors.getByRole('button', { name: /PG/ })).toBeVisible();
  await shot(page, 'header-vendor-menu-1440.png');
  await page.mouse.move(700, 600);
  await expect(vendors).toHaveCount(0);
  await trigger.focus();
  await expect(vendors).toBeVisible();
});

test('360 px: the scroll-to-top button stays away while reading down, an empty winners board takes one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The board as a brand new site has it: no wins yet (other tests' wins would fill it).
  await page.route('**/wps/relay/GCSGAME_getRankList*', (route) =>
    route.fulfill({ json: { success: true, code: 'OK', message: '', value: { list: [] } } }),
  );
  await page.goto(brandUrl('aurora'));
  const empty = page.getByTestId('winners-empty');
  await expect(empty).toBeVisible();
  const board = page.getByRole('region', { name: locale('en', 'lobby').winners });
  expect((await board.boundingBox())!.height).toBeLessThan(110);

  const more = page.getByRole('link', { name: /^More/ }).last();
  await expect(more).toBeAttached();
  const toTop = page.getByRole('button', { name: en.common.scrollTop });
  // Bring the last "More" link to where the button sits (bottom right), scrolling down as a reader does.
  const top = await more.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, top - 650);
  await expect
    .poll(() => more.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeGreaterThan(600);
  await expect(toTop).toHaveCount(0);
  const target = await more.boundingBox();
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: target!.x + target!.width / 2, y: target!.y + target!.height / 2 },
  );
  expect(hit).toMatch(/^More/);
  await page.mouse.wheel(0, -300);
  await expect(toTop).toBeVisible();
});

for (const mode of ['dark', 'light'] as const) {
  test(`aurora's logo is drawn for the ${mode} theme (no white lettering on a white header)`, async ({
    page,
  }) => {
    await themed(page, mode);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(brandUrl('aurora'));
      const logo = banner(page).getByRole('img', { name: 'Aurora Play' });
      await expect(logo).toHaveAttribute('src', mode === 'light' ? /logo-light\.svg$/ : /\/logo\.svg$/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await shot(page, `aurora-home-${mode}-${width}.png`);
    }
  });
}

import type { Page } from '@playwright/test';
import {
  accountButton,
  banner,
  createAuroraAccount,
  dialog,
  expect,
  logOut,
  test,
  uniqueUsername,
} from './accounts-support';
import { shot } from './shots';
import { brandUrl } from './support';

/**
 * Social sign-in against the real development identity provider the e2e server runs (oidc-provider on
 * DEV_IDP_PORT = E2E port + 1): the browser leaves for the provider's sign-in page and comes back.
 */

/** Each flow crosses two servers and several page loads: roomy waits for a loaded 2-core machine. */
const SLOW = { timeout: 60_000 };
test.describe.configure({ timeout: 300_000 });

/** Opens the login modal (the server paints the header before the app takes over: click until it opens). */
async function openLogin(page: Page) {
  const modal = dialog(page, 'Log in');
  await expect(async () => {
    if (!(await modal.isVisible()))
      await banner(page).getByRole('button', { name: 'Log in' }).click({ timeout: 3000 });
    await expect(modal).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  return dialog(page, 'Log in');
}

/** Clicks "Continue with Google" in the login modal; resolves at the provider's page or back at the site. */
async function continueWithGoogle(page: Page) {
  await (await openLogin(page)).getByRole('link', { name: 'Continue with Google' }).click();
}

/** On the provider's sign-in page: signs in as a test identity of the given name. */
async function signInAtProvider(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible(SLOW);
  await page.getByLabel(/Another test name/).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs up with the provider, logs out, and signs in again with one click', async ({
  page,
}) => {
  const name = uniqueUsername('g');
  await page.goto(brandUrl('aurora'));
  const login = await openLogin(page);
  await expect(login.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await shot(page, 'social-login-buttons-dark');
  await login.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, name);

  // Back on the site: the identity is new, so the choice screen opens with the claims filled in.
  const modal = dialog(page, 'Log in');
  await expect(modal.getByRole('heading', { name: 'Your Google sign-in is new here' })).toBeVisible(SLOW);
  const create = modal.getByRole('region', { name: 'Create a new account' });
  await expect(create.getByLabel('Username')).toHaveValue(name);
  await expect(create.getByLabel('Email')).toHaveValue(`${name}@dev-idp.test`);
  await shot(page, 'social-choice-desktop', { fullPage: true });
  await create.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await create.getByRole('button', { name: 'Register' }).click();
  await expect(modal).toHaveCount(0, SLOW);
  await expect(accountButton(page, name)).toBeVisible();
  // No forced password change after a social sign-in.
  await expect(dialog(page, 'Change password')).toHaveCount(0);

  await logOut(page, name);
  await expect(accountButton(page, name)).toHaveCount(0);

  // Again: the provider remembers this browser, so one click signs the player in.
  await continueWithGoogle(page);
  await expect(accountButton(page, name)).toBeVisible(SLOW);
  await expect(dialog(page, 'Log in')).toHaveCount(0);
});

test('an existing player links the provider by password, then signs in with it', async ({ page }) => {
  const { username, password } = await createAuroraAccount(page);
  const name = uniqueUsername('l');
  await continueWithGoogle(page);
  await signInAtProvider(page, name);

  const modal = dialog(page, 'Log in');
  const link = modal.getByRole('region', { name: 'Link an existing account' });
  await expect(link).toContainText('A link is permanent', SLOW);
  await link.getByLabel('Username').fill(username);
  await link.getByLabel('Password').fill('Wrong2026x');
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(link.getByRole('alert')).toContainText('Incorrect username or password', SLOW);
  await link.getByLabel('Password').fill(password);
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(modal).toHaveCount(0, SLOW);
  await expect(accountButton(page, username)).toBeVisible();

  await logOut(page, username);
  await continueWithGoogle(page);
  await expect(accountButton(page, username)).toBeVisible(SLOW);
});

test('cancelling at the provider shows why on the login screen; nothing is created', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto(brandUrl('aurora'));
  await expect(async () => {
    const toggle = banner(page).getByRole('button', { name: 'Switch to light theme' });
    if (await toggle.count()) await toggle.click({ timeout: 3000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light', { timeout: 3000 });
  }).toPass(SLOW);
  await continueWithGoogle(page);
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/login\?socialError=social_cancelled/, SLOW);
  const modal = dialog(page, 'Log in');
  await expect(modal.getByRole('alert')).toHaveText('Sign-in was cancelled. Nothing was changed.', SLOW);
  // The buttons stay, so the player can try again.
  await expect(modal.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await shot(page, 'social-cancelled-360', { fullPage: true });
});

test('the agent login offers the provider where the brand allows agents; keyboard reaches it', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora', '/agent'));
  const button = page.getByRole('link', { name: 'Continue with Google' });
  await expect(button).toBeVisible(SLOW);
  await button.focus();
  await expect(button).toBeFocused();
  await shot(page, 'social-agent-login');
  // Lotus does not let agents use social sign-in: its agent login asks and gets no provider.
  const asked = page.waitForResponse((r) =>
    r.url().includes('/wps/session/social/providers?loginPath=agent'),
  );
  await page.goto(brandUrl('lotus', '/agent'));
  expect(await (await asked).json()).toMatchObject({ success: true, value: [] });
  await expect(page.locator('main form')).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
});

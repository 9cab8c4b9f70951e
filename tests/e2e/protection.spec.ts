import type { Page } from '@playwright/test';
import { banner, dialog, EN_LOGIN, expect, PASSWORD, submitLogin } from './accounts-support';
import { auroraPlayer, brandUrl, test } from './cashier-support';
import { shot } from './shots';

/**
 * Responsible gaming (issue 27): a player takes a 24-hour break from the member centre, is signed out, and the
 * login is refused with a message naming when the break ends.
 */

test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 30_000 };
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a player takes a 24-hour break and cannot log in', async ({ page }) => {
  const player = await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/member?page=responsibleGaming'));
  await expect(heading(page)).toHaveText('Responsible gaming', LOAD);
  const breakSection = page.getByRole('region', { name: 'Take a break' });
  const take = breakSection.getByRole('button', { name: 'Take a break' });
  // Nothing chosen yet: nothing to confirm.
  await expect(take).toBeDisabled();
  await breakSection.getByRole('radio', { name: '24 hours' }).check();
  await shot(page, 'responsible-gaming', { fullPage: true });
  await take.click();
  const confirm = dialog(page, 'Take a break for 24 hours?');
  await expect(confirm).toContainText('You will be signed out now on every device');
  await expect(confirm).toContainText('ends by itself');
  await shot(page, 'responsible-gaming-confirm');
  await confirm.getByRole('button', { name: 'Yes, take a break' }).click();

  // Signed out, on the home page.
  await expect(banner(page).getByRole('button', { name: EN_LOGIN.login })).toBeVisible(LOAD);
  await banner(page).getByRole('button', { name: EN_LOGIN.login }).click();
  const modal = await submitLogin(page, player.username, PASSWORD);
  await expect(modal.getByRole('alert')).toContainText('You are taking a break until');
  await shot(page, 'responsible-gaming-login-refused');
  // Still a visitor.
  await expect(banner(page).getByRole('button', { name: EN_LOGIN.login })).toBeVisible();
});

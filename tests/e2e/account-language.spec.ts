import {
  accountButton,
  banner,
  createAuroraAccount,
  expect,
  logIn,
  randomIp,
  test,
} from './accounts-support';
import { booted, brandUrl, skipAnnouncementPopups } from './support';

/**
 * Spec §7 "Language update": a logged-in member's language choice is saved on the account and follows them to
 * another device (a fresh browser context with no stored language), where the first paint is in it too.
 */
test('a member’s language follows them to another device', async ({ page, browser }) => {
  test.slow(); // two browsers and two logins
  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora'));
  await booted(page);
  await logIn(page, username, password);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/wps/member/language') && r.request().method() === 'PUT',
  );
  await banner(page).getByLabel('Language').selectOption('cn');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(banner(page).getByLabel('语言')).toHaveValue('cn');

  // Another device: nothing stored, the browser asks for English.
  const other = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  try {
    const second = await other.newPage();
    await skipAnnouncementPopups(second);
    await second.goto(brandUrl('aurora'));
    await booted(second);
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await logIn(second, username, password);
    // After the login the page switches to the account's language, left to right.
    await expect(second.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(second.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(banner(second).getByLabel('语言')).toHaveValue('cn');
    await expect(accountButton(second, username)).toBeVisible();
    // The next page load is painted in it by the server (the lang cookie), before any script runs.
    const reloaded = await second.reload();
    expect(await reloaded?.text()).toContain('<html lang="zh-CN" dir="ltr"');
  } finally {
    await other.close();
  }
});

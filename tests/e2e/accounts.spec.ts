import {
  accountButton,
  banner,
  captchaAnswer,
  createAccount,
  createAuroraAccount,
  dialog,
  expect,
  logIn,
  logOut,
  openAccountMenu,
  PASSWORD,
  pageFetch,
  submitLogin,
  test,
  uniqueUsername,
} from './accounts-support';
import { booted, brandUrl } from './support';

test.describe('registration', () => {
  test('register on aurora → logged in, the header shows the account', async ({ page }) => {
    const username = uniqueUsername('reg');
    await page.goto(brandUrl('aurora'));
    await banner(page).getByRole('button', { name: 'Register' }).click();
    const modal = dialog(page, 'Register');
    await modal.getByLabel('Username').fill(username);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByLabel('Confirm password').fill(PASSWORD);
    // The brand's register-fields.json enables and requires the captcha: answer the image this browser was shown.
    await expect(modal.getByRole('img', { name: 'Verification image' })).toBeVisible();
    await modal.getByLabel('Verification code').fill(await captchaAnswer(page));
    await modal.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await modal.getByRole('button', { name: 'Register' }).click();

    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(brandUrl('aurora'));
    await expect(accountButton(page, username)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
    // The session survives a reload (token in session storage, account loaded from /wps/member/info).
    await page.reload();
    await expect(accountButton(page, username)).toBeVisible();
  });

  test('field errors show under their fields; an unknown invitation code gets the warning dialog', async ({
    page,
  }) => {
    await page.goto(brandUrl('aurora', '/register'));
    const modal = dialog(page, 'Register');
    await modal.getByLabel('Username').fill(uniqueUsername('err'));
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByLabel('Confirm password').fill(`${PASSWORD}9`);
    await modal.getByRole('button', { name: 'Register' }).click();

    await expect(modal.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'Incorrect confirmation input',
    );
    await expect(modal.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByLabel('Verification code')).toHaveAccessibleDescription('This field is required');
    // The terms box unticked: a sentence that says what to do (spec §5's key), not the bare "not empty?".
    await expect(
      modal.getByRole('alert').filter({ hasText: 'Please accept the terms and conditions to register.' }),
    ).toBeVisible();
    await expect(modal.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');

    // Corrected form with an invitation code no agent owns: the code is checked first, a warning dialog says so.
    await modal.getByLabel('Confirm password').fill(PASSWORD);
    await modal.getByLabel('Invitation code').fill('NOSUCHCODE1');
    await modal.getByLabel('Verification code').fill(await captchaAnswer(page));
    await modal.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await modal.getByRole('button', { name: 'Register' }).click();

    await expect(modal.getByLabel('Confirm password')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('Please accept the terms and conditions to register.')).toHaveCount(0);
    const warning = dialog(page, 'Warning');
    await expect(warning).toContainText('Invalid invitation code');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toHaveCount(0);
    // Nothing was registered: still the register form, still logged out.
    await expect(modal).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('an agent invitation code from the link is accepted and the player is registered', async ({
    page,
  }) => {
    const username = uniqueUsername('inv');
    await page.goto(brandUrl('aurora', '/register?affiliateCode=AGAURORA'));
    const modal = dialog(page, 'Register');
    await expect(modal.getByLabel('Invitation code')).toHaveValue('AGAURORA');
    await modal.getByLabel('Username').fill(username);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByLabel('Confirm password').fill(PASSWORD);
    await expect(modal.getByRole('img', { name: 'Verification image' })).toBeVisible();
    await modal.getByLabel('Verification code').fill(await captchaAnswer(page));
    await modal.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(modal).toHaveCount(0);
    await expect(accountButton(page, username)).toBeVisible();
  });
});

test('logout through the account menu asks first, then ends the session', async ({ page }) => {
  const { username, password } = await createAuroraAccount(page);
  await logIn(page, username, password);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Cancelling the confirmation keeps the session.
  await (await openAccountMenu(page, username)).getByRole('button', { name: 'Sign out' }).click();
  const confirm = dialog(page, 'Sign out');
  await expect(confirm).toContainText('Do you want to sign out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();

  await logOut(page, username);
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The old token is revoked on the server, not only forgotten by the browser.
  const info = await pageFetch(page, '/wps/member/info', { token: token as string });
  expect(info.status).toBe(401);
});

test('three failed logins bring the captcha; the right password with its answer then logs in', async ({
  page,
}) => {
  const { username, password } = await createAuroraAccount(page);
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const modal = dialog(page, 'Log in');
  const captchaImage = modal.getByRole('img', { name: 'Verification image' });
  await expect(captchaImage).toHaveCount(0);

  for (let attempt = 1; attempt <= 3; attempt++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
    await submitLogin(page, username, `Wrong${attempt}pass`);
    expect((await answered).status()).toBe(401);
    await expect(modal.getByRole('alert')).toHaveText('Incorrect username or password');
    if (attempt < 3) await expect(captchaImage).toHaveCount(0);
  }
  await expect(captchaImage).toBeVisible();
  await expect(modal.getByLabel('Verification code')).toBeVisible();

  // Without the answer the form refuses to submit.
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByLabel('Verification code')).toHaveAccessibleDescription('This field is required');

  await modal.getByLabel('Verification code').fill(await captchaAnswer(page));
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();
});

test('siam asks the captcha on every password login, from the first one (Thai UI)', async ({ page }) => {
  const password = 'Siam#2026x';
  const { username } = await createAccount(page, 'siam', { payeeName: 'Somchai Jaidee' }, password);
  await banner(page).getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  const modal = dialog(page, 'เข้าสู่ระบบ');
  await expect(modal.getByRole('img', { name: 'รูปภาพยืนยัน' })).toBeVisible();
  await modal.getByLabel('ชื่อผู้ใช้').fill(username);
  await modal.getByLabel('รหัสผ่าน', { exact: true }).fill(password);

  // A wrong answer is refused (and used up): a new image comes with the refusal.
  const answer = await captchaAnswer(page);
  const wrong = answer.length < 6 ? `${answer}0` : answer.slice(0, 5);
  await modal.getByLabel('รหัสยืนยัน').fill(wrong);
  const refused = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
  await modal.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  expect((await refused).status()).toBe(400);
  await expect(modal.getByRole('alert')).toHaveText('รหัสยืนยันไม่ถูกต้อง');
  await expect(modal.getByLabel('รหัสยืนยัน')).toHaveValue('');

  await modal.getByLabel('รหัสยืนยัน').fill(await captchaAnswer(page));
  await modal.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();
});

test('trial play is refused on the member center', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page, 'Log in').getByRole('button', { name: 'Play for free' }).click();
  await expect(dialog(page, 'Log in')).toHaveCount(0);
  const account = banner(page).getByRole('button', { name: /Trial/ });
  await expect(account).toBeVisible();

  const menu = await openAccountMenu(page, /Trial/);
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.goto(brandUrl('aurora', '/member'));
  const refusal = dialog(page, 'Real account needed');
  await expect(refusal).toContainText('A real account is needed for this. Please register.');
  await expect(page.getByRole('heading', { name: 'My account' })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toHaveCount(0);

  // The server refuses it too, whatever the client shows: a member-center call with the trial session.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const setUp = await pageFetch(page, '/wps/member/totp', {
    method: 'POST',
    body: {},
    token: token as string,
  });
  expect(setUp.status).toBe(403);
  expect(setUp.body.code).toBe('in_need_true_account');
});

test('a protected page sends a visitor to log in and brings them back', async ({ page }) => {
  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora', '/member?page=securityCenter'));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/member?page=securityCenter');
  await expect(page.getByRole('heading', { name: 'My account' })).toHaveCount(0);

  await submitLogin(page, username, password);
  await expect(dialog(page, 'Log in')).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('aurora', '/member?page=securityCenter'));
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: username }).first()).toBeVisible();
});

test('remember me keeps the username on this device, never the password', async ({ page, context }) => {
  const { username, password } = await createAuroraAccount(page);
  const scanForPassword = async () => {
    const stored = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Array.from(
          { length: storage.length },
          (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`,
        );
      return [document.cookie, ...dump(localStorage), ...dump(sessionStorage)].join('\n');
    });
    expect(stored).not.toContain(password);
    const cookies = await context.cookies();
    for (const cookie of cookies) expect(cookie.value).not.toContain(password);
    return cookies;
  };

  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const modal = dialog(page, 'Log in');
  const remember = modal.getByRole('checkbox', { name: 'Remember me on this device' });
  await expect(remember).not.toBeChecked();
  await remember.check();
  await submitLogin(page, username, password);
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();

  const cookies = await scanForPassword();
  const device = cookies.find((c) => c.name === 'mq_device');
  expect(device, 'the remember-me device cookie').toBeDefined();
  expect(device?.httpOnly).toBe(true);
  expect(device?.sameSite).toBe('Strict');
  expect(await page.evaluate(() => document.cookie)).not.toContain('mq_device');

  await logOut(page, username);
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByLabel('Username')).toHaveValue(username);
  await expect(modal.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(remember).toBeChecked();
  await scanForPassword();

  // Also after a fresh start of the page.
  await page.reload();
  await booted(page);
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByLabel('Username')).toHaveValue(username);

  // Unticking forgets the device.
  await remember.uncheck();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'mq_device')).toBe(false);
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByLabel('Username')).toHaveValue('');
});

test.describe('keyboard', () => {
  test('the login modal can be completed with the keyboard only', async ({ page }) => {
    const { username, password } = await createAuroraAccount(page);
    await page.goto(brandUrl('aurora'));
    await booted(page);
    const loginButton = banner(page).getByRole('button', { name: 'Log in' });
    // The header's category bar (from 1024 px) comes before the account buttons in the tab order.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await loginButton.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(loginButton).toBeFocused();
    await page.keyboard.press('Enter');

    const modal = dialog(page, 'Log in');
    await expect(modal.getByLabel('Username')).toBeFocused();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await expect(modal.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(accountButton(page, username)).toBeVisible();
  });

  test('Escape closes the login modal and focus stays usable', async ({ page }) => {
    await page.goto(brandUrl('aurora'));
    await booted(page);
    const loginButton = banner(page).getByRole('button', { name: 'Log in' });
    await loginButton.focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'Log in');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    // /login opens it too; Escape there goes back home.
    await page.goto(brandUrl('aurora', '/login'));
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(brandUrl('aurora'));
  });
});

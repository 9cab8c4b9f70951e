import {
  accountButton,
  banner,
  createAuroraAccount,
  createLotusAccount,
  dialog,
  expect,
  logIn,
  logOut,
  openAccountMenu,
  outboxCode,
  PASSWORD,
  randomIp,
  submitLogin,
  test,
  totp,
  totpStep,
  uniqueMobile,
} from './accounts-support';
import { brandUrl } from './support';

const VI_LOGIN = { login: 'Đăng nhập', username: 'Tên đăng nhập', password: 'Mật khẩu' };
const VI_LOGOUT = { signOut: 'Đăng xuất', menu: 'Tài khoản của tôi' };

test('forgot password by email: mailed code, new password, logged in; the new password works later', async ({
  page,
}) => {
  const email = `Reset.${Date.now()}.${test.info().workerIndex}@Example.com`;
  const { username } = await createAuroraAccount(page, { email });
  const newPassword = 'Renewed2026y';

  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await dialog(page, 'Log in').getByRole('button', { name: 'Forgot password?' }).click();
  const modal = dialog(page, 'Forgot password?');
  // aurora has no phone recovery (CHNGPASSVERIF3 off): email is the only way and the default.
  await expect(modal.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByRole('button', { name: 'Send reset email' }).click();

  const sent = dialog(page, 'Check your email');
  await expect(sent).toContainText('We have sent a verification code to your email.');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(sent).toHaveCount(0);

  const code = await outboxCode(page, email.toLowerCase());
  await modal.getByLabel('Email code').fill(code);
  await modal.getByLabel('New password', { exact: true }).fill(newPassword);
  await modal.getByRole('button', { name: 'Reset password' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();

  await logOut(page, username);
  // The old password no longer works; the new one does.
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const login = await submitLogin(page, username, PASSWORD);
  await expect(login.getByRole('alert')).toHaveText('Incorrect username or password');
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();
});

test('lotus: register by mobile with an SMS code, then log in with an SMS code (Vietnamese UI)', async ({
  page,
}) => {
  const mobile = uniqueMobile(9);
  const destination = `+84${mobile}`;
  // A mobile sign-up chooses its username (not a machine name like m84…); the account menu shows it.
  const nickname = `vn${mobile}`;
  await page.goto(brandUrl('lotus'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  await banner(page).getByRole('button', { name: 'Đăng ký' }).click();
  const register = dialog(page, 'Đăng ký');
  await register.getByLabel('Tên đăng nhập').fill(nickname);
  await register.getByLabel('Số điện thoại').fill(mobile);
  const send = register.getByRole('button', { name: 'Gửi mã' });
  await send.click();
  // The button counts down while the code is valid (smsCodeMinutes 2 → 120 s).
  await expect(register.getByRole('button', { name: /Gửi lại sau \d+ giây/ })).toBeDisabled();
  await register.getByLabel('Mã SMS').fill(await outboxCode(page, destination));
  await register.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Xác nhận mật khẩu').fill(PASSWORD);
  await register.getByLabel('Họ và tên thật').fill('Nguyễn Văn An');
  await register.getByRole('checkbox', { name: /Tôi đã đủ 18 tuổi/ }).check();
  await register.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(register).toHaveCount(0);
  await expect(accountButton(page, nickname)).toBeVisible();

  await logOut(page, nickname, VI_LOGOUT);

  await banner(page).getByRole('button', { name: 'Đăng nhập' }).click();
  const login = dialog(page, 'Đăng nhập');
  await login.getByRole('tab', { name: 'Mã SMS' }).click();
  await expect(login.getByRole('tab', { name: 'Mã SMS' })).toHaveAttribute('aria-selected', 'true');
  await login.getByLabel('Số điện thoại').fill(mobile);
  await login.getByRole('button', { name: 'Gửi mã' }).click();
  // The register code was the first message to this number; the login code is the second.
  await login.getByLabel('Mã SMS').fill(await outboxCode(page, destination, 2));
  await login.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(login).toHaveCount(0);
  await expect(accountButton(page, nickname)).toBeVisible();
});

test('authenticator: enrol in the security center, then verify a login from a new network with it', async ({
  page,
  context,
}) => {
  const { username, password } = await createAuroraAccount(page);
  await logIn(page, username, password);
  await (await openAccountMenu(page, username)).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(brandUrl('aurora', '/member?page=securityCenter'));

  const panel = page.getByRole('region', { name: 'Google Authenticator' });
  await expect(panel).toContainText('Off');
  await panel.getByRole('button', { name: 'Set up' }).click();
  await expect(panel.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = (await panel.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused and the authenticator stays off.
  const step = totpStep();
  const code = totp(secret, step);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await panel.getByLabel('6-digit code').fill(wrong);
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByLabel('6-digit code')).toHaveAccessibleDescription(
    'Invalid or missing verification code',
  );

  await panel.getByLabel('6-digit code').fill(code);
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel).toContainText('On: new devices can be verified with your authenticator.');
  await expect(panel.getByRole('button', { name: 'Turn off' })).toBeVisible();

  await logOut(page, username);

  // Same account from another network: the password alone is not enough.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() });
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const modal = await submitLogin(page, username, password);
  await expect(modal).toContainText('You are logging in from a new network.');
  const field = modal.getByLabel('Code from your authenticator app');
  // Codes are single use: the one that turned the authenticator on is refused.
  await field.fill(code);
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toHaveAccessibleDescription('Invalid or missing verification code');
  await expect(accountButton(page, username)).toHaveCount(0);

  await field.fill(totp(secret, step + 1));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();
});

test('change password from the security center', async ({ page }) => {
  const { username, password } = await createAuroraAccount(page);
  const newPassword = 'Changed2026z';
  await logIn(page, username, password);
  await page.goto(brandUrl('aurora', '/member?page=securityCenter'));
  await page
    .getByRole('region', { name: 'Password' })
    .getByRole('button', { name: 'Change password' })
    .click();

  const modal = dialog(page, 'Change password');
  await modal.getByLabel('Current password').fill('NotMine2026');
  await modal.getByLabel('New password', { exact: true }).fill(newPassword);
  await modal.getByLabel('Confirm new password').fill(newPassword);
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The current password is incorrect');

  await modal.getByLabel('Current password').fill(password);
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();

  await logOut(page, username);
  await logIn(page, username, newPassword);
});

test('a login from a new network can be verified with a code mailed to the bound email', async ({
  page,
  context,
}) => {
  const email = `Newip.${Date.now()}.${test.info().workerIndex}@Example.com`;
  const { username, password } = await createAuroraAccount(page, { email });
  await logIn(page, username, password);
  await logOut(page, username);

  await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() });
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const modal = await submitLogin(page, username, password);
  await expect(modal).toContainText('You are logging in from a new network.');
  // Only an email is bound, so there is no choice of method; the address is shown masked.
  await expect(modal.getByRole('tab')).toHaveCount(0);
  const field = modal.getByLabel(/^Code from n•••@example\.com$/i);
  await expect(field).toBeVisible();
  await expect(modal).not.toContainText(email);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await field.fill(await outboxCode(page, email.toLowerCase()));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal).toHaveCount(0);
  await expect(accountButton(page, username)).toBeVisible();

  // The network is known now: the next login from it needs only the password.
  await logOut(page, username);
  await logIn(page, username, password);
});

test('lotus has new-network verification off: the password is enough from anywhere', async ({
  page,
  context,
}) => {
  const { username, password } = await createLotusAccount(page);
  await logIn(page, username, password, VI_LOGIN);
  await logOut(page, username, VI_LOGOUT);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() });
  await logIn(page, username, password, VI_LOGIN);
});

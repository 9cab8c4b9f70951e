import { expect, outboxCode, registerLoggedIn, test, uniqueMobile, uniqueUsername } from './accounts-support';
import { shot } from './shots';
import { booted, brandUrl } from './support';

/**
 * Issue 27 "Profile and binding": in My account a player binds a mobile number and an email address with the codes
 * sent to them (read from the dev outbox), and saves a detail whose rule is shown before typing.
 */
test('a player binds a mobile number and an email address in My account', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await booted(page);
  const { token } = await registerLoggedIn(page, 'aurora');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto(brandUrl('aurora', '/member?page=securityCenter'));
  const details = page.getByRole('region', { name: 'Personal details' });
  // The rule of the real name is shown before the player types.
  await expect(details.getByText('Enter your first and last name separated by a space')).toBeVisible();
  await details.getByLabel('Nickname').fill('Lucky Ana');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');

  const contact = page.getByRole('region', { name: 'Mobile and email' });
  await contact.getByRole('button', { name: 'Bind a mobile number' }).click();
  const mobileForm = contact.getByRole('form', { name: 'Bind a mobile number' });
  const mobile = uniqueMobile(10);
  await mobileForm.getByLabel('Mobile number').fill(mobile);
  await mobileForm.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileForm.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const smsCode = await outboxCode(page, `+63${mobile}`);
  await mobileForm.getByLabel('SMS code').fill(smsCode);
  await mobileForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(contact.getByRole('status')).toHaveText('Your mobile number is saved.');
  await expect(contact.getByText(`+63 ${mobile}`)).toBeVisible();

  await contact.getByRole('button', { name: 'Bind an email address' }).click();
  const emailForm = contact.getByRole('form', { name: 'Bind an email address' });
  const email = `${uniqueUsername('mail')}@example.com`;
  await emailForm.getByLabel('New email address').fill(email);
  // A wrong code is refused with the server's message.
  await emailForm.getByRole('button', { name: 'Send code' }).click();
  const emailCode = await outboxCode(page, email);
  await emailForm.getByLabel('Email code').fill(emailCode === '000000' ? '111111' : '000000');
  await emailForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('Invalid or missing verification code');
  await emailForm.getByLabel('Email code').fill(emailCode);
  await emailForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(contact.getByRole('status')).toHaveText('Your email address is saved.');
  await expect(contact.getByText(email)).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Change mobile number' })).toBeVisible();
  await shot(page, 'profile-bound', { fullPage: true });
});

for (const width of [360, 1440]) {
  for (const mode of ['dark', 'light'] as const) {
    test(`My account details at ${width} px, ${mode}`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 900 });
      await context.addInitScript((theme) => localStorage.setItem('mq_theme', theme), mode);
      await page.goto(brandUrl('lotus'));
      await booted(page);
      const { token } = await registerLoggedIn(page, 'lotus');
      await page.evaluate((value) => sessionStorage.setItem('token', value), token);
      await page.goto(brandUrl('lotus', '/member?page=securityCenter'));
      const details = page.getByRole('region', { name: 'Thông tin cá nhân' });
      await expect(details.getByLabel('Zalo')).toBeVisible();
      // The registered real name is locked.
      await expect(details.getByText('Đã khóa: liên hệ chăm sóc khách hàng để thay đổi.')).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await shot(page, `profile-${width}-${mode}`, { fullPage: true });
    });
  }
}

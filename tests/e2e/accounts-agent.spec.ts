import { banner, createAuroraAccount, dialog, expect, test } from './accounts-support';
import { brandUrl } from './support';

const agentForm = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Agent backend' });

test('agent login page: opening hours, no remember-me, agent01 reaches the agent home', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/agent'));
  const form = agentForm(page);
  await expect(form.getByRole('heading', { name: 'Agent backend' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Aurora Play' })).toBeVisible();
  await expect(form).toContainText('Opening hours: Monday to Friday, 12:00 to 21:00');
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText('Remember me on this device')).toHaveCount(0);

  await form.getByLabel('Username').fill('agent01');
  await form.getByLabel('Password').fill('Agent2026x');
  await form.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/agentHome(\?page=agentTeamOverview)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Agent center menu' })
    .getByRole('link', { name: 'Register downline' })
    .click();
  await expect(page.getByRole('heading', { name: 'Invitation link' })).toBeVisible();
  await expect(page.getByText('AGAURORA', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();

  // The header clock is live: its time moves on by itself.
  const clock = page.getByRole('banner').locator('time');
  await expect(clock).toHaveText(/^GMT[+-]\d{2}:\d{2} /);
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first);

  // Signing out from the agent area (confirmed) returns to the agent login page.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(brandUrl('aurora', '/agent'));
});

test('a back-office agent (type 41) cannot log in on the member site', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const modal = dialog(page, 'Log in');
  await modal.getByLabel('Username').fill('office01');
  await modal.getByLabel('Password', { exact: true }).fill('Office2026x');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Non-member account unable to login');
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  // The agent area takes it.
  await page.goto(brandUrl('aurora', '/agent'));
  const form = agentForm(page);
  await form.getByLabel('Username').fill('office01');
  await form.getByLabel('Password').fill('Office2026x');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome(\?page=agentTeamOverview)?$/);
});

test('a player cannot log in to the agent area', async ({ page }) => {
  const { username, password } = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora', '/agent'));
  const form = agentForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(brandUrl('aurora', '/agent'));
  // No session was handed out.
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the agent home without a session goes to the agent login page', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/agentHome'));
  await expect(page).toHaveURL(brandUrl('aurora', '/agent'));
  await expect(agentForm(page).getByRole('heading', { name: 'Agent backend' })).toBeVisible();
});

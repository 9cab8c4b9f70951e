import type { Page } from '@playwright/test';
import { expect, registerLoggedIn } from './accounts-support';
import { runAxe } from './axe';
import { brandUrl, headerBalance, memberMenu, test } from './cashier-support';
import { openOffice, samplePng, staffToken } from './office-support';
import { shot } from './shots';

/**
 * The back office's queues (issue 26) on the real server: a marketing staff member approves a promotion application
 * in the console and the player sees the reward; support replies to a feedback and the player reads it; risk
 * approves a KYC document and the player's verification page shows it. Then each queue screen at 1440 and 360 px,
 * light and dark, with nothing wider than the screen and no serious or critical axe finding.
 */

test.describe.configure({ timeout: 180_000 });
const LOAD = { timeout: 30_000 };

/** A new aurora player, logged in through the API, on the site. */
async function player(page: Page) {
  await page.goto(brandUrl('aurora'));
  const { token, username } = await registerLoggedIn(page, 'aurora');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  return { token, username };
}

/** A multipart upload from inside the player's page (as the site's own forms send it). */
async function upload(
  page: Page,
  path: string,
  token: string,
  fields: Record<string, string>,
  file: string,
  method = 'POST',
) {
  const png = [...samplePng()];
  return page.evaluate(
    async ({ path, token, fields, file, png, method }) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append(file, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'proof.png');
      const response = await fetch(path, { method, headers: { authorization: `Bearer ${token}` }, body });
      return { status: response.status, body: await response.json() };
    },
    { path, token, fields, file, png, method },
  );
}

test('marketing approves a promotion application in the console; the player sees the reward', async ({
  page,
  browser,
  request,
}) => {
  const p = await player(page);
  const applied = await upload(
    page,
    '/wps/promotions/big-win-story/apply',
    p.token,
    { comment: 'Look at my win!' },
    'image',
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);

  const staff = await staffToken(request, { aurora: ['marketing'] });
  const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await office.setViewportSize({ width: 1440, height: 1000 });
  await openOffice(office, staff, 'aurora/promotions');
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('Promotion applications', LOAD);
  const card = office.getByRole('article').filter({ hasText: p.username });
  await expect(card).toContainText('Look at my win!');
  const image = card.getByRole('img', { name: `Image 1 sent by ${p.username}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const approve = card.getByRole('button', { name: 'Approve and pay' });
  await expect(approve).toBeDisabled();
  await card.getByLabel('Reason').fill('Win verified on the screenshot');
  await approve.click();
  await expect(card).toHaveCount(0);

  await page.goto(brandUrl('aurora'));
  await expect(headerBalance(page)).toHaveText('Balance: ₱100.00', LOAD);
});

test('support replies to a feedback in the console; the player reads the reply', async ({
  page,
  browser,
  request,
}) => {
  const p = await player(page);
  const sent = await page.evaluate(async (token) => {
    const response = await fetch('/wps/feedback', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        questionType: 'complaint',
        content: 'My withdrawal has been waiting for two days.',
      }),
    });
    return { status: response.status, body: await response.json() };
  }, p.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);

  const staff = await staffToken(request, { aurora: ['support'] });
  const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await openOffice(office, staff, 'aurora/feedback');
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('Feedback and complaints', LOAD);
  const card = office.getByRole('article').filter({ hasText: p.username });
  await expect(card).toContainText('My withdrawal has been waiting for two days.');
  await card.getByRole('button', { name: 'Open the thread' }).click();
  await expect(card.getByText('No reply yet.')).toBeVisible();
  await card.getByLabel('Your reply (the player sees it)').fill('Paid this morning, sorry for the wait.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  // Answered: it leaves the open list.
  await expect(card).toHaveCount(0);

  await page.goto(brandUrl('aurora', '/myFeedback'));
  const ticket = page.getByTestId('feedback-ticket').first();
  await expect(ticket).toContainText('1 new reply', LOAD);
  await ticket.click();
  await expect(page.getByTestId('feedback-reply')).toContainText('Paid this morning, sorry for the wait.');
  // Signed with the brand's name, never the staff member's login name.
  await expect(page.getByTestId('feedback-reply')).not.toContainText(staff.username);
});

test('risk approves a KYC document in the console; the player’s verification page shows it', async ({
  page,
  browser,
  request,
}) => {
  const p = await player(page);
  const uploaded = await upload(page, '/wps/member/kyc/documents', p.token, { kind: 'id' }, 'files');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);

  const staff = await staffToken(request, { aurora: ['risk'] });
  const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await openOffice(office, staff, 'aurora/kyc', 'dark');
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('KYC documents', LOAD);
  const card = office.getByRole('article').filter({ hasText: p.username });
  await expect(card.getByRole('img', { name: `Document sent by ${p.username}` })).toBeVisible();
  await expect(card).toContainText('Real name');
  await card.getByLabel('Reason').fill('Document matches the profile');
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(card).toHaveCount(0);

  await page.goto(brandUrl('aurora', '/member?page=verification'));
  await expect(memberMenu(page).getByRole('link', { name: 'Verification' })).toBeVisible(LOAD);
  const documents = page.getByRole('region', { name: 'Your documents' }).getByRole('listitem');
  await expect(documents.first()).toContainText('Approved', LOAD);
});

test('each queue screen at 1440 and 360 px, light and dark', async ({ page, browser, request }) => {
  const p = await player(page);
  await upload(page, '/wps/promotions/big-win-story/apply', p.token, { comment: 'Screenshot run' }, 'image');
  await upload(page, '/wps/member/kyc/documents', p.token, { kind: 'selfie' }, 'files');
  await upload(
    page,
    '/wps/feedback',
    p.token,
    { questionType: 'complaint', content: 'Screenshot run: my withdrawal is late.' },
    'images',
    'PUT',
  );
  const staff = await staffToken(request, { aurora: ['owner'] });
  for (const theme of ['light', 'dark'] as const) {
    const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    for (const screen of ['promotions', 'bills', 'feedback', 'kyc']) {
      for (const width of [1440, 360]) {
        await office.setViewportSize({ width, height: width === 360 ? 780 : 1000 });
        await openOffice(office, staff, `aurora/${screen}`, theme);
        await expect(office.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
        await expect(office.getByRole('status')).toHaveCount(0, LOAD);
        if (screen === 'feedback') {
          const card = office.getByRole('article').filter({ hasText: p.username });
          await card.getByRole('button', { name: 'Open the thread' }).click();
          await expect(card.getByRole('img', { name: 'Attached image 1' })).toBeVisible();
        }
        expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width === 1440) {
          // No serious or critical accessibility problem (contrast in this theme included).
          const axe = await runAxe(office, { tags: ['wcag2a', 'wcag2aa'] });
          expect(
            axe.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => `${screen} ${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ).toEqual([]);
        }
        await shot(office, `office-${screen}-${width}-${theme}`, { fullPage: true });
      }
    }
  }
});

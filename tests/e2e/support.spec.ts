import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { createAuroraAccount, expect, logIn, pageFetch, test } from './accounts-support';
import { shot as attachShot, SHOTS } from './shots';
import { booted, brandUrl } from './support';

/**
 * Support (issue 15): feedback with an image answered by the desk, live chat from the footer answered by a
 * support agent, the app download pages' QR codes decoded. Screenshots at 360 and 1440 px in both themes.
 */

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The screen in both themes at 360 and 1440 px (with E2E_SHOTS=1), then back at 1280 px for the flow. */
async function shot(page: Page, name: string) {
  for (const mode of SHOTS ? (['dark', 'light'] as const) : []) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await attachShot(page, `${name}-${width}-${mode}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function deskToken(page: Page, username = 'aurora.cs'): Promise<string> {
  const { status, body } = await pageFetch<{ token: string }>(page, '/wps/support/login', {
    method: 'POST',
    body: { username, password: 'Support2026x' },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.token;
}

test('a player sends feedback with an image and reads the reply', async ({ page }) => {
  test.setTimeout(120_000);
  const player = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora'));
  await booted(page);
  await logIn(page, player.username, player.password);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback and complaints' }).click();
  await expect(page).toHaveURL(/\/myFeedback/);
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New feedback' }).click();
  const modal = page.getByRole('dialog', { name: 'Feedback and complaints' });
  await modal.getByLabel('Question type').selectOption({ label: 'Deposit or withdrawal' });
  await modal.getByLabel('Your message').fill('short');
  await modal
    .getByLabel(/^Images/)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(modal.getByText('receipt.png', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please write at least 3 words');
  await modal.getByLabel('Your message').fill('My deposit of 500 has not arrived yet, receipt attached.');
  await shot(page, 'feedback-form');
  await modal.getByRole('button', { name: 'Send' }).click();
  const sent = modal.getByRole('status');
  await expect(sent).toContainText('was received');
  const id = /#(\d+)/.exec((await sent.textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();

  // The support desk answers (through its API; the desk page is covered by the chat test).
  const desk = await deskToken(page);
  const reply = await pageFetch(page, `/wps/support/feedback/${id}/reply`, {
    method: 'POST',
    token: desk,
    body: { body: 'Credited now, thank you for the receipt.' },
  });
  expect(reply.status).toBe(200);

  await modal.getByRole('link', { name: 'My feedback' }).click();
  const ticket = page.getByTestId('feedback-ticket').first();
  await expect(ticket).toContainText('1 new reply');
  await expect(ticket).toContainText('Answered');
  await shot(page, 'feedback-history');
  await ticket.click();
  await expect(page.getByTestId('feedback-reply')).toContainText('Credited now, thank you for the receipt.');
  await expect(page.getByTestId('feedback-reply')).toContainText('Aurora care');
  const image = page.getByRole('img', { name: 'Attached image 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await shot(page, 'feedback-detail');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByTestId('feedback-ticket').first()).not.toContainText('new reply');
});

test('a visitor must leave a contact to send feedback', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/feedback'));
  const modal = page.getByRole('dialog', { name: 'Feedback and complaints' });
  await modal.getByLabel('Question type').selectOption({ label: 'Suggestion' });
  await modal.getByLabel('Your message').fill('Please add more fishing games to the lobby.');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('Input cannot be empty')).toBeVisible();
  await modal.getByLabel(/^Contact/).fill('visitor@example.com');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByRole('status')).toContainText('was received');
});

test('a visitor opens the chat from the footer and a support agent answers from the desk', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl('aurora'));
  await booted(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(/\/chat\?visitor=[A-Za-z0-9_-]{43}$/);
  const room = page.getByRole('region', { name: 'Live chat' });
  await expect(room.getByText('Say hello. A support agent will answer here.')).toBeVisible();
  await room.getByLabel('Message').fill('Hello, how do I verify my account?');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByTestId('chat-message')).toHaveText(/Hello, how do I verify my account\?/);
  await expect(room.getByRole('status')).toHaveText('Waiting for a support agent…');

  // The support agent, in another browser, signs in to the desk and answers.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await desk.goto(brandUrl('aurora', '/support'));
  await desk.getByLabel('Support username').fill('aurora.cs');
  await desk.getByLabel('Password').fill('Support2026x');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  const waiting = desk.getByTestId('desk-chat').filter({ hasText: 'Hello, how do I verify my account?' });
  await expect(waiting).toContainText('Waiting');
  await waiting.click();
  await desk.getByRole('button', { name: 'Take' }).click();
  await expect(room.getByRole('status')).toHaveText('Aurora care is here to help');
  await desk.getByLabel('Reply').fill('Open My account and choose Verify. I can guide you.');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(room.getByTestId('chat-message').last()).toContainText('Open My account and choose Verify.');
  await expect(room.getByTestId('chat-message').last()).toContainText('Aurora care');
  await shot(page, 'chat-visitor');
  await shot(desk, 'chat-desk');

  // A reload keeps the conversation (history on reconnect).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Live chat' }).getByTestId('chat-message')).toHaveCount(2, {
    timeout: 30_000,
  });
  await deskContext.close();
});

/** Draws the page's QR code (an SVG) on a canvas in the page and decodes it with jsQR in the test. */
async function decodeQr(page: Page, name: string): Promise<string | null> {
  const svg = page.getByRole('img', { name }).first();
  await expect(svg).toBeVisible();
  const pixels = await svg.evaluate(async (node) => {
    const markup = new XMLSerializer().serializeToString(node);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  return jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data ?? null;
}

const DOWNLOADS = [
  {
    brand: 'aurora',
    platform: 'ios',
    language: 'en',
    app: 'iOS app',
    page: 'https://aurora.marquee.games/download/ios',
    store: true,
  },
  {
    brand: 'aurora',
    platform: 'lite',
    language: 'ty',
    app: 'Magaan na app',
    page: 'https://aurora.marquee.games/download/lite',
    store: true,
  },
  {
    brand: 'lotus',
    platform: 'android',
    language: 'vi',
    app: 'Ứng dụng Android',
    page: 'https://lotusclub.vn/app/android',
    store: false,
  },
  { brand: 'lotus', platform: 'ios', language: 'en', app: 'iOS app', page: null, store: false },
  {
    brand: 'siam',
    platform: 'android',
    language: 'th',
    app: 'แอป Android',
    page: 'https://siamfortune.co.th/app/android',
    store: true,
  },
] as const;

for (const d of DOWNLOADS) {
  test(`the ${d.brand} ${d.platform} download page in ${d.language} carries the language in its QR code`, async ({
    page,
  }) => {
    await page.addInitScript((language) => localStorage.setItem('language', language), d.language);
    await page.goto(brandUrl(d.brand, `/download/${d.platform}`));
    await expect(page.getByRole('heading', { level: 1, name: d.app })).toBeVisible();
    const svgName = (await page.locator('figure svg[role="img"]').first().getAttribute('aria-label')) ?? '';
    const text = await decodeQr(page, svgName);
    expect(text, 'the QR code decodes').not.toBeNull();
    const url = new URL(text!);
    expect(url.searchParams.get('language')).toBe(d.language);
    expect(url.searchParams.has('token')).toBe(false);
    expect(`${url.origin}${url.pathname}`).toBe(
      d.page ?? `http://${d.brand}.localhost:${new URL(page.url()).port}/download/${d.platform}`,
    );
    await expect(page.getByTestId('store-link')).toHaveCount(d.store ? 1 : 0);
    if (d.brand === 'aurora' && d.platform === 'ios') await shot(page, 'download-ios');
    if (d.brand === 'lotus' && d.platform === 'ios') await shot(page, 'download-home-screen');
  });
}

test('a signed-in player’s download QR codes and app links carry no session token (issue 23)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await createAuroraAccount(page);
  await page.goto(brandUrl('aurora'));
  await booted(page);
  await logIn(page, player.username, player.password);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  expect(token).toBeTruthy();
  // The side menu's app links (the QR codes point at the same addresses).
  const links = page.getByRole('link', { name: /app$/ });
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
    expect(href).not.toContain(token);
  await page.goto(brandUrl('aurora', '/download/android'));
  const text = await decodeQr(page, 'QR code of the Android app download page');
  const url = new URL(text!);
  expect(url.searchParams.has('token')).toBe(false);
  expect(text).not.toContain(token);
});

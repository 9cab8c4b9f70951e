import type { Page } from '@playwright/test';
import { expect, pageFetch, registerLoggedIn } from './accounts-support';
import { runAxe } from './axe';
import { brandUrl, memberMenu, ops, test, tinyPng } from './cashier-support';
import { shot } from './shots';

/**
 * KYC (issue 27, docs/kyc.md) in the browser against the real server: a player opens Verification in the member
 * centre, is told what each level needs and unlocks, uploads a document and sees it pending; a file that is not a
 * document is refused before upload; staff reject it through `npm run ops` and the player reads the reason.
 * axe: no serious or critical violation. Screenshots at 1440 and 360 px, light and dark.
 */

test.describe.configure({ timeout: 180_000 });

const LOAD = { timeout: 30_000 };

/** A new aurora player logged in through the API (login is not under test here), in the given theme. */
async function apiPlayer(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((mode) => localStorage.setItem('mq_theme', mode), theme);
  await page.goto(brandUrl('aurora'));
  const { token } = await registerLoggedIn(page, 'aurora');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  return token;
}

const documentsList = (page: Page) =>
  page.getByRole('region', { name: 'Your documents' }).getByRole('listitem');

for (const theme of ['light', 'dark'] as const) {
  test(`a player uploads a document and sees it pending, then rejected with the reason (${theme})`, async ({
    page,
  }) => {
    const token = await apiPlayer(page, theme);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(brandUrl('aurora', '/member?page=verification'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account verification', LOAD);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(memberMenu(page).getByRole('link', { name: 'Verification' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // No real name or ID number yet: no level is reached; what each level unlocks is stated.
    await expect(page.getByText('Not verified yet')).toBeVisible();
    const levels = page.getByRole('region', { name: 'Verification levels' });
    await expect(levels).toContainText('Unlocks withdrawals above ₱30,000.00');
    await expect(page.getByText('You have not uploaded any documents yet.')).toBeVisible();

    // A text file is refused before anything is sent.
    const files = page.getByLabel('Files');
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText('Only PNG, JPG or PDF files can be uploaded');

    await page.getByLabel('Document type').selectOption({ label: 'Selfie holding your document' });
    await files.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveText(
      'Uploaded. Your document is waiting for review.',
    );
    await expect(documentsList(page)).toHaveCount(1);
    await expect(documentsList(page).first()).toContainText('Selfie holding your document');
    await expect(documentsList(page).first()).toContainText('Pending review');
    await expect(
      // The requirement's own row (the level's row, which holds it, comes first).
      levels.getByRole('listitem').filter({ hasText: 'Selfie holding your document' }).last(),
    ).toHaveText('Selfie holding your documentPending review');
    // No serious or critical accessibility problem on the page (contrast of the badges in this theme included).
    const axe = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] });
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await shot(page, `kyc-pending-1440-${theme}`, { fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(documentsList(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, `kyc-pending-360-${theme}`, { fullPage: true });

    if (theme === 'dark') return;
    // Staff reject it through the ops CLI; the player reads the reason and can upload again.
    const status = await pageFetch<{ documents: { id: string }[] }>(page, '/wps/member/kyc', { token });
    const id = status.body.value.documents[0]!.id;
    ops('kyc-reject', id, '--brand', 'aurora', '--by', 'e2e-reviewer', '--reason', 'Face not visible');
    await page.reload();
    await expect(documentsList(page).first()).toContainText('Rejected', LOAD);
    await expect(documentsList(page).first()).toContainText('Reason: Face not visible');
    await expect(page.getByLabel('Document type')).toContainText('Selfie holding your document');
  });
}

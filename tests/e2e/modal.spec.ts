/**
 * One modal primitive (issue 23 item 2): every dialog keeps a backdrop over an inert page, stays modal and in view
 * while the page below re-renders or reorders (the red envelope's result was the reproduced case), locks the page
 * scroll and puts it back on close (spec §4), closes with Escape and gives the focus back. The phone side menu and
 * the game popup are dialogs of the same kind. The side menu's game centre picks a vendor (spec §2).
 */
import type { Locator, Page } from '@playwright/test';
import { banner, expect, test } from './accounts-support';
import { auroraPlayer, brandUrl } from './cashier-support';
import { gamePopup } from './originals-support';

const isModal = (dialog: Locator) => dialog.evaluate((d) => d.matches(':modal'));
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('the red envelope result stays a modal dialog in view while the promotions below reorder; scroll and focus come back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await auroraPlayer(page);
  await page.goto(brandUrl('aurora', '/promotions'));
  const card = page.getByRole('main').getByRole('article', { name: 'Lucky red envelope', exact: true });
  const opener = card.getByRole('button', { name: 'Open the red envelope' });
  await opener.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  const logo = (await banner(page).getByRole('link', { name: 'Aurora Play home' }).boundingBox())!;
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Lucky red envelope' });
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^You got ₱\d+\.\d{2}!$/);
  // The list below has been fetched again and sorted: the opened envelope moved down among the claimed ones.
  await expect(card.getByTestId('promotion-state')).toHaveText('Claimed');
  expect(await isModal(dialog)).toBe(true);
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
  const box = (await close.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  // The page below is inert: a click on the header's logo (a link home) reaches nothing.
  await page.mouse.click(logo.x + logo.width / 2, logo.y + logo.height / 2);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/promotions');
  // The page does not scroll under the dialog.
  await page.mouse.move(100, 850);
  await page.mouse.wheel(0, 500);
  await frames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await close.click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The opener became a state label: the focus goes to the page's content, not lost on <body>.
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(
    true,
  );
});

test('360 px: the side menu is a modal drawer with the game centre; a Fish vendor opens its list, a sports vendor launches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(brandUrl('aurora'));
  const toggle = banner(page).getByRole('button', { name: 'Show menu' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  expect(await isModal(drawer)).toBe(true);
  // A click beside the drawer (on its backdrop, over the page) closes it and reaches nothing below.
  await page.mouse.click(340, 400);
  await expect(drawer).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  await toggle.click();
  // Home, the categories, then promotions (spec §2), and the game centre with every category's vendors.
  const menu = drawer.getByRole('navigation', { name: 'Main menu' });
  const entries = await menu
    .getByRole('list')
    .first()
    .locator(':scope > li > :is(a, button)')
    .allInnerTexts();
  expect(entries.slice(0, 2)).toEqual(['Home', 'Slots']);
  expect(entries.indexOf('Promotions')).toBe(entries.indexOf('Mini games') + 1);
  const centre = drawer.getByRole('button', { name: 'Game centre' });
  await expect(centre).toHaveAttribute('aria-expanded', 'false');
  await centre.click();
  await expect(centre).toHaveAttribute('aria-expanded', 'true');
  await drawer.getByRole('region', { name: 'Fishing' }).getByRole('link', { name: 'JILI' }).click();
  await expect(page).toHaveURL(/\/fish\?vassalage=JL$/);
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Escape closes the drawer; a sports vendor launches its game (a visitor is asked to log in first).
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await toggle.click();
  await drawer.getByRole('button', { name: 'Game centre' }).click();
  await drawer.getByRole('region', { name: 'Sports' }).getByRole('button', { name: /SABA/ }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the game popup is the modal too: the whole window, Escape closes it and the focus goes back to the card', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora', '/mini'));
  const demo = page.getByRole('main').getByRole('button', { name: 'Play Dice for free (demo)', exact: true });
  await demo.first().click();
  const popup = gamePopup(page, 'Dice');
  await expect(popup).toBeVisible();
  expect(await isModal(popup)).toBe(true);
  const size = page.viewportSize()!;
  const box = (await popup.boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, size.width, size.height]);
  await popup.getByRole('button', { name: 'Close the game' }).focus();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(demo.first()).toBeFocused();
});

import { createHash, createHmac } from 'node:crypto';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './accounts-support';

/** The game popup (spec §2 game popup: a dialog named after the game, its screen in an iframe). */
export const gamePopup = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
export const gameFrame = (page: Page, name: string): FrameLocator =>
  gamePopup(page, name).frameLocator(`iframe[title="${name}"]`);

/** Opens a game from its card in a lobby page (demo: its "for free" button) and waits for its screen. */
export async function openFromLobby(
  page: Page,
  path: string,
  name: string,
  demo = false,
): Promise<FrameLocator> {
  await page.goto(path);
  const main = page.getByRole('main');
  const card = demo
    ? main.getByRole('button', { name: `Play ${name} for free (demo)`, exact: true }).first()
    : main.getByRole('button', { name: new RegExp(`^Play ${name} by `) }).first();
  await card.click();
  await expect(gamePopup(page, name)).toBeVisible();
  const frame = gameFrame(page, name);
  await expect(frame.getByTestId('game-balance')).toBeVisible({ timeout: 15_000 });
  return frame;
}

/** "₱1,234.50" / "−₱0.50" → minor units (cents). */
export function cents(text: string): number {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

export async function balanceCents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const amounts = text.match(/[−-]?[^\d\s]?[\d,]+\.\d{2}/g) ?? [];
  return cents(amounts.at(-1) ?? '0');
}

/**
 * An independent dice roll from revealed seeds (issue 6): bytes = HMAC-SHA256(key = server seed hex text,
 * message = `${clientSeed}:${nonce}:0`), float = b0/256 + b1/256² + b2/256³ + b3/256⁴, roll = floor(float × 10001)/100.
 */
export function diceRoll(serverSeed: string, clientSeed: string, nonce: number): string {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return (Math.floor(float * 10_001) / 100).toFixed(2);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

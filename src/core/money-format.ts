/**
 * Amounts as the API's decimal strings and minor units, for arithmetic and input (src/core/money.ts). How an amount
 * reads on screen or in a server message is decided in one place only: src/core/format.ts (`createFormat().money`,
 * `useFormat()` in the web, `moneyParam` for server messages).
 */
import type { CurrencyRules } from './format';
import { type MinorUnits, parseAmount } from './money';

export type { CurrencyRules };

/** A brand's minorUnits from configuration (0 or 2). */
export const asMinorUnits = (n: number): MinorUnits => (n === 0 ? 0 : 2);

/** Minor units of a decimal string (0n for anything malformed; the server never sends that). */
export function toMinor(amount: string | number | null | undefined, minorUnits: MinorUnits): bigint {
  const text = typeof amount === 'number' ? String(amount) : (amount ?? '0');
  const negative = text.startsWith('-');
  const parsed = parseAmount(negative ? text.slice(1) : text, { minorUnits, allowZero: true });
  const minor = parsed.ok ? parsed.minor : 0n;
  return negative ? -minor : minor;
}

/**
 * How an amount of money reads on screen: the one place for it (cashier, header wallet, records, jackpot counter,
 * winners board, originals). The brand currency's rules decide: its symbol in front, exactly its minor units of
 * decimals (none for a currency without minor units, such as VND), digits grouped by three with ",", a real minus
 * sign. Works on decimal strings and bigint minor units only: no float reaches the text (src/core/money.ts).
 */
import { type CurrencyRules, createFormat, type Format } from './format';
import { type MinorUnits, parseAmount } from './money';

export type { CurrencyRules };

/** A brand's minorUnits from configuration (0 or 2). */
export const asMinorUnits = (n: number): MinorUnits => (n === 0 ? 0 : 2);

/** "1234567.50" → "1,234,567.50" (the sign is kept in front). */
export function groupDigits(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** "₱1,234.50"; signed: "+₱10.00" / "−₱10.00" (a real minus sign). The decimals are shown as given. */
export function showMoney(amount: string, symbol: string, signed = false): string {
  const negative = amount.startsWith('-');
  const digits = groupDigits(negative ? amount.slice(1) : amount);
  const isZero = !/[1-9]/.test(amount);
  const sign = negative && !isZero ? '−' : signed && !isZero ? '+' : '';
  return `${sign}${symbol}${digits}`;
}

/** Minor units of a decimal string (0n for anything malformed; the server never sends that). */
export function toMinor(amount: string | number | null | undefined, minorUnits: MinorUnits): bigint {
  const text = typeof amount === 'number' ? String(amount) : (amount ?? '0');
  const negative = text.startsWith('-');
  const parsed = parseAmount(negative ? text.slice(1) : text, { minorUnits, allowZero: true });
  const minor = parsed.ok ? parsed.minor : 0n;
  return negative ? -minor : minor;
}

/**
 * An amount in the brand currency: a decimal string ("1234.5", "150000") or minor units (bigint), always shown
 * with exactly the currency's decimals, in the language's way (src/core/format.ts; English by default):
 * formatMoney("150000", VND) = "₫150,000", formatMoney(12345n, PHP) = "₱123.45", formatMoney("150000", VND, false,
 * "vi") = "150.000 ₫". A string with more decimals than the currency has is cut to them (display only).
 */
export function formatMoney(
  amount: string | bigint,
  currency: CurrencyRules,
  signed = false,
  language = 'en',
): string {
  const key = `${language}|${currency.symbol}|${currency.minorUnits}`;
  let format = formats.get(key);
  if (!format) {
    format = createFormat({ language, currency });
    formats.set(key, format);
  }
  return format.money(amount, signed);
}

const formats = new Map<string, Format>();

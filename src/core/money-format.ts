/**
 * How an amount of money reads on screen: the one place for it (cashier, header wallet, records, jackpot counter,
 * winners board, originals). The brand currency's rules decide: its symbol in front, exactly its minor units of
 * decimals (none for a currency without minor units, such as VND), digits grouped by three with ",", a real minus
 * sign. Works on decimal strings and bigint minor units only: no float reaches the text (src/core/money.ts).
 */
import { formatAmount, type MinorUnits, parseAmount } from './money';

/** What formatting needs of a currency (bootstrap brand.currencySymbol / currencyMinorUnits). */
export interface CurrencyRules {
  symbol: string;
  minorUnits: MinorUnits;
}

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
 * with exactly the currency's decimals: formatMoney("150000", VND) = "₫150,000", formatMoney(12345n, PHP) =
 * "₱123.45", formatMoney("7", PHP) = "₱7.00". A string with more decimals than the currency has is rounded down
 * to them (display only; the ledger never sees it).
 */
export function formatMoney(amount: string | bigint, currency: CurrencyRules, signed = false): string {
  const minor =
    typeof amount === 'bigint' ? amount : toMinor(truncate(amount, currency.minorUnits), currency.minorUnits);
  return showMoney(formatAmount(minor, currency.minorUnits), currency.symbol, signed);
}

/** Drops decimals beyond the currency's ("20123456.78" → "20123456" for 0 minor units). */
function truncate(amount: string, minorUnits: MinorUnits): string {
  const dot = amount.indexOf('.');
  if (dot < 0) return amount;
  return minorUnits === 0 ? amount.slice(0, dot) : amount.slice(0, dot + 1 + minorUnits);
}

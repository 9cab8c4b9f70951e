import { formatAmount, type MinorUnits, parseAmount } from '../../core/money';

/**
 * Display helpers for the API's decimal money strings (src/core/money.ts): no float ever holds an amount; sums and
 * differences go through bigint minor units.
 */

export const asMinorUnits = (n: number): MinorUnits => (n === 0 ? 0 : 2);

/** "1234567.50" → "1,234,567.50" (the sign is kept in front). */
export function groupDigits(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** "₱1,234.50"; signed: "+₱10.00" / "−₱10.00" (a real minus sign). */
export function showMoney(amount: string, symbol: string, signed = false): string {
  const negative = amount.startsWith('-');
  const digits = groupDigits(negative ? amount.slice(1) : amount);
  const isZero = !/[1-9]/.test(amount);
  const sign = negative && !isZero ? '−' : signed && !isZero ? '+' : '';
  return `${sign}${symbol}${digits}`;
}

/** Minor units of an API decimal string (0n for anything malformed; the server never sends that). */
export function toMinor(amount: string | number | null | undefined, minorUnits: MinorUnits): bigint {
  const text = typeof amount === 'number' ? String(amount) : (amount ?? '0');
  const negative = text.startsWith('-');
  const parsed = parseAmount(negative ? text.slice(1) : text, { minorUnits, allowZero: true });
  const minor = parsed.ok ? parsed.minor : 0n;
  return negative ? -minor : minor;
}

/** Minor units → the API's decimal string. */
export const fromMinor = (minor: bigint, minorUnits: MinorUnits): string => formatAmount(minor, minorUnits);

/** a − b of two decimal strings, as a decimal string. */
export function subtractAmounts(a: string, b: string, minorUnits: MinorUnits): string {
  return fromMinor(toMinor(a, minorUnits) - toMinor(b, minorUnits), minorUnits);
}

/** A multiplier for display: "2.00×"; large ones grouped ("1,000,000.00×"). */
export function showMultiplier(value: number | string | null | undefined, digits = 2): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n)) return '—';
  return `${groupDigits(n.toFixed(digits))}×`;
}

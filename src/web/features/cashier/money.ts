import { type AmountError, formatAmount, type MinorUnits, parseAmount } from '../../../core/money';

/** Decimal strings only: no float ever holds an amount (src/core/money.ts). */

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
export function toMinor(amount: string, minorUnits: MinorUnits): bigint {
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, { minorUnits, allowZero: true });
  const minor = parsed.ok ? parsed.minor : 0n;
  return negative ? -minor : minor;
}

export const asMinorUnits = (n: number): MinorUnits => (n === 0 ? 0 : 2);

export type AmountCheck =
  | { ok: true; minor: bigint }
  | { ok: false; error: AmountError; params: Record<string, string | number> };

/**
 * Checks what the player typed against the operation's limits (decimal strings from the API) with the shared
 * parser, so the client refuses exactly what the server would.
 */
export function checkAmount(
  text: string,
  rules: { minorUnits: MinorUnits; min?: string; max?: string; symbol: string },
): AmountCheck {
  const min = rules.min === undefined ? undefined : toMinor(rules.min, rules.minorUnits);
  const max = rules.max === undefined ? undefined : toMinor(rules.max, rules.minorUnits);
  const parsed = parseAmount(text.trim(), { minorUnits: rules.minorUnits, min, max });
  if (parsed.ok) return parsed;
  return {
    ok: false,
    error: parsed.error,
    params: {
      decimals: rules.minorUnits,
      currency: rules.symbol,
      min: rules.min === undefined ? '' : groupDigits(rules.min),
      max: rules.max === undefined ? '' : groupDigits(rules.max),
    },
  };
}

/**
 * Quick amounts between min and max: min, then round steps (1, 2, 5 × 10ⁿ of the currency's whole unit) above it,
 * up to six of them.
 */
export function quickAmounts(min: string, max: string, minorUnits: MinorUnits): string[] {
  const lo = toMinor(min, minorUnits);
  const hi = toMinor(max, minorUnits);
  if (lo <= 0n || hi < lo) return [];
  const unit = 10n ** BigInt(minorUnits);
  const out = new Set<bigint>([lo]);
  for (let power = 0n; out.size < 6 && power < 16n; power++) {
    for (const step of [1n, 2n, 5n]) {
      const value = step * 10n ** power * unit;
      if (value > lo && value <= hi && out.size < 6) out.add(value);
    }
  }
  return [...out].map((minor) => formatAmount(minor, minorUnits));
}

/**
 * Money in the API and in the ledger. The ledger keeps integer minor units (bigint); the API speaks decimal
 * strings with exactly the brand currency's minor units ("123.45" for 2, "1234" for 0). No float ever touches an
 * amount: parsing works on the characters of the string.
 */

/** The largest amount accepted anywhere (minor units): 15 digits, far inside bigint and JS safe integers. */
export const MAX_MINOR = 999_999_999_999_999n;

export type MinorUnits = 0 | 2;

export type AmountError =
  /** Not a plain decimal number (empty, letters, exponent, comma, leading "+" or ".", a JSON number…). */
  | 'amount_invalid'
  /** Zero or negative where a positive amount is needed. */
  | 'amount_not_positive'
  /** More decimals than the currency has (trailing zeros excepted: "10.50" is 1050 for 2 decimals). */
  | 'amount_too_precise'
  /** Decimals in a currency without minor units (VND): whole amounts only. */
  | 'amount_not_whole'
  /** Below the minimum of the operation. */
  | 'amount_below_minimum'
  /** Above the maximum of the operation (or MAX_MINOR). */
  | 'amount_above_maximum';

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; error: AmountError };

export interface AmountRules {
  minorUnits: MinorUnits;
  /** Accept 0 (default false: amounts of money movements are positive). */
  allowZero?: boolean;
  /** Inclusive bounds in minor units; max defaults to MAX_MINOR. */
  min?: bigint;
  max?: bigint;
}

/** "-12.5", "0012", "12.50": the whole grammar is an optional minus, digits, and optionally a dot and digits. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string into minor units with exact rules, in this order:
 * not a string or not `-?digits(.digits)?` → amount_invalid (so "", " 1", "1e3", "+1", ".5", "5.", "1,000");
 * negative, or zero unless allowed → amount_not_positive ("-0" is zero); non-zero digits beyond the currency's
 * decimals → amount_too_precise (trailing zeros are fine: "10.50" and "10.500" are 1050 for 2 decimals), or
 * amount_not_whole for a currency without decimals ("10.5" in VND; "10.0" is 10);
 * above max (and always above MAX_MINOR) → amount_above_maximum; below min → amount_below_minimum.
 * Leading zeros are accepted ("007" is 7). No length limit is needed: huge inputs are decided on their digit
 * counts before any arithmetic.
 */
export function parseAmount(text: unknown, rules: AmountRules): ParsedAmount {
  if (typeof text !== 'string') return { ok: false, error: 'amount_invalid' };
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, error: 'amount_invalid' };
  const [, sign = '', rawWhole = '', fraction = ''] = match;
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  const significant = fraction.replace(/0+$/, '');
  const isZero = whole === '0' && significant === '';
  if (isZero ? !rules.allowZero : sign === '-') return { ok: false, error: 'amount_not_positive' };
  if (significant.length > rules.minorUnits)
    return { ok: false, error: rules.minorUnits === 0 ? 'amount_not_whole' : 'amount_too_precise' };
  // MAX_MINOR has 15 digits: more integer digits than that is above any maximum, whatever the decimals.
  if (whole.length > 15) return { ok: false, error: 'amount_above_maximum' };
  const scale = 10n ** BigInt(rules.minorUnits);
  const minor = BigInt(whole) * scale + BigInt(significant.padEnd(rules.minorUnits, '0') || '0');
  const max = rules.max !== undefined && rules.max < MAX_MINOR ? rules.max : MAX_MINOR;
  if (minor > max) return { ok: false, error: 'amount_above_maximum' };
  if (rules.min !== undefined && minor < rules.min) return { ok: false, error: 'amount_below_minimum' };
  return { ok: true, minor };
}

/** Minor units → the API's decimal string with exactly minorUnits decimals ("-0.05", "1234", "10.00"). */
export function formatAmount(minor: bigint | number, minorUnits: MinorUnits): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  if (minorUnits === 0) return `${negative ? '-' : ''}${digits}`;
  const padded = digits.padStart(minorUnits + 1, '0');
  const whole = padded.slice(0, -minorUnits);
  const fraction = padded.slice(-minorUnits);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** A fee of `percentBp` basis points (1/100 of a percent) plus `fixed` minor units, rounded half up, ≤ amount. */
export function feeOf(amount: bigint, fee: { percentBp?: number; fixed?: number } | undefined): bigint {
  if (!fee) return 0n;
  const percent = (amount * BigInt(fee.percentBp ?? 0) * 2n + 10_000n) / 20_000n;
  const total = percent + BigInt(fee.fixed ?? 0);
  return total > amount ? amount : total;
}

/** The smaller of two amounts in minor units (Math.min is for numbers, not bigint). */
export function minAmount(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}

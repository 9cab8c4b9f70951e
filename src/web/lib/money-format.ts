import { formatAmount, type MinorUnits } from '../../core/money';
import { groupDigits, toMinor } from '../../core/money-format';

/**
 * Display helpers for the API's decimal money strings (src/core/money.ts): no float ever holds an amount; sums and
 * differences go through bigint minor units. How money reads is decided in src/core/money-format.ts.
 */

export { asMinorUnits, groupDigits, showMoney, toMinor } from '../../core/money-format';

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

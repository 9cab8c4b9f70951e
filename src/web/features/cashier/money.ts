import { type AmountError, formatAmount, type MinorUnits, parseAmount } from '@/core/money';
import { toMinor } from '@/core/money-format';

/** Decimal strings only: no float ever holds an amount (src/core/money.ts). */

export { asMinorUnits, toMinor } from '@/core/money-format';

export type AmountCheck =
  | { ok: true; minor: bigint }
  | { ok: false; error: AmountError; params: Record<string, string | number> };

/**
 * Checks what the player typed against the operation's limits (decimal strings from the API) with the shared
 * parser, so the client refuses exactly what the server would. The limits in the refusal are written by the one
 * formatter (`money`: useFormat().money), as the server writes them in its messages.
 */
export function checkAmount(
  text: string,
  rules: { minorUnits: MinorUnits; min?: string; max?: string; money: (amount: string) => string },
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
      min: rules.min === undefined ? '' : rules.money(rules.min),
      max: rules.max === undefined ? '' : rules.money(rules.max),
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

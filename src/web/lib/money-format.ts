import { formatAmount, type MinorUnits } from '@/core/money';
import { toMinor } from '@/core/money-format';

/**
 * Arithmetic on the API's decimal money strings (src/core/money.ts): no float ever holds an amount; sums and
 * differences go through bigint minor units. How money reads is useFormat().money (src/core/format.ts).
 */

export { asMinorUnits, toMinor } from '@/core/money-format';

/** Minor units → the API's decimal string. */
export const fromMinor = (minor: bigint, minorUnits: MinorUnits): string => formatAmount(minor, minorUnits);

/** a − b of two decimal strings, as a decimal string. */
export function subtractAmounts(a: string, b: string, minorUnits: MinorUnits): string {
  return fromMinor(toMinor(a, minorUnits) - toMinor(b, minorUnits), minorUnits);
}

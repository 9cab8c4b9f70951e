import type { ReactNode } from 'react';
import { type Direction, useDirection } from './direction';

/**
 * Bidi isolation (docs/rtl.md): amounts, numbers with a sign, percentages, phone numbers, usernames, reference
 * numbers, game and vendor names must neither be reordered by the right-to-left text around them nor reorder it.
 */

/** Unicode FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: invisible, for text that cannot hold markup. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A piece of plain text isolated from the text around it, for strings that go into a translated sentence, an
 * attribute, a table cell or a chart label. Its own direction comes from its first letter, and text without one
 * (an amount "−₱10.00", "+12.5%", "+971 50 123 4567") is left to right: it stays "−₱10.00" inside Arabic instead of
 * becoming "₱10.00−". Left-to-right pages need nothing, so there the text is returned as it is (their texts and
 * tests are unchanged).
 */
export function isolateText(text: string, direction: Direction): string {
  return direction === 'rtl' && text !== '' ? `${FSI}${text}${PDI}` : text;
}

/** isolateText for the current document direction (re-renders when it changes). */
export function useIsolate(): (text: string) => string {
  const direction = useDirection();
  return (text: string) => isolateText(text, direction);
}

/** Left-to-right text kept in one piece inside any text: phone numbers, reference numbers, codes. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** Text of unknown direction (an amount, a username, a game or vendor name) isolated from what is around it. */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/**
 * A formatter (src/core/format.ts) whose amounts are isolated in right-to-left pages: every screen gets its money
 * through useFormat() or useMoney(), so an amount in a translated sentence, a table cell or a chart label is one
 * piece without more work.
 */
export function isolatedMoney<F extends { money: (amount: string | bigint, signed?: boolean) => string }>(
  format: F,
  direction: Direction,
): F {
  if (direction !== 'rtl') return format;
  return {
    ...format,
    money: (amount: string | bigint, signed = false) => isolateText(format.money(amount, signed), direction),
  };
}

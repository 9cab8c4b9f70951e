import type { ReactNode } from 'react';

/**
 * Bidi isolation (docs/rtl.md): amounts, numbers with a sign, percentages, phone numbers, usernames, reference
 * numbers, game and vendor names must neither be reordered by the right-to-left text around them nor reorder it.
 */

/** Unicode LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE: invisible, for text that cannot hold markup. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A left-to-right isolated piece of plain text, for strings that go into a translated sentence, an attribute or a
 * chart label: "−₱10.00" stays "−₱10.00" inside Arabic. Left-to-right text needs nothing, so it is returned as it
 * is there (texts and tests of the left-to-right languages are unchanged).
 */
export function ltrText(text: string, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' && text !== '' ? `${LRI}${text}${PDI}` : text;
}

/** Left-to-right text kept in one piece inside any text: amounts, phone numbers, reference numbers, codes. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** Text of unknown direction (a username, a game or vendor name) isolated from what is around it. */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

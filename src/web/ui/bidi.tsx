import type { ReactNode } from 'react';
import { type Direction, isolateValue } from '@/core/bidi';
import { useDirection } from './direction';

/**
 * Bidi isolation in the screens (docs/rtl.md): amounts, numbers with a sign, percentages, phone numbers, usernames,
 * reference numbers, game and vendor names must neither be reordered by the right-to-left text around them nor
 * reorder it. The rules are src/core/bidi.ts, shared with the texts the server writes; the formatter (useFormat())
 * and the i18next interpolation (src/web/lib/i18n.ts) already isolate what they produce. These are for the rest.
 */

/**
 * A piece of plain text isolated from the text around it, for strings that go into a sentence, an attribute, a
 * table cell or a chart label without passing through the formatter or a translation: in right-to-left pages, and
 * in left-to-right pages when it holds right-to-left letters. Its own direction comes from its first letter.
 */
export function isolateText(text: string, direction: Direction): string {
  return isolateValue(text, direction);
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

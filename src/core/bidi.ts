/**
 * Bidi isolation of the pieces that go into a sentence (docs/rtl.md), shared by the screens (src/web/ui/bidi.tsx,
 * the i18next interpolation) and the texts the server writes (src/core/message-params.ts): amounts, dates, codes,
 * ids and names must neither be reordered by the text around them nor reorder it. Pure: no DOM.
 *
 * The marks are invisible Unicode isolates (UAX #9): FIRST STRONG ISOLATE takes the direction of the piece's first
 * letter (left to right when it has none: "20261128-033700", "−₱10.00"), LEFT-TO-RIGHT ISOLATE forces left to right
 * (a code, or "د.إ 332.00" inside English), and POP DIRECTIONAL ISOLATE ends either.
 */

export type Direction = 'ltr' | 'rtl';

export const FSI = '\u2068';
export const LRI = '\u2066';
export const RLI = '\u2067';
export const PDI = '\u2069';

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko … and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud83a[\udc00-\udfff]/;

/** A run of right-to-left letters with the dots and spaces inside it ("د.إ"). */
const RTL_RUN = new RegExp(`(?:${RTL_LETTER.source})(?:[.\\s]*(?:${RTL_LETTER.source}))*`, 'g');

/** Does the text hold a right-to-left letter (an Arabic currency symbol, an Arabic name)? */
export const hasRtl = (text: string): boolean => RTL_LETTER.test(text);

/** Already one isolated piece (so isolating it again changes nothing). */
const isolated = (text: string) => (text.startsWith(FSI) || text.startsWith(LRI)) && text.endsWith(PDI);

/**
 * A value of unknown direction placed in a sentence (a name, a count, an interpolated piece): isolated with its own
 * first-strong direction in right-to-left text, and in left-to-right text when it holds right-to-left letters (an
 * Arabic name in an English sentence). Left-to-right text with left-to-right values is returned as it is.
 */
export function isolateValue(text: string, direction: Direction): string {
  if (text === '' || isolated(text)) return text;
  return direction === 'rtl' || hasRtl(text) ? `${FSI}${text}${PDI}` : text;
}

/**
 * A piece that reads left to right in every language: a draw number, an order or reference number, a phone number,
 * a code. In right-to-left text "20261128-033700" would otherwise come out as "033700-20261128".
 */
export function isolateCode(text: string, direction: Direction): string {
  if (text === '' || isolated(text)) return text;
  return direction === 'rtl' || hasRtl(text) ? `${LRI}${text}${PDI}` : text;
}

/**
 * An amount or a date as the language writes it. In a right-to-left language its first strong character decides
 * (Intl marks Arabic amounts and dates right to left, Persian amounts left to right); in a left-to-right language
 * it is left to right, so "د.إ 332.00, 4 active members" never reads "4,332.00".
 */
export function isolateFormatted(text: string, direction: Direction): string {
  if (text === '' || isolated(text)) return text;
  if (direction === 'rtl') return `${FSI}${text}${PDI}`;
  // Left to right, with its right-to-left letters (the symbol "د.إ") isolated too: otherwise the digits after an
  // Arabic letter count as Arabic digits and the piece reads "1.00 د.إ" from the left.
  return hasRtl(text) ? `${LRI}${text.replace(RTL_RUN, (run) => `${RLI}${run}${PDI}`)}${PDI}` : text;
}

/** The text without isolation marks (for comparisons, input values, file names). */
export const stripIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');

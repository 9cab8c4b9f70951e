/**
 * Search normalisation shared by the game catalogue (stored search text) and search requests: accent- and
 * case-insensitive, width-insensitive (full-width Latin folds to ASCII), Vietnamese đ→d, punctuation as spaces.
 * Only Latin-style diacritics are stripped: Thai vowel and tone marks carry meaning and are kept.
 */

/** Combining diacritical marks (and their supplements) left after NFKD decomposition of accented letters. */
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Apostrophes vanish ("Hold'em" matches "holdem"); every other non-letter, non-digit, non-mark is a space. */
const APOSTROPHES = /['’`´]/g;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .replace(/đ/g, 'd')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Longest keyword accepted by the game search (characters of the raw keyword). */
export const SEARCH_KEYWORD_MAX = 50;

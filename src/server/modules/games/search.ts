/**
 * Game search over normalised text (normalizeSearch of src/core/search-text.ts): matching, ranking and a
 * trigram prefilter, all in memory. Ranking: the name starts with the keyword, then a word of the name starts
 * with it, then it appears inside the name, then only the vendor name matches; within a rank hot games first,
 * then by name.
 */

export const RANK_PREFIX = 0;
export const RANK_WORD_PREFIX = 1;
export const RANK_INSIDE = 2;
export const RANK_VENDOR = 3;
const NO_MATCH = 9;

/** How a normalised text matches a normalised keyword: one of the RANK_ constants, or NO_MATCH. */
export function matchRank(text: string, keyword: string): number {
  const at = text.indexOf(keyword);
  if (at < 0) return NO_MATCH;
  if (at === 0) return RANK_PREFIX;
  if (text.charCodeAt(at - 1) === 32 || text.includes(` ${keyword}`, at)) return RANK_WORD_PREFIX;
  return RANK_INSIDE;
}

/** Posting lists of the three-character substrings of each document's texts, for candidate prefiltering. */
export class TrigramIndex {
  private readonly postings = new Map<string, Int32Array>();
  private readonly marks: Uint8Array;

  /** texts(doc) are the normalised strings of document doc (0 ≤ doc < size). */
  constructor(size: number, texts: (doc: number) => readonly string[]) {
    const lists = new Map<string, number[]>();
    for (let doc = 0; doc < size; doc++) {
      for (const text of texts(doc)) {
        for (let i = 0; i + 3 <= text.length; i++) {
          const gram = text.slice(i, i + 3);
          let list = lists.get(gram);
          if (!list) {
            list = [];
            lists.set(gram, list);
          }
          if (list[list.length - 1] !== doc) list.push(doc);
        }
      }
    }
    for (const [gram, list] of lists) this.postings.set(gram, Int32Array.from(list));
    this.marks = new Uint8Array(size);
  }

  /**
   * Documents that contain every trigram of the keyword (a superset of the documents whose text contains
   * it): a mark array (1 = candidate) and the shortest posting list, which holds every candidate; null when
   * the keyword is too short to prefilter.
   */
  candidates(keyword: string): { marks: Uint8Array; within: Int32Array } | null {
    if (keyword.length < 3) return null;
    const grams = new Set<string>();
    for (let i = 0; i + 3 <= keyword.length; i++) grams.add(keyword.slice(i, i + 3));
    const lists: Int32Array[] = [];
    for (const gram of grams) {
      const list = this.postings.get(gram);
      if (!list) {
        this.marks.fill(0);
        return { marks: this.marks, within: new Int32Array(0) };
      }
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const marks = this.marks;
    marks.fill(0);
    for (const doc of lists[0]!) marks[doc] = 1;
    for (let l = 1; l < lists.length; l++) {
      const level = l + 1;
      for (const doc of lists[l]!) if (marks[doc] === l) marks[doc] = level;
    }
    const full = lists.length;
    if (full > 1) for (const doc of lists[0]!) marks[doc] = marks[doc] === full ? 1 : 0;
    return { marks, within: lists[0]! };
  }
}

export interface SearchDocs {
  /** Normalised name of each document in the request language. */
  primary: readonly string[];
  /** Normalised English name of each document (names in English always match), or null when primary is English. */
  secondary: readonly string[] | null;
  /** Does the document's vendor display name match the keyword? */
  vendorMatches: (doc: number) => boolean;
  hot: (doc: number) => boolean;
  /** Position of each document in name order (a permutation of 0..n-1) and its inverse. */
  nameRank: Uint32Array;
  byNameRank: Int32Array;
  trigrams: TrigramIndex | null;
}

const NAME_BITS = 2 ** 20;

/**
 * The documents of the pool that match the normalised keyword, best first. The pool is any list of document
 * numbers (a category, a vendor, a filtered list); the result keeps only matches. With the pool's membership
 * mask (1 = in the pool) and no vendor name matching, only the trigram candidates are visited.
 */
export function searchPool(
  pool: ArrayLike<number>,
  keyword: string,
  docs: SearchDocs,
  options: { poolMask?: Uint8Array; vendorHits?: boolean } = {},
): Int32Array {
  if (!keyword) return new Int32Array(0);
  const found = docs.trigrams?.candidates(keyword) ?? null;
  const marks = found?.marks ?? null;
  const keys: number[] = [];
  const consider = (doc: number) => {
    let rank = NO_MATCH;
    if (!marks || marks[doc] === 1) {
      rank = matchRank(docs.primary[doc]!, keyword);
      if (rank !== RANK_PREFIX && docs.secondary)
        rank = Math.min(rank, matchRank(docs.secondary[doc]!, keyword));
    }
    if (rank === NO_MATCH && docs.vendorMatches(doc)) rank = RANK_VENDOR;
    if (rank !== NO_MATCH) keys.push((rank * 2 + (docs.hot(doc) ? 0 : 1)) * NAME_BITS + docs.nameRank[doc]!);
  };
  if (found && options.poolMask && options.vendorHits === false) {
    const mask = options.poolMask;
    for (const doc of found.within) if (mask[doc] === 1) consider(doc);
  } else {
    for (let i = 0; i < pool.length; i++) consider(pool[i]!);
  }
  const sorted = Float64Array.from(keys).sort();
  const out = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) out[i] = docs.byNameRank[sorted[i]! % NAME_BITS]!;
  return out;
}

/** Name order of documents: rank of each document and the document at each rank (ties by document number). */
export function nameOrder(names: readonly string[]): { nameRank: Uint32Array; byNameRank: Int32Array } {
  const byNameRank = Int32Array.from(names.keys()).sort((a, b) => {
    const x = names[a]!;
    const y = names[b]!;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const nameRank = new Uint32Array(names.length);
  byNameRank.forEach((doc, rank) => {
    nameRank[doc] = rank;
  });
  return { nameRank, byNameRank };
}

import fc from 'fast-check';
import type { FieldRule, PatternId } from '@/core/field-rules';

/** The alphabets, arbitraries and cases the field-rules tests share (src/core/field-rules*.test.ts). */
export const RUNS = { numRuns: 200 };

// ---------------------------------------------------------------------------------------------------------
// Alphabets and generators.

export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
export const UPPER = range(0x41, 0x5a);
export const LOWER = range(0x61, 0x7a);
export const LETTERS = [...UPPER, ...LOWER];
export const DIGITS = range(0x30, 0x39);
export const ALNUM = [...LETTERS, ...DIGITS];
export const SYMBOLS = [
  ...range(0x21, 0x2f),
  ...range(0x3a, 0x40),
  ...range(0x5b, 0x60),
  ...range(0x7b, 0x7e),
];
export const PRINTABLE = [...ALNUM, ...SYMBOLS];
export const ATEXT = [...ALNUM, ...Array.from("!#$%&'*+/=?^_`{|}~-")];
/** A sample of CJK ideographs: the common block, extension A and an astral one (extension B). */
export const HAN = [...range(0x4e00, 0x4e80), ...range(0x9f00, 0x9f20), ...range(0x3400, 0x3410), '𠀀', '𪚥'];
export const CJK_PUNCTUATION = Array.from('，。、；：？！「」『』（）《》〈〉【】…—·“”‘’');
export const HANGUL = [
  ...range(0xac00, 0xac40),
  ...range(0xd790, 0xd7a3),
  ...range(0x3131, 0x3140),
  ...range(0x1100, 0x1112),
];
export const THAI_CONSONANTS = range(0x0e01, 0x0e2e);
/** Above/below vowels and tone marks: combining characters (general category Mn). */
export const THAI_MARKS = ['\u0e31', ...range(0x0e34, 0x0e3a), ...range(0x0e47, 0x0e4e)];
export const THAI_DIGITS = range(0x0e50, 0x0e59);
export const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\u2028', '\ufeff'];
/** Letters of other scripts, for the fullName kind. */
export const WORLD_LETTERS = [
  ...LETTERS,
  ...Array.from('éñüßøåçłžšЖжΩωאבعربяह'),
  ...HAN.slice(0, 10),
  ...HANGUL.slice(0, 10),
];

export const charOf = (alphabet: readonly string[]) => fc.constantFrom(...alphabet);
export const strOf = (alphabet: readonly string[], minLength = 1, maxLength = 24) =>
  fc.string({ unit: charOf(alphabet), minLength, maxLength });
/** Any single code point that is not in `alphabet` (from a printable-heavy mix plus the full range). */
export const charNotIn = (alphabet: readonly string[]) => {
  const set = new Set(alphabet);
  return fc
    .oneof(
      charOf([...PRINTABLE, ...WHITESPACE, 'é', 'Ж', '中', 'あ', '한', 'ก', '😀', '\u0301']),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    )
    .filter((c) => !set.has(c));
};
/** Inserts `piece` at a position chosen by `at` (in code points). */
export const insertAt = (value: string, piece: string, at: number) => {
  const chars = Array.from(value);
  chars.splice(at % (chars.length + 1), 0, piece);
  return chars.join('');
};
/** `base` with each of `pieces` inserted at a random position. */
export const withInserted = (base: fc.Arbitrary<string>, ...pieces: fc.Arbitrary<string>[]) =>
  fc
    .tuple(
      base,
      fc.tuple(...pieces),
      fc.array(fc.nat(), { minLength: pieces.length, maxLength: pieces.length }),
    )
    .map(([b, ps, positions]) => ps.reduce((acc, p, i) => insertAt(acc, p, positions[i]!), b));
export const wordsOf = (word: fc.Arbitrary<string>, minWords = 1, maxWords = 4) =>
  fc.array(word, { minLength: minWords, maxLength: maxWords }).map((ws) => ws.join(' '));
/** A Thai syllable-ish unit: a consonant optionally followed by one combining mark. */
export const thaiUnit = fc
  .tuple(charOf(THAI_CONSONANTS), fc.option(charOf(THAI_MARKS), { nil: '' }))
  .map(([c, m]) => c + m);
export const thaiWord = fc.array(thaiUnit, { minLength: 1, maxLength: 8 }).map((us) => us.join(''));

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;
export const calendarDate = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }))
  .chain(([y, m]) => fc.integer({ min: 1, max: daysIn(y, m) }).map((d) => [y, m, d] as const));
export const formatDate = ([y, m, d]: readonly [number, number, number], us: boolean) =>
  us ? `${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}` : `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

export const emailArb = fc
  .tuple(
    fc.array(strOf(ATEXT, 1, 10), { minLength: 1, maxLength: 3 }),
    fc.array(
      fc
        .tuple(charOf(ALNUM), strOf([...ALNUM, '-'], 0, 8), charOf(ALNUM))
        .map(([a, mid, b]) => (mid === '' ? a : a + mid + b)),
      { minLength: 1, maxLength: 3 },
    ),
    strOf(LETTERS, 2, 6),
  )
  .map(([local, labels, tld]) => `${local.join('.')}@${labels.join('.')}.${tld}`);

export const namePart = fc
  .tuple(
    charOf(WORLD_LETTERS),
    strOf(WORLD_LETTERS, 0, 8),
    fc.option(fc.tuple(charOf(["'", '’', '-']), strOf(WORLD_LETTERS, 1, 6)), { nil: undefined }),
  )
  .map(([first, rest, tail]) => first + rest + (tail ? tail[0] + tail[1] : ''));

export interface KindSpec {
  /** Values the kind accepts. */
  valid: fc.Arbitrary<string>;
  /** Single characters that may appear nowhere in a value of this kind (null: no such character). */
  outside: fc.Arbitrary<string> | null;
}

export const KINDS: Record<PatternId, KindSpec> = {
  any: { valid: fc.string({ unit: 'binary', minLength: 1 }), outside: null },
  letterFirstAlnum: {
    valid: fc.tuple(charOf(LETTERS), strOf(ALNUM, 0)).map(([a, b]) => a + b),
    outside: charNotIn(ALNUM),
  },
  kanjiDigits: {
    valid: strOf([...HAN, ...DIGITS]),
    outside: charNotIn(DIGITS).filter((c) => !/\p{Script=Han}/u.test(c)),
  },
  email: { valid: emailArb, outside: charOf([' ', '@', '\t', '(', ')', ',', ';', '<', '>', '"', '[', '\\']) },
  alnum: { valid: strOf(ALNUM), outside: charNotIn(ALNUM) },
  lettersAndDigits: {
    valid: withInserted(strOf(ALNUM, 0), charOf(LETTERS), charOf(DIGITS)),
    outside: charNotIn(ALNUM),
  },
  digits: { valid: strOf(DIGITS), outside: charNotIn(DIGITS) },
  alnumWithUpper: { valid: withInserted(strOf(ALNUM, 0), charOf(UPPER)), outside: charNotIn(ALNUM) },
  englishLettersSpaces: { valid: wordsOf(strOf(LETTERS, 1, 8)), outside: charNotIn([...LETTERS, ' ']) },
  noSpaces: {
    valid: fc.string({ unit: 'binary', minLength: 1 }).filter((s) => !/\s/u.test(s)),
    outside: charOf(WHITESPACE),
  },
  chinese: {
    valid: withInserted(strOf([...HAN, ...CJK_PUNCTUATION], 0), charOf(HAN)),
    // Letters, digits, spaces, ASCII punctuation: anything but Han and the CJK/fullwidth punctuation.
    outside: charNotIn([]).filter((c) => /[\x21-\x7e]/u.test(c) || !/[\p{Script=Han}\p{P}\p{S}]/u.test(c)),
  },
  date: {
    valid: fc.tuple(calendarDate, fc.boolean()).map(([d, us]) => formatDate(d, us)),
    outside: charNotIn(DIGITS),
  },
  korean: {
    valid: wordsOf(strOf(HANGUL, 1, 6)),
    outside: charNotIn([...HANGUL, ' ']).filter((c) => !/\p{Script=Hangul}/u.test(c)),
  },
  thai: {
    valid: fc
      .array(fc.oneof(thaiWord, strOf(THAI_DIGITS, 1, 3)), { minLength: 1, maxLength: 3 })
      .map((xs) => xs.join('')),
    outside: charNotIn([]).filter((c) => !/\p{Script=Thai}/u.test(c)),
  },
  thaiEnglishSpaces: {
    valid: wordsOf(fc.oneof(thaiWord, strOf(LETTERS, 1, 8))),
    outside: charNotIn([...LETTERS, ' ']).filter((c) => !/\p{Script=Thai}/u.test(c)),
  },
  upperSpaces: {
    valid: withInserted(strOf([...UPPER, ' '], 0), charOf(UPPER)),
    outside: charNotIn([...UPPER, ' ']),
  },
  alnumSymbols: { valid: strOf(PRINTABLE), outside: charNotIn(PRINTABLE) },
  strongPassword: {
    valid: withInserted(strOf(PRINTABLE, 0), charOf(UPPER), charOf(LOWER), charOf(DIGITS), charOf(SYMBOLS)),
    outside: charOf(WHITESPACE),
  },
  fullName: {
    valid: fc.array(namePart, { minLength: 2, maxLength: 4 }).map((ps) => ps.join(' ')),
    outside: charNotIn([]).filter((c) => !/[\p{L}\p{M}'’-]/u.test(c) && c !== ' '),
  },
};

// ---------------------------------------------------------------------------------------------------------
// Examples for every kind.

export const EXAMPLES: Record<PatternId, { valid: string[]; invalid: string[] }> = {
  any: { valid: ['x', 'hello world', '😀', '\u0000', ' '], invalid: [] },
  letterFirstAlnum: {
    valid: ['a', 'player01', 'Z9z9', 'abcDEF123'],
    invalid: ['1player', '_player', 'play er', 'player!', 'plåyer', 'ｐlayer', ''],
  },
  kanjiDigits: {
    valid: ['山田太郎', '東京2024', '12345', '𠀀一'],
    invalid: ['やまだ', 'Tanaka', '山田 太郎', '山田-1', '１２３'],
  },
  email: {
    valid: ['a@b.co', 'first.last+tag@example.co.uk', "o'neil@sub-domain.example.org", 'X_Y@EXAMPLE.COM'],
    invalid: [
      'plain',
      'a@b',
      'a@b.c',
      'a@@b.com',
      'a@b@c.com',
      'a b@c.com',
      '.a@b.com',
      'a.@b.com',
      'a..b@c.com',
      'a@-b.com',
      'a@b-.com',
      'a@b..com',
      'a@b.c0m',
      'ä@b.com',
      `${'a'.repeat(65)}@b.com`,
    ],
  },
  alnum: { valid: ['abc', '123', 'aB3'], invalid: ['a b', 'a-b', 'ñ', 'a_b'] },
  lettersAndDigits: {
    valid: ['abc123', '1a', 'A1', 'password1'],
    invalid: ['abcdef', '123456', 'abc 123', 'abc-123', 'abc１'],
  },
  digits: { valid: ['0', '0123456789'], invalid: ['12a', '١٢٣', '１２', '1 2', '-1', '1.5'] },
  alnumWithUpper: { valid: ['A', 'abcD1', 'ABC'], invalid: ['abc1', '1234', 'Abc!', 'Abc 1', 'Ñandu'] },
  englishLettersSpaces: {
    valid: ['John', 'John Smith', 'a b c'],
    invalid: [' John', 'John ', 'John  Smith', 'John1', 'José', 'John-Smith', 'John\tSmith'],
  },
  noSpaces: {
    valid: ['abc', 'line_id.01', '名字', '😀'],
    invalid: ['a b', 'a\tb', 'a\nb', 'a\u3000b', 'a\u00a0b'],
  },
  chinese: {
    valid: ['你好', '你好，世界。', '张三·李四', '《红楼梦》', '〇'],
    invalid: ['，。', 'hello', '你好 世界', '你好1', 'こんにちは', '안녕'],
  },
  date: {
    valid: ['2024-02-29', '2000-02-29', '02-29-2024', '1999-12-31', '12-31-1999', '0001-01-01'],
    invalid: [
      '2023-02-29',
      '1900-02-29',
      '02-29-2100',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-01-00',
      '0000-01-01',
      '2024/01/01',
      '2024-1-1',
      '01-01-24',
      '31-12-1999',
      '2024-01-01T00:00',
      '２０２４-01-01',
    ],
  },
  korean: {
    valid: ['홍길동', '안녕 하세요', 'ㄱㄴㄷ', '가 나 다'],
    invalid: ['홍길동1', 'Hong', '안녕  하세요', ' 안녕', '\u3164', '안\u3164녕', '漢字'],
  },
  thai: {
    valid: ['สวัสดี', 'กรุงเทพ', 'น้ำ', 'ปี๒๕๖๗', 'ที่'],
    invalid: ['\u0e31ก', 'สวัสดี ครับ', 'thai', 'สวัสดี1', '฿'],
  },
  thaiEnglishSpaces: {
    valid: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee', 'ผู้ใหญ่'],
    invalid: ['สมชาย1', 'Somchai  Jaidee', ' สมชาย', 'สมชาย \u0e34', 'ส-ม'],
  },
  upperSpaces: {
    valid: ['JOHN SMITH', 'A', ' A ', 'A  B'],
    invalid: ['John', '   ', 'JOHN1', 'JOSÉ', 'JOHN-SMITH'],
  },
  alnumSymbols: {
    valid: ['abc', 'a!b@c#1', '~`[]{}', 'P@ss_w0rd'],
    invalid: ['a b', 'abc😀', 'naïve', 'a\tb'],
  },
  strongPassword: {
    valid: ['Abcdef1!', 'xY9#', 'Pass_word1', 'Zürich1!'],
    invalid: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc def1!', 'Abcdef1\u3000!'],
  },
  fullName: {
    valid: [
      'Juan Dela Cruz',
      'John Smith',
      "Mary-Jane O'Neil",
      'Seán Ó’Brien',
      'José Ñúñez',
      'Иван Петров',
      'สมชาย ใจดี',
      'Nguyễn Văn An',
      'Nguye\u0302\u0303n Van',
    ],
    invalid: [
      'Juan',
      'Juan  Cruz',
      ' Juan Cruz',
      'Juan Cruz ',
      'Juan3 Cruz',
      "Juan 'Cruz",
      'Juan Cruz-',
      'Juan O--Neil',
      'Juan. Cruz',
      '\u0301Juan Cruz',
    ],
  },
};

/** A field rule with defaults, patched. */
export const rule = (patch: Partial<FieldRule> = {}): FieldRule => ({
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: '*',
  maxLength: '*',
  ...patch,
});

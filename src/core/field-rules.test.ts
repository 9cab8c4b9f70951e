import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import cnFields from '../../locales/cn/fields.json';
import enFields from '../../locales/en/fields.json';
import thFields from '../../locales/th/fields.json';
import tyFields from '../../locales/ty/fields.json';
import viFields from '../../locales/vi/fields.json';
import schema from '../../schemas/register-fields.schema.json';
import type { RegisterFieldConfig, RegisterFieldName, RegisterFields } from './brand';
import { REGISTER_FIELD_NAMES } from './brand';
import {
  type FieldError,
  type FieldRule,
  type FormFieldError,
  fieldErrorMessageKey,
  isPatternId,
  lengthOf,
  matchesAcceptedPattern,
  matchesPattern,
  PATTERN_IDS,
  type PatternId,
  RANGE_PATTERNS,
  validateField,
  validateRegistrationForm,
} from './field-rules';

const RUNS = { numRuns: 200 };

// ---------------------------------------------------------------------------------------------------------
// Alphabets and generators.

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const UPPER = range(0x41, 0x5a);
const LOWER = range(0x61, 0x7a);
const LETTERS = [...UPPER, ...LOWER];
const DIGITS = range(0x30, 0x39);
const ALNUM = [...LETTERS, ...DIGITS];
const SYMBOLS = [...range(0x21, 0x2f), ...range(0x3a, 0x40), ...range(0x5b, 0x60), ...range(0x7b, 0x7e)];
const PRINTABLE = [...ALNUM, ...SYMBOLS];
const ATEXT = [...ALNUM, ...Array.from("!#$%&'*+/=?^_`{|}~-")];
/** A sample of CJK ideographs: the common block, extension A and an astral one (extension B). */
const HAN = [...range(0x4e00, 0x4e80), ...range(0x9f00, 0x9f20), ...range(0x3400, 0x3410), '𠀀', '𪚥'];
const CJK_PUNCTUATION = Array.from('，。、；：？！「」『』（）《》〈〉【】…—·“”‘’');
const HANGUL = [
  ...range(0xac00, 0xac40),
  ...range(0xd790, 0xd7a3),
  ...range(0x3131, 0x3140),
  ...range(0x1100, 0x1112),
];
const THAI_CONSONANTS = range(0x0e01, 0x0e2e);
/** Above/below vowels and tone marks: combining characters (general category Mn). */
const THAI_MARKS = ['\u0e31', ...range(0x0e34, 0x0e3a), ...range(0x0e47, 0x0e4e)];
const THAI_DIGITS = range(0x0e50, 0x0e59);
const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\u2028', '\ufeff'];
/** Letters of other scripts, for the fullName kind. */
const WORLD_LETTERS = [
  ...LETTERS,
  ...Array.from('éñüßøåçłžšЖжΩωאבعربяह'),
  ...HAN.slice(0, 10),
  ...HANGUL.slice(0, 10),
];

const charOf = (alphabet: readonly string[]) => fc.constantFrom(...alphabet);
const strOf = (alphabet: readonly string[], minLength = 1, maxLength = 24) =>
  fc.string({ unit: charOf(alphabet), minLength, maxLength });
/** Any single code point that is not in `alphabet` (from a printable-heavy mix plus the full range). */
const charNotIn = (alphabet: readonly string[]) => {
  const set = new Set(alphabet);
  return fc
    .oneof(
      charOf([...PRINTABLE, ...WHITESPACE, 'é', 'Ж', '中', 'あ', '한', 'ก', '😀', '\u0301']),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    )
    .filter((c) => !set.has(c));
};
/** Inserts `piece` at a position chosen by `at` (in code points). */
const insertAt = (value: string, piece: string, at: number) => {
  const chars = Array.from(value);
  chars.splice(at % (chars.length + 1), 0, piece);
  return chars.join('');
};
/** `base` with each of `pieces` inserted at a random position. */
const withInserted = (base: fc.Arbitrary<string>, ...pieces: fc.Arbitrary<string>[]) =>
  fc
    .tuple(
      base,
      fc.tuple(...pieces),
      fc.array(fc.nat(), { minLength: pieces.length, maxLength: pieces.length }),
    )
    .map(([b, ps, positions]) => ps.reduce((acc, p, i) => insertAt(acc, p, positions[i]!), b));
const wordsOf = (word: fc.Arbitrary<string>, minWords = 1, maxWords = 4) =>
  fc.array(word, { minLength: minWords, maxLength: maxWords }).map((ws) => ws.join(' '));
/** A Thai syllable-ish unit: a consonant optionally followed by one combining mark. */
const thaiUnit = fc
  .tuple(charOf(THAI_CONSONANTS), fc.option(charOf(THAI_MARKS), { nil: '' }))
  .map(([c, m]) => c + m);
const thaiWord = fc.array(thaiUnit, { minLength: 1, maxLength: 8 }).map((us) => us.join(''));

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;
const calendarDate = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }))
  .chain(([y, m]) => fc.integer({ min: 1, max: daysIn(y, m) }).map((d) => [y, m, d] as const));
const formatDate = ([y, m, d]: readonly [number, number, number], us: boolean) =>
  us ? `${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}` : `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

const emailArb = fc
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

const namePart = fc
  .tuple(
    charOf(WORLD_LETTERS),
    strOf(WORLD_LETTERS, 0, 8),
    fc.option(fc.tuple(charOf(["'", '’', '-']), strOf(WORLD_LETTERS, 1, 6)), { nil: undefined }),
  )
  .map(([first, rest, tail]) => first + rest + (tail ? tail[0] + tail[1] : ''));

interface KindSpec {
  /** Values the kind accepts. */
  valid: fc.Arbitrary<string>;
  /** Single characters that may appear nowhere in a value of this kind (null: no such character). */
  outside: fc.Arbitrary<string> | null;
}

const KINDS: Record<PatternId, KindSpec> = {
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

const EXAMPLES: Record<PatternId, { valid: string[]; invalid: string[] }> = {
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

describe('PATTERN_IDS', () => {
  it('matches the patternId enum of the register-fields schema', () => {
    expect([...PATTERN_IDS]).toEqual(schema.$defs.field.properties.patternId.enum);
  });
  it('isPatternId accepts exactly the ids', () => {
    for (const id of PATTERN_IDS) expect(isPatternId(id)).toBe(true);
    for (const x of ['', 'ANY', 'username', 'toString', null, 3, {}]) expect(isPatternId(x)).toBe(false);
  });
  it('unknown ids never match', () => {
    expect(matchesPattern('nope', 'abc')).toBe(false);
    expect(matchesPattern('constructor', 'abc')).toBe(false);
  });
});

describe.each(PATTERN_IDS)('pattern %s', (id) => {
  const { valid, invalid } = EXAMPLES[id];
  const kind = KINDS[id];

  it.each(valid.map((v) => [v]))('accepts %j', (value) => {
    expect(matchesPattern(id, value)).toBe(true);
  });
  if (invalid.length) {
    it.each(invalid.map((v) => [v]))('rejects %j', (value) => {
      expect(matchesPattern(id, value)).toBe(false);
    });
  }

  it('property: generated values of the kind are accepted', () => {
    fc.assert(
      fc.property(kind.valid, (value) => matchesPattern(id, value)),
      RUNS,
    );
  });

  const outside = kind.outside;
  if (outside) {
    it('property: a character outside the alphabet, inserted anywhere, is rejected', () => {
      fc.assert(
        fc.property(
          kind.valid,
          outside,
          fc.nat(),
          (value, char, at) => !matchesPattern(id, insertAt(value, char, at)),
        ),
        RUNS,
      );
    });
  } else {
    it('property: any non-empty string is accepted', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', minLength: 1 }), (value) => matchesPattern(id, value)),
        RUNS,
      );
    });
  }
});

describe('pattern properties beyond the alphabet', () => {
  it('letterFirstAlnum: a digit first is rejected', () => {
    fc.assert(
      fc.property(
        charOf(DIGITS),
        strOf(ALNUM, 0),
        (d, rest) => !matchesPattern('letterFirstAlnum', d + rest),
      ),
      RUNS,
    );
  });
  it('lettersAndDigits: only letters or only digits is rejected', () => {
    fc.assert(
      fc.property(fc.oneof(strOf(LETTERS), strOf(DIGITS)), (v) => !matchesPattern('lettersAndDigits', v)),
      RUNS,
    );
  });
  it('alnumWithUpper / strongPassword: without an uppercase letter is rejected', () => {
    fc.assert(
      fc.property(KINDS.alnumWithUpper.valid, KINDS.strongPassword.valid, (a, p) => {
        return (
          !matchesPattern('alnumWithUpper', a.toLowerCase()) &&
          !matchesPattern('strongPassword', p.toLowerCase())
        );
      }),
      RUNS,
    );
  });
  it('strongPassword: removing every digit, or every symbol, is rejected', () => {
    fc.assert(
      fc.property(KINDS.strongPassword.valid, (p) => {
        const noDigits = p.replace(/[0-9]/g, '');
        const noSymbols = p.replace(/[^A-Za-z0-9\s]/gu, '');
        return !matchesPattern('strongPassword', noDigits) && !matchesPattern('strongPassword', noSymbols);
      }),
      RUNS,
    );
  });
  it('upperSpaces: spaces only is rejected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (n) => !matchesPattern('upperSpaces', ' '.repeat(n))),
      RUNS,
    );
  });
  it('chinese: punctuation only is rejected', () => {
    fc.assert(
      fc.property(strOf(CJK_PUNCTUATION), (v) => !matchesPattern('chinese', v)),
      RUNS,
    );
  });
  it('date: a day past the end of its month is rejected in both formats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 68 }),
        fc.boolean(),
        (y, m, extra, us) => {
          const day = daysIn(y, m) + extra;
          if (day > 99) return true;
          return !matchesPattern('date', formatDate([y, m, day], us));
        },
      ),
      RUNS,
    );
  });
  it('date: February 29 is valid exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (y) => {
        const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
        return (
          matchesPattern('date', formatDate([y, 2, 29], false)) === leap &&
          matchesPattern('date', formatDate([y, 2, 29], true)) === leap
        );
      }),
      RUNS,
    );
  });
  it.each(['englishLettersSpaces', 'korean', 'thaiEnglishSpaces', 'fullName'] as const)(
    '%s: a leading, trailing or doubled space is rejected',
    (id) => {
      fc.assert(
        fc.property(KINDS[id].valid, (v) => {
          const doubled = v.includes(' ') ? v.replace(' ', '  ') : ` ${v}`;
          return !matchesPattern(id, ` ${v}`) && !matchesPattern(id, `${v} `) && !matchesPattern(id, doubled);
        }),
        RUNS,
      );
    },
  );
  it('thai: a value starting with a combining mark is rejected', () => {
    fc.assert(
      fc.property(charOf(THAI_MARKS), thaiWord, (mark, word) => !matchesPattern('thai', mark + word)),
      RUNS,
    );
  });
  it('email: every fast-check email address is accepted', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (v) => matchesPattern('email', v)),
      RUNS,
    );
  });
  it('fullName: a single part is rejected', () => {
    fc.assert(
      fc.property(namePart, (p) => !matchesPattern('fullName', p)),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Length.

describe('lengthOf', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(lengthOf('')).toBe(0);
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('😀')).toBe(1);
    expect(lengthOf('a😀b')).toBe(3);
    expect(lengthOf('𠀀𪚥')).toBe(2);
    expect(lengthOf('\ud800')).toBe(1);
    expect(lengthOf('\udc00\ud800')).toBe(2);
    expect(lengthOf('e\u0301')).toBe(2);
    expect(lengthOf('👨‍👩‍👧')).toBe(5);
  });
  it('property: equals Array.from(value).length on any string, lone surrogates included', () => {
    const units = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), units), (v) => {
        return lengthOf(v) === Array.from(v).length;
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// validateField.

const rule = (patch: Partial<FieldRule> = {}): FieldRule => ({
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: '*',
  maxLength: '*',
  ...patch,
});

describe('validateField', () => {
  it('empty and not required → null; required and empty → required', () => {
    for (const raw of ['', undefined, null]) {
      expect(validateField(rule(), raw)).toBeNull();
      expect(validateField(rule({ required: true }), raw)).toEqual({ code: 'required' });
    }
  });
  it('whitespace only is empty when trimming, a value otherwise', () => {
    const r = rule({ required: true, patternId: 'alnum' });
    expect(validateField(r, '   ', { trim: true })).toEqual({ code: 'required' });
    expect(validateField(r, '   ')).toMatchObject({ code: 'pattern' });
    expect(validateField(r, '  abc  ', { trim: true })).toBeNull();
    expect(validateField(r, '  abc  ')).toMatchObject({ code: 'pattern' });
  });
  it('checks min and max length in code points', () => {
    const r = rule({ patternId: 'any', minLength: 2, maxLength: 3 });
    expect(validateField(r, 'a')).toEqual({ code: 'length', patternId: 'any', min: 2, max: 3 });
    expect(validateField(r, 'ab')).toBeNull();
    expect(validateField(r, 'abc')).toBeNull();
    expect(validateField(r, 'abcd')).toEqual({ code: 'length', patternId: 'any', min: 2, max: 3 });
    // Three emoji are six UTF-16 units but three code points.
    expect(validateField(r, '😀😀😀')).toBeNull();
    expect(validateField(r, '😀')).toMatchObject({ code: 'length' });
    expect(validateField(rule({ patternId: 'chinese', minLength: 2, maxLength: 2 }), '𠀀𪚥')).toBeNull();
  });
  it("'*' bounds: no minimum, and the hard cap (255 by default) as maximum", () => {
    const r = rule({ patternId: 'any' });
    expect(validateField(r, 'a')).toBeNull();
    expect(validateField(r, 'a'.repeat(255))).toBeNull();
    expect(validateField(r, 'a'.repeat(256))).toEqual({
      code: 'length',
      patternId: 'any',
      min: '*',
      max: 255,
    });
    expect(validateField(r, '😀'.repeat(255))).toBeNull();
    expect(validateField(r, '😀'.repeat(256))).toMatchObject({ code: 'length', max: 255 });
    expect(validateField(rule({ minLength: 4 }), 'abc')).toEqual({
      code: 'length',
      patternId: 'any',
      min: 4,
      max: '*',
    });
    expect(validateField(rule({ minLength: 4 }), 'a'.repeat(300))).toEqual({
      code: 'length',
      patternId: 'any',
      min: 4,
      max: 255,
    });
  });
  it('maxCap overrides the default cap and binds a larger configured maximum', () => {
    expect(validateField(rule(), 'abcdef', { maxCap: 5 })).toMatchObject({ code: 'length', max: 5 });
    expect(validateField(rule({ maxLength: 10 }), 'abcdef', { maxCap: 5 })).toMatchObject({ max: 5 });
    expect(validateField(rule({ maxLength: 4 }), 'abcdef', { maxCap: 5 })).toMatchObject({ max: 4 });
    expect(validateField(rule(), 'a'.repeat(1000), { maxCap: 1000 })).toBeNull();
  });
  it('the verification code allows up to 255 characters', () => {
    const code = rule({ required: true, patternId: 'digits', minLength: 4, maxLength: 255 });
    expect(validateField(code, '1'.repeat(255))).toBeNull();
    expect(validateField(code, '1'.repeat(256))).toMatchObject({ code: 'length' });
  });
  it('length is checked before the pattern', () => {
    expect(validateField(rule({ patternId: 'digits', minLength: 4 }), 'ab')).toMatchObject({
      code: 'length',
    });
    expect(validateField(rule({ patternId: 'digits', minLength: 2 }), 'ab')).toMatchObject({
      code: 'pattern',
    });
  });
  it('pattern errors carry the patternId and the configured bounds', () => {
    expect(
      validateField(rule({ patternId: 'letterFirstAlnum', minLength: 6, maxLength: 16 }), '1abcdef'),
    ).toEqual({ code: 'pattern', patternId: 'letterFirstAlnum', min: 6, max: 16 });
  });
  it('acceptedPattern must also match the whole value', () => {
    const mobile = rule({ patternId: 'digits', acceptedPattern: '9[0-9]*' });
    expect(validateField(mobile, '9171234567')).toBeNull();
    expect(validateField(mobile, '8171234567')).toMatchObject({ code: 'pattern', patternId: 'digits' });
    // Anchored: a match inside the value is not enough.
    expect(validateField(rule({ acceptedPattern: 'abc' }), 'xabcx')).toMatchObject({ code: 'pattern' });
    expect(validateField(rule({ acceptedPattern: 'abc|x' }), 'abc')).toBeNull();
    expect(validateField(rule({ acceptedPattern: 'abc|x' }), 'abcx')).toMatchObject({ code: 'pattern' });
    // Both must hold: the regex does not widen the pattern kind.
    expect(validateField(rule({ patternId: 'digits', acceptedPattern: '.*' }), 'abc')).toMatchObject({
      code: 'pattern',
    });
    // Unicode mode.
    expect(validateField(rule({ acceptedPattern: '\\p{Lu}+' }), 'ÀB')).toBeNull();
    expect(validateField(rule({ acceptedPattern: '.' }), '😀')).toBeNull();
  });
  it('an invalid acceptedPattern matches nothing (and never throws)', () => {
    for (const bad of ['(', '[a-', '\\p{Nope}', 'a{2,1}', '(?<n>a)(?<n>b)']) {
      expect(matchesAcceptedPattern(bad, 'a')).toBe(false);
      expect(validateField(rule({ acceptedPattern: bad }), 'a')).toMatchObject({ code: 'pattern' });
      // Cached: asking again gives the same answer.
      expect(matchesAcceptedPattern(bad, 'a')).toBe(false);
    }
  });
  it('an unknown patternId is a pattern error', () => {
    expect(validateField(rule({ patternId: 'nope' }), 'abc')).toMatchObject({
      code: 'pattern',
      patternId: 'nope',
    });
  });
  it('non-string values are pattern errors', () => {
    for (const raw of [42, true, {}, [], ['a'], () => 'a', Symbol('a'), 10n]) {
      expect(validateField(rule({ required: true }), raw)).toMatchObject({ code: 'pattern' });
    }
  });
  it('property: never throws on arbitrary values, rules and huge strings', () => {
    const bound = fc.oneof(fc.constant('*' as const), fc.integer({ min: -5, max: 300 }));
    const ruleArb = fc.record({
      required: fc.boolean(),
      acceptedPattern: fc.oneof(
        fc.constant('*'),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('(', '\\p{L}+', '.*'),
      ),
      patternId: fc.oneof(fc.constantFrom(...PATTERN_IDS), fc.string({ maxLength: 5 })),
      minLength: bound,
      maxLength: bound,
    });
    const huge = fc
      .tuple(fc.string({ unit: 'binary', maxLength: 4 }), fc.integer({ min: 1, max: 200_000 }))
      .map(([s, n]) => (s || 'x').repeat(n));
    const raw = fc.oneof(fc.anything(), fc.string({ unit: 'binary', maxLength: 600 }), huge);
    fc.assert(
      fc.property(ruleArb, raw, fc.boolean(), (r, value, trim) => {
        const result = validateField(r, value, { trim });
        return result === null || typeof result.code === 'string';
      }),
      RUNS,
    );
  });
  it('property: a generated value of each kind within bounds is valid; beyond the bounds, a length error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERN_IDS).chain((id) => fc.tuple(fc.constant(id), KINDS[id].valid)),
        fc.nat({ max: 3 }),
        ([id, value], slack) => {
          const n = lengthOf(value);
          if (n > 255) return true;
          const ok = validateField(
            rule({ patternId: id, minLength: n, maxLength: Math.min(n + slack, 255) }),
            value,
          );
          const short = validateField(rule({ patternId: id, minLength: n + 1 }), value);
          const long =
            n > 1 ? validateField(rule({ patternId: id, maxLength: n - 1 }), value) : { code: 'length' };
          return ok === null && short?.code === 'length' && long?.code === 'length';
        },
      ),
      RUNS,
    );
  });
  it('property: the result agrees with length, pattern and acceptedPattern', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERN_IDS),
        fc.string({
          unit: fc.constantFrom(...PRINTABLE, ' ', '中', 'ก', '한', '😀'),
          minLength: 1,
          maxLength: 20,
        }),
        fc.constantFrom('*', '[A-Za-z].*', '.{0,5}'),
        (id, value, accepted) => {
          const result = validateField(
            rule({ patternId: id, acceptedPattern: accepted, maxLength: 12 }),
            value,
          );
          const valid =
            lengthOf(value) <= 12 && matchesPattern(id, value) && matchesAcceptedPattern(accepted, value);
          return (result === null) === valid;
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// validateRegistrationForm.

const field = (patch: Partial<RegisterFieldConfig> = {}): RegisterFieldConfig => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: '*',
  maxLength: '*',
  ...patch,
});

function makeConfig(
  patch: Partial<Record<RegisterFieldName, Partial<RegisterFieldConfig>>> = {},
): RegisterFields {
  const fields = Object.fromEntries(REGISTER_FIELD_NAMES.map((n) => [n, field()])) as Record<
    RegisterFieldName,
    RegisterFieldConfig
  >;
  Object.assign(fields, {
    username: field({
      enabled: true,
      required: true,
      patternId: 'letterFirstAlnum',
      minLength: 6,
      maxLength: 16,
    }),
    password: field({
      enabled: true,
      required: true,
      patternId: 'lettersAndDigits',
      minLength: 8,
      maxLength: 20,
    }),
    confirmPassword: field({ enabled: true, required: true, minLength: 8, maxLength: 20 }),
    mobileNum: field({ enabled: true, patternId: 'digits', minLength: 10, maxLength: 10 }),
    captcha: field({ enabled: true, required: true, patternId: 'alnum', minLength: 4, maxLength: 6 }),
    verificationCode: field({ patternId: 'digits', minLength: 4, maxLength: 255 }),
    email: field({ enabled: true, patternId: 'email', minLength: 5, maxLength: 80 }),
    payeeName: field({ enabled: true, patternId: 'fullName', minLength: 3, maxLength: 50 }),
    affiliateCode: field({ enabled: true, patternId: 'alnum', minLength: 4, maxLength: 20 }),
    qqNum: field({ patternId: 'digits', minLength: 5, maxLength: 12 }),
    paymentPassword: field({ patternId: 'digits', minLength: 6, maxLength: 6 }),
  });
  for (const [name, p] of Object.entries(patch)) {
    fields[name as RegisterFieldName] = { ...fields[name as RegisterFieldName], ...p };
  }
  return { fields, mobile: { digits: 10, countries: [{ countryCode: 'PH', countryDialingCode: '63' }] } };
}

const USERNAME_MODE = { mode: 'username', smsVerification: false, captchaShown: false } as const;
const MOBILE_MODE = { mode: 'mobile', smsVerification: false, captchaShown: false } as const;
const good = { username: 'player01', password: 'secret123', confirmPassword: 'secret123' };

describe('validateRegistrationForm', () => {
  const config = makeConfig();

  it('a complete username registration is valid', () => {
    expect(validateRegistrationForm(config, good, USERNAME_MODE)).toEqual({});
  });
  it('username mode: username, password and confirmation are required', () => {
    expect(validateRegistrationForm(config, {}, USERNAME_MODE)).toEqual({
      username: { code: 'required' },
      password: { code: 'required' },
      confirmPassword: { code: 'required' },
    });
  });
  it('username and password follow their rules', () => {
    expect(validateRegistrationForm(config, { ...good, username: '1player' }, USERNAME_MODE)).toEqual({
      username: { code: 'pattern', patternId: 'letterFirstAlnum', min: 6, max: 16 },
    });
    expect(
      validateRegistrationForm(
        config,
        { ...good, password: 'secretsecret', confirmPassword: 'secretsecret' },
        USERNAME_MODE,
      ),
    ).toEqual({ password: { code: 'pattern', patternId: 'lettersAndDigits', min: 8, max: 20 } });
    expect(validateRegistrationForm(config, { ...good, username: 'abc' }, USERNAME_MODE)).toEqual({
      username: { code: 'length', patternId: 'letterFirstAlnum', min: 6, max: 16 },
    });
  });
  it('confirmation must equal the password', () => {
    expect(
      validateRegistrationForm(config, { ...good, confirmPassword: 'secret124' }, USERNAME_MODE),
    ).toEqual({
      confirmPassword: { code: 'mismatch' },
    });
  });
  it('trims values except passwords', () => {
    expect(validateRegistrationForm(config, { ...good, username: '  player01 ' }, USERNAME_MODE)).toEqual({});
    const spaced = { ...good, password: ' secret123', confirmPassword: 'secret123' };
    expect(validateRegistrationForm(config, spaced, USERNAME_MODE)).toMatchObject({
      password: { code: 'pattern' },
      confirmPassword: { code: 'mismatch' },
    });
    expect(validateRegistrationForm(config, { ...good, username: '   ' }, USERNAME_MODE)).toEqual({
      username: { code: 'required' },
    });
  });
  it('mobile mode: the mobile number is required, the username optional', () => {
    const values = { password: 'secret123', confirmPassword: 'secret123' };
    expect(validateRegistrationForm(config, values, MOBILE_MODE)).toEqual({
      mobileNum: { code: 'required' },
    });
    expect(validateRegistrationForm(config, { ...values, mobileNum: '9171234567' }, MOBILE_MODE)).toEqual({});
    expect(
      validateRegistrationForm(
        config,
        { ...values, mobileNum: '9171234567', username: '1badname' },
        MOBILE_MODE,
      ),
    ).toMatchObject({ username: { code: 'pattern' } });
  });
  it('mobile mode requires the number even when the field is disabled', () => {
    const off = makeConfig({ mobileNum: { enabled: false } });
    expect(validateRegistrationForm(off, good, MOBILE_MODE)).toEqual({ mobileNum: { code: 'required' } });
    expect(validateRegistrationForm(off, { ...good, mobileNum: 'abc' }, USERNAME_MODE)).toEqual({});
  });
  it('username mode: the mobile number is required only when configured', () => {
    expect(validateRegistrationForm(config, good, USERNAME_MODE)).toEqual({});
    const req = makeConfig({ mobileNum: { required: true } });
    expect(validateRegistrationForm(req, good, USERNAME_MODE)).toEqual({ mobileNum: { code: 'required' } });
  });
  it('the n-digit phone rule', () => {
    for (const mobileNum of [
      '917123456',
      '91712345678',
      '917-123-456',
      '９１７１２３４５６７',
      '91712345a7',
    ]) {
      expect(validateRegistrationForm(config, { ...good, mobileNum }, USERNAME_MODE)).toEqual({
        mobileNum: { code: 'phoneDigits', digits: 10 },
      });
    }
    expect(validateRegistrationForm(config, { ...good, mobileNum: ' 9171234567 ' }, USERNAME_MODE)).toEqual(
      {},
    );
    const eleven = makeConfig({ mobileNum: { minLength: 11, maxLength: 11 } });
    eleven.mobile.digits = 11;
    expect(validateRegistrationForm(eleven, { ...good, mobileNum: '09171234567' }, MOBILE_MODE)).toEqual({});
  });
  it('the mobile rule (acceptedPattern) applies after the digit count', () => {
    const ph = makeConfig({ mobileNum: { acceptedPattern: '9[0-9]{9}' } });
    expect(validateRegistrationForm(ph, { ...good, mobileNum: '8171234567' }, MOBILE_MODE)).toEqual({
      mobileNum: { code: 'pattern', patternId: 'digits', min: 10, max: 10 },
    });
  });
  it('verification code required when SMS verification is on', () => {
    const sms = { ...MOBILE_MODE, smsVerification: true };
    const values = { ...good, mobileNum: '9171234567' };
    expect(validateRegistrationForm(config, values, sms)).toEqual({ verificationCode: { code: 'required' } });
    expect(validateRegistrationForm(config, { ...values, verificationCode: '123456' }, sms)).toEqual({});
    expect(validateRegistrationForm(config, { ...values, verificationCode: '12ab' }, sms)).toMatchObject({
      verificationCode: { code: 'pattern' },
    });
    expect(validateRegistrationForm(config, values, MOBILE_MODE)).toEqual({});
  });
  it('captcha required when shown and enabled', () => {
    const shown = { ...USERNAME_MODE, captchaShown: true };
    expect(validateRegistrationForm(config, good, shown)).toEqual({ captcha: { code: 'required' } });
    expect(validateRegistrationForm(config, { ...good, captcha: 'ab12' }, shown)).toEqual({});
    expect(validateRegistrationForm(makeConfig({ captcha: { enabled: false } }), good, shown)).toEqual({});
    expect(validateRegistrationForm(config, good, USERNAME_MODE)).toEqual({});
  });
  it('other fields: validated only when enabled, required per configuration', () => {
    expect(validateRegistrationForm(config, { ...good, email: 'not-an-email' }, USERNAME_MODE)).toEqual({
      email: { code: 'pattern', patternId: 'email', min: 5, max: 80 },
    });
    expect(validateRegistrationForm(config, { ...good, payeeName: 'Juan Dela Cruz' }, USERNAME_MODE)).toEqual(
      {},
    );
    expect(validateRegistrationForm(config, { ...good, payeeName: 'Juan' }, USERNAME_MODE)).toMatchObject({
      payeeName: { code: 'pattern', patternId: 'fullName' },
    });
    // Disabled: ignored whatever it holds.
    expect(validateRegistrationForm(config, { ...good, qqNum: 'abc' }, USERNAME_MODE)).toEqual({});
    const qq = makeConfig({ qqNum: { enabled: true, required: true } });
    expect(validateRegistrationForm(qq, good, USERNAME_MODE)).toEqual({ qqNum: { code: 'required' } });
    expect(validateRegistrationForm(qq, { ...good, qqNum: '12345' }, USERNAME_MODE)).toEqual({});
  });
  it('payment password is required when shown', () => {
    const pay = makeConfig({ paymentPassword: { enabled: true, required: false } });
    expect(validateRegistrationForm(pay, good, USERNAME_MODE)).toEqual({
      paymentPassword: { code: 'required' },
    });
    expect(validateRegistrationForm(pay, { ...good, paymentPassword: '123456' }, USERNAME_MODE)).toEqual({});
  });
  it('non-string values are invalid, never a throw', () => {
    expect(
      validateRegistrationForm(
        config,
        { username: 12345678, password: ['secret123'], confirmPassword: 'secret123', mobileNum: 9171234567 },
        USERNAME_MODE,
      ),
    ).toEqual({
      username: { code: 'pattern', patternId: 'letterFirstAlnum', min: 6, max: 16 },
      password: { code: 'pattern', patternId: 'lettersAndDigits', min: 8, max: 20 },
      confirmPassword: { code: 'mismatch' },
      mobileNum: { code: 'pattern', patternId: 'digits', min: 10, max: 10 },
    });
  });
  it('ignores inherited properties', () => {
    const values = Object.create({ username: 'player01' }) as Record<string, unknown>;
    expect(validateRegistrationForm(config, values, USERNAME_MODE)).toMatchObject({
      username: { code: 'required' },
    });
  });
  it('property: never throws and reports only known fields', () => {
    const names = [...REGISTER_FIELD_NAMES];
    const values = fc.oneof(
      fc.dictionary(fc.constantFrom(...names, '__proto__', 'extra'), fc.anything()),
      fc.dictionary(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 300 })),
    );
    const opts = fc.record({
      mode: fc.constantFrom('username' as const, 'mobile' as const),
      smsVerification: fc.boolean(),
      captchaShown: fc.boolean(),
    });
    const enabled = fc.dictionary(
      fc.constantFrom(...names),
      fc.record({ enabled: fc.boolean(), required: fc.boolean() }),
    );
    fc.assert(
      fc.property(enabled, values, opts, (patch, v, o) => {
        const errors = validateRegistrationForm(makeConfig(patch), v, o);
        return Object.keys(errors).every((k) => (names as string[]).includes(k));
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Messages.

const CATALOGUES = { en: enFields, ty: tyFields, vi: viFields, cn: cnFields, th: thFields };

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));
}

describe('fieldErrorMessageKey', () => {
  it('maps each error code to its key and params', () => {
    expect(fieldErrorMessageKey({ code: 'required' })).toEqual({ key: 'required', params: {} });
    expect(fieldErrorMessageKey({ code: 'mismatch' })).toEqual({ key: 'mismatch', params: {} });
    expect(fieldErrorMessageKey({ code: 'phoneDigits', digits: 10 })).toEqual({
      key: 'phoneDigits',
      params: { digits: 10 },
    });
  });
  it('chooses length, lengthMin or lengthMax by which bound is open', () => {
    const length = (min: number | '*', max: number | '*'): FieldError => ({
      code: 'length',
      patternId: 'any',
      min,
      max,
    });
    expect(fieldErrorMessageKey(length(6, 16))).toEqual({ key: 'length', params: { min: 6, max: 16 } });
    expect(fieldErrorMessageKey(length(6, '*'))).toEqual({ key: 'lengthMin', params: { min: 6 } });
    expect(fieldErrorMessageKey(length('*', 16))).toEqual({ key: 'lengthMax', params: { max: 16 } });
    expect(fieldErrorMessageKey(length('*', '*'))).toEqual({ key: 'lengthMax', params: { max: 255 } });
    expect(fieldErrorMessageKey(length('*', '*'), 64)).toEqual({ key: 'lengthMax', params: { max: 64 } });
  });
  it('pattern errors use pattern.<patternId>, with open bounds shown as 1 and the cap', () => {
    expect(fieldErrorMessageKey({ code: 'pattern', patternId: 'letterFirstAlnum', min: 6, max: 16 })).toEqual(
      { key: 'pattern.letterFirstAlnum', params: { min: 6, max: 16 } },
    );
    expect(fieldErrorMessageKey({ code: 'pattern', patternId: 'digits', min: '*', max: '*' })).toEqual({
      key: 'pattern.digits',
      params: { min: 1, max: 255 },
    });
    expect(fieldErrorMessageKey({ code: 'pattern', patternId: 'nope', min: 1, max: 2 })).toEqual({
      key: 'invalid',
      params: { min: 1, max: 2 },
    });
  });
  it('the end-to-end English text of a real error', () => {
    const error = validateField(
      rule({ patternId: 'letterFirstAlnum', minLength: 6, maxLength: 16 }),
      '1abcdef',
    );
    const { key, params } = fieldErrorMessageKey(error!);
    expect(interpolate(lookup(enFields, key) as string, params)).toBe(
      '6–16 letters or digits, starting with a letter',
    );
    const tooShort = fieldErrorMessageKey(validateField(rule({ minLength: 3 }), 'ab')!);
    expect(interpolate(lookup(enFields, tooShort.key) as string, tooShort.params)).toBe(
      'At least 3 characters',
    );
  });
  it('the spec wording in English', () => {
    expect(enFields.mismatch).toBe('Incorrect confirmation input');
    // Spec §5 names the key ('not empty?'); the player reads a sentence that says what to do.
    expect(enFields.termsRequired).toBe('Please accept the terms and conditions to register.');
  });
  it('every key it can produce exists in every language, with every placeholder filled', () => {
    const errors: FormFieldError[] = [
      { code: 'required' },
      { code: 'mismatch' },
      { code: 'phoneDigits', digits: 10 },
      { code: 'length', patternId: 'any', min: 1, max: 2 },
      { code: 'length', patternId: 'any', min: 1, max: '*' },
      { code: 'length', patternId: 'any', min: '*', max: 2 },
      { code: 'pattern', patternId: 'nope', min: 1, max: 2 },
      ...PATTERN_IDS.map((patternId) => ({ code: 'pattern' as const, patternId, min: 3, max: '*' as const })),
    ];
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const error of errors) {
        const { key, params } = fieldErrorMessageKey(error);
        const text = lookup(catalogue, key);
        expect(typeof text, `${language}:${key}`).toBe('string');
        expect(interpolate(text as string, params), `${language}:${key}`).not.toMatch(/undefined|\{\{/);
      }
      expect(typeof lookup(catalogue, 'termsRequired'), `${language}:termsRequired`).toBe('string');
    }
  });
});

describe('exact lengths read as "exactly n", not "n–n"', () => {
  it('a length or range pattern whose bounds meet gets the exact text in every language', () => {
    const cases: [FieldError, string][] = [
      [{ code: 'length', patternId: 'any', min: 6, max: 6 }, 'Must be exactly 6 characters'],
      [{ code: 'pattern', patternId: 'any', min: 6, max: 6 }, 'Must be exactly 6 characters'],
      [{ code: 'pattern', patternId: 'digits', min: 13, max: 13 }, 'Exactly 13 digits'],
    ];
    for (const [error, english] of cases) {
      const { key, params } = fieldErrorMessageKey(error);
      expect(interpolate(lookup(enFields, key) as string, params)).toBe(english);
      for (const [language, catalogue] of Object.entries(CATALOGUES)) {
        const text = interpolate(lookup(catalogue, key) as string, params);
        expect(text, `${language}:${key}`).not.toMatch(/undefined|\{\{|\d+\s*–\s*\d+/);
        expect(text, `${language}:${key}`).toContain(String(params.n));
      }
    }
    for (const patternId of RANGE_PATTERNS) {
      const { key } = fieldErrorMessageKey({ code: 'pattern', patternId, min: 4, max: 4 });
      for (const catalogue of Object.values(CATALOGUES)) expect(typeof lookup(catalogue, key)).toBe('string');
    }
  });
  it('a real rule with equal bounds (siam idNumber, 13 digits)', () => {
    const error = validateField(rule({ patternId: 'digits', minLength: 13, maxLength: 13 }), '12345');
    const { key, params } = fieldErrorMessageKey(error!);
    expect(interpolate(lookup(enFields, key) as string, params)).toBe('Exactly 13 digits');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/register-fields.schema.json';
import {
  ALNUM,
  CJK_PUNCTUATION,
  charOf,
  DIGITS,
  daysIn,
  EXAMPLES,
  formatDate,
  insertAt,
  KINDS,
  LETTERS,
  namePart,
  RUNS,
  strOf,
  THAI_MARKS,
  thaiWord,
} from '../../tests/support/field-rules-cases';
import { isPatternId, lengthOf, matchesPattern, PATTERN_IDS } from './field-rules';

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

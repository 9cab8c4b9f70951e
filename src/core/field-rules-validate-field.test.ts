import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KINDS, PRINTABLE, RUNS, rule } from '../../tests/support/field-rules-cases';
import { lengthOf, matchesAcceptedPattern, matchesPattern, PATTERN_IDS, validateField } from './field-rules';

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

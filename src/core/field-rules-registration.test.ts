import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import cnFields from '../../locales/cn/fields.json';
import enFields from '../../locales/en/fields.json';
import thFields from '../../locales/th/fields.json';
import tyFields from '../../locales/ty/fields.json';
import viFields from '../../locales/vi/fields.json';
import { RUNS, rule } from '../../tests/support/field-rules-cases';
import type { RegisterFieldConfig, RegisterFieldName, RegisterFields } from './brand';
import { REGISTER_FIELD_NAMES } from './brand';
import {
  type FieldError,
  type FormFieldError,
  fieldErrorMessageKey,
  PATTERN_IDS,
  RANGE_PATTERNS,
  validateField,
  validateRegistrationForm,
} from './field-rules';

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

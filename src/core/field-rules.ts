/**
 * Field rules of spec §5 ("Validation rules"): every pattern kind keyed by patternId, min/max length and the
 * registration form rules. Pure and isomorphic — the SPA forms and the server import this same module, so a
 * value the client accepts is exactly a value the server accepts.
 */
import type { RegisterFieldConfig, RegisterFieldName, RegisterFields } from './brand';

/** The rule kinds of spec §5, in the order of schemas/register-fields.schema.json. */
export const PATTERN_IDS = [
  'any',
  'letterFirstAlnum',
  'kanjiDigits',
  'email',
  'alnum',
  'lettersAndDigits',
  'digits',
  'alnumWithUpper',
  'englishLettersSpaces',
  'noSpaces',
  'chinese',
  'date',
  'korean',
  'thai',
  'thaiEnglishSpaces',
  'upperSpaces',
  'alnumSymbols',
  'strongPassword',
  'fullName',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** Hard cap on any field's length in code points (spec §5: the verification code maxLength is 255). */
export const DEFAULT_MAX_CAP = 255;

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'string' && (PATTERN_IDS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------
// Pattern kinds. Every expression is anchored, uses the unicode flag and is linear (no ambiguous nesting), so
// matching stays cheap even on hostile input.

/** Printable ASCII punctuation and symbols (the "symbol" of strongPassword). */
const ASCII_SYMBOL = '\\x21-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7E';

const LETTER_FIRST_ALNUM = /^[A-Za-z][A-Za-z0-9]*$/u;
const KANJI_DIGITS = /^[\p{Script=Han}0-9]+$/u;
const EMAIL =
  /^([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})$/u;
const ALNUM = /^[A-Za-z0-9]+$/u;
const LETTERS_AND_DIGITS = /^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]+$/u;
const DIGITS = /^[0-9]+$/u;
const ALNUM_WITH_UPPER = /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u;
const ENGLISH_LETTERS_SPACES = /^[A-Za-z]+(?: [A-Za-z]+)*$/u;
const NO_SPACES = /^\S+$/u;
/** Han characters plus CJK symbols and punctuation (U+3001–U+303F, not the ideographic space), fullwidth
 * punctuation, vertical and small forms, and the marks Chinese text borrows (· — ‘ ’ “ ” …). */
const CHINESE =
  /^[\p{Script=Han}\u3001-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\uFE10-\uFE19\uFE30-\uFE4F\uFE50-\uFE6B\u00B7\u2014\u2018\u2019\u201C\u201D\u2026]+$/u;
const HAN = /\p{Script=Han}/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
const US_DATE = /^(\d{2})-(\d{2})-(\d{4})$/u;
const KOREAN = /^\p{Script=Hangul}+(?: \p{Script=Hangul}+)*$/u;
/** Hangul filler characters render as blanks; they are not letters a person types. */
const HANGUL_FILLER = /[\u115F\u1160\u3164\uFFA0]/u;
/** Thai script, combining vowels and tone marks included; a value may not start with a combining mark. */
const THAI = /^(?!\p{M})\p{Script=Thai}+$/u;
const THAI_ENGLISH_SPACES = /^(?!\p{M})[\p{Script=Thai}A-Za-z]+(?: (?!\p{M})[\p{Script=Thai}A-Za-z]+)*$/u;
const UPPER_SPACES = /^(?=[^A-Z]*[A-Z])[A-Z ]+$/u;
const ALNUM_SYMBOLS = /^[\x21-\x7E]+$/u;
const STRONG_PASSWORD = new RegExp(
  `^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[^${ASCII_SYMBOL}]*[${ASCII_SYMBOL}])\\S+$`,
  'u',
);
/** One name part: letters of any script with their marks; an apostrophe or hyphen only between letters. */
const NAME_PART = "\\p{L}[\\p{L}\\p{M}]*(?:['’-]\\p{L}[\\p{L}\\p{M}]*)*";
const FULL_NAME = new RegExp(`^${NAME_PART}(?: ${NAME_PART})+$`, 'u');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function isDate(value: string): boolean {
  const iso = ISO_DATE.exec(value);
  if (iso) return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(value);
  if (us) return isCalendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return false;
}

function isEmail(value: string): boolean {
  const m = EMAIL.exec(value);
  return m !== null && m[1]!.length <= 64 && m[2]!.length <= 253;
}

const MATCHERS: Record<PatternId, (value: string) => boolean> = {
  any: () => true,
  letterFirstAlnum: (v) => LETTER_FIRST_ALNUM.test(v),
  kanjiDigits: (v) => KANJI_DIGITS.test(v),
  email: isEmail,
  alnum: (v) => ALNUM.test(v),
  lettersAndDigits: (v) => LETTERS_AND_DIGITS.test(v),
  digits: (v) => DIGITS.test(v),
  alnumWithUpper: (v) => ALNUM_WITH_UPPER.test(v),
  englishLettersSpaces: (v) => ENGLISH_LETTERS_SPACES.test(v),
  noSpaces: (v) => NO_SPACES.test(v),
  chinese: (v) => CHINESE.test(v) && HAN.test(v),
  date: isDate,
  korean: (v) => KOREAN.test(v) && !HANGUL_FILLER.test(v),
  thai: (v) => THAI.test(v),
  thaiEnglishSpaces: (v) => THAI_ENGLISH_SPACES.test(v),
  upperSpaces: (v) => UPPER_SPACES.test(v),
  alnumSymbols: (v) => ALNUM_SYMBOLS.test(v),
  strongPassword: (v) => STRONG_PASSWORD.test(v),
  fullName: (v) => FULL_NAME.test(v),
};

/** Whether a (non-empty) value satisfies a pattern kind. Unknown ids and non-strings never match. */
export function matchesPattern(id: string, value: string): boolean {
  if (!isPatternId(id) || typeof value !== 'string') return false;
  return MATCHERS[id](value);
}

/** Length in Unicode code points (an emoji is one), the unit of minLength/maxLength. Same as Array.from. */
export function lengthOf(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

// ---------------------------------------------------------------------------------------------------------
// acceptedPattern: an extra regular expression the whole value must match, compiled once per source.

const ACCEPTED_CACHE_LIMIT = 256;
const acceptedCache = new Map<string, RegExp | null>();

function acceptedRegExp(source: string): RegExp | null {
  const cached = acceptedCache.get(source);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null;
  try {
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    compiled = null;
  }
  if (acceptedCache.size >= ACCEPTED_CACHE_LIMIT) acceptedCache.clear();
  acceptedCache.set(source, compiled);
  return compiled;
}

/** '*' accepts anything; otherwise the whole value must match. An invalid expression matches nothing. */
export function matchesAcceptedPattern(acceptedPattern: string, value: string): boolean {
  if (acceptedPattern === '*') return true;
  if (typeof acceptedPattern !== 'string') return false;
  const re = acceptedRegExp(acceptedPattern);
  return re?.test(value) === true;
}

// ---------------------------------------------------------------------------------------------------------
// One field.

export type LengthBound = number | '*';

/** The validation part of a register-fields.json entry. */
export type FieldRule = Pick<
  RegisterFieldConfig,
  'required' | 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'
>;

export type FieldError =
  | { code: 'required' }
  | { code: 'pattern'; patternId: string; min: LengthBound; max: LengthBound }
  | { code: 'length'; patternId: string; min: LengthBound; max: LengthBound };

export interface ValidateFieldOptions {
  /** Trim surrounding whitespace before validating (default false). */
  trim?: boolean;
  /** Hard cap in code points, applied even when maxLength is '*' (default 255). */
  maxCap?: number;
}

function bound(value: unknown): LengthBound {
  return typeof value === 'number' && Number.isFinite(value) ? value : '*';
}

/**
 * Validates one value against its rule. Empty (after trimming, when asked) and not required → null; required
 * and empty → 'required'. Otherwise the length (code points, within min/max and the hard cap) is checked
 * first, then the pattern kind and the acceptedPattern. A non-string value is a pattern error. Never throws.
 */
export function validateField(
  rule: FieldRule,
  raw: unknown,
  opts: ValidateFieldOptions = {},
): FieldError | null {
  const min = bound(rule.minLength);
  const max = bound(rule.maxLength);
  const patternId = String(rule.patternId);
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { code: 'pattern', patternId, min, max };
  }
  const value = typeof raw === 'string' ? (opts.trim ? raw.trim() : raw) : '';
  if (value === '') return rule.required ? { code: 'required' } : null;

  const cap =
    typeof opts.maxCap === 'number' && Number.isFinite(opts.maxCap) && opts.maxCap >= 0
      ? opts.maxCap
      : DEFAULT_MAX_CAP;
  const effectiveMax = max === '*' ? cap : Math.min(max, cap);
  // A string with more than 2·n UTF-16 units has more than n code points: no need to count a huge input.
  const length = value.length > 2 * effectiveMax ? Number.POSITIVE_INFINITY : lengthOf(value);
  if (length > effectiveMax) {
    // The cap, when it is the bound that binds, is reported as the maximum.
    return { code: 'length', patternId, min, max: effectiveMax };
  }
  if (min !== '*' && length < min) return { code: 'length', patternId, min, max };

  if (!matchesPattern(patternId, value) || !matchesAcceptedPattern(rule.acceptedPattern, value)) {
    return { code: 'pattern', patternId, min, max };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The registration form (spec §5 "Form rules → Registration").

export type FormFieldError = FieldError | { code: 'mismatch' } | { code: 'phoneDigits'; digits: number };
export type RegistrationErrors = Partial<Record<RegisterFieldName, FormFieldError>>;

export interface RegistrationFormOptions {
  /** Which registration tab: username (USERNAMEREG3) or mobile (MOBILENUMREG3). */
  mode: 'username' | 'mobile';
  /** SMS verification at registration (REGMOBVERF3). */
  smsVerification: boolean;
  /** The human-verification captcha field is shown. */
  captchaShown: boolean;
}

/** Never trimmed: a space is a legitimate password character. */
const PASSWORD_FIELDS: ReadonlySet<RegisterFieldName> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

/** Shown only when enabled; required as configured. */
const OPTIONAL_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'recommenderId',
  'referralCode',
] as const satisfies readonly RegisterFieldName[];

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Validates a registration form against the brand's register-fields.json. Returns only the failing fields
 * (an empty object means valid). Values are trimmed except passwords; non-string values are pattern errors.
 */
export function validateRegistrationForm(
  config: RegisterFields,
  values: Record<string, unknown>,
  opts: RegistrationFormOptions,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const fields = config.fields;
  const source: Record<string, unknown> = values !== null && typeof values === 'object' ? values : {};
  const read = (name: RegisterFieldName): unknown => {
    const raw = Object.hasOwn(source, name) ? source[name] : undefined;
    return typeof raw === 'string' && !PASSWORD_FIELDS.has(name) ? raw.trim() : raw;
  };
  const check = (name: RegisterFieldName, required: boolean) => {
    const error = validateField({ ...fields[name], required }, read(name));
    if (error) errors[name] = error;
  };

  // Username: required in username registration; in mobile registration it is not asked for, so it is
  // validated only when a value is sent anyway (the server never stores a name that breaks the rule).
  check('username', opts.mode === 'username');

  check('password', true);

  const confirm = read('confirmPassword');
  if (fields.confirmPassword.enabled || !isEmpty(confirm)) {
    if (isEmpty(confirm)) errors.confirmPassword = { code: 'required' };
    else if (confirm !== read('password')) errors.confirmPassword = { code: 'mismatch' };
  }

  if (opts.mode === 'mobile' || fields.mobileNum.enabled) {
    const required = opts.mode === 'mobile' || fields.mobileNum.required;
    const mobile = read('mobileNum');
    const digits = config.mobile.digits;
    if (typeof mobile === 'string' && mobile !== '' && (mobile.length !== digits || !DIGITS.test(mobile))) {
      errors.mobileNum = { code: 'phoneDigits', digits };
    } else {
      check('mobileNum', required);
    }
  }

  if (opts.smsVerification) check('verificationCode', true);
  if (opts.captchaShown && fields.captcha.enabled) check('captcha', true);

  for (const name of OPTIONAL_FIELDS) {
    if (fields[name].enabled) check(name, fields[name].required);
  }
  // Spec §5: "paymentPassword required when shown".
  if (fields.paymentPassword.enabled) check('paymentPassword', true);

  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// Error → translation key of the 'fields' namespace (locales/<lang>/fields.json).

export interface FieldErrorMessage {
  key: string;
  params: Record<string, unknown>;
}

/** Pattern kinds whose message states the length range ("{{min}}–{{max}} digits only"). */
export const RANGE_PATTERNS = [
  'any',
  'letterFirstAlnum',
  'alnum',
  'lettersAndDigits',
  'digits',
  'alnumWithUpper',
  'alnumSymbols',
] as const satisfies readonly PatternId[];

const isRangePattern = (id: string) => (RANGE_PATTERNS as readonly string[]).includes(id);
/** "Exactly 13 digits" for a range pattern, else the fallback ("Must be exactly 6 characters"). */
const exactKey = (patternId: string, fallback: string) =>
  isRangePattern(patternId) ? `exact.${patternId}` : fallback;

/** The one allowed length when min and max are the same number, else null. */
function exactBound(error: { min: LengthBound; max: LengthBound }): number | null {
  return typeof error.min === 'number' && error.min === error.max ? error.min : null;
}

/**
 * The 'fields' key and interpolation params for an error. Length errors pick `length`, `lengthMin` (max is
 * '*') or `lengthMax` (min is '*'), `lengthExact` when both bounds are the same; pattern errors use
 * `pattern.<patternId>` with '*' bounds shown as 1 and the hard cap (`exact.<patternId>` when the bounds meet); an
 * unknown patternId falls back to `invalid`.
 */
export function fieldErrorMessageKey(error: FormFieldError, maxCap = DEFAULT_MAX_CAP): FieldErrorMessage {
  switch (error.code) {
    case 'required':
    case 'mismatch':
      return { key: error.code, params: {} };
    case 'phoneDigits':
      return { key: 'phoneDigits', params: { digits: error.digits } };
    case 'length': {
      // "Must be 6–6 characters" reads as a typo: a rule whose bounds meet says "exactly".
      const exact = exactBound(error);
      if (exact !== null) return { key: exactKey(error.patternId, 'lengthExact'), params: { n: exact } };
      if (error.min === '*')
        return { key: 'lengthMax', params: { max: error.max === '*' ? maxCap : error.max } };
      if (error.max === '*') return { key: 'lengthMin', params: { min: error.min } };
      return { key: 'length', params: { min: error.min, max: error.max } };
    }
    case 'pattern': {
      const exact = exactBound(error);
      if (exact !== null && isRangePattern(error.patternId))
        return { key: exactKey(error.patternId, 'lengthExact'), params: { n: exact } };
      const params = { min: error.min === '*' ? 1 : error.min, max: error.max === '*' ? maxCap : error.max };
      return { key: isPatternId(error.patternId) ? `pattern.${error.patternId}` : 'invalid', params };
    }
  }
}

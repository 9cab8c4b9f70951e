import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageDir,
  languageForTag,
  languageFromAcceptHeader,
  resolveLanguage,
} from './languages';

const brand = { default: 'en', supported: ['en', 'ty'] } as const;

describe('LANGUAGES', () => {
  it('holds the 29 codes of spec §9, the same list the brand schema accepts', () => {
    expect(LANGUAGES).toHaveLength(29);
    const schema = JSON.parse(
      readFileSync(new URL('../../schemas/brand.schema.json', import.meta.url), 'utf8'),
    );
    expect(schema.$defs.language.enum).toEqual(LANGUAGES);
  });
  it('has a valid BCP 47 tag and an own name per code; ar, fa, ur read right to left', () => {
    for (const code of LANGUAGES) {
      expect(Intl.getCanonicalLocales(LANGUAGE_TAGS[code])).toHaveLength(1);
      expect(LANGUAGE_NAMES[code]).toBeTruthy();
    }
    expect(LANGUAGE_TAGS).toMatchObject({ cn: 'zh-CN', tw: 'zh-TW', ty: 'fil' });
    expect(LANGUAGES.filter((code) => languageDir(code) === 'rtl')).toEqual(['ur', 'ar', 'fa']);
  });
});

describe('languageForTag', () => {
  it('maps BCP 47 tags and aliases to the spec codes', () => {
    expect(languageForTag('zh-Hant-HK')).toBe('tw');
    expect(languageForTag('zh-TW')).toBe('tw');
    expect(languageForTag('zh-hk')).toBe('tw');
    expect(languageForTag('zh')).toBe('cn');
    expect(languageForTag('zh-Hans-CN')).toBe('cn');
    expect(languageForTag('fil-PH')).toBe('ty');
    expect(languageForTag('tl')).toBe('ty');
    expect(languageForTag('in')).toBe('id');
    expect(languageForTag('pt_BR')).toBe('pt');
    expect(languageForTag('ar-EG')).toBe('ar');
  });
  it('does not read the spec codes that are other languages in BCP 47 (ty Tahitian, tw Twi)', () => {
    expect(languageForTag('ty')).toBeUndefined();
    expect(languageForTag('tw')).toBeUndefined();
    expect(languageForTag('cn')).toBeUndefined();
  });
});

describe('resolveLanguage', () => {
  it('keeps a stored language the brand supports', () => {
    expect(resolveLanguage('ty', brand)).toBe('ty');
    expect(resolveLanguage('TY', brand)).toBe('ty');
  });
  it('resets an unsupported or missing language to the brand default', () => {
    expect(resolveLanguage('vi', brand)).toBe('en');
    expect(resolveLanguage(null, brand)).toBe('en');
    expect(resolveLanguage('', brand)).toBe('en');
  });
});

describe('languageFromAcceptHeader', () => {
  it('picks the highest-ranked supported language', () => {
    expect(languageFromAcceptHeader('vi;q=0.9, fil;q=0.8, en;q=0.5', brand)).toBe('ty');
    expect(languageFromAcceptHeader('zh-CN,zh;q=0.9', { default: 'vi', supported: ['vi', 'cn'] })).toBe('cn');
    expect(languageFromAcceptHeader('zh-Hant;q=0.8, ar', { default: 'en', supported: ['en', 'tw'] })).toBe(
      'tw',
    );
  });
  it('falls back to the default', () => {
    expect(languageFromAcceptHeader(undefined, brand)).toBe('en');
    expect(languageFromAcceptHeader('de-DE', brand)).toBe('en');
    expect(languageFromAcceptHeader('fil;q=0', brand)).toBe('en');
  });
  it('answers garbage with the brand default', () => {
    for (const header of ['', ';;;,,,', '<script>', 'fil;q=abc', '*', 'x'.repeat(5000), '🙂-PH'])
      expect(languageFromAcceptHeader(header, { default: 'ty', supported: ['ty', 'en'] })).toBe('ty');
  });
});

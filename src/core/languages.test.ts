import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader, resolveLanguage } from './languages';

const brand = { default: 'en', supported: ['en', 'ty'] } as const;

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
  });
  it('falls back to the default', () => {
    expect(languageFromAcceptHeader(undefined, brand)).toBe('en');
    expect(languageFromAcceptHeader('de-DE', brand)).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { diffCatalogues, flattenKeys, isPhrase, placeholders, untranslatedKeys } from './i18n-keys';

describe('catalogue comparison', () => {
  const en = flattenKeys({
    a: 'A',
    nested: { b: 'Hi {{name}}' },
    count_one: '{{count}} item',
    count_other: '{{count}} items',
  });

  it('flattens nested keys and folds plural forms', () => {
    expect([...en.keys()].sort()).toEqual(['a', 'count', 'nested.b']);
  });

  it('finds missing and extra keys', () => {
    const vi = flattenKeys({ a: 'A', count_other: '{{count}} mục', stray: 'x' });
    const diff = diffCatalogues(en, vi);
    expect(diff.missing).toEqual(['nested.b']);
    expect(diff.extra).toEqual(['stray']);
  });

  it('flags a translation that drops or renames a placeholder', () => {
    const ty = flattenKeys({ a: 'A', nested: { b: 'Kumusta {{pangalan}}' }, count_other: '{{count}}' });
    expect(diffCatalogues(en, ty).placeholderMismatch).toEqual(['nested.b']);
  });

  it('reads placeholders with formats', () => {
    expect(placeholders('{{ amount, number }} and {{name}}')).toEqual(['amount', 'name']);
  });
});

describe('English copies', () => {
  it('counts two or more words of letters as a phrase, not a brand, code or unit', () => {
    expect(isPhrase('Agent center')).toBe(true);
    expect(isPhrase('Return to player: {{rtp}}%.')).toBe(true);
    expect(isPhrase('<b>Log</b> in')).toBe(true);
    expect(isPhrase('OK')).toBe(false);
    expect(isPhrase('{{count}} x')).toBe(false);
    expect(isPhrase('Tile {{n}}')).toBe(false);
    expect(isPhrase('VND')).toBe(false);
  });

  it('finds phrases left in English, except the allowed names', () => {
    const en = flattenKeys({ a: 'Agent center', b: 'QQ', c: 'Google Authenticator', d: 'Main wallet' });
    const ty = flattenKeys({
      a: 'Agent center',
      b: 'QQ',
      c: 'Google Authenticator',
      d: 'Pangunahing pitaka',
    });
    expect(untranslatedKeys(en, ty, new Set(['Google Authenticator']))).toEqual(['a']);
  });
});

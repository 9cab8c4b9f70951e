import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  diffCatalogues,
  flattenKeys,
  isPhrase,
  leafKeys,
  placeholders,
  pluralProblems,
  untranslatedKeys,
} from './i18n-keys';

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

describe('the stricter check (catalogueProblems)', () => {
  const en = {
    title: 'Agent center',
    count_one: '{{count}} game',
    count_other: '{{count}} games',
    code: 'OK',
  };
  const rules = (tag: string) => new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const check = (other: unknown, tag = 'vi') => catalogueProblems(en, other, rules(tag), new Set());

  it('passes a complete, correct catalogue', () => {
    expect(check({ title: 'Trung tâm đại lý', count_other: '{{count}} trò chơi', code: 'OK' })).toEqual([]);
  });

  it('reports missing keys, unknown keys, broken placeholders and values that are not texts', () => {
    expect(check({ title: 'Trung tâm', count_other: '{{n}} trò', extra: 'x', code: 3 })).toEqual([
      'not a text: code',
      'missing code',
      'unknown key extra (not in English)',
      'placeholders differ count',
    ]);
  });

  it('needs exactly the plural categories of the language', () => {
    const ok = { title: 'مركز الوكيل', code: 'OK' };
    const arabic = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const forms = Object.fromEntries(arabic.map((c) => [`count_${c}`, `{{count}} ${c}`]));
    expect(check({ ...ok, ...forms }, 'ar')).toEqual([]);
    expect(check({ ...ok, count_one: 'لعبة', count_other: '{{count}} لعبة' }, 'ar')).toEqual([
      'plural forms of count: has one/other, the language needs zero/one/two/few/many/other',
    ]);
    expect(
      check({ title: '代理中心', code: 'OK', count_one: '{{count}}', count_other: '{{count}} 个' }, 'zh-CN'),
    ).toEqual(['plural forms of count: has one/other, the language needs other']);
    const russian = {
      count_one: '{{count}} игра',
      count_few: '{{count}} игры',
      count_other: '{{count}} игры',
    };
    expect(check({ title: 'Центр агента', code: 'OK', ...russian }, 'ru')).toEqual([
      'plural forms of count: has one/few/other, the language needs one/few/many/other',
    ]);
  });

  it('flags a sentence left in English', () => {
    expect(check({ title: 'Agent center', count_other: '{{count}} trò chơi', code: 'OK' })).toEqual([
      'still English title "Agent center"',
    ]);
  });

  it('lists non-string leaves apart from the texts', () => {
    expect(leafKeys({ a: 'x', b: { c: ['y'], d: null } })).toEqual({
      strings: new Map([['a', 'x']]),
      invalid: ['b.c', 'b.d'],
    });
    expect(pluralProblems(new Map([['n_other', '']]), new Map([['n_other', '']]), ['other'])).toEqual([]);
  });
});

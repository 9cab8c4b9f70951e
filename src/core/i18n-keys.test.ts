import { describe, expect, it } from 'vitest';
import { diffCatalogues, flattenKeys, placeholders } from './i18n-keys';

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

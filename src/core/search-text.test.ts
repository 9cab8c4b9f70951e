import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './search-text';

describe('normalizeSearch', () => {
  it.each([
    ['Rồng Vàng', 'rong vang'],
    ['ĐÀ NẴNG', 'da nang'],
    ['Xổ Số Thừa Thiên Huế', 'xo so thua thien hue'],
    ['Crème Brûlée', 'creme brulee'],
    ['ＤＲＡＧＯＮ', 'dragon'],
    ["Texas Hold'em", 'texas holdem'],
    ['Texas Hold’em', 'texas holdem'],
    ['Hold & Win', 'hold win'],
    ['  Golden   Tiger\t2 ', 'golden tiger 2'],
    ['İstanbul', 'istanbul'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });

  it('keeps Chinese and Thai text (Thai vowel and tone marks carry meaning)', () => {
    expect(normalizeSearch('黄金龙 豪华版')).toBe('黄金龙 豪华版');
    expect(normalizeSearch('มังกร')).toBe('มังกร');
    expect(normalizeSearch('มังกร')).not.toBe(normalizeSearch('มงกร'));
    // SARA AM folds to its compatibility form, so both ways of typing it match.
    expect(normalizeSearch('ทองคำ')).toBe(normalizeSearch('ทองค\u0e4d\u0e32'));
  });

  it('turns markup and SQL into plain words', () => {
    expect(normalizeSearch('<script>alert(1)</script>')).toBe('script alert 1 script');
    expect(normalizeSearch("'; DROP TABLE game; --")).toBe('drop table game');
    expect(normalizeSearch('%_\\')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['Rồng Vàng', 'Hold & Win', '黄金龙', 'ไก่ชน SV388']) {
      expect(normalizeSearch(normalizeSearch(text))).toBe(normalizeSearch(text));
    }
  });
});

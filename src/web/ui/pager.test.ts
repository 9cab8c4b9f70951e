import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pager items (1 margin page, range 5)', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first and last page with gaps around a range of 5', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
  it('slides the range to the ends', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

import { describe, expect, it } from 'vitest';
import { lsnValue } from './replica';

describe('lsnValue', () => {
  it('orders WAL positions as PostgreSQL does (high word first, hexadecimal)', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/FFFFFFFF')).toBeLessThan(lsnValue('1/0'));
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnValue('A/10')).toBeGreaterThan(lsnValue('9/FFFFFFF0'));
  });
});

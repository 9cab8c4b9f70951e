import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, totpAt } from './totp';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890", 8-digit values truncated to 6 digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC vector at T=%i', (seconds, code) => {
    expect(totpAt(secret, Math.floor(seconds / 30))).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts the current and adjacent steps only', () => {
    const key = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(key, totpAt(key, step), now)).toBe(step);
    expect(matchTotp(key, totpAt(key, step - 1), now)).toBe(step - 1);
    expect(matchTotp(key, totpAt(key, step - 3), now)).toBeUndefined();
    expect(matchTotp(key, '12345', now)).toBeUndefined();
  });
});

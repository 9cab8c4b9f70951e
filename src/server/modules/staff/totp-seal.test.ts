import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

describe('staff TOTP secrets at rest', () => {
  it('seals so that only the server secret opens them', () => {
    const server = randomBytes(32);
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', server);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealTotpSecret('JBSWY3DPEHPK3PXP', server)).not.toBe(sealed);
    expect(openTotpSecret(sealed, server)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(sealed, randomBytes(32))).toThrow();
    expect(() => openTotpSecret(`${sealed.slice(0, -2)}AA`, server)).toThrow();
  });
});

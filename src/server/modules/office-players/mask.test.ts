import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskTail, personal } from './mask';

describe('personal data masks', () => {
  it('keeps the last digits of a number only', () => {
    expect(maskTail('09171234567')).toBe('*******4567');
    expect(maskTail('123')).toBe('***');
    expect(maskTail(null)).toBeNull();
  });
  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('alice.smith@example.com')).toBe('a***@example.com');
    expect(maskEmail('nodomain')).toBe('******in');
  });
  it('keeps the first letter of each name', () => {
    expect(maskName('Juan Dela Cruz')).toBe('J*** D*** C***');
    expect(maskName('李小龍')).toBe('李**');
  });
  it('shows everything with players.pii', () => {
    expect(personal(true).mobile('0917')).toBe('0917');
    expect(personal(false).accountNo('1234567890')).toBe('******7890');
  });
});

import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from './obfuscation';

describe('customer-service path obfuscation', () => {
  it('round-trips with the key carried in the last 8 characters', () => {
    const value = obfuscate('https://chat.example.com/room?id=7', 'k3y-8chr');
    expect(value.endsWith('k3y-8chr')).toBe(true);
    expect(value).not.toContain('chat.example.com');
    expect(deobfuscate(value)).toBe('https://chat.example.com/room?id=7');
  });
  it('yields an empty string for garbage', () => {
    expect(deobfuscate('short')).toBe('');
    expect(deobfuscate('not-base64-at-all!!12345678')).toBe('');
  });
});

import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/**
 * Customer-service paths in the bootstrap are obfuscated as the spec says: AES (crypto-js passphrase mode)
 * with an 8-character key appended to the ciphertext; the client takes the last 8 characters as the key.
 * This is compatibility obfuscation only; nothing secret travels this way.
 */
export function obfuscate(plain: string, key: string): string {
  if (key.length !== 8) throw new Error('obfuscation key must be 8 characters');
  return AES.encrypt(plain, key).toString() + key;
}

export function deobfuscate(value: string): string {
  if (value.length <= 8) return '';
  const key = value.slice(-8);
  try {
    return AES.decrypt(value.slice(0, -8), key).toString(Utf8);
  } catch {
    return '';
  }
}

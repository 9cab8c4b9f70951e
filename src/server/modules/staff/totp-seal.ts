import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Staff TOTP secrets are kept sealed (AES-256-GCM under a key derived from the server secret), so a copy of the
 * staff table alone yields no codes. The codes themselves are lib/totp.ts's (RFC 6238), as for players.
 */
const keyOf = (serverSecret: Buffer) => createHmac('sha256', serverSecret).update('staff-totp').digest();

/** The secret sealed for the database: iv.tag.ciphertext, base64url. */
export function sealTotpSecret(secret: string, serverSecret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function openTotpSecret(sealed: string, serverSecret: Buffer): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('sealed secret malformed');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

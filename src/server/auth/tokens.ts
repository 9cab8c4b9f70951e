import { createHash, randomBytes, randomFillSync } from 'node:crypto';

/** A session or device token: 32 random bytes for the client, only its SHA-256 stored. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A random code of decimal digits (SMS and email codes). */
export function randomDigits(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => String(b % 10)).join('');
}

/** A random code from an alphabet without look-alike characters (affiliate and referral codes). */
export function randomCode(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Random bytes drawn ahead in one call, as crypto.randomUUID does: one system call per 256 ids, not one per id. */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

/** 16 random bytes (CSPRNG) as 22 base64url characters: an id minted on a hot path (the device cookie). */
export function randomId16(): string {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const id = pool.toString('base64url', poolAt, poolAt + 16);
  poolAt += 16;
  return id;
}

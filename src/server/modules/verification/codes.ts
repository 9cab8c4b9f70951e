import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { randomDigits } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';

/** bind / bind-old: binding a mobile or email in the profile (the new destination / the bound number). */
export type CodePurpose = 'login' | 'register' | 'reset' | 'newip' | 'bind' | 'bind-old';
const MAX_ATTEMPTS = 5;
/** A new code for the same destination and purpose is refused within this many ms (spec: 1 per second). */
const MIN_GAP_MS = 1000;

function digest(secret: Buffer, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/**
 * Issues a 6-digit code for a destination. Refused (429 sms_throttled, with seconds to wait) while the previous
 * code's countdown runs — the countdown is the code's validity, expiredMinutes × 60 s — and at most 1 per second.
 */
export async function issueCode(
  db: Kysely<Database>,
  secret: Buffer,
  input: {
    brand: string;
    purpose: CodePurpose;
    channel: 'sms' | 'email';
    destination: string;
    minutes: number;
  },
): Promise<string> {
  const last = await db
    .selectFrom('verification_code')
    .select(['created_at', 'expires_at'])
    .where('brand_code', '=', input.brand)
    .where('purpose', '=', input.purpose)
    .where('destination', '=', input.destination)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const now = Date.now();
  if (last) {
    const countdownEnds = last.created_at.getTime() + input.minutes * 60_000;
    const waitMs = Math.max(countdownEnds - now, last.created_at.getTime() + MIN_GAP_MS - now);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('sms_throttled', { seconds, count: seconds }, 429);
    }
  }
  const code = randomDigits(6);
  await db
    .insertInto('verification_code')
    .values({
      brand_code: input.brand,
      purpose: input.purpose,
      channel: input.channel,
      destination: input.destination,
      code_hash: digest(secret, code),
      expires_at: new Date(now + input.minutes * 60_000),
    })
    .execute();
  return code;
}

/**
 * Takes back a code that could not be delivered (the provider refused or was unreachable): it was never seen, so
 * it neither counts as sent nor holds the countdown, and the player may ask again at once.
 */
export async function retractCode(
  db: Kysely<Database>,
  secret: Buffer,
  input: { brand: string; destination: string; code: string },
): Promise<void> {
  await db
    .deleteFrom('verification_code')
    .where('brand_code', '=', input.brand)
    .where('destination', '=', input.destination)
    .where('code_hash', '=', digest(secret, input.code))
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Consumes the newest code for a destination: wrong codes count attempts (5 at most), an expired code says
 * so, and a right code is marked used so it never works twice.
 */
export async function consumeCode(
  db: Kysely<Database>,
  secret: Buffer,
  input: { brand: string; purpose: CodePurpose; destination: string; code: unknown },
): Promise<void> {
  if (typeof input.code !== 'string' || !/^\d{4,8}$/.test(input.code.trim())) {
    throw new AppError('verification_code_invalid');
  }
  const row = await db
    .selectFrom('verification_code')
    .select(['id', 'code_hash', 'attempts', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('brand_code', '=', input.brand)
    .where('purpose', '=', input.purpose)
    .where('destination', '=', input.destination)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.used_at || row.attempts >= MAX_ATTEMPTS) throw new AppError('verification_code_invalid');
  if (row.expired) throw new AppError('verification_code_expired');
  // Claim one of the code's tries before comparing, atomically: guesses sent in parallel cannot get more than
  // MAX_ATTEMPTS comparisons between them (a read-then-increment would let every one of them through).
  const claimed = await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('verification_code_invalid');
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(digest(secret, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) throw new AppError('verification_code_invalid');
  const consumed = await db
    .updateTable('verification_code')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw new AppError('verification_code_invalid');
}

/** Full international destination of a phone number, e.g. +63 9171234567 → "+639171234567". */
export const phoneDestination = (dialingCode: string, mobile: string) => `+${dialingCode}${mobile}`;

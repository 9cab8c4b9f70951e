import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { isHttps } from '../../plugins/headers';
import { captchaAnswer, captchaSvg } from './captcha-image';

export const CAPTCHA_COOKIE = 'mq_captcha';
const TTL_MS = 5 * 60_000;

export function captchaIdFrom(request: FastifyRequest): string | undefined {
  const id = request.cookies[CAPTCHA_COOKIE];
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

/** Issues a fresh captcha: the answer stays server-side, the browser holds only an httpOnly id cookie. */
export async function issueCaptcha(
  db: Kysely<Database>,
  brandCode: string,
  reply: FastifyReply,
): Promise<string> {
  const id = randomUUID();
  const answer = captchaAnswer();
  await db
    .insertInto('captcha')
    .values({ id, brand_code: brandCode, answer, expires_at: new Date(Date.now() + TTL_MS) })
    .execute();
  reply.setCookie(CAPTCHA_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: TTL_MS / 1000,
    secure: isHttps(reply.request),
  });
  return captchaSvg(answer);
}

/**
 * Checks an answer against the caller's captcha. Single use: the captcha is consumed whether or not the
 * answer is right, so every attempt needs a new image.
 */
export async function consumeCaptcha(
  db: Kysely<Database>,
  brandCode: string,
  request: FastifyRequest,
  answer: unknown,
): Promise<boolean> {
  const id = captchaIdFrom(request);
  if (!id || typeof answer !== 'string') return false;
  const row = await db
    .updateTable('captcha')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('brand_code', '=', brandCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer')
    .executeTakeFirst();
  return row !== undefined && row.answer === answer.trim();
}

/** The answer of the caller's captcha, for development tools and tests only. */
export async function peekCaptcha(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<string | undefined> {
  const id = captchaIdFrom(request);
  if (!id) return undefined;
  const row = await db.selectFrom('captcha').select('answer').where('id', '=', id).executeTakeFirst();
  return row?.answer;
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { captchaAnswer, captchaSvg } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * 60_000;

type CaptchaCtx = Pick<ServiceContext, 'db' | 'brand'>;

/** A fresh captcha of the brand: its id (the caller's cookie, captcha.cookie.ts) and its image; the answer stays here. */
export async function newCaptcha(ctx: CaptchaCtx): Promise<{ id: string; image: string }> {
  const id = randomUUID();
  const answer = captchaAnswer();
  await ctx.db
    .insertInto('captcha')
    .values({
      id,
      brand_code: ctx.brand.config.code,
      answer,
      expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
    })
    .execute();
  return { id, image: captchaSvg(answer) };
}

/**
 * A refusal that comes with a fresh captcha (e.g. a failed login once captchas are due): its image goes to the
 * client in the error's value ({ captcha }), its id to the route, which sets the captcha cookie
 * (captcha.cookie.ts, withCaptchaCookie) before the error is answered.
 */
export class CaptchaRefusal extends AppError {
  constructor(
    code: string,
    status: number,
    readonly captchaId: string,
    image: string,
  ) {
    super(code, {}, status, { captcha: image });
  }
}

/** The refusal `code` with a fresh captcha of the brand. */
export async function refuseWithCaptcha(
  ctx: CaptchaCtx,
  code: string,
  status: number,
): Promise<CaptchaRefusal> {
  const { id, image } = await newCaptcha(ctx);
  return new CaptchaRefusal(code, status, id, image);
}

/**
 * Checks an answer against the caller's captcha. Single use: the captcha is consumed whether or not the
 * answer is right, so every attempt needs a new image.
 */
export async function consumeCaptcha(
  ctx: CaptchaCtx,
  id: string | undefined,
  answer: unknown,
): Promise<boolean> {
  if (!id || typeof answer !== 'string') return false;
  const row = await ctx.db
    .updateTable('captcha')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('brand_code', '=', ctx.brand.config.code)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer')
    .executeTakeFirst();
  return row !== undefined && row.answer === answer.trim();
}

/** The answer of a captcha, for development tools and tests only. */
export async function peekCaptcha(db: Kysely<Database>, id: string | undefined): Promise<string | undefined> {
  if (!id) return undefined;
  const row = await db.selectFrom('captcha').select('answer').where('id', '=', id).executeTakeFirst();
  return row?.answer;
}

import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hashToken, newToken } from '@/server/auth/tokens';
import { brandOf, type LoginCtx } from './login-context';

export const DEVICE_COOKIE = 'mq_device';
const DEVICE_TTL_SECONDS = 86_400;

/** The remember-me device token from its cookie (parsed by @fastify/cookie), when well-formed. */
function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

function deviceCookie(token: string, maxAge: number): string {
  return `${DEVICE_COOKIE}=${token}; Path=/wps/session; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAge}`;
}

/** Ticking remember-me: a 1-day device token for the account, its cookie set on the reply. */
export async function rememberDevice(ctx: LoginCtx, accountId: bigint): Promise<void> {
  const device = newToken();
  await ctx.app.db
    .insertInto('device_token')
    .values({
      token_hash: device.hash,
      account_id: accountId,
      brand_code: brandOf(ctx),
      expires_at: new Date(Date.now() + DEVICE_TTL_SECONDS * 1000),
    })
    .execute();
  ctx.reply.header('set-cookie', deviceCookie(device.token, DEVICE_TTL_SECONDS));
}

/** The username remembered on this device (remember-me), if its 1-day device token is still valid. */
export async function rememberedUsername(ctx: LoginCtx): Promise<string | null> {
  const token = deviceTokenOf(ctx.request);
  if (!token) return null;
  const row = await ctx.app.db
    .selectFrom('device_token as d')
    .innerJoin('account as a', 'a.id', 'd.account_id')
    .select('a.username')
    .where('d.token_hash', '=', hashToken(token))
    .where('d.brand_code', '=', brandOf(ctx))
    .where('d.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.username ?? null;
}

/** Unticking remember-me: the device token is deleted on the server and the cookie expires. */
export async function forgetDevice(ctx: LoginCtx): Promise<void> {
  const token = deviceTokenOf(ctx.request);
  if (token) await ctx.app.db.deleteFrom('device_token').where('token_hash', '=', hashToken(token)).execute();
  ctx.reply.header('set-cookie', deviceCookie('', 0));
}

import { sql } from 'kysely';
import { hashToken, newToken } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { brandOf } from './login-context';

const DEVICE_TTL_SECONDS = 86_400;

/**
 * What a login or a forget asks of the remember-me device cookie (set by the route, device.cookie.ts): a new
 * token and its lifetime in seconds, or an empty token with 0 to expire it.
 */
export interface DeviceCookie {
  token: string;
  maxAge: number;
}

type DeviceCtx = Pick<ServiceContext, 'db' | 'brand'>;

/** Ticking remember-me: a 1-day device token for the account; the route sets it as the device cookie. */
export async function rememberDevice(ctx: DeviceCtx, accountId: bigint): Promise<DeviceCookie> {
  const device = newToken();
  await ctx.db
    .insertInto('device_token')
    .values({
      token_hash: device.hash,
      account_id: accountId,
      brand_code: brandOf(ctx),
      expires_at: new Date(Date.now() + DEVICE_TTL_SECONDS * 1000),
    })
    .execute();
  return { token: device.token, maxAge: DEVICE_TTL_SECONDS };
}

/** The username remembered on this device (its device token, from the cookie), if the 1-day token is still valid. */
export async function rememberedUsername(ctx: DeviceCtx, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const row = await ctx.db
    .selectFrom('device_token as d')
    .innerJoin('account as a', 'a.id', 'd.account_id')
    .select('a.username')
    .where('d.token_hash', '=', hashToken(token))
    .where('d.brand_code', '=', brandOf(ctx))
    .where('d.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.username ?? null;
}

/** Unticking remember-me: the device's token is deleted on the server; the route expires the cookie. */
export async function forgetDevice(
  ctx: Pick<ServiceContext, 'db'>,
  token: string | undefined,
): Promise<DeviceCookie> {
  if (token) await ctx.db.deleteFrom('device_token').where('token_hash', '=', hashToken(token)).execute();
  return { token: '', maxAge: 0 };
}

/**
 * Remember-me on a login: ticked, a new device token; unticked, the device's current token (from its cookie)
 * forgotten; not asked (social sign-in, hand-off, registration), the device is left alone (null).
 */
export async function applyRememberMe(
  ctx: DeviceCtx,
  accountId: bigint,
  rememberMe: boolean | undefined,
  deviceToken: string | undefined,
): Promise<DeviceCookie | null> {
  if (rememberMe === true) return rememberDevice(ctx, accountId);
  if (rememberMe === false) return forgetDevice(ctx, deviceToken);
  return null;
}

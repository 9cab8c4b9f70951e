import { whitelabelLookup } from '@/core/whitelabel';
import type { ServiceContext } from '@/server/context';

/**
 * What the login steps use of the service context: the database, the brand, and the caller's client (its IP for
 * throttles, known IPs and the new-IP challenge; its browser for the session row). Steps that check or send codes
 * add the secret, messaging and language. Cookies are the routes' (device.cookie.ts, captcha/captcha.cookie.ts).
 */
export type LoginCtx = Pick<ServiceContext, 'db' | 'brand' | 'client'>;

export const brandOf = (ctx: Pick<ServiceContext, 'brand'>) => ctx.brand.config.code;
export const flags = (ctx: Pick<ServiceContext, 'brand'>) => whitelabelLookup(ctx.brand.whitelabel);

import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { matchTotp, newTotpSecret, otpauthUrl } from '@/server/lib/totp';
import { settleSessionChanges } from '../session/session-cache';
import { fieldErrors, str } from './member-fields';

/**
 * The signed-in member's own settings: the profile icon and the authenticator (TOTP). Registration is
 * member-register.ts, passwords and their codes member-password.ts; the routes are member.routes.ts.
 */

/** The signed-in member (the session guard has checked it) and the database. */
type SecurityCtx = Pick<ServiceContext, 'db' | 'session'>;

export const AVATARS = Array.from({ length: 12 }, (_, i) => `a${i + 1}`);

export async function setIcon(ctx: SecurityCtx, icon: unknown) {
  if (typeof icon !== 'string' || !AVATARS.includes(icon)) fieldErrors({ icon: { code: 'pattern' } });
  await ctx.db.updateTable('account').set({ icon }).where('id', '=', ctx.session!.id).execute();
  await settleSessionChanges(ctx.db);
  return true;
}

/** TOTP enrolment: a new unconfirmed secret and its otpauth URL (the security center shows it as a QR code). */
export async function startTotp(ctx: SecurityCtx & Pick<ServiceContext, 'brand'>) {
  const session = ctx.session!;
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('account')
    .set({ totp_secret: secret, totp_enabled: false, totp_last_step: null })
    .where('id', '=', session.id)
    .execute();
  await settleSessionChanges(ctx.db);
  return { secret, otpauthUrl: otpauthUrl(secret, ctx.brand.config.displayName, session.username) };
}

async function checkTotp(ctx: SecurityCtx, code: unknown, requireEnabled: boolean) {
  const session = ctx.session!;
  const row = await ctx.db
    .selectFrom('account')
    .select(['totp_secret', 'totp_enabled', 'totp_last_step'])
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  if (!row.totp_secret || row.totp_enabled !== requireEnabled)
    throw new AppError('verification_code_invalid');
  const step = matchTotp(row.totp_secret, str(code));
  if (step === undefined || (row.totp_last_step !== null && BigInt(step) <= row.totp_last_step)) {
    throw new AppError('verification_code_invalid');
  }
  return step;
}

export async function enableTotp(ctx: SecurityCtx, code: unknown) {
  const step = await checkTotp(ctx, code, false);
  await ctx.db
    .updateTable('account')
    .set({ totp_enabled: true, totp_last_step: step })
    .where('id', '=', ctx.session!.id)
    .execute();
  await settleSessionChanges(ctx.db);
  return true;
}

export async function disableTotp(ctx: SecurityCtx, code: unknown) {
  await checkTotp(ctx, code, true);
  await ctx.db
    .updateTable('account')
    .set({ totp_enabled: false, totp_secret: null, totp_last_step: null })
    .where('id', '=', ctx.session!.id)
    .execute();
  await settleSessionChanges(ctx.db);
  return true;
}

import { sql } from 'kysely';
import { type LoginPath, loginRefusal } from '@/core/account-types';
import { accountPolicy } from '@/core/brand';
import { AppError } from '@/server/errors';
import type { AccountRow } from '../accounts/accounts.repository';
import { fromAccountRow, memberInfo } from '../accounts/member-info';
import { requireProtection } from '../protection/guard';
import { applyRememberMe, type DeviceCookie } from './device';
import { brandOf, type LoginCtx } from './login-context';
import { createSession } from './session.repository';

/** Issues the session and the login answer; records the caller's IP as known and the account's last login. */
export async function finishLogin(ctx: LoginCtx, account: AccountRow, kind: LoginPath) {
  const policy = accountPolicy(ctx.brand.config);
  await requireProtection(ctx.db, { accountId: account.id, brandCode: brandOf(ctx), action: 'login' });
  const token = await createSession(
    ctx.db,
    {
      accountId: account.id,
      brandCode: brandOf(ctx),
      kind,
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent,
    },
    { idleMinutes: policy.sessionIdleMinutes, maxHours: policy.sessionMaxHours },
  );
  await ctx.db
    .insertInto('known_ip')
    .values({ account_id: account.id, ip: ctx.client.ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await ctx.db
    .updateTable('account')
    .set({ last_login_at: sql<Date>`now()` })
    .where('id', '=', account.id)
    .execute();
  const info = memberInfo(ctx.brand.config, fromAccountRow(account));
  return {
    token,
    firstTimeLogin: info.firstTimeLogin,
    passwordExpired: info.passwordExpired,
    mustChangePassword: info.mustChangePassword,
    account: info,
  };
}

export type LoginAnswer = Awaited<ReturnType<typeof finishLogin>>;

/** A login the player asked to be remembered (or not): the answer, and what the route does with the device cookie. */
export interface LoginResult {
  answer: LoginAnswer;
  device: DeviceCookie | null;
}

/** finishLogin, then remember-me on this device (device.ts): ticked, unticked (forgets deviceToken) or not asked. */
export async function finishLoginOnDevice(
  ctx: LoginCtx,
  account: AccountRow,
  kind: LoginPath,
  rememberMe: boolean | undefined,
  deviceToken: string | undefined,
): Promise<LoginResult> {
  const answer = await finishLogin(ctx, account, kind);
  return { answer, device: await applyRememberMe(ctx, account.id, rememberMe, deviceToken) };
}

export function refuse(account: AccountRow, path: LoginPath): void {
  if (account.status !== 'active') throw new AppError('account_disabled');
  const refusal = loginRefusal(account.type, path);
  if (refusal) throw new AppError(refusal);
}

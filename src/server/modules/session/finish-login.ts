import { sql } from 'kysely';
import { type LoginPath, loginRefusal } from '@/core/account-types';
import { accountPolicy } from '@/core/brand';
import { AppError } from '@/server/errors';
import type { AccountRow } from '../accounts/accounts.repository';
import { fromAccountRow, memberInfo } from '../accounts/member-info';
import { requireProtection } from '../protection/guard';
import { forgetDevice, rememberDevice } from './device';
import { brandOf, type LoginCtx } from './login-context';
import { createSession } from './session.repository';

/** Issues the session and the login answer; records the IP as known and handles the remember-me device token. */
export async function finishLogin(ctx: LoginCtx, account: AccountRow, kind: LoginPath, rememberMe?: boolean) {
  const { app, request } = ctx;
  const policy = accountPolicy(request.brand.config);
  await requireProtection(app.db, { accountId: account.id, brandCode: brandOf(ctx), action: 'login' });
  const token = await createSession(
    app.db,
    {
      accountId: account.id,
      brandCode: brandOf(ctx),
      kind,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    },
    { idleMinutes: policy.sessionIdleMinutes, maxHours: policy.sessionMaxHours },
  );
  await app.db
    .insertInto('known_ip')
    .values({ account_id: account.id, ip: request.ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await app.db
    .updateTable('account')
    .set({ last_login_at: sql<Date>`now()` })
    .where('id', '=', account.id)
    .execute();
  if (rememberMe === true) {
    await rememberDevice(ctx, account.id);
  } else if (rememberMe === false) {
    await forgetDevice(ctx);
  }
  const info = memberInfo(request.brand.config, fromAccountRow(account));
  return {
    token,
    firstTimeLogin: info.firstTimeLogin,
    passwordExpired: info.passwordExpired,
    mustChangePassword: info.mustChangePassword,
    account: info,
  };
}

export type LoginAnswer = Awaited<ReturnType<typeof finishLogin>>;

export function refuse(account: AccountRow, path: LoginPath): void {
  if (account.status !== 'active') throw new AppError('account_disabled');
  const refusal = loginRefusal(account.type, path);
  if (refusal) throw new AppError(refusal);
}

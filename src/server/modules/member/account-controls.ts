import { sql, type Transaction } from 'kysely';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { revokeOtherSessions } from '../session/session.repository';

/**
 * An operator's controls over a player account (back office Player 360 and `npm run ops -- player-*`, one path):
 * lock or unlock it (account.status, the flag every login and session check reads), make the player change the
 * password at the next login (must_change_password, the first-login flow), and reset the authenticator (TOTP)
 * so the player signs in with the password alone. Each change is handed to `audit` inside its transaction (the
 * callers pass the system domain's recordOpsAction: who, why, before and after); a lock ends every session of the
 * account before it answers.
 */
export type ControlCtx = Pick<ServiceContext, 'db' | 'brand'>;
/** What the audit trail records of a change (the caller adds the brand and the actor). */
export interface ControlEntry {
  action: string;
  target: string;
  reason: string;
  detail: Record<string, unknown>;
  before: unknown;
  after: unknown;
}
export interface ControlBy {
  actor: string;
  reason: string;
  /** Writes the audit row in the change's transaction. */
  audit: (trx: Transaction<Database>, entry: ControlEntry) => Promise<unknown>;
}
export interface ControlResult {
  account: string;
  changed: boolean;
  status: 'active' | 'locked';
  mustChangePassword: boolean;
  totpEnabled: boolean;
}

type Change = { status?: 'active' | 'disabled'; must_change_password?: boolean; totp?: 'reset' };

async function control(
  ctx: ControlCtx,
  accountId: bigint,
  by: ControlBy,
  action: string,
  change: Change,
): Promise<ControlResult> {
  if (!by.actor.trim()) throw new AppError('invalid_request', { field: 'by', detail: 'required' });
  if (!by.reason.trim()) throw new AppError('invalid_request', { field: 'reason', detail: 'required' });
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('account')
      .select(['id', 'username', 'status', 'must_change_password', 'totp_enabled'])
      .where('id', '=', accountId)
      .where('brand_code', '=', ctx.brand.config.code)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('user_not_found');
    const before = {
      status: row.status,
      mustChangePassword: row.must_change_password,
      totpEnabled: row.totp_enabled,
    };
    const after = {
      status: change.status ?? row.status,
      mustChangePassword: change.must_change_password ?? row.must_change_password,
      totpEnabled: change.totp === 'reset' ? false : row.totp_enabled,
    };
    const changed =
      after.status !== before.status ||
      after.mustChangePassword !== before.mustChangePassword ||
      (change.totp === 'reset' && before.totpEnabled);
    if (changed) {
      await trx
        .updateTable('account')
        .set({
          status: after.status,
          must_change_password: after.mustChangePassword,
          ...(change.totp === 'reset'
            ? { totp_enabled: false, totp_secret: null, totp_last_step: null }
            : {}),
        })
        .where('id', '=', row.id)
        .execute();
      // An operator's unlock also lifts an agent's lock of the member (the agent's record of it goes).
      if (change.status === 'active')
        await sql`delete from downline_lock where account_id = ${row.id}`.execute(trx);
      await by.audit(trx, {
        action,
        target: row.username,
        reason: by.reason,
        detail: { accountId: row.id.toString() },
        before,
        after,
      });
    }
    return {
      account: row.username,
      changed,
      status: after.status === 'active' ? ('active' as const) : ('locked' as const),
      mustChangePassword: after.mustChangePassword,
      totpEnabled: after.totpEnabled,
    };
  });
  // A locked player's sessions end now, on every instance, before the operator is told.
  if (result.changed && change.status === 'disabled') await revokeOtherSessions(ctx.db, accountId);
  return result;
}

/** Locks (no login, every session ended) or unlocks a player account. Idempotent: `changed` says if it did. */
export function setAccountLocked(ctx: ControlCtx, accountId: bigint, locked: boolean, by: ControlBy) {
  return control(ctx, accountId, by, locked ? 'player.lock' : 'player.unlock', {
    status: locked ? 'disabled' : 'active',
  });
}

/** The player must choose a new password at the next login (the login answers mustChangePassword). */
export function forcePasswordChange(ctx: ControlCtx, accountId: bigint, by: ControlBy) {
  return control(ctx, accountId, by, 'player.force_password', { must_change_password: true });
}

/** Removes the player's authenticator (TOTP): the next login asks the password only; they may enrol again. */
export function resetAccountTotp(ctx: ControlCtx, accountId: bigint, by: ControlBy) {
  return control(ctx, accountId, by, 'player.reset_2fa', { totp: 'reset' });
}

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { HANDOFF_SECONDS } from '@/core/api/identity';
import { hashToken } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { finishLogin, refuse } from './finish-login';
import { brandOf, type LoginCtx } from './login-context';

/**
 * One-time hand-off codes (issue 23 item 11): a session token never goes into a URL or a QR code. An app that
 * continues a web session gets a code instead — minted by the live session, valid for 60 seconds, exchanged once
 * for a session of its own (the same account and kind), stored only as SHA-256. Both calls are rate-limited.
 */

export { HANDOFF_SECONDS };

/** POST /wps/session/handoff: a fresh code for the caller's session (the context's, checked by the guard). */
export async function mintHandoff(ctx: Pick<ServiceContext, 'db' | 'session'>) {
  const { session } = ctx;
  if (!session) throw new AppError('unauthorized');
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + HANDOFF_SECONDS * 1000);
  await ctx.db
    .insertInto('session_handoff')
    .values({
      code_hash: hashToken(code),
      account_id: session.id,
      brand_code: session.brandCode,
      kind: session.kind,
      expires_at: expiresAt,
    })
    .execute();
  // Spent and expired codes are of no use to anyone: dropped as new ones are made.
  await ctx.db
    .deleteFrom('session_handoff')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  return { code, expiresAt: expiresAt.toISOString() };
}

/** POST /wps/session/handoff/redeem: the code (once, within its minute, in its brand) for a new session. */
export async function redeemHandoff(ctx: LoginCtx, code: string) {
  const used = await ctx.db
    .updateTable('session_handoff')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('brand_code', '=', brandOf(ctx))
    .returning(['account_id', 'kind'])
    .executeTakeFirst();
  if (!used) throw new AppError('handoff_code_invalid');
  const account = await ctx.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', used.account_id)
    .executeTakeFirstOrThrow();
  refuse(account, used.kind);
  return finishLogin(ctx, account, used.kind);
}

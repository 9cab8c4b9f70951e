import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SessionLimits } from '@/core/api/identity-limits';
import { money } from '@/core/brand-amounts';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';

/**
 * The session time limit and the reality check (issue 27, docs/responsible-gaming-limits.md). A member session
 * that has lasted the account's session limit ends: the call that finds it over is answered
 * `session_time_limit_reached` (the SPA logs out with that message) and the session is revoked, so no later call
 * passes. The SPA asks GET /wps/member/limits/session for the reality check: the time played and the net result.
 */

const minutesInForce = sql<string | null>`case when l.pending_at is not null and l.pending_at <= now()
  then l.pending_amount else l.amount end`;

/** A session's copy of the account's session time limit (minutes; a raise or removal waiting for pendingAt). */
export interface SessionLimitCopy {
  minutes: number;
  pendingMinutes: number | null;
  /** ISO time. */
  pendingAt: string | null;
}

/** The session limit in force now (minutes), from the session's cached copy of the account's limit row. */
export function sessionMinutesInForce(limit: SessionLimitCopy | null, now: Date): number | null {
  if (!limit) return null;
  if (limit.pendingAt !== null && new Date(limit.pendingAt).getTime() <= now.getTime())
    return limit.pendingMinutes;
  return limit.minutes;
}

/** Whether the session has outlived the account's session time limit. */
export function sessionTimeOver(
  session: { startedAt: Date; sessionLimit: SessionLimitCopy | null },
  now: Date,
): boolean {
  const minutes = sessionMinutesInForce(session.sessionLimit, now);
  return minutes !== null && now.getTime() >= session.startedAt.getTime() + minutes * 60_000;
}

/**
 * Every guarded call of a member session: ends the session when its time limit is over. No query: the session
 * (session cache) carries its start and the account's limit, and a change of either drops the cached copy on
 * every instance (migration 0040). `revoke` is the session module's revocation (acknowledged by every instance),
 * handed in by the app so this module does not import the session module, which asks this one at login.
 */
export function sessionLimitHook(app: FastifyInstance, revoke: (sessionId: bigint) => Promise<void>) {
  // Synchronous (callback style) when the session's time is not over: no promise per guarded call.
  app.addHook('preHandler', (request, _reply, done) => {
    const session = request.session;
    if (session?.kind !== 'member' || !sessionTimeOver(session, new Date())) return done();
    revoke(session.sessionId).then(
      () => done(new AppError('session_time_limit_reached')),
      (error: Error) => done(error),
    );
  });
}

const PLAYER_WALLETS = sql`('player_cash', 'player_bonus', 'player_game_wallet')`;

/** GET /wps/member/limits/session: this session's start, end (if limited), reality check and net result. */
export async function sessionLimits(
  ctx: Pick<ServiceContext, 'db' | 'brand'>,
  accountId: bigint,
  sessionId: bigint,
): Promise<SessionLimits> {
  const { rows } = await sql<{
    started: Date;
    now: Date;
    session_minutes: string | null;
    check_minutes: string | null;
    net: string;
  }>`
    select s.created_at as started, now() as now,
      (select ${minutesInForce} from player_limit l
        where l.account_id = ${accountId} and l.kind = 'session')::text as session_minutes,
      (select ${minutesInForce} from player_limit l
        where l.account_id = ${accountId} and l.kind = 'reality_check')::text as check_minutes,
      (coalesce((select sum(t.amount) from ledger_account a join ledger_transfer t on t.credit_account_id = a.id
          and t.kind in ('win', 'refund') and t.created_at >= s.created_at
        where a.owner_id = ${accountId} and a.kind in ${PLAYER_WALLETS}), 0)
      - coalesce((select sum(t.amount) from ledger_account a join ledger_transfer t on t.debit_account_id = a.id
          and t.kind = 'bet' and t.created_at >= s.created_at
        where a.owner_id = ${accountId} and a.kind in ${PLAYER_WALLETS}), 0))::text as net
    from session s where s.id = ${sessionId} and s.account_id = ${accountId}`.execute(ctx.db);
  const row = rows[0];
  if (!row) throw new AppError('unauthorized');
  const sessionMinutes = row.session_minutes === null ? null : Number(row.session_minutes);
  return {
    startedAt: row.started.toISOString(),
    now: row.now.toISOString(),
    minutesPlayed: Math.floor((row.now.getTime() - row.started.getTime()) / 60_000),
    endsAt:
      sessionMinutes === null
        ? null
        : new Date(row.started.getTime() + sessionMinutes * 60_000).toISOString(),
    realityCheckMinutes: row.check_minutes === null ? null : Number(row.check_minutes),
    netResult: money(ctx, BigInt(row.net)),
  };
}

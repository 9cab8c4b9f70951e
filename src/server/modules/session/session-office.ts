import { sql } from 'kysely';
import type { ServiceContext } from '@/server/context';

/**
 * Sessions as the back office reads them (docs/back-office.md "Player 360", "Cash queues"): a player's latest
 * sessions, and the brand's other accounts seen at the player's latest login addresses. Read-only; the office
 * modules call these through the identity front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

export interface SessionLine {
  kind: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The player's latest sessions (newest first, at most `limit`), live or not. */
export async function sessionsOf(
  ctx: Pick<ServiceContext, 'db'>,
  accountId: bigint,
  limit: number,
): Promise<SessionLine[]> {
  const rows = await ctx.db
    .selectFrom('session')
    .select(['kind', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((s) => ({
    kind: s.kind,
    ip: s.ip,
    userAgent: s.user_agent,
    createdAt: s.created_at,
    lastSeenAt: s.last_seen_at,
    expiresAt: s.expires_at,
    revokedAt: s.revoked_at,
  }));
}

/** Usernames of the brand's other accounts with a session from one of the player's last `sessions` addresses. */
export async function usernamesAtRecentIps(ctx: Ctx, accountId: bigint, sessions: number): Promise<string[]> {
  const recent = ctx.db
    .selectFrom('session')
    .select('ip')
    .where('account_id', '=', accountId)
    .where('ip', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(sessions);
  const rows = await ctx.db
    .selectFrom('account as o')
    .select('o.username')
    .where('o.brand_code', '=', ctx.brand.config.code)
    .where('o.id', '<>', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('session as s')
          .select(sql`1`.as('one'))
          .whereRef('s.account_id', '=', 'o.id')
          .where('s.ip', 'in', recent),
      ),
    )
    .orderBy('o.username')
    .execute();
  return rows.map((r) => r.username);
}

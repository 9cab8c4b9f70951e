import { sql } from 'kysely';
import { hashPassword } from '@/server/auth/passwords';
import { revokeOtherSessions } from '@/server/domains/identity';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { type Paging, pagingOf, periodOf } from './agent.query';
import { endOf, startOf } from './agent.repository';
import { type AgentCtx, memberOf, moneyOf, page, scopeOf } from './agent.service';
import { oneTimePassword } from './agent-register.service';

/**
 * Downline management (docs/agent-api.md): an agent locks, unlocks and resets the password of a member of its
 * own tree (any depth; 404 member_not_found outside it), keeps a private note on it, and reads its transfers.
 * Lock, unlock and reset are recorded in ops_action (actor `agent:<account>`, the reason given) in the
 * transaction of the change; the member's sessions end before the answer. An agent lifts only a lock put by
 * itself or by an agent below it: an operator's lock, or an upline's, answers 403 lock_not_yours.
 */

export const NOTE_MAX = 500;
export const REASON_MAX = 200;

type Body = Record<string, unknown>;

function reasonOf(body: Body): string {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason.length === 0 || reason.length > REASON_MAX)
    throw new AppError('reason_required', { max: REASON_MAX });
  return reason;
}

async function targetOf(ctx: AgentCtx, body: Body) {
  const member = await memberOf(ctx, body.member);
  if (!member) throw new AppError('member_not_found');
  return member;
}

const actorOf = (ctx: AgentCtx) => `agent:${ctx.agent.username}`;

/** POST /wps/agent/team/member/lock { member, locked, reason } */
export async function setMemberLock(ctx: AgentCtx, body: Body) {
  if (typeof body.locked !== 'boolean')
    throw new AppError('invalid_request', { field: 'locked', detail: 'true or false' });
  const locked = body.locked;
  const member = await targetOf(ctx, body);
  const reason = reasonOf(body);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ status: string; locked_by: bigint | null; mine: boolean }>`select a.status,
        l.locked_by, exists (select 1 from account_closure k where k.ancestor_id = ${ctx.agent.id}
          and k.descendant_id = l.locked_by) as mine
      from account a left join downline_lock l on l.account_id = a.id
      where a.id = ${member.id} for update of a`.execute(trx);
    const row = rows[0]!;
    if (locked === (row.status !== 'active')) return false;
    if (!locked && !(row.locked_by !== null && row.mine)) throw new AppError('lock_not_yours');
    await trx
      .updateTable('account')
      .set({ status: locked ? 'disabled' : 'active' })
      .where('id', '=', member.id)
      .execute();
    if (locked) {
      await trx
        .insertInto('downline_lock')
        .values({ account_id: member.id, locked_by: ctx.agent.id, reason })
        .execute();
    } else {
      await trx.deleteFrom('downline_lock').where('account_id', '=', member.id).execute();
    }
    await recordOpsAction(trx, {
      brand: ctx.brand.config.code,
      actor: actorOf(ctx),
      action: locked ? 'agent.lock' : 'agent.unlock',
      target: member.username,
      reason,
      detail: { agentId: ctx.agent.id.toString(), accountId: member.id.toString() },
    });
    return true;
  });
  // A locked member's sessions end now, on every instance, before the agent is told.
  if (changed && locked) await revokeOtherSessions(ctx.db, member.id);
  return { account: member.username, status: locked ? ('locked' as const) : ('active' as const), changed };
}

/** POST /wps/agent/team/member/password { member, reason } → a one-time password, shown once. */
export async function resetMemberPassword(ctx: AgentCtx, body: Body) {
  const member = await targetOf(ctx, body);
  const reason = reasonOf(body);
  const password = oneTimePassword(ctx.brand);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account')
      .set({
        password_hash: passwordHash,
        must_change_password: true,
        password_changed_at: sql<Date>`now()`,
      })
      .where('id', '=', member.id)
      .execute();
    await recordOpsAction(trx, {
      brand: ctx.brand.config.code,
      actor: actorOf(ctx),
      action: 'agent.reset_password',
      target: member.username,
      reason,
      detail: { agentId: ctx.agent.id.toString(), accountId: member.id.toString() },
    });
  });
  await revokeOtherSessions(ctx.db, member.id);
  return { account: member.username, oneTimePassword: password };
}

/** PUT /wps/agent/team/member/note { member, note } — the caller's own note; empty deletes it. */
export async function setMemberNote(ctx: AgentCtx, body: Body) {
  const member = await targetOf(ctx, body);
  if (typeof body.note !== 'string' || body.note.length > NOTE_MAX)
    throw new AppError('field_invalid', {}, 400, { fields: { note: { code: 'maxLength', max: NOTE_MAX } } });
  const note = body.note.trim();
  if (note === '') {
    await ctx.db
      .deleteFrom('agent_downline_note')
      .where('agent_id', '=', ctx.agent.id)
      .where('account_id', '=', member.id)
      .execute();
  } else {
    await ctx.db
      .insertInto('agent_downline_note')
      .values({ agent_id: ctx.agent.id, account_id: member.id, note })
      .onConflict((oc) =>
        oc.columns(['agent_id', 'account_id']).doUpdateSet({ note, updated_at: new Date() }),
      )
      .execute();
  }
  return { account: member.username, note };
}

interface TransferRow {
  id: bigint;
  created_at: Date;
  amount: bigint;
  direction: 'in' | 'out';
  counterparty: string | null;
  reference: string | null;
}

/**
 * GET /wps/agent/team/member/transfers?member&from&to&pageNo&pageSize — the member's transfers with its upline
 * and downlines (agent transfers down, transfers to the upline), newest first, signed from the member's view,
 * with the other side's account.
 */
export async function memberTransfers(ctx: AgentCtx, query: Body, paging: Paging = pagingOf(query)) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const member = await targetOf(ctx, query);
  const range = sql`t.created_at >= ${startOf(s, period.from)} and t.created_at < ${endOf(s, period.to)}`;
  // The second condition lets the planner use the money indexes of migration 0011 (bets and wins left out).
  const kinds = sql`t.kind in ('transfer_downline', 'transfer_upline')
    and t.kind not in ('bet', 'win', 'refund', 'wallet_transfer')`;
  const moves = sql`(
      select t.id, t.created_at, t.amount, 'in' as direction, t.debit_account_id as other, t.reference
      from ledger_account l join ledger_transfer t on t.credit_account_id = l.id
      where l.owner_id = ${member.id} and l.kind = 'player_cash' and ${kinds} and ${range}
      union all
      select t.id, t.created_at, -t.amount, 'out', t.credit_account_id, t.reference
      from ledger_account l join ledger_transfer t on t.debit_account_id = l.id
      where l.owner_id = ${member.id} and l.kind = 'player_cash' and ${kinds} and ${range}
    )`;
  const [list, count] = await Promise.all([
    sql<TransferRow>`select m.id, m.created_at, m.amount, m.direction, a.username as counterparty, m.reference
      from ${moves} m join ledger_account o on o.id = m.other left join account a on a.id = o.owner_id
      order by m.created_at desc, m.id desc limit ${paging.pageSize} offset ${paging.offset}`.execute(s.db),
    sql<{ n: number }>`select count(*)::int as n from ${moves} m`.execute(s.db),
  ]);
  const money = moneyOf(ctx);
  return {
    from: period.from,
    to: period.to,
    account: member.username,
    list: list.rows.map((r) => ({
      id: r.id.toString(),
      at: r.created_at.toISOString(),
      direction: r.direction,
      amount: money(r.amount),
      counterparty: r.counterparty ?? '',
      reference: r.reference ?? '',
    })),
    ...page(paging, count.rows[0]?.n ?? 0),
  };
}

// ------------------------------------------------------------------------------------------------------------
// Operators (npm run ops).

/** Which of the agents' audited downline actions (ops_action `agent.*`) a listing wants. */
export interface AgentActionFilter {
  brand?: string;
  agent?: string;
}

const actionsWhere = (filter: AgentActionFilter) => sql`action like 'agent.%'
    and (${filter.brand ?? null}::text is null or brand_code = ${filter.brand ?? null})
    and (${filter.agent ?? null}::text is null or lower(actor) = lower('agent:' || ${filter.agent ?? ''}))`;

/**
 * The agents' audited downline actions (ops_action `agent.*`), newest first: `npm run ops -- agent-actions` and the
 * console's log (a page of them: offset, with agentActionCount for the total).
 */
export async function agentActions(
  db: AgentCtx['db'],
  filter: AgentActionFilter & { limit: number; offset?: number },
) {
  const { rows } = await sql<{
    id: bigint;
    created_at: Date;
    brand_code: string | null;
    actor: string;
    action: string;
    target: string | null;
    reason: string | null;
  }>`select id, created_at, brand_code, actor, action, target, reason from ops_action
    where ${actionsWhere(filter)}
    order by id desc limit ${filter.limit} offset ${filter.offset ?? 0}`.execute(db);
  return rows;
}

/** How many rows agentActions lists for the filter (a page's total). */
export async function agentActionCount(db: AgentCtx['db'], filter: AgentActionFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ops_action
    where ${actionsWhere(filter)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The lock an agent put on an account of the brand (who, why, when), or null: what downline-unlock lifts. */
export async function downlineLockOf(db: AgentCtx['db'], brand: string, username: string) {
  const { rows } = await sql<{
    locked_by: string;
    reason: string;
    locked_at: Date;
  }>`select b.username as locked_by,
      l.reason, l.locked_at
    from account a join downline_lock l on l.account_id = a.id join account b on b.id = l.locked_by
    where a.brand_code = ${brand} and a.username_key = lower(${username})`.execute(db);
  const row = rows[0];
  return row ? { lockedBy: row.locked_by, reason: row.reason, lockedAt: row.locked_at.toISOString() } : null;
}

/**
 * An operator lifts an agent's lock on an account (downline_lock), recorded in ops_action with who and why in the
 * same transaction. An account without an agent's lock (active, or locked by an operator) is 404 not_found.
 */
export async function liftDownlineLock(
  db: AgentCtx['db'],
  input: { brand: string; username: string; by: string; reason: string },
) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: bigint; locked_by: string }>`select a.id, b.username as locked_by
      from account a join downline_lock l on l.account_id = a.id join account b on b.id = l.locked_by
      where a.brand_code = ${input.brand} and a.username_key = lower(${input.username})
      for update of a`.execute(trx);
    const row = rows[0];
    if (!row) throw new AppError('not_found');
    await trx.updateTable('account').set({ status: 'active' }).where('id', '=', row.id).execute();
    await trx.deleteFrom('downline_lock').where('account_id', '=', row.id).execute();
    const id = await recordOpsAction(trx, {
      brand: input.brand,
      actor: input.by,
      action: 'ops.downline_unlock',
      target: input.username,
      reason: input.reason,
      detail: { accountId: row.id.toString(), lockedBy: row.locked_by },
    });
    return { id, lockedBy: row.locked_by };
  });
}

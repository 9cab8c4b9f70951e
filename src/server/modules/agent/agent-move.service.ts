import { type Kysely, sql, type Transaction } from 'kysely';
import { ACCOUNT_TYPE, isAgentType } from '@/core/account-types';
import type { Brand } from '@/core/brand';
import type { Database } from '@/server/db/database';
import { usernameKey } from '@/server/domains/identity';
import { inTransaction } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { accountParam } from './agent.query';
import { foldAccountDays } from './agent-aggregate';

/**
 * Moving a member to another agent (docs/agent-api.md "Moving a member"; back office and
 * `npm run ops -- agent-move`). Rules, each refused with its own translated error and nothing written:
 * - the member and the target are accounts of the brand (else `member_not_found` / `agent_move_target_not_found`);
 *   the target is an agent (types 1, 2, 41, 42);
 * - not into the member's own team (the target is the member or below it: `agent_move_into_own_team`), not to the
 *   upline it already has (`agent_move_same_upline`);
 * - an agent keeps its family: a sub-agent (1 or 2) goes only under a type-2 agent, an agent-only one (41, 42) only
 *   under a 42 (`agent_move_type_mismatch`); players go under any agent;
 * - refused while the member or anyone of its team holds an open contract (pending, active, terminating) or has a
 *   bill held for review (`agent_move_open_contract`): terminate or settle first, so no contract chain is cut;
 * - the member's whole team moves with it (the closure rows of the subtree are re-linked to the target's
 *   ancestors);
 * - history is not rewritten: team_day / team_game_day rows already written stay with the old uplines. The queued
 *   changes (account_day_change, account_game_change) are folded first, under the catch-up's advisory lock, so
 *   everything before the move counts for the old uplines and everything after it for the new ones.
 * The closure table is locked (share row exclusive) for the move: a registration below a moving member waits and
 * then reads the new ancestors. Recorded in ops_action with who, why, before and after, in the same transaction.
 */

const TEAM_LOCK = 0x7465_616d; // agent-aggregate.ts: the catch-up's advisory lock
const BATCH = 20_000;
const REASON_MAX = 500;
const SUB_AGENT: readonly number[] = [ACCOUNT_TYPE.agent, ACCOUNT_TYPE.agentSenior];
const AGENT_ONLY: readonly number[] = [ACCOUNT_TYPE.agentOnly, ACCOUNT_TYPE.agentOnlySenior];

export interface MoveInput {
  brand: Brand;
  /** The member to move and the agent to move it under, by account name. */
  member: unknown;
  to: unknown;
  /** Who: `staff:<name>` from the console, the operator's name from the CLI. */
  by: string;
  reason: unknown;
}

export interface MoveResult {
  member: string;
  from: string | null;
  to: string;
  /** Accounts that moved: the member and its whole team. */
  moved: number;
  auditId: string;
}

interface Row {
  id: bigint;
  username: string;
  type: number;
  upline_id: bigint | null;
}

function reasonOf(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < 3 || text.length > REASON_MAX)
    throw new AppError('invalid_request', { field: 'reason', detail: `3–${REASON_MAX} characters` });
  return text;
}

async function accountByName(trx: Transaction<Database>, brand: string, name: string) {
  const { rows } = await sql<Row>`select id, username, type, upline_id from account
    where brand_code = ${brand} and username_key = ${usernameKey(name)}`.execute(trx);
  return rows[0];
}

/** Folds every queued change into the team aggregates (the catch-up's work), holding its lock until commit. */
async function foldQueuedChanges(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${TEAM_LOCK})`.execute(trx);
  for (;;) {
    // The queued bets into account_day first (migration 0046), so their day changes are queued for the old uplines.
    const d = await foldAccountDays(trx);
    const { rows } = await sql<{ n: number; g: number }>`select team_day_catch_up(${BATCH}) as n,
      team_game_catch_up(${BATCH}) as g`.execute(trx);
    if (Math.max(d, rows[0]?.n ?? 0, rows[0]?.g ?? 0) < BATCH) return;
  }
}

export async function moveMember(db: Kysely<Database>, input: MoveInput): Promise<MoveResult> {
  const brand = input.brand.config.code;
  const memberName = accountParam(input.member);
  const targetName = accountParam(input.to);
  const reason = reasonOf(input.reason);
  if (memberName === undefined) throw new AppError('member_not_found');
  if (targetName === undefined) throw new AppError('agent_move_target_not_found');
  return inTransaction(db, async (trx) => {
    // The aggregates' lock first (the catch-up's order), then the closure table.
    await foldQueuedChanges(trx);
    await sql`lock table account_closure in share row exclusive mode`.execute(trx);
    const member = await accountByName(trx, brand, memberName);
    if (!member) throw new AppError('member_not_found');
    const target = await accountByName(trx, brand, targetName);
    if (!target || !isAgentType(target.type)) throw new AppError('agent_move_target_not_found');
    // Both rows locked in id order (no deadlock with another move of the pair).
    await sql`select id from account where id in (${member.id}, ${target.id}) order by id for update`.execute(
      trx,
    );
    const { rows: inTeam } = await sql<{ n: number }>`select count(*)::int as n from account_closure
      where ancestor_id = ${member.id} and descendant_id = ${target.id}`.execute(trx);
    if ((inTeam[0]?.n ?? 0) > 0) throw new AppError('agent_move_into_own_team');
    if (member.upline_id === target.id) throw new AppError('agent_move_same_upline');
    if (SUB_AGENT.includes(member.type) && target.type !== ACCOUNT_TYPE.agentSenior)
      throw new AppError('agent_move_type_mismatch');
    if (AGENT_ONLY.includes(member.type) && target.type !== ACCOUNT_TYPE.agentOnlySenior)
      throw new AppError('agent_move_type_mismatch');
    const { rows: open } = await sql<{ contracts: number; bills: number }>`select
        (select count(*)::int from contract c join account_closure t on t.descendant_id = c.downline_id
          where t.ancestor_id = ${member.id} and c.status in ('pending', 'active', 'terminating')) as contracts,
        (select count(*)::int from contract_bill b join account_closure t on t.descendant_id = b.account_id
          where t.ancestor_id = ${member.id} and b.status = 'held') as bills`.execute(trx);
    if ((open[0]?.contracts ?? 0) > 0 || (open[0]?.bills ?? 0) > 0)
      throw new AppError('agent_move_open_contract', {
        contracts: open[0]?.contracts ?? 0,
        bills: open[0]?.bills ?? 0,
      });
    const from = member.upline_id
      ? ((
          await trx
            .selectFrom('account')
            .select('username')
            .where('id', '=', member.upline_id)
            .executeTakeFirst()
        )?.username ?? null)
      : null;
    // Cut the subtree from every ancestor above the member, then hang it under the target's ancestors.
    await sql`delete from account_closure x
      using account_closure sub
      where sub.ancestor_id = ${member.id} and x.descendant_id = sub.descendant_id
        and x.ancestor_id not in (select descendant_id from account_closure where ancestor_id = ${member.id})`.execute(
      trx,
    );
    await sql`insert into account_closure (ancestor_id, descendant_id, depth)
      select up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      from account_closure up cross join account_closure sub
      where up.descendant_id = ${target.id} and sub.ancestor_id = ${member.id}
      order by 1, 2`.execute(trx);
    await trx.updateTable('account').set({ upline_id: target.id }).where('id', '=', member.id).execute();
    const { rows: size } = await sql<{ n: number }>`select count(*)::int as n from account_closure
      where ancestor_id = ${member.id}`.execute(trx);
    const moved = size[0]?.n ?? 1;
    const auditId = await recordOpsAction(trx, {
      brand,
      actor: input.by,
      action: 'agent-move',
      target: `account:${member.id}`,
      reason,
      detail: { account: member.username, moved },
      before: { upline: from },
      after: { upline: target.username },
    });
    return { member: member.username, from, to: target.username, moved, auditId: auditId.toString() };
  });
}

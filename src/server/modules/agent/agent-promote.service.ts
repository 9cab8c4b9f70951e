import { type Kysely, sql } from 'kysely';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { PROMOTE_REASON_MAX as REASON_MAX } from '@/core/api/agents';
import type { Brand } from '@/core/brand';
import { randomCode } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { requireKycForAgent } from '@/server/domains/compliance';
import { usernameKey } from '@/server/domains/identity';
import { inTransaction } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { accountParam } from './agent.query';

/**
 * Promotion of a direct downline player to agent (docs/agent-api.md "Promote to agent"): an agent of a type that
 * may have sub-agents (2, or 42 for agent-only trees) makes one of its own direct players a sub-agent, with the
 * same type rule as registering one (under 2: type 1; under 42: type 41). The account keeps its place in the tree
 * (its closure rows do not move), its wallet and its history; it gains an invitation code. Recorded in ops_action
 * with who and why, in the transaction that changes the type. Also `npm run ops -- promote-agent`.
 */

const SENIOR_TYPES: readonly number[] = [ACCOUNT_TYPE.agentSenior, ACCOUNT_TYPE.agentOnlySenior];

export { REASON_MAX };

export interface PromoteInput {
  brand: Brand;
  /** The member to promote, by account name. */
  member: unknown;
  reason: unknown;
  /** Who asks: the upline agent itself (API), or an operator acting on the member's upline (ops). */
  by: { agentId: bigint; agentType: number; actor: string } | { ops: string };
}

function reasonOf(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0 || text.length > REASON_MAX)
    throw new AppError('invalid_request', { field: 'reason', detail: `1–${REASON_MAX} characters` });
  return text;
}

interface Target {
  id: bigint;
  username: string;
  type: number;
  upline_id: bigint | null;
  upline: string | null;
  upline_type: number | null;
}

export async function promoteToAgent(db: Kysely<Database>, input: PromoteInput) {
  const name = accountParam(input.member);
  const reason = reasonOf(input.reason);
  const brand = input.brand.config.code;
  const by = input.by;
  if ('agentType' in by && !SENIOR_TYPES.includes(by.agentType)) throw new AppError('subagent_not_allowed');
  if (name === undefined) throw new AppError('member_not_found');
  return inTransaction(db, async (trx) => {
    // The member row is locked: two promotions at once see each other's result (the second is refused).
    const { rows } = await sql<Target>`select a.id, a.username, a.type, a.upline_id, u.username as upline,
        u.type as upline_type
      from account a left join account u on u.id = a.upline_id
      where a.brand_code = ${brand} and a.username_key = ${usernameKey(name)} for update of a`.execute(trx);
    const target = rows[0];
    // Only the caller's own direct downlines: anything else (deeper, a sibling's, another brand's) is not found.
    if (!target || ('agentId' in by && target.upline_id !== by.agentId))
      throw new AppError('member_not_found');
    if (target.upline_type === null || !SENIOR_TYPES.includes(target.upline_type))
      throw new AppError('subagent_not_allowed');
    if (target.type !== ACCOUNT_TYPE.player) throw new AppError('promote_not_player');
    // KYC: the brand's agent level, when it sets one (docs/kyc.md).
    await requireKycForAgent(trx, input.brand, target.id);
    // The tree stays a tree: the upline is the member's only depth-1 ancestor and never below it.
    const { rows: closure } = await sql<{ up: number; loop: number }>`select
        (select count(*)::int from account_closure where descendant_id = ${target.id} and depth = 1
          and ancestor_id = ${target.upline_id}) as up,
        (select count(*)::int from account_closure where ancestor_id = ${target.id}
          and descendant_id = ${target.upline_id}) as loop`.execute(trx);
    if (closure[0]?.up !== 1 || closure[0]?.loop !== 0) throw new AppError('member_not_found');
    const type =
      target.upline_type === ACCOUNT_TYPE.agentOnlySenior ? ACCOUNT_TYPE.agentOnly : ACCOUNT_TYPE.agent;
    await trx
      .updateTable('account')
      .set({ type, affiliate_code: sql`coalesce(affiliate_code, ${randomCode(10)})` })
      .where('id', '=', target.id)
      .execute();
    await recordOpsAction(trx, {
      brand,
      actor: 'ops' in by ? by.ops : by.actor,
      action: 'promote-agent',
      target: `account:${target.id}`,
      reason,
      detail: {
        account: target.username,
        upline: target.upline,
        fromType: target.type,
        toType: type,
        via: 'ops' in by ? 'ops' : 'agent',
      },
    });
    return { account: target.username, kind: 'agent' as const, typeCode: type };
  });
}

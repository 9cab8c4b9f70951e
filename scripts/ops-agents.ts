// The agent commands of `npm run ops` (docs/agent-api.md "Promote to agent", "Downline management"): promoting a
// direct player to agent, the agents' audited actions on their downlines, and an operator lifting an agent's lock.
// Called by scripts/ops.ts for the commands it lists here; every action is recorded with who and why.
import { agentActions, liftDownlineLock, moveMember, promoteToAgent } from '../src/server/domains/agents';
import type { ContractCommandInput } from './ops-contracts';

export const AGENT_HELP = `
  promote-agent --brand <code> --user <player> --by <who> --reason <why>
                                                          make a direct downline player of a type-2 (or 42) agent
                                                          a sub-agent (type 1, or 41 below a 42)
  agent-actions [--brand <code>] [--agent <name>] [--limit <n>]
                                                          agents' locks, unlocks and password resets (who, why)
  downline-unlock --brand <code> --user <username> --by <who> --reason <why>
                                                          lift a lock an agent put on a downline
  agent-move --brand <code> --user <member> --agent <new upline> --by <who> --reason <why>
                                                          move a member and its whole team under another agent
                                                          (refused while the team has an open contract or a held
                                                          bill; past team reports stay with the old upline)`;

export const AGENT_COMMANDS = ['promote-agent', 'agent-actions', 'downline-unlock', 'agent-move'];

export async function agentCommand(input: ContractCommandInput): Promise<number> {
  const { command, values, required, db } = input;
  if (command === 'promote-agent') {
    const result = await promoteToAgent(db, {
      brand: input.brandByCode(required('brand')),
      member: required('user'),
      reason: required('reason'),
      by: { ops: required('by') },
    });
    console.log(`${result.account}: agent (type ${result.typeCode}); recorded for ${required('by')}`);
    return 0;
  }
  if (command === 'agent-move') {
    const by = required('by');
    const result = await moveMember(db, {
      brand: input.brandByCode(required('brand')),
      member: required('user'),
      to: required('agent'),
      by,
      reason: required('reason', ' to move a member'),
    });
    console.log(
      `${result.member}: moved from ${result.from ?? '(the brand)'} to ${result.to} with its team (${result.moved} accounts); recorded for ${by}: ops action #${result.auditId}`,
    );
    return 0;
  }
  if (command === 'agent-actions') {
    const limit = typeof values.limit === 'string' ? Number(values.limit) : 50;
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw input.usage('--limit is 1 to 1000');
    const brand = typeof values.brand === 'string' ? input.brandByCode(values.brand).config.code : undefined;
    const agent = typeof values.agent === 'string' ? values.agent : undefined;
    input.printTable(
      (await agentActions(db, { brand, agent, limit })).map((r) => ({
        id: r.id.toString(),
        at: r.created_at,
        brand: r.brand_code ?? '',
        actor: r.actor,
        action: r.action,
        target: r.target ?? '',
        reason: r.reason ?? '',
      })),
    );
    return 0;
  }
  const brand = input.brandByCode(required('brand')).config.code;
  const result = await liftDownlineLock(db, {
    brand,
    username: required('user'),
    by: required('by'),
    reason: required('reason', ' to lift a lock'),
  });
  console.log(`unlocked ${values.user} (locked by ${result.lockedBy}); recorded: ops action #${result.id}`);
  return 0;
}

// The agent-tree commands of `npm run ops` (docs/agent-api.md "Promote to agent"). Called by scripts/ops.ts for the
// commands it lists here; the action is the API's own service, recorded in ops_action with who and why.
import type { Kysely } from 'kysely';
import type { Brand } from '../src/core/brand';
import type { Database } from '../src/server/db/database';
import { promoteToAgent } from '../src/server/modules/agent/agent-promote.service';

export const AGENT_HELP = `
  promote-agent --brand <code> --user <player> --by <who> --reason <why>
                                                          make a direct downline player of a type-2 (or 42) agent
                                                          a sub-agent (type 1, or 41 below a 42)`;

export const AGENT_COMMANDS = ['promote-agent'];

export async function agentCommand(input: {
  command: string;
  required: (name: string, why?: string) => string;
  brandByCode: (code: string) => Brand;
  db: Kysely<Database>;
  usage: (message: string) => Error;
}): Promise<number> {
  if (input.command !== 'promote-agent') throw input.usage(`unknown command ${input.command}`);
  const brand = input.brandByCode(input.required('brand'));
  const result = await promoteToAgent(input.db, {
    brand,
    member: input.required('user'),
    reason: input.required('reason'),
    by: { ops: input.required('by') },
  });
  console.log(`${result.account}: agent (type ${result.typeCode}); recorded for ${input.required('by')}`);
  return 0;
}

import { isAgentType } from '@/core/account-types';
import type { Consolidated } from '@/core/api/agent-contracts';
import { CONTRACT_KINDS, type ContractKind, contractFlags } from '@/core/contracts';
import { noticeCounts } from './contract-history';
import { openOfDownline, openOfUpline } from './contracts.repository';
import { type ContractCtx, conflictsOf, conflictView, contractView, enabledKinds } from './contracts.service';

const CONSOLIDATED_KEY = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/**
 * GET /wps/member/info/funds/consolidated: what awaits the caller per kind (badges, the login modal), and per kind
 * the unread notices of its contracts ended by someone else.
 */
export async function consolidated(ctx: ContractCtx) {
  const { db, brand, caller } = ctx;
  const agent = isAgentType(caller.type);
  const kinds = enabledKinds(brand);
  const value = Object.fromEntries(CONTRACT_KINDS.map((k) => [CONSOLIDATED_KEY[k], 0])) as Record<
    (typeof CONSOLIDATED_KEY)[ContractKind],
    number
  >;
  const requests: Consolidated['requests'] = [];
  let notices: Partial<Record<ContractKind, number>> = {};
  if (agent) {
    const rows = [...(await openOfDownline(db, caller.id)), ...(await openOfUpline(db, caller.id))];
    for (const c of rows) {
      if (!kinds.includes(c.kind)) continue;
      const type = c.status === 'pending' ? 'new' : 'terminate';
      const key = CONSOLIDATED_KEY[c.kind];
      if (type === 'new') value[key] = 1;
      else if (value[key] === 0) value[key] = 2;
      const conflicts =
        type === 'new' ? (await conflictsOf(db, caller.id, c.kind, c.min_rate_bp)).map(conflictView) : [];
      requests.push({ kind: c.kind, type, contract: { ...contractView(brand, c), conflicts } });
    }
    const unread = await noticeCounts(db, caller.id);
    notices = Object.fromEntries(kinds.filter((k) => unread[k]).map((k) => [k, unread[k]]));
  }
  return { ...value, flags: contractFlags(kinds, agent), requests, notices };
}

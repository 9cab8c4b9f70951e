import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import type { Database } from '@/server/db/database';
import { type BillRow, billView } from './contract-bills';
import type { ContractRow } from './contracts.repository';
import { contractView } from './contracts.service';

/**
 * An agent's contracts as the back office reads them (docs/back-office.md "Agents"): every contract the agent holds
 * (its upline's or the brand's offers) and every contract it offered to its direct downlines, newest first, each
 * with its whole event trail (who, what, when, why) and its latest bills. Read only; offering and terminating are
 * offerFromBrand / terminateByOps (contracts.ops.ts), the same calls as `npm run ops`.
 */

const CONTRACTS_MAX = 100;
const BILLS_PER_CONTRACT = 12;

export interface OfficeContractEvent {
  at: string;
  actor: string;
  action: string;
  reason: string | null;
}

export async function agentContractsForOffice(db: Kysely<Database>, brand: Brand, agentId: bigint) {
  const code = brand.config.code;
  const contracts = await db
    .selectFrom('contract as c')
    .innerJoin('account as d', 'd.id', 'c.downline_id')
    .leftJoin('account as u', 'u.id', 'c.upline_id')
    .selectAll('c')
    .select(['u.username as upline', 'd.username as downline'])
    .where('c.brand_code', '=', code)
    .where((eb) => eb.or([eb('c.downline_id', '=', agentId), eb('c.upline_id', '=', agentId)]))
    .orderBy('c.id', 'desc')
    .limit(CONTRACTS_MAX)
    .execute();
  const ids = contracts.map((c) => c.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .selectFrom('contract_event')
          .select(['contract_id', 'at', 'actor', 'action', 'reason'])
          .where('contract_id', 'in', ids)
          .orderBy('id')
          .execute();
  const bills =
    ids.length === 0
      ? []
      : (
          await sql<BillRow>`select * from (
              select b.*, c.period, a.username as account,
                row_number() over (partition by b.contract_id order by b.period_start desc, b.id desc) as n
              from contract_bill b join contract c on c.id = b.contract_id join account a on a.id = b.account_id
              where b.brand_code = ${code} and b.contract_id = any(${ids.map(String)}::bigint[])
            ) x where x.n <= ${BILLS_PER_CONTRACT} order by x.period_start desc, x.id desc`.execute(db)
        ).rows;
  return contracts.map((c) => ({
    ...contractView(brand, c as ContractRow),
    side: c.downline_id === agentId ? ('holds' as const) : ('offered' as const),
    events: events
      .filter((e) => e.contract_id === c.id)
      .map(
        (e): OfficeContractEvent => ({
          at: e.at.toISOString(),
          actor: e.actor,
          action: e.action,
          reason: e.reason,
        }),
      ),
    bills: bills.filter((b) => BigInt(b.contract_id) === c.id).map((b) => billView(brand, b)),
  }));
}

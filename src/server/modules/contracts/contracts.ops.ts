import { type Kysely, sql, type Transaction } from 'kysely';
import { isAgentType } from '@/core/account-types';
import type { Brand } from '@/core/brand';
import { type ContractKind, isContractKind, tiersToJson } from '@/core/contracts';
import type { Database } from '@/server/db/database';
import { inTransaction } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { payBill } from './contract-bill-write';
import { billById, billView } from './contract-bills';
import { assertSalaryFree } from './contract-rules';
import { addEvent, contractById, insertContract, pendingOf, setStatus } from './contracts.repository';
import { activate, checkOffer, contractView, requireKind, terminateContract } from './contracts.service';

/**
 * Operator actions on contracts and bills (`npm run ops`): the brand's offers to its top agents, terminations,
 * and the review of held bills. Each is recorded in ops_action (who, what, why) in its own transaction.
 */

async function record(
  trx: Transaction<Database>,
  brand: string,
  actor: string,
  action: string,
  target: string,
  reason: string | null,
  detail: Record<string, unknown> = {},
) {
  // Through the audit trail's one writer: a back-office call also records the staff member and address.
  await recordOpsAction(trx, { brand, actor, action, target, reason, detail });
}

/**
 * The brand offers a contract to a top agent (an agent with no agent above it). `sign` makes it active at once
 * (the demo seed and tests); otherwise the agent answers it like any request.
 */
export async function offerFromBrand(
  db: Kysely<Database>,
  brand: Brand,
  input: {
    agent: string;
    kind: string;
    period?: string;
    tiers: unknown;
    by: string;
    reason: string;
    sign?: boolean;
  },
  now = new Date(),
) {
  if (!isContractKind(input.kind)) throw new AppError('contract_action_invalid');
  const kind: ContractKind = input.kind;
  requireKind(brand, kind);
  const code = brand.config.code;
  const { rows } = await sql<{ id: bigint; type: number; above: number }>`select a.id, a.type,
      (select count(*)::int from account_closure ac join account u on u.id = ac.ancestor_id
        where ac.descendant_id = a.id and ac.depth >= 1 and u.type in (1, 2, 41, 42)) as above
    from account a where a.brand_code = ${code} and a.username_key = ${input.agent.toLowerCase()}`.execute(
    db,
  );
  const agent = rows[0];
  if (!agent) throw new AppError('contract_downline_not_found');
  if (!isAgentType(agent.type)) throw new AppError('contract_target_not_agent');
  if (agent.above > 0) throw new AppError('contract_downline_not_found');
  const offer = checkOffer(brand, kind, { period: input.period, tiers: input.tiers }, null, null);
  const actor = `ops:${input.by}`;
  return inTransaction(db, async (trx) => {
    await assertSalaryFree(trx, brand, agent.id, kind);
    const old = await pendingOf(trx, agent.id, kind, true);
    if (old) {
      await setStatus(trx, old.id, 'superseded');
      await addEvent(trx, old.id, actor, 'superseded', input.reason);
    }
    const id = await insertContract(trx, {
      brand: code,
      kind,
      period: offer.period,
      tiers: tiersToJson(offer.tiers),
      minRateBp: offer.minRateBp,
      maxRateBp: offer.maxRateBp,
      upline: null,
      downline: agent.id,
      by: actor,
    });
    await addEvent(trx, id, actor, 'request', input.reason);
    let result: unknown = null;
    if (input.sign)
      result = await activate(trx, brand, (await contractById(trx, code, id, true))!, actor, now);
    await record(
      trx,
      code,
      input.by,
      input.sign ? 'contract-sign' : 'contract-offer',
      `contract:${id}`,
      input.reason,
      { agent: input.agent, kind },
    );
    return result ?? { contract: contractView(brand, (await contractById(trx, code, id))!) };
  });
}

export async function terminateByOps(
  db: Kysely<Database>,
  brand: Brand,
  id: bigint,
  by: string,
  reason: string,
  now = new Date(),
) {
  const result = await terminateContract(db, brand, id, `ops:${by}`, now, undefined, reason);
  await inTransaction(db, (trx) =>
    record(trx, brand.config.code, by, 'contract-terminate', `contract:${id}`, reason),
  );
  return result;
}

export async function heldBills(db: Kysely<Database>, brands: readonly Brand[], brand?: string) {
  const { rows } = await sql<{ id: bigint; brand_code: string }>`select id, brand_code from contract_bill
    where status = 'held' ${brand ? sql`and brand_code = ${brand}` : sql``} order by id limit 500`.execute(
    db,
  );
  const out = [];
  for (const r of rows) {
    const b = brands.find((x) => x.config.code === r.brand_code);
    const bill = await billById(db, r.brand_code, r.id);
    if (b && bill) out.push(billView(b, bill));
  }
  return out;
}

/** Approve (pay) or reject a held bill. */
export async function decideBill(
  db: Kysely<Database>,
  brands: readonly Brand[],
  id: bigint,
  decision: 'approve' | 'reject',
  by: string,
  reason: string | null,
) {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{
      brand_code: string;
      status: string;
      account_id: bigint;
      amount: bigint;
      kind: ContractKind;
    }>`
      select brand_code, status, account_id, amount, kind from contract_bill where id = ${id} for update`.execute(
      trx,
    );
    const row = rows[0];
    const brand = brands.find((b) => b.config.code === row?.brand_code);
    if (!row || !brand) throw new AppError('bill_not_found');
    if (row.status !== 'held') throw new AppError('conflict');
    if (decision === 'approve') await payBill(trx, db, brand, id);
    else await sql`update contract_bill set status = 'rejected' where id = ${id}`.execute(trx);
    await sql`update contract_bill set decided_by = ${by}, decided_reason = ${reason} where id = ${id}`.execute(
      trx,
    );
    await record(trx, brand.config.code, by, `bill-${decision}`, `bill:${id}`, reason);
    return billView(brand, (await billById(trx as unknown as Kysely<Database>, brand.config.code, id))!);
  });
}

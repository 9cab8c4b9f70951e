import { sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { type ContractKind, type ContractPeriod, tiersFromJson } from '@/core/contracts';
import { ownedAccount, ownedAccounts, systemAccount, transfer } from '@/server/domains/money';
import type { Window, WindowFigures } from './contract-figures';
import { type Evaluation, evaluate, type MemberFigures } from './contract-math';
import type { ContractRow, Db } from './contracts.repository';

/** The pieces of a settlement run (contract-settle.ts): windows, the contract tree, writing and paying bills. */

/** Late-bet detection looks for bets settled after a period's computation minus this margin. */
const LATE_MARGIN_MS = 60_000;

/** The ledger key of a bill: one per (contract, period, sequence), the bill's identity. */
export const billKey = (contract: bigint, periodStart: Date, seq: number) =>
  `contract-bill:${contract}:${periodStart.toISOString()}:${seq}`;

/** Commission expense → the earner's main wallet (ledger ids resolved through the cached root handle). */
async function post(
  trx: Db,
  root: Db,
  brand: Brand,
  bill: {
    contract: bigint;
    periodStart: Date;
    seq: number;
    account: bigint;
    amount: bigint;
    kind: ContractKind;
  },
) {
  const code = brand.config.code;
  const currency = brand.config.currency.code;
  const from = await systemAccount(root, code, currency, 'expense', 'commission');
  const to = await ownedAccount(root, code, currency, bill.account, 'player_cash');
  const result = await transfer(trx, {
    brand: code,
    key: billKey(bill.contract, bill.periodStart, bill.seq),
    from,
    to,
    amount: bill.amount,
    kind: bill.kind === 'dividend' ? 'dividend' : 'salary',
    reference: `contract:${bill.contract}`,
    memo: { contractKind: bill.kind, periodStart: bill.periodStart.toISOString(), seq: bill.seq },
  });
  if (result.status !== 'posted')
    throw new Error(`commission expense refused ${billKey(bill.contract, bill.periodStart, bill.seq)}`);
  return result.transferId;
}

/** Pays a held bill (operator approval) under the bill's own key. */
export async function payBill(trx: Db, root: Db, brand: Brand, billId: bigint) {
  const { rows } = await sql<{
    contract_id: bigint;
    period_start: Date;
    seq: number;
    account_id: bigint;
    amount: bigint;
    kind: ContractKind;
  }>`
    select contract_id, period_start, seq, account_id, amount, kind from contract_bill where id = ${billId}`.execute(
    trx,
  );
  const b = rows[0]!;
  const transferId = await post(trx, root, brand, {
    contract: BigInt(b.contract_id),
    periodStart: b.period_start,
    seq: b.seq,
    account: BigInt(b.account_id),
    amount: BigInt(b.amount),
    kind: b.kind,
  });
  await sql`update contract_bill set status = 'paid', transfer_id = ${transferId}, paid_at = now()
    where id = ${billId}`.execute(trx);
}

export const windowOf = (c: ContractRow, ps: Date, pe: Date): Window => ({
  contract: c.id,
  agent: c.downline_id,
  from: c.starts_at! > ps ? c.starts_at! : ps,
  to: c.ends_at && c.ends_at < pe ? c.ends_at : pe,
  thresholds: [...new Set(tiersFromJson(c.tiers).map((t) => t.minBetStake))],
});

export function evaluateContract(
  c: ContractRow,
  figures: WindowFigures,
): { evaluation: Evaluation; members: MemberFigures[]; bonuses: Map<bigint, bigint> } {
  const byThr = figures.rows.get(c.id);
  const bonuses = figures.bonuses.get(c.id) ?? new Map<bigint, bigint>();
  const bonusTotal = [...bonuses.values()].reduce((a, b) => a + b, 0n);
  const tiers = tiersFromJson(c.tiers);
  const evaluation = evaluate(c.kind, tiers, (thr) => byThr?.get(thr) ?? [], bonusTotal);
  const applied = tiers[Math.max(0, evaluation.tierIndex)]!;
  return { evaluation, members: byThr?.get(applied.minBetStake) ?? [], bonuses };
}

/** Parent contract of each contract: its upline's contract of the period (the latest started when replaced). */
export function hierarchy(contracts: ContractRow[]) {
  const byDownline = new Map<bigint, ContractRow>();
  for (const c of contracts) {
    const seen = byDownline.get(c.downline_id);
    if (!seen || c.starts_at! > seen.starts_at!) byDownline.set(c.downline_id, c);
  }
  const children = new Map<bigint, ContractRow[]>();
  for (const c of contracts) {
    if (c.upline_id === null) continue;
    const parent = byDownline.get(c.upline_id);
    if (!parent) continue;
    const list = children.get(parent.id) ?? [];
    list.push(c);
    children.set(parent.id, list);
  }
  return children;
}

export interface BillInsert {
  c: ContractRow;
  ps: Date;
  pe: Date;
  seq: number;
  adjustmentOf: bigint | null;
  evaluation: Evaluation;
  deductions: bigint;
  deductionRows: { contract: string; account: string; amount: string }[];
  carryIn: bigint;
  carryOut: bigint;
  amount: bigint;
  subtreePaid: bigint;
  members: MemberFigures[];
  bonuses: Map<bigint, bigint>;
}

/** What a settlement run wrote that its caller wants told apart: bills held for review (above reviewAbove). */
export interface SettleTally {
  held: number;
}

/**
 * Writes the bills of a run: pays each payable one (one ledger posting each), then inserts every bill in one
 * statement and their team rows in another. Returns how many bills were new (and counts the new held ones in `tally`).
 */
export async function writeBills(
  trx: Db,
  root: Db,
  brand: Brand,
  bills: BillInsert[],
  tally?: SettleTally,
): Promise<number> {
  if (bills.length === 0) return 0;
  const review = brand.config.contracts?.reviewAbove;
  const statusOf = (b: BillInsert) =>
    b.amount === 0n ? 'zero' : review !== undefined && b.amount > BigInt(review) ? 'held' : 'paid';
  // The earners' cash accounts in one statement (cached on the root handle, as post() reads them): thousands of
  // agents paid for the first time would otherwise each cost a round trip and a commit of their own.
  await ownedAccounts(
    root,
    brand.config.code,
    brand.config.currency.code,
    bills.filter((b) => statusOf(b) === 'paid').map((b) => b.c.downline_id),
    'player_cash',
  );
  const rows: { b: BillInsert; status: string; transferId: bigint | null; inputs: string }[] = [];
  for (const b of bills) {
    const status = statusOf(b);
    const transferId =
      status === 'paid'
        ? await post(trx, root, brand, {
            contract: b.c.id,
            periodStart: b.ps,
            seq: b.seq,
            account: b.c.downline_id,
            amount: b.amount,
            kind: b.c.kind,
          })
        : null;
    const w = windowOf(b.c, b.ps, b.pe);
    const inputs = {
      checks: b.evaluation.checks.map((ch) => ({
        index: ch.index,
        rateBp: ch.rateBp,
        met: ch.met,
        missing: ch.missing,
        validBet: ch.figures.validBet.toString(),
        netLoss: ch.figures.netLoss.toString(),
        activeMembers: ch.figures.activeMembers,
      })),
      deductions: b.deductionRows,
      window: { from: w.from.toISOString(), to: w.to.toISOString() },
    };
    rows.push({ b, status, transferId, inputs: JSON.stringify(inputs) });
  }
  const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  const str = (v: bigint | number | null) => (v === null ? null : v.toString());
  const { rows: inserted } = await sql<{ id: bigint; contract_id: bigint; status: string }>`
    insert into contract_bill (contract_id, brand_code, account_id, kind, period_start, period_end, seq, adjustment_of,
      stake, payout, valid_bet, bonuses, net_loss, active_members, tier_index, rate_bp, gross, deductions, carry_in,
      carry_out, amount, subtree_paid, inputs, status, transfer_id, paid_at)
    select u.contract_id, ${brand.config.code}, u.account_id, ${bills[0]!.c.kind}, ${bills[0]!.ps}, ${bills[0]!.pe},
      u.seq, u.adjustment_of, u.stake, u.payout, u.valid_bet, u.bonuses, u.net_loss, u.active_members, u.tier_index,
      u.rate_bp, u.gross, u.deductions, u.carry_in, u.carry_out, u.amount, u.subtree_paid, u.inputs, u.status,
      u.transfer_id, case when u.transfer_id is not null then now() end
    from unnest(${col((r) => str(r.b.c.id))}::bigint[], ${col((r) => str(r.b.c.downline_id))}::bigint[],
      ${col((r) => r.b.seq)}::int[], ${col((r) => str(r.b.adjustmentOf))}::bigint[],
      ${col((r) => str(r.b.evaluation.figures.stake))}::bigint[], ${col((r) => str(r.b.evaluation.figures.payout))}::bigint[],
      ${col((r) => str(r.b.evaluation.figures.validBet))}::bigint[], ${col((r) => str(r.b.evaluation.figures.bonuses))}::bigint[],
      ${col((r) => str(r.b.evaluation.figures.netLoss))}::bigint[], ${col((r) => r.b.evaluation.figures.activeMembers)}::int[],
      ${col((r) => r.b.evaluation.tierIndex)}::int[], ${col((r) => r.b.evaluation.rateBp)}::int[],
      ${col((r) => str(r.b.evaluation.gross))}::bigint[], ${col((r) => str(r.b.deductions))}::bigint[],
      ${col((r) => str(r.b.carryIn))}::bigint[], ${col((r) => str(r.b.carryOut))}::bigint[],
      ${col((r) => str(r.b.amount))}::bigint[], ${col((r) => str(r.b.subtreePaid))}::bigint[],
      ${col((r) => r.inputs)}::jsonb[], ${col((r) => r.status)}::text[], ${col((r) => str(r.transferId))}::bigint[])
      as u(contract_id, account_id, seq, adjustment_of, stake, payout, valid_bet, bonuses, net_loss, active_members,
        tier_index, rate_bp, gross, deductions, carry_in, carry_out, amount, subtree_paid, inputs, status, transfer_id)
    on conflict (contract_id, period_start, seq) do nothing returning id, contract_id, status`.execute(trx);
  if (tally) tally.held += inserted.filter((r) => r.status === 'held').length;
  const billOf = new Map(inserted.map((r) => [BigInt(r.contract_id), r.id]));
  const member = {
    bill: [] as string[],
    account: [] as string[],
    stake: [] as string[],
    payout: [] as string[],
    valid: [] as string[],
    bonus: [] as string[],
    active: [] as boolean[],
  };
  for (const { b } of rows) {
    const id = billOf.get(b.c.id);
    if (id === undefined) continue;
    const applied = b.c.tiers[Math.max(0, b.evaluation.tierIndex)];
    const activeAt = BigInt(applied?.activeBet ?? '0') > 0n ? BigInt(applied!.activeBet) : 1n;
    const byAccount = new Map<bigint, { m?: MemberFigures; bonus: bigint }>();
    for (const m of b.members) byAccount.set(m.account, { m, bonus: 0n });
    for (const [account, bonus] of b.bonuses)
      byAccount.set(account, { ...(byAccount.get(account) ?? {}), bonus });
    for (const [account, v] of byAccount) {
      member.bill.push(id.toString());
      member.account.push(account.toString());
      member.stake.push((v.m?.stake ?? 0n).toString());
      member.payout.push((v.m?.payout ?? 0n).toString());
      member.valid.push((v.m?.valid ?? 0n).toString());
      member.bonus.push(v.bonus.toString());
      member.active.push((v.m?.valid ?? 0n) >= activeAt);
    }
  }
  if (member.bill.length > 0)
    await sql`insert into contract_bill_member (bill_id, account_id, stake, payout, valid_bet, bonuses, active)
      select * from unnest(${member.bill}::bigint[], ${member.account}::bigint[], ${member.stake}::bigint[],
        ${member.payout}::bigint[], ${member.valid}::bigint[], ${member.bonus}::bigint[], ${member.active}::boolean[])`.execute(
      trx,
    );
  return inserted.length;
}

export async function markRun(
  trx: Db,
  brand: string,
  kind: ContractKind,
  period: ContractPeriod,
  ps: Date,
  pe: Date,
  asOf: Date,
) {
  const computedAt = new Date(Math.min(Date.now(), asOf.getTime()) - LATE_MARGIN_MS);
  await sql`insert into contract_run (brand_code, kind, period, period_start, period_end, computed_at)
    values (${brand}, ${kind}, ${period}, ${ps}, ${pe}, ${computedAt})
    on conflict (brand_code, kind, period, period_start) do update set computed_at = excluded.computed_at`.execute(
    trx,
  );
}

import { sql } from 'kysely';
import type { Brand } from '../../../core/brand';
import { type ContractKind, type ContractPeriod, tiersFromJson } from '../../../core/contracts';
import { ownedAccount, systemAccount, transfer } from '../ledger/ledger.service';
import type { Window, WindowFigures } from './contract-figures';
import { type Evaluation, evaluate, type MemberFigures } from './contract-math';
import type { ContractRow, Db } from './contracts.repository';

/** The pieces of a settlement run (contract-settle.ts): windows, the contract tree, writing and paying bills. */

/** Late-bet detection looks for bets settled after a period's computation minus this margin. */
const LATE_MARGIN_MS = 60_000;

export async function payBill(
  db: Db,
  brand: Brand,
  bill: { id: bigint; account: bigint; amount: bigint; kind: ContractKind },
) {
  const code = brand.config.code;
  const currency = brand.config.currency.code;
  const from = await systemAccount(db, code, currency, 'expense', 'commission');
  const to = await ownedAccount(db, code, currency, bill.account, 'player_cash');
  const result = await transfer(db, {
    brand: code,
    key: `contract-bill:${bill.id}`,
    from,
    to,
    amount: bill.amount,
    kind: bill.kind === 'dividend' ? 'dividend' : 'salary',
    reference: `bill:${bill.id}`,
    memo: { contractKind: bill.kind },
  });
  if (result.status !== 'posted') throw new Error(`commission expense refused bill ${bill.id}`);
  await sql`update contract_bill set status = 'paid', transfer_id = ${result.transferId}, paid_at = now()
    where id = ${bill.id}`.execute(db);
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

export async function insertBill(trx: Db, brand: Brand, b: BillInsert): Promise<bigint | undefined> {
  const review = brand.config.contracts?.reviewAbove;
  const status =
    b.amount === 0n ? 'zero' : review !== undefined && b.amount > BigInt(review) ? 'held' : 'paid';
  const f = b.evaluation.figures;
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
    window: {
      from: windowOf(b.c, b.ps, b.pe).from.toISOString(),
      to: windowOf(b.c, b.ps, b.pe).to.toISOString(),
    },
  };
  const { rows } = await sql<{
    id: bigint;
  }>`insert into contract_bill (contract_id, brand_code, account_id, kind,
      period_start, period_end, seq, adjustment_of, stake, payout, valid_bet, bonuses, net_loss, active_members,
      tier_index, rate_bp, gross, deductions, carry_in, carry_out, amount, subtree_paid, inputs, status)
    values (${b.c.id}, ${brand.config.code}, ${b.c.downline_id}, ${b.c.kind}, ${b.ps}, ${b.pe}, ${b.seq},
      ${b.adjustmentOf}, ${f.stake}, ${f.payout}, ${f.validBet}, ${f.bonuses}, ${f.netLoss}, ${f.activeMembers},
      ${b.evaluation.tierIndex}, ${b.evaluation.rateBp}, ${b.evaluation.gross}, ${b.deductions}, ${b.carryIn},
      ${b.carryOut}, ${b.amount}, ${b.subtreePaid}, ${JSON.stringify(inputs)}::jsonb, ${status === 'paid' ? 'held' : status})
    on conflict (contract_id, period_start, seq) do nothing returning id`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  const members = new Map<bigint, { m?: MemberFigures; bonus: bigint }>();
  for (const m of b.members) members.set(m.account, { m, bonus: 0n });
  for (const [account, bonus] of b.bonuses) members.set(account, { ...(members.get(account) ?? {}), bonus });
  if (members.size > 0) {
    const list = [...members.entries()];
    const applied = b.c.tiers[Math.max(0, b.evaluation.tierIndex)];
    const activeAt = BigInt(applied?.activeBet ?? '0') > 0n ? BigInt(applied!.activeBet) : 1n;
    await sql`insert into contract_bill_member (bill_id, account_id, stake, payout, valid_bet, bonuses, active)
      select ${id}, * from unnest(${list.map(([a]) => a.toString())}::bigint[],
        ${list.map(([, v]) => (v.m?.stake ?? 0n).toString())}::bigint[],
        ${list.map(([, v]) => (v.m?.payout ?? 0n).toString())}::bigint[],
        ${list.map(([, v]) => (v.m?.valid ?? 0n).toString())}::bigint[],
        ${list.map(([, v]) => v.bonus.toString())}::bigint[],
        ${list.map(([, v]) => (v.m?.valid ?? 0n) >= activeAt)}::boolean[])`.execute(trx);
  }
  if (status === 'paid')
    await payBill(trx, brand, { id, account: b.c.downline_id, amount: b.amount, kind: b.c.kind });
  return id;
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

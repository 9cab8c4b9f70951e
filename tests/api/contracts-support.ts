/**
 * Helpers of the contract suites (tests/api/contracts-*.test.ts): a brand → A → B → C tree with players under
 * each agent, bets written straight into vendor_bet at chosen placement and settlement times (the settlement
 * reads raw bets; the aggregate triggers run as for protocol bets), and signing contracts at chosen moments.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ContractKind } from '@/core/contracts';
import { offerFromBrand } from '@/server/modules/contracts/contracts.ops';
import { type ContractCtx, kindAction } from '@/server/modules/contracts/contracts.service';
import type { TestApp } from './helpers';
import { brandOf, makePlayer, type Player } from './wallet-support';

export interface Tree {
  a: Player;
  b: Player;
  c: Player;
  pa: Player;
  pb: Player;
  pc: Player;
}

export async function makeTree(t: TestApp, brand = 'aurora'): Promise<Tree> {
  const a = await makePlayer(t, { brand, type: 2 });
  const b = await makePlayer(t, { brand, type: 2, uplineId: a.id });
  const c = await makePlayer(t, { brand, type: 1, uplineId: b.id });
  const pa = await makePlayer(t, { brand, uplineId: a.id });
  const pb = await makePlayer(t, { brand, uplineId: b.id });
  const pc = await makePlayer(t, { brand, uplineId: c.id });
  return { a, b, c, pa, pb, pc };
}

export const ctxFor = (t: TestApp, who: Player): ContractCtx => ({
  db: t.db,
  brand: brandOf(t, who.brand),
  caller: { id: who.id, username: who.username, type: who.type },
});

export type TierIn = Partial<{
  rate: string;
  minActiveMembers: number;
  minValidBet: string;
  minNetLoss: string;
  minBetStake: string;
  activeBet: string;
}>;

/** The brand signs a contract with a top agent at `at` (active at once). */
export async function signTop(
  t: TestApp,
  agent: Player,
  kind: ContractKind,
  tiers: TierIn[],
  at: Date,
  period?: string,
) {
  return offerFromBrand(
    t.db,
    brandOf(t, agent.brand),
    {
      agent: agent.username,
      kind,
      tiers,
      by: 'test',
      reason: 'test',
      sign: true,
      ...(period ? { period } : {}),
    },
    at,
  );
}

/** upline offers, downline accepts, both at `at`. */
export async function signDown(
  t: TestApp,
  upline: Player,
  downline: Player,
  kind: ContractKind,
  tiers: TierIn[],
  at: Date,
) {
  const offer = (await kindAction(
    ctxFor(t, upline),
    kind,
    { action: 'request', downline: downline.username, tiers },
    at,
  )) as {
    contract: { id: string };
  };
  return (await kindAction(
    ctxFor(t, downline),
    kind,
    { action: 'accept', id: offer.contract.id },
    at,
  )) as unknown as {
    contract: { id: string };
    terminated: { id: string; account: string }[];
  };
}

/** One bet in vendor_bet: placed at `at`, settled at `settledAt` (null: still open) with `payout`. */
export async function bet(
  t: TestApp,
  who: Player,
  stake: bigint,
  payout: bigint,
  at: Date,
  settledAt: Date | null = at,
  status: 'open' | 'settled' | 'refunded' = settledAt ? 'settled' : 'open',
) {
  const currency = brandOf(t, who.brand).config.currency.code;
  const { rows } = await sql<{
    id: bigint;
  }>`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id,
      currency, amount, payout, status, created_at, settled_at)
    values ('PG', ${randomUUID()}, ${who.brand}, ${who.id}, ${currency}, ${stake}, ${payout}, ${status}, ${at}, ${settledAt})
    returning id`.execute(t.db);
  return rows[0]!.id;
}

/** A win arriving later for an open bet. */
export async function settleBet(t: TestApp, id: bigint, payout: bigint, at: Date) {
  await sql`update vendor_bet set status = 'settled', payout = ${payout}, settled_at = ${at} where id = ${id}`.execute(
    t.db,
  );
}

export interface BillOut {
  id: bigint;
  contract_id: bigint;
  account_id: bigint;
  period_start: Date;
  seq: number;
  amount: bigint;
  gross: bigint;
  deductions: bigint;
  carry_out: bigint;
  tier_index: number;
  status: string;
  valid_bet: bigint;
  net_loss: bigint;
}

export async function billsOf(t: TestApp, who: Player, kind: ContractKind) {
  const { rows } =
    await sql<BillOut>`select id, contract_id, account_id, period_start, seq, amount, gross, deductions,
      carry_out, tier_index, status, valid_bet, net_loss
    from contract_bill where account_id = ${who.id} and kind = ${kind} order by period_start, seq`.execute(
      t.db,
    );
  return rows.map((r) => ({
    ...r,
    amount: BigInt(r.amount),
    gross: BigInt(r.gross),
    deductions: BigInt(r.deductions),
  }));
}

/** Money the agent received from the commission expense account (sum of contract postings). */
export async function commissionPaid(t: TestApp, who: Player) {
  const { rows } = await sql<{
    total: bigint;
  }>`select coalesce(sum(t.amount), 0)::bigint as total from ledger_transfer t
    join ledger_account la on la.id = t.credit_account_id where la.owner_id = ${who.id}
      and t.idempotency_key like 'contract-bill:%'`.execute(t.db);
  return BigInt(rows[0]!.total);
}

/** Minor units of a decimal (2 decimals, PHP). */
export const php = (amount: number) => BigInt(Math.round(amount * 100));

/** An instant in Manila (UTC+8): day of September 2026 and hour. */
export const manila = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(2026, month - 1, day, hour - 8, minute));

/**
 * Helpers of the agent center suites (tests/api/agent-*.test.ts): a small tree of real accounts around an agent,
 * outsiders in the same and another brand, a seeded team with history (seedTeam), ledger postings like the
 * cashier's, and recomputation of report figures straight from vendor_bet, ledger_transfer and account.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { seedTeam } from '@/server/modules/agent/agent-seed';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { createSession } from '@/server/modules/session/session.repository';
import type { TestApp } from './helpers';
import { brandOf, hashOf, LOGIN_PASSWORD, makePlayer, type Player } from './wallet-support';

export interface World {
  /** Senior agent (type 2) of aurora with a sub-agent and players. */
  agent: Player;
  sub: Player;
  p1: Player;
  p2: Player;
  /** Below the sub-agent (depth 2 from agent). */
  s1: Player;
  /** Same brand, outside the tree. */
  outsider: Player;
  otherAgent: Player;
  otherPlayer: Player;
  /** Another brand. */
  lotusAgent: Player;
  lotusPlayer: Player;
  player: Player;
  trial: Player;
  /** Seeded team root with history over 60 days. */
  root: { id: bigint; username: string; token: string };
}

export async function makeWorld(t: TestApp): Promise<World> {
  const agent = await makePlayer(t, { type: 2 });
  const sub = await makePlayer(t, { type: 1, uplineId: agent.id });
  const p1 = await makePlayer(t, { uplineId: agent.id });
  const p2 = await makePlayer(t, { uplineId: agent.id });
  const s1 = await makePlayer(t, { uplineId: sub.id });
  const outsider = await makePlayer(t);
  const otherAgent = await makePlayer(t, { type: 1 });
  const otherPlayer = await makePlayer(t, { uplineId: otherAgent.id });
  const lotusAgent = await makePlayer(t, { brand: 'lotus', type: 1 });
  const lotusPlayer = await makePlayer(t, { brand: 'lotus', uplineId: lotusAgent.id });
  const player = await makePlayer(t);
  const trial = await makePlayer(t, { type: 4 });
  const seeded = await seedTeam(t.db, {
    brand: 'aurora',
    agents: 2,
    depth: 3,
    members: 40,
    bets: 3000,
    days: 60,
    passwordHash: await hashOf(LOGIN_PASSWORD),
  });
  // The seeded root itself, with a session of its own.
  const token = await createSession(
    t.db,
    { accountId: seeded.rootId, brandCode: 'aurora', kind: 'agent', ip: '10.0.0.1' },
    { idleMinutes: 60, maxHours: 24 },
  );
  return {
    agent,
    sub,
    p1,
    p2,
    s1,
    outsider,
    otherAgent,
    otherPlayer,
    lotusAgent,
    lotusPlayer,
    player,
    trial,
    root: { id: seeded.rootId, username: seeded.root, token },
  };
}

/** A ledger posting of a cashier kind onto/from a player's wallets (like deposit.service / withdrawal/). */
export async function post(
  t: TestApp,
  who: { id: bigint; brand: string },
  kind: 'deposit' | 'withdrawal_payout' | 'bonus',
  minor: bigint,
) {
  const currency = brandOf(t, who.brand).config.currency.code;
  const clearing = await systemAccount(t.db, who.brand, currency, 'provider_clearing', 'TEST');
  const house = await systemAccount(t.db, who.brand, currency, 'house');
  const cash = await ownedAccount(t.db, who.brand, currency, who.id, 'player_cash');
  const hold = await ownedAccount(t.db, who.brand, currency, who.id, 'player_hold');
  const key = `agent-test:${randomUUID()}`;
  if (kind === 'withdrawal_payout') {
    await transfer(t.db, {
      brand: who.brand,
      key: `${key}:h`,
      from: cash,
      to: hold,
      amount: minor,
      kind: 'withdrawal',
    });
    return transfer(t.db, { brand: who.brand, key, from: hold, to: clearing, amount: minor, kind });
  }
  return transfer(t.db, {
    brand: who.brand,
    key,
    from: kind === 'bonus' ? house : clearing,
    to: cash,
    amount: minor,
    kind,
  });
}

export interface RawFigures {
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  active: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonuses: bigint;
  firstDeposits: number;
  firstDepositAmount: bigint;
  registrations: number;
}

/** The overview figures of an agent's team recomputed from the raw rows (no aggregate table involved). */
export async function rawFigures(t: TestApp, agentId: bigint, from: string, to: string): Promise<RawFigures> {
  const tz = sql`(select timezone from brand where code = 'aurora')`;
  const lo = sql`(${from}::date::timestamp at time zone ${tz})`;
  const hi = sql`((${to}::date + 1)::timestamp at time zone ${tz})`;
  const team = sql`(select descendant_id from account_closure where ancestor_id = ${agentId} and depth >= 1)`;
  const { rows } = await sql<{
    stake: string;
    valid: string;
    payout: string;
    active: number;
  }>`select coalesce(sum(amount) filter (where status <> 'refunded'), 0)::text as stake,
      coalesce(sum(amount) filter (where (status = 'settled' or round_closed) and status <> 'refunded'
        and payout <> amount), 0)::text as valid,
      coalesce(sum(payout) filter (where status <> 'refunded'), 0)::text as payout,
      count(distinct account_id) filter (where (status = 'settled' or round_closed) and status <> 'refunded'
        and payout <> amount and amount > 0)::int as active
    from vendor_bet where account_id in ${team} and status in ('open', 'settled', 'refunded')
      and created_at >= ${lo} and created_at < ${hi}`.execute(t.db);
  const { rows: money } = await sql<{
    kind: string;
    n: number;
    amount: string;
  }>`select t.kind, count(*)::int as n,
      sum(t.amount)::text as amount
    from ledger_transfer t join ledger_account l
      on l.id = case when t.kind = 'withdrawal_payout' then t.debit_account_id else t.credit_account_id end
    where l.owner_id in ${team} and t.kind in ('deposit', 'withdrawal_payout', 'bonus')
      and t.created_at >= ${lo} and t.created_at < ${hi}
    group by t.kind`.execute(t.db);
  const { rows: first } = await sql<{ n: number; amount: string }>`select count(*)::int as n,
      coalesce(sum(amount), 0)::text as amount from (
        select distinct on (l.owner_id) t.amount, t.created_at from ledger_transfer t
          join ledger_account l on l.id = t.credit_account_id
        where l.owner_id in ${team} and t.kind = 'deposit' order by l.owner_id, t.id) f
    where f.created_at >= ${lo} and f.created_at < ${hi}`.execute(t.db);
  const { rows: registered } = await sql<{ n: number }>`select count(*)::int as n from account
    where id in ${team} and created_at >= ${lo} and created_at < ${hi}`.execute(t.db);
  const kind = (k: string) => money.find((m) => m.kind === k);
  return {
    stake: BigInt(rows[0]!.stake),
    validBet: BigInt(rows[0]!.valid),
    payout: BigInt(rows[0]!.payout),
    active: rows[0]!.active,
    deposits: BigInt(kind('deposit')?.amount ?? 0),
    depositCount: kind('deposit')?.n ?? 0,
    withdrawals: BigInt(kind('withdrawal_payout')?.amount ?? 0),
    withdrawalCount: kind('withdrawal_payout')?.n ?? 0,
    bonuses: BigInt(kind('bonus')?.amount ?? 0),
    firstDeposits: first[0]!.n,
    firstDepositAmount: BigInt(first[0]!.amount),
    registrations: registered[0]!.n,
  };
}

/** "123.45" (2 decimals) → 12345n. */
export const minor = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return amount.startsWith('-') ? -value : value;
};

/** YYYY-MM-DD of today minus `days` in Asia/Manila (aurora's zone). */
export function manilaDay(daysAgo: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000);
  return now.toISOString().slice(0, 10);
}

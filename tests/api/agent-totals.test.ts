import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { moveMember } from '@/server/modules/agent/agent-move.service';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { manilaDay, minor, post, rawFigures } from './agent-support';
import { bet, settleBet } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectOk, makePlayer, type Player } from './wallet-support';

/**
 * account_total (migration 0044, docs/agent-api.md "Cost"): each member's totals and last day with a valid bet,
 * kept by the team catch-up, equal the figures recomputed from the raw bets and ledger rows after bets, a late
 * settlement of an earlier day, a refund of a member's last valid bet, a catch-up rolled back and run again, a
 * retried deposit and a move; the overview and user loss read from it equal the raw figures.
 */
let t: TestApp;
let top: Player;
let top2: Player;
let p1: Player;
let p2: Player;

/** `hours` into the Manila business day `daysAgo` days back (today: `hours` seconds ago, never in the future). */
const when = (daysAgo: number, hours = 2) =>
  daysAgo === 0
    ? new Date(Date.now() - hours * 1000)
    : new Date(new Date(`${manilaDay(daysAgo)}T00:00:00+08:00`).getTime() + hours * 3_600_000);

interface Totals {
  last_active: string | null;
  stake: string;
  valid_bet: string;
  payout: string;
  bet_count: string;
  deposits: string;
  withdrawals: string;
  bonuses: string;
}

/** Per member: the kept totals, and the same recomputed from vendor_bet and ledger_transfer. */
async function totalsOf(who: Player): Promise<{ kept: Totals | undefined; raw: Totals; lastDayOk: boolean }> {
  const { rows: kept } = await sql<Totals & { last_day: string; cum_last: string }>`select
      to_char(t.last_active, 'YYYY-MM-DD') as last_active, t.stake::text, t.valid_bet::text, t.payout::text,
      t.bet_count::text, t.deposits::text, t.withdrawals::text, t.bonuses::text,
      to_char(t.last_day, 'YYYY-MM-DD') as last_day,
      (select to_char(max(day), 'YYYY-MM-DD') from account_cum x where x.account_id = t.account_id) as cum_last
    from account_total t where t.account_id = ${who.id}`.execute(t.db);
  const tz = sql`(select timezone from brand where code = 'aurora')`;
  const { rows: raw } = await sql<Totals>`with days as (
      select (b.created_at at time zone ${tz})::date as day, b.amount as stake,
        case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount then b.amount else 0 end as valid,
        b.payout, 1 as bets, 0::bigint as dep, 0::bigint as wd, 0::bigint as bonus
      from vendor_bet b where b.account_id = ${who.id} and b.status in ('open', 'settled')
      union all
      select (x.created_at at time zone ${tz})::date, 0, 0, 0, 0,
        case when x.kind = 'deposit' then x.amount else 0 end,
        case when x.kind = 'withdrawal_payout' then x.amount else 0 end,
        case when x.kind = 'bonus' then x.amount else 0 end
      from ledger_transfer x join ledger_account l on l.id = case when x.kind = 'withdrawal_payout'
        then x.debit_account_id else x.credit_account_id end
      where l.owner_id = ${who.id} and x.kind in ('deposit', 'withdrawal_payout', 'bonus')
    ), per_day as (select day, sum(valid) as valid from days group by day)
    select (select to_char(max(day), 'YYYY-MM-DD') from per_day where valid > 0) as last_active,
      coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid), 0)::text as valid_bet,
      coalesce(sum(payout), 0)::text as payout, coalesce(sum(bets), 0)::text as bet_count,
      coalesce(sum(dep), 0)::text as deposits, coalesce(sum(wd), 0)::text as withdrawals,
      coalesce(sum(bonus), 0)::text as bonuses
    from days`.execute(t.db);
  const row = kept[0];
  return {
    kept: row && {
      last_active: row.last_active,
      stake: row.stake,
      valid_bet: row.valid_bet,
      payout: row.payout,
      bet_count: row.bet_count,
      deposits: row.deposits,
      withdrawals: row.withdrawals,
      bonuses: row.bonuses,
    },
    raw: raw[0]!,
    lastDayOk: row !== undefined && row.last_day === row.cum_last,
  };
}

async function expectTotalsMatchRaw(...who: Player[]) {
  await catchUpTeamDays(t.db, { wait: true });
  for (const p of who) {
    const { kept, raw, lastDayOk } = await totalsOf(p);
    expect(kept, p.username).toEqual(raw);
    expect(lastDayOk, `${p.username}: last_day is its latest running total's day`).toBe(true);
  }
}

/**
 * The overview and the user loss of an agent for a period equal the raw recomputation over its current team.
 * After a move the overview's sums come from team_day, which keeps past days with the old upline
 * (`movedBefore`): then only the per-member figures (active members, user loss) are compared.
 */
async function expectReportsMatchRaw(agent: Player, from: string, to: string, movedBefore = false) {
  await catchUpTeamDays(t.db, { wait: true });
  const raw = await rawFigures(t, agent.id, from, to);
  const o = expectOk<{ activeMembers: number; stake: string; validBet: string; payout: string }>(
    await call(t, 'GET', `/wps/agent/team/overview?from=${from}&to=${to}`, agent),
  );
  const pl = expectOk<{ totals: Record<string, string>; total: number }>(
    await call(t, 'GET', `/wps/agent/team/profitLoss?from=${from}&to=${to}`, agent),
  );
  expect(o.activeMembers).toBe(raw.active);
  for (const figures of movedBefore ? [pl.totals] : [o, pl.totals]) {
    expect(minor(figures.stake!)).toBe(raw.stake);
    expect(minor(figures.validBet!)).toBe(raw.validBet);
    expect(minor(figures.payout!)).toBe(raw.payout);
  }
  expect(minor(pl.totals.deposits!)).toBe(raw.deposits);
  return { overview: o, profitLoss: pl };
}

beforeAll(async () => {
  t = await createTestApp();
  top = await makePlayer(t, { type: 2 });
  top2 = await makePlayer(t, { type: 2 });
  p1 = await makePlayer(t, { uplineId: top.id });
  p2 = await makePlayer(t, { uplineId: top.id });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('account_total follows the raw bets and postings', () => {
  let openEarlier: bigint;
  let p2Today: bigint;

  it('after bets, wins, deposits and bonuses over several days', async () => {
    await post(t, p1, 'deposit', 90_000n);
    await post(t, p1, 'bonus', 500n);
    await post(t, p2, 'deposit', 40_000n);
    await bet(t, p1, 1_000n, 2_500n, when(5));
    openEarlier = await bet(t, p1, 700n, 0n, when(3), null); // still open: no valid bet on that day yet
    await bet(t, p1, 300n, 0n, when(0));
    await bet(t, p2, 400n, 0n, when(4));
    p2Today = await bet(t, p2, 800n, 1_600n, when(0));
    await expectTotalsMatchRaw(p1, p2);
    expect((await totalsOf(p2)).kept?.last_active).toBe(manilaDay(0));
    await expectReportsMatchRaw(top, manilaDay(6), manilaDay(0));
  });

  it('after a late settlement of an earlier day and a refund of a member’s last valid bet', async () => {
    await settleBet(t, openEarlier, 0n, when(0, 1));
    await sql`update vendor_bet set status = 'refunded' where id = ${p2Today}`.execute(t.db);
    await expectTotalsMatchRaw(p1, p2);
    // p2's last valid bet is now the one of 4 days ago.
    expect((await totalsOf(p2)).kept?.last_active).toBe(manilaDay(4));
    const { overview } = await expectReportsMatchRaw(top, manilaDay(3), manilaDay(0));
    expect(overview.activeMembers).toBe(1);
    // A period ending before the members' last day reads the running totals instead.
    await expectReportsMatchRaw(top, manilaDay(6), manilaDay(2));
  });

  it('after a catch-up rolled back and run again, and a retried deposit', async () => {
    await bet(t, p2, 600n, 0n, when(1));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`select team_day_catch_up(100000)`.execute(trx);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    // A deposit retried under its key (a cashier callback delivered twice): one posting.
    const currency = brandOf(t, 'aurora').config.currency.code;
    const clearing = await systemAccount(t.db, 'aurora', currency, 'provider_clearing', 'TEST');
    const cash = await ownedAccount(t.db, 'aurora', currency, p2.id, 'player_cash');
    const deposit = { brand: 'aurora', key: `agent-totals:${p2.id}:retry`, from: clearing, to: cash };
    await transfer(t.db, { ...deposit, amount: 1_234n, kind: 'deposit' });
    await transfer(t.db, { ...deposit, amount: 1_234n, kind: 'deposit' });
    expect((await totalsOf(p2)).raw.deposits).toBe('41234');
    await expectTotalsMatchRaw(p1, p2);
    await expectReportsMatchRaw(top, manilaDay(6), manilaDay(0));
  });

  it('after a move: the member’s totals stay its own and the new agent’s reports include it', async () => {
    await moveMember(t.db, {
      brand: brandOf(t, 'aurora'),
      member: p1.username,
      to: top2.username,
      by: 'test-ops',
      reason: 'agent-totals test',
    });
    await bet(t, p1, 2_000n, 5_000n, when(0, 3));
    await expectTotalsMatchRaw(p1, p2);
    const { overview, profitLoss } = await expectReportsMatchRaw(top2, manilaDay(6), manilaDay(0), true);
    expect(overview.activeMembers).toBe(1);
    // The member's whole week in the new agent's user loss; only the play after the move in its team_day.
    expect(profitLoss.totals.stake).toBe('40.00');
    expect(overview.stake).toBe('20.00');
    await expectReportsMatchRaw(top, manilaDay(6), manilaDay(0), true);
  });

  it('a brand rebuild writes the same totals', async () => {
    const before = await Promise.all([totalsOf(p1), totalsOf(p2)]);
    await sql`select account_day_rebuild('aurora')`.execute(t.db);
    const after = await Promise.all([totalsOf(p1), totalsOf(p2)]);
    expect(after.map((x) => x.kept)).toEqual(before.map((x) => x.kept));
  });
});

describe('user loss reads each member’s total before the period exactly', () => {
  it('whether its latest day before the period is among the few days just before it, further back, or none', async () => {
    // Migration 0048: the totals before `from` come from the 3 days before it when the member has a row there
    // (the latest of them), else from a probe further back. Bets with gaps longer than those days make every
    // `from` below hit each case: two rows in the range, one, none with an earlier day, none at all.
    const agent = await makePlayer(t, { type: 2 });
    const q1 = await makePlayer(t, { uplineId: agent.id });
    const q2 = await makePlayer(t, { uplineId: agent.id });
    await post(t, q1, 'deposit', 90_000n);
    await post(t, q2, 'deposit', 90_000n);
    for (const [daysAgo, stake, payout] of [
      [12, 1_100n, 0n],
      [7, 700n, 1_500n],
      [3, 300n, 0n],
      [2, 200n, 450n],
      [0, 100n, 0n],
    ] as const)
      await bet(t, q1, stake, payout, when(daysAgo));
    await bet(t, q2, 900n, 2_000n, when(9));
    await bet(t, q2, 400n, 0n, when(1));
    for (let from = 0; from <= 13; from++) {
      await expectReportsMatchRaw(agent, manilaDay(from), manilaDay(0));
      if (from >= 2) await expectReportsMatchRaw(agent, manilaDay(from), manilaDay(2));
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDayLive } from '@/server/domains/agents';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { ranking } from '@/server/modules/missions/missions.repository';
import { windowTotals } from '@/server/modules/vip/vip.service';
import { manilaDay } from './agent-support';
import { bet, settleBet } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { makePlayer, type Player } from './wallet-support';

/**
 * The bets' day aggregate off the posting transaction (migration 0046, docs/agent-api.md "Aggregates"): a bet only
 * appends to account_day_queue; the team catch-up folds the queue into account_day after commit. The readers that
 * decide money (VIP levels, referral qualification, leaderboard prizes) read accountDayLive (account_day plus the queued
 * rows) and must equal the
 * raw bets at every moment: before any fold, between partial folds, while a fold is uncommitted, after a fold rolled
 * back, and after a rebuild. (The test app does not listen, so no background catch-up runs meanwhile.)
 */
let t: TestApp;
let top: Player;
let p1: Player;
let p2: Player;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

interface Figures {
  stake: string;
  valid_bet: string;
  payout: string;
  bet_count: string;
}

/** Per account: the day figures from `source` (a table or view name), summed over every day. */
async function figuresOf(source: 'account_day' | 'live' | 'raw', who: Player): Promise<Figures> {
  const from =
    source === 'raw'
      ? sql`(select b.amount as stake, case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount
            then b.amount else 0 end as valid_bet, b.payout, 1 as bet_count
          from vendor_bet b where b.account_id = ${who.id} and b.status in ('open', 'settled')) x`
      : source === 'live'
        ? sql`${accountDayLive} x where x.account_id = ${who.id}`
        : sql`account_day x where x.account_id = ${who.id}`;
  const { rows } = await sql<Figures>`select coalesce(sum(x.stake), 0)::text as stake,
      coalesce(sum(x.valid_bet), 0)::text as valid_bet, coalesce(sum(x.payout), 0)::text as payout,
      coalesce(sum(x.bet_count), 0)::text as bet_count from ${from}`.execute(t.db);
  return rows[0]!;
}

const queued = async () =>
  Number(
    (await sql<{ n: string }>`select count(*)::text as n from account_day_queue`.execute(t.db)).rows[0]!.n,
  );

/** The live figures (and the VIP and leaderboard readers) equal the raw bets, for every player. */
async function expectExact(...who: Player[]) {
  for (const p of who) {
    const raw = await figuresOf('raw', p);
    expect(await figuresOf('live', p), p.username).toEqual(raw);
    expect((await windowTotals(t.db, p.id, manilaDay(30))).validBet).toBe(BigInt(raw.valid_bet));
    const rows = await ranking(t.db, {
      brand: 'aurora',
      metric: 'valid_bet',
      range: { from: new Date(`${manilaDay(30)}T00:00:00+08:00`), to: new Date(Date.now() + 86_400_000) },
      size: 1000,
      minStake: 0,
      zone: 'Asia/Manila',
      accountId: p.id,
    });
    const mine = rows.find((r) => BigInt(r.account_id) === p.id);
    if (BigInt(raw.valid_bet) > 0n) expect(BigInt(mine?.value ?? -1n)).toBe(BigInt(raw.valid_bet));
    else expect(mine).toBeUndefined();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  top = await makePlayer(t, { type: 2 });
  p1 = await makePlayer(t, { uplineId: top.id });
  p2 = await makePlayer(t, { uplineId: top.id });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('account_day_queue', () => {
  it('takes the bets off the posting transaction: account_day is untouched until the fold, the live view is exact', async () => {
    await catchUpTeamDays(t.db, { wait: true });
    const before = await queued();
    await bet(t, p1, 1_000n, 2_500n, ago(30));
    const open = await bet(t, p1, 700n, 0n, ago(20), null);
    await bet(t, p2, 400n, 0n, ago(10));
    await settleBet(t, open, 0n, ago(5));
    // 3 bets and 1 settlement: 4 queued changes, no account_day row for the new players yet.
    expect(await queued()).toBe(before + 4);
    expect((await figuresOf('account_day', p1)).bet_count).toBe('0');
    await expectExact(p1, p2);
    expect(await figuresOf('raw', p1)).toEqual({
      stake: '1700',
      valid_bet: '1700',
      payout: '2500',
      bet_count: '2',
    });
  });

  it('stays exact fold by fold, while a fold is uncommitted, and after a fold rolled back', async () => {
    // A fold held open: another connection still reads the queue rows it deleted, not its account_day update.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let folded!: () => void;
    const didFold = new Promise<void>((r) => {
      folded = r;
    });
    const fold = t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${0x7465_616d}), account_day_catch_up(2)`.execute(trx);
      folded();
      await held;
    });
    try {
      await didFold;
      await expectExact(p1, p2);
    } finally {
      release();
      await fold;
    }
    await expectExact(p1, p2);
    // A fold rolled back leaves its rows queued: nothing lost, nothing counted twice.
    const left = await queued();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`select account_day_catch_up(100)`.execute(trx);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await queued()).toBe(left);
    await expectExact(p1, p2);
    // The rest, one row at a time.
    while ((await queued()) > 0) {
      await t.db.transaction().execute((trx) => sql`select account_day_catch_up(1)`.execute(trx));
      await expectExact(p1, p2);
    }
    expect(await figuresOf('account_day', p1)).toEqual(await figuresOf('raw', p1));
  });

  it('feeds the team aggregates through the same catch-up, and a rebuild drops the brand’s queued rows', async () => {
    await bet(t, p2, 900n, 0n, ago(3));
    await bet(t, p1, 300n, 300n, ago(2));
    expect(await queued()).toBeGreaterThan(0);
    // team_day of the agent = its members' raw bets, once caught up.
    await catchUpTeamDays(t.db, { wait: true });
    expect(await queued()).toBe(0);
    const { rows } = await sql<{ stake: string; valid_bet: string; bet_count: string }>`
      select sum(stake)::text as stake, sum(valid_bet)::text as valid_bet, sum(bet_count)::text as bet_count
      from team_day where ancestor_id = ${top.id}`.execute(t.db);
    const raw = [await figuresOf('raw', p1), await figuresOf('raw', p2)];
    expect(rows[0]).toEqual({
      stake: String(BigInt(raw[0]!.stake) + BigInt(raw[1]!.stake)),
      valid_bet: String(BigInt(raw[0]!.valid_bet) + BigInt(raw[1]!.valid_bet)),
      bet_count: String(BigInt(raw[0]!.bet_count) + BigInt(raw[1]!.bet_count)),
    });
    // Queued again, then rebuilt: the rebuild recounts from vendor_bet and empties the brand's queue.
    await bet(t, p1, 250n, 0n, ago(1));
    expect(await queued()).toBe(1);
    await sql`select account_day_rebuild('aurora')`.execute(t.db);
    expect(await queued()).toBe(0);
    for (const p of [p1, p2]) expect(await figuresOf('account_day', p)).toEqual(await figuresOf('raw', p));
    await expectExact(p1, p2);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPeriod } from '@/core/engagement';
import { seedTeam } from '@/server/modules/agent/agent-seed';
import {
  multiplierFillsDone,
  multiplierFloorReady,
  ranking,
  rawMultipliers,
} from '@/server/modules/missions/missions.repository';
import { bet, settleBet } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { makePlayer, type Player } from './wallet-support';

/**
 * The kept per-day best multipliers (multiplier_day_best, migration 0044) give the weekly multiplier board the
 * same ranking as the period's raw bets: after bets below and above the minimum stake, draws and losses, a floor
 * registered (and filled) after some bets, later settlements, a refund and a lowered payout of a player's best
 * bet, and equal multipliers (the earlier bet ranks first).
 */
let t: TestApp;
let a: Player;
let b: Player;
let c: Player;
const MIN = 1_000;
const ZONE = 'Asia/Manila';

const now = Date.now();
const range = () => programPeriod(new Date(), ZONE, 'weekly')!;
/** A moment inside the current week, `minutes` after its start (never in the future). */
const inWeek = (minutes: number) =>
  new Date(Math.min(range().from.getTime() + minutes * 60_000, now - 60_000));

async function kept() {
  const r = range();
  const { rows } = await sql<{ account_id: string; value: string; reached_at: Date }>`select distinct on
      (d.account_id) d.account_id::text, d.value::text, d.reached_at from multiplier_day_best d
    where d.brand_code = 'aurora' and d.min_stake = ${MIN}
      and d.day >= (${r.from}::timestamptz at time zone ${ZONE})::date
      and d.day < (${r.to}::timestamptz at time zone ${ZONE})::date
      and d.account_id in (${a.id}, ${b.id}, ${c.id})
    order by d.account_id, d.value desc, d.reached_at asc`.execute(t.db);
  return rows;
}

async function raw() {
  const { rows } = await sql<{
    account_id: string;
    value: string;
    reached_at: Date;
  }>`select p.account_id::text,
      p.value::text, p.reached_at from (${rawMultipliers({ brand: 'aurora', range: range(), minStake: MIN })}) p
    where p.value > 0 and p.account_id in (${a.id}, ${b.id}, ${c.id}) order by p.account_id`.execute(t.db);
  return rows;
}

async function expectKeptEqualsRaw() {
  expect(await kept()).toEqual(await raw());
  // The board itself: the kept ranking's order of these players is the raw one.
  const board = await ranking(t.db, {
    brand: 'aurora',
    metric: 'multiplier',
    range: range(),
    size: 100_000,
    minStake: MIN,
    zone: ZONE,
  });
  const ours = board
    .filter((r) => [a.id, b.id, c.id].includes(r.account_id))
    .map((r) => [`${r.account_id}`, `${r.value}`]);
  const expected = (await raw())
    .sort(
      (x, y) =>
        Number(y.value) - Number(x.value) ||
        x.reached_at.getTime() - y.reached_at.getTime() ||
        Number(x.account_id) - Number(y.account_id),
    )
    .map((r) => [r.account_id, r.value]);
  expect(ours).toEqual(expected);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await makePlayer(t);
  b = await makePlayer(t);
  c = await makePlayer(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('weekly multiplier board from kept per-day bests', () => {
  let aBest: bigint;
  let bBest: bigint;

  it('fills a newly registered floor from the bets already placed', async () => {
    await bet(t, a, 2_000n, 5_000n, inWeek(10)); // 2.50×
    await bet(t, b, 500n, 10_000n, inWeek(11)); // below the minimum stake
    await bet(t, c, 1_200n, 0n, inWeek(12)); // a loss: 0×, not ranked
    await bet(t, c, 1_000n, 1_000n, inWeek(13)); // a draw: 1.00×
    // The first read starts the fill (answering from the bets meanwhile); once it is done the floor is ready.
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(false);
    await multiplierFillsDone();
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(true);
    await expectKeptEqualsRaw();
  });

  it('follows later bets, settlements and equal multipliers', async () => {
    aBest = await bet(t, a, 1_500n, 0n, inWeek(20), null); // open
    await settleBet(t, aBest, 6_000n, inWeek(21)); // 4.00×
    bBest = await bet(t, b, 1_000n, 3_000n, inWeek(22)); // 3.00×
    await bet(t, b, 2_000n, 6_000n, inWeek(23)); // 3.00× again, later: the first stays
    await expectKeptEqualsRaw();
    expect((await kept()).find((r) => r.account_id === `${a.id}`)?.value).toBe('400');
  });

  it('recounts a player’s day when its best bet is refunded or its payout lowered', async () => {
    await sql`update vendor_bet set status = 'refunded' where id = ${aBest}`.execute(t.db);
    await sql`update vendor_bet set payout = 1500 where id = ${bBest}`.execute(t.db);
    await expectKeptEqualsRaw();
    const rows = await kept();
    expect(rows.find((r) => r.account_id === `${a.id}`)?.value).toBe('250');
    expect(rows.find((r) => r.account_id === `${b.id}`)?.value).toBe('300');
  });

  it('seed:team writes the per-day bests of its bets for the registered minimum stakes', async () => {
    await seedTeam(t.db, {
      brand: 'aurora',
      agents: 2,
      depth: 2,
      members: 30,
      bets: 2_000,
      days: 10,
      prefix: 'lbseed',
      passwordHash: 'x',
    });
    const seeded = sql`(select id from account where brand_code = 'aurora' and username_key like 'lbseed%')`;
    const { rows: keptRows } = await sql<{ row: string }>`select concat_ws(' ', account_id, day, value,
        reached_at) as row from multiplier_day_best where min_stake = ${MIN} and account_id in ${seeded}
      order by account_id, day`.execute(t.db);
    const { rows: rawRows } = await sql<{
      row: string;
    }>`select concat_ws(' ', account_id, day, value, created_at) as row
      from (select distinct on (y.account_id, y.day) y.* from (select b.account_id,
            (b.created_at at time zone ${ZONE})::date as day, (b.payout * 100 / b.amount)::bigint as value,
            b.created_at
          from vendor_bet b where b.account_id in ${seeded} and b.status in ('open', 'settled')
            and (b.status = 'settled' or b.round_closed) and b.amount >= ${MIN} and b.payout * 100 / b.amount > 0) y
        order by y.account_id, y.day, y.value desc, y.created_at asc) x
      order by account_id, day`.execute(t.db);
    expect(rawRows.length).toBeGreaterThan(10);
    expect(keptRows).toEqual(rawRows);
  });
});

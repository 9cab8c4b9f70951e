import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPeriod } from '@/core/engagement';
import { MULTIPLIER_FILL_BATCH_LOCK } from '@/server/db/migrations/0044_agent_totals.best';
import {
  multiplierFillsDone,
  multiplierFloorReady,
  rawMultipliers,
} from '@/server/modules/missions/missions.repository';
import { bet } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { makePlayer, type Player } from './wallet-support';

/**
 * A newly registered minimum stake of a multiplier board is filled beside the bets (migration 0047): the first
 * read answers from the bets and starts the fill; bets keep flowing meanwhile (a bet that counts for the floor
 * waits at most for one fill batch), a bet whose transaction was open when the floor was registered is counted,
 * and a bet both the trigger and the fill see is counted once.
 */
let t: TestApp;
let a: Player;
let b: Player;
let other: Player;
const ZONE = 'Asia/Manila';
const range = () => programPeriod(new Date(), ZONE, 'weekly')!;
const inWeek = (minutes: number) =>
  new Date(Math.min(range().from.getTime() + minutes * 60_000, Date.now() - 60_000));

async function kept(minStake: number) {
  const r = range();
  const { rows } = await sql<{ account_id: string; value: string; reached_at: Date }>`select distinct on
      (d.account_id) d.account_id::text, d.value::text, d.reached_at from multiplier_day_best d
    where d.brand_code = 'aurora' and d.min_stake = ${minStake}
      and d.day >= (${r.from}::timestamptz at time zone ${ZONE})::date
      and d.day < (${r.to}::timestamptz at time zone ${ZONE})::date
      and d.account_id in (${a.id}, ${b.id})
    order by d.account_id, d.value desc, d.reached_at asc`.execute(t.db);
  return rows;
}

async function raw(minStake: number) {
  const { rows } = await sql<{ account_id: string; value: string; reached_at: Date }>`select
      p.account_id::text, p.value::text, p.reached_at
    from (${rawMultipliers({ brand: 'aurora', range: range(), minStake })}) p
    where p.value > 0 and p.account_id in (${a.id}, ${b.id}) order by p.account_id`.execute(t.db);
  return rows;
}

/** Polls until the condition's query answers true (no fixed sleep). */
async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const floorExists = (minStake: number) => async () => {
  const { rows } = await sql`select 1 from multiplier_floor where brand_code = 'aurora'
    and min_stake = ${minStake}`.execute(t.db);
  return rows.length > 0;
};

/** A session waiting for an advisory lock (the trigger's shared lock on a floor's fill lock). */
const waitingForAdvisoryLock = async () => {
  const { rows } = await sql`select 1 from pg_locks where locktype = 'advisory' and not granted`.execute(
    t.db,
  );
  return rows.length > 0;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await makePlayer(t);
  b = await makePlayer(t);
  other = await makePlayer(t, { brand: 'lotus' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('filling a new multiplier floor beside the bets', () => {
  it('answers from the bets, waits for a bet transaction open at registration, and counts every bet once', async () => {
    const MIN = 1_100;
    await bet(t, a, 2_000n, 5_000n, inWeek(10)); // 2.50×, before the floor exists
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedBet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // A bet transaction that wrote its bet before the floor existed and commits only after the fill has begun.
    const open = t.db.transaction().execute(async (trx) => {
      await sql`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, amount, payout,
          status, created_at, settled_at)
        values ('PG', gen_random_uuid()::text, 'aurora', ${b.id}, 'PHP', 3000, 12000, 'settled', ${inWeek(11)},
          ${inWeek(11)})`.execute(trx);
      inserted();
      await gate;
    });
    await insertedBet;
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(false);
    await until('the floor to be registered', floorExists(MIN));
    // While the fill waits for that transaction, bets flow: this one is kept by the trigger at once.
    const started = performance.now();
    await bet(t, a, 1_500n, 9_000n, inWeek(12)); // 6.00×
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(false);
    expect((await kept(MIN)).map((r) => [r.account_id, r.value])).toEqual([[`${a.id}`, '600']]);
    release();
    await open;
    await multiplierFillsDone();
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(true);
    const rows = await kept(MIN);
    expect(rows).toEqual(await raw(MIN));
    expect(rows.map((r) => [r.account_id, r.value])).toEqual([
      [`${a.id}`, '600'],
      [`${b.id}`, '400'],
    ]);
  });

  it('makes a bet counting for a floor being filled wait for the running batch only', async () => {
    const MIN = 1_200;
    await sql`insert into multiplier_floor (brand_code, min_stake) values ('aurora', ${MIN})`.execute(t.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const batchRunning = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A fill batch of this floor, as fillMultiplierFloor holds it.
    const batch = t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MULTIPLIER_FILL_BATCH_LOCK}, hashtext(${`aurora:${MIN}`}))`.execute(
        trx,
      );
      locked();
      await gate;
    });
    await batchRunning;
    let done = false;
    const counted = bet(t, b, 2_000n, 20_000n, inWeek(20)).then(() => {
      done = true;
    });
    await until('the counted bet to wait for the batch', waitingForAdvisoryLock);
    // Bets that do not count for the floor, and other brands' bets, do not wait.
    await bet(t, a, 2_000n, 0n, inWeek(21), null); // open, not settled
    await bet(t, other, 5_000n, 50_000n, inWeek(22));
    expect(done).toBe(false);
    release();
    await batch;
    await counted;
    const { rows } = await sql<{ value: string }>`select value::text from multiplier_day_best
      where account_id = ${b.id} and min_stake = ${MIN}`.execute(t.db);
    expect(rows.map((r) => r.value)).toEqual(['1000']);
    await sql`update multiplier_floor set ready = true where brand_code = 'aurora' and min_stake = ${MIN}`.execute(
      t.db,
    );
  });
});

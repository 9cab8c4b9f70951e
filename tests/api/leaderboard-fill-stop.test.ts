/**
 * A multiplier floor's fill (missions.repository.ts, migration 0047) stops between batches when the server closes,
 * instead of holding the pool until its last batch (on the agent bench's million bets: seconds after SIGTERM): the
 * batch in progress commits, the floor stays not ready, and the next read of the board fills it again from the start
 * with the same result (the batches merge). The fill is held inside its first batch by the batch lock, taken by the
 * test, so the interruption point is exact.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPLIER_FILL_BATCH_LOCK } from '@/server/db/migrations/0044_agent_totals.best';
import { multiplierFillsDone, multiplierFloorReady } from '@/server/modules/missions/missions.repository';
import { createTestApp, type TestApp } from './helpers';
import { makePlayer, type Player } from './wallet-support';

const MIN = 1_300;
/** Bets per fill batch (missions.repository.ts FILL_BATCH). */
const BATCH = 10_000;
const DAY = 86_400_000;
/** Noon in Manila (aurora's zone) `days` days ago: a batch's bets fall on one business day. */
const noon = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY + 4 * 3_600_000);

let t: TestApp;
let a: Player;
let b: Player;
beforeAll(async () => {
  t = await createTestApp();
  a = await makePlayer(t);
  b = await makePlayer(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** `count` settled bets at `multiplier` (hundredths), alternately a's and b's, one millisecond apart from `at`. */
async function bets(at: Date, count: number, multiplier: number) {
  await sql`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, amount, payout,
      status, created_at, settled_at)
    select 'PG', gen_random_uuid()::text, 'aurora', case when i % 2 = 0 then ${a.id}::bigint else ${b.id}::bigint end,
      'PHP', 2000, ${20 * multiplier}, 'settled', ${at}::timestamptz + i * interval '1 millisecond',
      ${at}::timestamptz + i * interval '1 millisecond'
    from generate_series(0, ${count - 1}) i`.execute(t.db);
}

/** The kept per-day bests of the floor: [account, value] by account and day. */
async function kept() {
  const { rows } = await sql<{ account_id: string; value: string }>`select account_id::text, value::text
    from multiplier_day_best where min_stake = ${MIN} order by day, account_id`.execute(t.db);
  return rows.map((r) => [r.account_id, r.value]);
}

/** Polls until the condition's query answers true (no fixed sleep). */
async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const waitingForAdvisoryLock = async () => {
  const { rows } = await sql`select 1 from pg_locks where locktype = 'advisory' and not granted`.execute(
    t.db,
  );
  return rows.length > 0;
};

describe('closing the server while a multiplier floor fills', () => {
  it('stops the fill after its current batch; the next read fills the floor again, exactly', async () => {
    // Batch 1: the 10,000 bets of ten days ago (2.50×); batch 2: the 2,000 of five days ago (4.00×).
    await bets(noon(10), BATCH, 250);
    await bets(noon(5), 2_000, 400);
    // By day, then account (a was made first).
    const all = [
      [String(a.id), '250'],
      [String(b.id), '250'],
      [String(a.id), '400'],
      [String(b.id), '400'],
    ];

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The fill's batch lock, held by the test: the fill waits inside its first batch's transaction.
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MULTIPLIER_FILL_BATCH_LOCK}, hashtext(${`aurora:${MIN}`}))`.execute(
        trx,
      );
      locked();
      await gate;
    });
    await holding;
    // The first read registers the floor (before it answers) and starts the fill.
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(false);
    const { rows: floor } = await sql`select ready from multiplier_floor where min_stake = ${MIN}`.execute(
      t.db,
    );
    expect(floor).toEqual([{ ready: false }]);
    await until('the fill to wait for its batch lock', waitingForAdvisoryLock);

    // The server closes (preClose signals the fill, onClose waits for it); the batch in progress then completes.
    const closing = t.app.close();
    release();
    await holder;
    await closing;
    expect(await kept()).toEqual(all.slice(0, 2));
    const { rows: after } = await sql`select ready from multiplier_floor where min_stake = ${MIN}`.execute(
      t.db,
    );
    expect(after).toEqual([{ ready: false }]);

    // The next read (the next start) fills it from the start: batch 1 again changes nothing, batch 2 is added.
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(false);
    await multiplierFillsDone();
    expect(await multiplierFloorReady(t.db, 'aurora', MIN)).toBe(true);
    expect(await kept()).toEqual(all);
  });
});

/**
 * The loyalty catch-up loop (points and VIP levels, docs/vip-points.md "Earning") stops between batches when the
 * server stops, like the job runner: the batch in progress commits, the rest of the queue stays for the next start,
 * and the resumed catch-up credits exactly what an uninterrupted one would (each player's carry survives the stop,
 * no event is credited twice, each VIP upgrade is queued once). The loop is held inside its first batch by a lock
 * the test takes on a player's points balance, so the interruption point is exact.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loyaltyLoop } from '@/server/modules/vip/vip.plugin';
import { createPromoApp, type PromoApp } from './promotions-support';
import { makePlayer, type Player } from './wallet-support';

/** Events per batch of the catch-up (points-earn.ts BATCH). */
const BATCH = 500;
/** Bets per player: batch 1 is A's 300 and B's first 200, batch 2 B's last 200 and C's 300. */
const BETS = [300, 400, 300];
/** ₱12.35 at the live ratio 0.5 (aurora points.json): 6.175 points a bet, so the carry matters. */
const AMOUNT = 1_235;

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([]);
}, 120_000);
afterAll(async () => t?.close());

const within = { timeout: 60_000, interval: 20 };

/** Lost live bets of `count` × AMOUNT, written set-based: migration 0020's trigger queues one event per bet. */
async function lostBets(player: Player, count: number) {
  await sql`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, category, amount, payout,
      status, round_closed, settled_at)
    select 'PG', ${`stop-${player.id}-`} || i, 'aurora', ${player.id}, 'PHP', 'LIVE', ${AMOUNT}, 0, 'settled', true,
      now()
    from generate_series(1, ${count}) i`.execute(t.db);
}

/** Per player: points credited, entries, the balance and carry stored. */
async function state(players: Player[]) {
  return Promise.all(
    players.map(async (p) => {
      const entries = await t.db
        .selectFrom('points_entry')
        .select(['points', 'balance_after', 'entry_key'])
        .where('account_id', '=', p.id)
        .orderBy('id')
        .execute();
      const balance = await t.db
        .selectFrom('points_balance')
        .select(['balance', 'carry'])
        .where('account_id', '=', p.id)
        .executeTakeFirstOrThrow();
      return {
        entries: entries.length,
        keys: new Set(entries.map((e) => e.entry_key)).size,
        sum: entries.reduce((s, e) => s + BigInt(e.points), 0n),
        last: entries.length ? BigInt(entries.at(-1)!.balance_after) : 0n,
        balance: BigInt(balance.balance),
        carry: BigInt(balance.carry),
      };
    }),
  );
}

const pending = async () =>
  Number(
    (
      await t.db
        .selectFrom('loyalty_event')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('processed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

const upgrades = (players: Player[]) =>
  Promise.all(
    players.map(
      async (p) =>
        (
          await t.db
            .selectFrom('job')
            .select('dedupe_key')
            .where('dedupe_key', 'like', `vip-upgrade:${p.id}:%`)
            .execute()
        ).length,
    ),
  );

describe('stopping the loyalty catch-up loop', () => {
  it('ends after the batch in progress; the next start credits the rest exactly once', async () => {
    const players: Player[] = [];
    for (let i = 0; i < BETS.length; i++) players.push(await makePlayer(t));
    players.sort((a, b) => (a.id < b.id ? -1 : 1)); // the catch-up takes the queue in account order
    await t.db
      .insertInto('points_balance')
      .values(players.map((p) => ({ account_id: p.id, brand_code: 'aurora' })))
      .execute();
    for (const [i, p] of players.entries()) await lostBets(p, BETS[i]!);
    expect(await pending()).toBe(BETS.reduce((a, b) => a + b));
    expect(BETS[0]! < BATCH && BETS[0]! + BETS[1]! > BATCH).toBe(true); // B straddles the two batches

    const errors: unknown[] = [];
    const loop = loyaltyLoop(
      t.db,
      () => t.brands,
      1,
      (error) => errors.push(error),
    );
    // Another transaction holds B's balance: the first batch (A's bets and B's first 200) waits on it.
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from points_balance where account_id = $1 for update', [
        String(players[1]!.id),
      ]);
      loop.start();
      await vi.waitFor(async () => {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        expect(rows[0]!.n).toBeGreaterThan(0);
      }, within);
      // The stop: the signal first, then the batch in progress commits, then stop() returns.
      const stopping = loop.stop();
      await holder.query('commit');
      await stopping;
    } finally {
      await holder.end();
    }
    expect(errors).toEqual([]);
    // Batch 1 only: A whole, B's first 200 bets (its carry stored), nothing of C.
    expect(await pending()).toBe(BETS.reduce((a, b) => a + b) - BATCH);
    const [a, b, c] = await state(players);
    expect(a).toMatchObject({ entries: 300, keys: 300, sum: 1852n, balance: 1852n, carry: 500_000n });
    expect(b).toMatchObject({ entries: 200, keys: 200, sum: 1235n, balance: 1235n, carry: 0n });
    expect(c).toMatchObject({ entries: 0, balance: 0n, carry: 0n });
    // The VIP level is recomputed in the batch's transaction: A and B (₱3,705 and ₱4,940 valid bet) reach level 1.
    expect(await upgrades(players)).toEqual([1, 1, 0]);

    // The next start takes the queue from there.
    const next = loyaltyLoop(
      t.db,
      () => t.brands,
      1,
      (error) => errors.push(error),
    );
    next.start();
    await vi.waitFor(async () => expect(await pending()).toBe(0), within);
    await next.stop();
    expect(errors).toEqual([]);
    // Exactly an uninterrupted run's credit: 300 × 6.175 = 1,852.5 and 400 × 6.175 = 2,470 points.
    const after = await state(players);
    expect(after).toEqual([
      { entries: 300, keys: 300, sum: 1852n, last: 1852n, balance: 1852n, carry: 500_000n },
      { entries: 400, keys: 400, sum: 2470n, last: 2470n, balance: 2470n, carry: 0n },
      { entries: 300, keys: 300, sum: 1852n, last: 1852n, balance: 1852n, carry: 500_000n },
    ]);
    expect(await upgrades(players)).toEqual([1, 1, 1]);
  });

  it('a stop with nothing running returns at once and nothing runs after it', async () => {
    const player = await makePlayer(t);
    await lostBets(player, 3);
    const loop = loyaltyLoop(
      t.db,
      () => t.brands,
      60_000,
      () => undefined,
    );
    loop.start();
    await loop.stop();
    expect(await pending()).toBe(3);
  });
});

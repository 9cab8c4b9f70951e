/**
 * A server stopping while the rebate job credits its players (the agent bench's database: thousands of players,
 * one posting each) stops after the posting in progress, not after the whole job; the next start resumes the job
 * and every player is credited once (docs/money.md "Job queue"). The job is held at one player's posting by a lock
 * the test takes on that player's promotion row, so the interruption point is exact.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue } from '@/server/jobs/queue';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { REBATE_JOB } from '@/server/modules/promotions/rebate';
import { BASE, createPromoApp, type PromoApp, playValid } from './promotions-support';
import { fund, makePlayer, type Player } from './wallet-support';

const PROMOTION = 'rebate-stop';
const PLAYERS = 8;
const HELD = 3;

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([
    {
      ...BASE,
      id: PROMOTION,
      kind: 'rebate',
      category: 'rebate',
      participation: 'auto',
      reward: { basis: 'valid_bet', percentBp: 1000, period: 'day', categories: ['RNG'], payout: 'auto' },
    },
  ]);
}, 120_000);
afterAll(async () => t?.close());

/** The job the test queued (the start queues the schedule's own slots beside it). */
const rebateJob = () =>
  t.db
    .selectFrom('job')
    .selectAll()
    .where('kind', '=', REBATE_JOB)
    .where('dedupe_key', 'is', null)
    .executeTakeFirstOrThrow();

/** Each player's rebate credits, by account id. */
async function credited() {
  const rows = await t.db
    .selectFrom('promotion_bonus')
    .select(['account_id', 'amount', 'status'])
    .where('promotion_id', '=', PROMOTION)
    .orderBy('account_id')
    .execute();
  return rows.map((r) => ({ id: r.account_id, amount: r.amount, status: r.status }));
}

const within = { timeout: 60_000, interval: 20 };

describe('stopping the server while the rebate job runs', () => {
  it('stops after the posting in progress and resumes on the next start: every player credited once', async () => {
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await makePlayer(t);
      await fund(t, player, 100_000n);
      await playValid(t, player, 1_000 * (i + 1)); // a lost bet of 10.00 × (i + 1): a rebate of 1.00 × (i + 1)
      players.push(player);
    }
    // The job credits players in account order.
    players.sort((a, b) => (a.id < b.id ? -1 : 1));
    const expected = players.map((p, i) => ({ id: p.id, amount: BigInt(100 * (i + 1)), status: 'credited' }));
    await t.app.jobs.drain(); // whatever the set-up queued (e.g. VIP upgrades) is out of the way

    // Another transaction holds the held player's promotion row: the job waits inside that player's posting.
    await t.db
      .insertInto('promotion_player')
      .values({ brand_code: 'aurora', promotion_id: PROMOTION, account_id: players[HELD]!.id })
      .execute();
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        'select 1 from promotion_player where promotion_id = $1 and account_id = $2 for update',
        [PROMOTION, String(players[HELD]!.id)],
      );
      // The slot of tomorrow settles today's bets.
      const tomorrow = new Date(Date.now() + 86_400_000);
      await enqueue(t.db, { kind: REBATE_JOB, payload: { slot: tomorrow.toISOString() } });
      const draining = t.app.jobs.drain();
      await vi.waitFor(async () => {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        expect(rows[0]!.n).toBeGreaterThan(0);
      }, within);
      expect(await credited()).toEqual(expected.slice(0, HELD));

      // The stop: the signal first, then the posting in progress completes, then stop() returns.
      const stopping = t.app.jobs.stop();
      await holder.query('commit');
      await stopping;
      await draining;
    } finally {
      await holder.end();
    }
    // Stopped after the held player's posting: the players after it are not credited, the job is back in the queue.
    expect(await credited()).toEqual(expected.slice(0, HELD + 1));
    expect(await rebateJob()).toMatchObject({
      attempts: 0,
      locked_until: null,
      done_at: null,
      failed_at: null,
      last_error: null,
    });

    // The next start runs it at once and credits the rest, nobody twice.
    t.app.jobs.start();
    await vi.waitFor(async () => expect((await rebateJob()).done_at).not.toBeNull(), within);
    await t.app.jobs.stop();
    expect(await credited()).toEqual(expected);
    expect(await rebateJob()).toMatchObject({ attempts: 1, failed_at: null, last_error: null });
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'bonus')
      .where('reference', '=', PROMOTION)
      .executeTakeFirstOrThrow();
    expect(Number(transfers.n)).toBe(PLAYERS);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

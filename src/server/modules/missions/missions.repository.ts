import { type Kysely, sql } from 'kysely';
import type { MissionTask } from '@/core/engagement';
import type { Database } from '@/server/db/database';
import { MULTIPLIER_FILL_BATCH_LOCK } from '@/server/db/migrations/0044_agent_totals.best';
import { accountDayLive } from '@/server/domains/agents';

/**
 * Mission progress and leaderboard rankings, computed at read time from the raw tables inside the period
 * (docs/referral-missions.md "Progress"). A bet counts once settled (a win arrived or its round closed, not
 * refunded), by its creation time; its valid bet is its stake when it won or lost (draws are not valid bets) —
 * the definitions of account_day (migration 0011).
 */

const SETTLED = sql`b.status in ('open', 'settled') and (b.status = 'settled' or b.round_closed)`;

export interface Range {
  from: Date;
  to: Date;
}

/** The task's progress of one account in [from, to): a count or an amount in minor units. */
export async function taskProgress(
  db: Kysely<Database>,
  accountId: bigint,
  task: MissionTask,
  range: Range,
  zone: string,
): Promise<bigint> {
  switch (task.type) {
    case 'rounds':
    case 'play_game':
    case 'valid_bet': {
      const value =
        task.type === 'valid_bet'
          ? sql`coalesce(sum(b.amount) filter (where b.payout <> b.amount), 0)::bigint`
          : sql`count(*)::bigint`;
      const { rows } = await sql<{ v: bigint }>`
        select ${value} as v from vendor_bet b
        where b.account_id = ${accountId} and b.created_at >= ${range.from} and b.created_at < ${range.to}
          and ${SETTLED}
          and (${task.category ?? null}::text is null or b.category = ${task.category ?? null})
          and (${task.game ?? null}::text is null or b.game_code = ${task.game ?? null})`.execute(db);
      return rows[0]?.v ?? 0n;
    }
    case 'deposit': {
      // Deposits credited per brand day (account_day, written in the deposit's own transaction: only the bets'
      // figures are queued, migration 0046); periods start and end on brand days.
      const { rows } = await sql<{ v: bigint }>`
        select coalesce(sum(deposits), 0)::bigint as v from account_day
        where account_id = ${accountId}
          and day >= (${range.from}::timestamptz at time zone ${zone})::date
          and day < (${range.to}::timestamptz at time zone ${zone})::date`.execute(db);
      return rows[0]?.v ?? 0n;
    }
    case 'login_streak': {
      // The longest run of consecutive brand days with a login (a new session) in the range.
      const { rows } = await sql<{ v: bigint }>`
        with days as (
          select distinct (created_at at time zone ${zone})::date as d from session
          where account_id = ${accountId} and kind = 'member'
            and created_at >= ${range.from} and created_at < ${range.to}
        ), runs as (select d - (row_number() over (order by d))::int as grp from days)
        select coalesce(max(n), 0)::bigint as v from (select count(*) as n from runs group by grp) r`.execute(
        db,
      );
      return rows[0]?.v ?? 0n;
    }
  }
}

export interface RankRow {
  account_id: bigint;
  username: string;
  /** valid_bet: minor units; multiplier: hundredths (1250 = 12.50×). */
  value: bigint;
  rank: bigint;
}

/**
 * The ranking of a brand's period: the first `size` ranks and the caller's row. Ties: for multiplier the earlier
 * bet with that multiplier ranks first; then (and for valid bet) the older account (lower id). Trial and
 * back-office accounts are not ranked.
 */
export async function ranking(
  db: Kysely<Database>,
  input: {
    brand: string;
    metric: 'valid_bet' | 'multiplier';
    range: Range;
    size: number;
    minStake: number;
    zone: string;
    accountId?: bigint;
  },
): Promise<RankRow[]> {
  const { brand, range } = input;
  const days = sql`d.day >= (${range.from}::timestamptz at time zone ${input.zone})::date
    and d.day < (${range.to}::timestamptz at time zone ${input.zone})::date`;
  // valid_bet: the per-day sums of account_day and the bets still queued for it (accountDayLive, migration 0046:
  // exact at every moment, so the prizes paid from it are), the same valid-bet definition, a few rows per player
  // instead of every bet; periods start and end on brand days. multiplier: the per-day bests of
  // multiplier_day_best (migration 0044) once the board's minimum stake is registered, else the period's bets.
  const per =
    input.metric === 'valid_bet'
      ? sql`select d.account_id, sum(d.valid_bet)::bigint as value, null::timestamptz as reached_at
          from ${accountDayLive} d
          where d.brand_code = ${brand} and ${days}
          group by d.account_id`
      : (await multiplierFloorReady(db, brand, input.minStake))
        ? sql`select distinct on (d.account_id) d.account_id, d.value, d.reached_at
            from multiplier_day_best d
            where d.brand_code = ${brand} and d.min_stake = ${input.minStake} and ${days}
            order by d.account_id, d.value desc, d.reached_at asc`
        : rawMultipliers(input);
  const { rows } = await sql<RankRow>`
    with per as (${per}), ranked as (
      select per.account_id, a.username, per.value,
        row_number() over (order by per.value desc, per.reached_at asc nulls last, per.account_id asc) as rank
      from per join account a on a.id = per.account_id
      where a.type not in (4, 41, 42) and per.value > 0
    )
    select * from ranked where rank <= ${input.size} or account_id = ${input.accountId ?? null}
    order by rank`.execute(db);
  return rows;
}

/** Each player's best multiplier of the period straight from its bets (the definition the kept rows follow). */
export const rawMultipliers = (input: { brand: string; range: Range; minStake: number }) =>
  sql`select distinct on (b.account_id) b.account_id, (b.payout * 100 / b.amount)::bigint as value,
      b.created_at as reached_at
    from vendor_bet b
    where b.brand_code = ${input.brand} and b.created_at >= ${input.range.from} and b.created_at < ${input.range.to}
      and ${SETTLED} and b.amount >= ${input.minStake} and b.amount > 0
    order by b.account_id, (b.payout * 100 / b.amount) desc, b.created_at asc`;

/** Days of bets a newly registered floor is filled from: the current and previous periods of any board. */
const FILL_DAYS = 70;
/** Bets per fill batch: a bet that counts for the floor waits at most for one batch (tens of milliseconds). */
const FILL_BATCH = 10_000;
/** How long a fill waits for the transactions that were open when its floor was registered. */
const FILL_WAIT_MS = 10 * 60_000;

/** The fills this process runs, by floor: the database they write to, their stop, their end. */
const fills = new Map<string, { db: Kysely<Database>; stop: AbortController; done: Promise<void> }>();

/**
 * Whether the kept per-day bests of a brand's minimum stake can be read (migration 0044). The first call for a
 * floor registers it and starts its fill (fillMultiplierFloor) in the background, and answers false, as every call
 * does until the fill is done: the caller reads the bets meanwhile. The floor is registered before the answer, so
 * a floor being filled shows as `ready = false` in multiplier_floor once the caller is done (the agent bench waits
 * for no floor being filled, tests/bench/lib/settled.ts).
 */
export async function multiplierFloorReady(db: Kysely<Database>, brand: string, minStake: number) {
  const { rows } = await sql<{ ready: boolean }>`select ready from multiplier_floor
    where brand_code = ${brand} and min_stake = ${minStake}`.execute(db);
  if (rows[0]?.ready) return true;
  const key = `${brand}:${minStake}`;
  if (!fills.has(key)) {
    const stop = new AbortController();
    const registered = registerFloor(db, brand, minStake);
    const done = registered
      .then(() => fillMultiplierFloor(db, brand, minStake, stop.signal))
      .then(() => undefined)
      .catch((error: unknown) => {
        // The next read of the board starts it again.
        process.emitWarning(`multiplier floor ${key}: fill failed: ${(error as Error).message}`);
      })
      .finally(() => fills.delete(key));
    fills.set(key, { db, stop, done });
    await registered.catch(() => undefined);
  }
  return false;
}

/** Settles when the fills this process started have ended (tests and the bench wait for them). */
export const multiplierFillsDone = async () => {
  while (fills.size > 0) await Promise.all([...fills.values()].map((f) => f.done));
};

/**
 * Stops the fills this process runs on `db` after their current batch (the server's close, missions.plugin.ts);
 * settles once they have ended. A stopped floor stays not ready and the next read of its board fills it again from
 * the start: the batches merge (the higher value, the earlier bet on a tie), so a batch done twice changes nothing.
 */
export async function stopMultiplierFills(db: Kysely<Database>): Promise<void> {
  const mine = [...fills.values()].filter((f) => f.db === db);
  for (const f of mine) f.stop.abort();
  await Promise.all(mine.map((f) => f.done));
}

const registerFloor = (db: Kysely<Database>, brand: string, minStake: number) =>
  sql`insert into multiplier_floor (brand_code, min_stake) values (${brand}, ${minStake})
    on conflict do nothing`.execute(db);

/**
 * Registers a brand's minimum stake and fills its kept bests from the last FILL_DAYS days of bets without
 * blocking the bets (migration 0047); true when the floor is ready, false when another session is filling it.
 * 1. Register the floor: from its commit on, the trigger keeps the floor's rows for every bet it sees.
 * 2. Wait for the transactions open at that moment to end: a bet they wrote may have passed the trigger before
 *    the floor existed; once they have committed, the fill's snapshots see those bets.
 * 3. Fill in batches of FILL_BATCH bets by creation time, each merging its per-day bests (the higher value, the
 *    earlier bet on a tie: the same merge as the trigger, so a bet both count is counted once) while holding the
 *    floor's fill lock; a bet that counts for the floor takes that lock in shared mode in the trigger, so no bet
 *    changes under a batch (a refund's recount never meets a value read before it).
 * 4. Mark it ready: the trigger alone keeps it from then on, without the lock.
 * Once `signal` is aborted (the server stopping) it ends between two batches, answering false: the floor stays not
 * ready, for a fill from the start on the next read of its board.
 */
export async function fillMultiplierFloor(
  db: Kysely<Database>,
  brand: string,
  minStake: number,
  signal?: AbortSignal,
) {
  const floor = sql`hashtext(${brand} || ':' || ${String(minStake)})`;
  return db.connection().execute(async (conn) => {
    const { rows: lock } = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${FLOOR_LOCK}, ${floor})
      as ok`.execute(conn);
    if (!lock[0]?.ok) return false;
    try {
      await registerFloor(conn, brand, minStake);
      const { rows } = await sql<{
        ready: boolean;
        xids: string[];
      }>`select (select ready from multiplier_floor
          where brand_code = ${brand} and min_stake = ${minStake}) as ready,
        array(select x::text from pg_snapshot_xip(pg_current_snapshot()) x) as xids`.execute(conn);
      if (rows[0]!.ready) return true;
      if (!(await waitForTransactions(conn, rows[0]!.xids, signal))) return false;
      const { rows: start } = await sql<{
        from: Date;
      }>`select now() - ${FILL_DAYS} * interval '1 day' as from`.execute(conn);
      let from: Date | null = start[0]!.from;
      while (from) {
        if (signal?.aborted) return false;
        // The batch's end: the creation time FILL_BATCH bets on (none: the batch runs to the last bet).
        const { rows: next }: { rows: { to: Date | null }[] } = await sql<{
          to: Date | null;
        }>`select (select greatest(b.created_at,
            ${from}::timestamptz + interval '1 millisecond') from vendor_bet b
          where b.brand_code = ${brand} and b.created_at >= ${from}
          order by b.created_at offset ${FILL_BATCH} limit 1) as to`.execute(conn);
        const to: Date | null = next[0]?.to ?? null;
        await conn.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${MULTIPLIER_FILL_BATCH_LOCK}, ${floor})`.execute(trx);
          await fillBatch(trx, brand, minStake, from!, to);
        });
        from = to;
      }
      await sql`update multiplier_floor set ready = true where brand_code = ${brand} and min_stake = ${minStake}`.execute(
        conn,
      );
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${FLOOR_LOCK}, ${floor})`.execute(conn);
    }
  });
}

/** Waits until none of the transactions (ids as text) is in progress any more; false when stopped first. */
async function waitForTransactions(db: Kysely<Database>, xids: string[], signal?: AbortSignal) {
  const until = Date.now() + FILL_WAIT_MS;
  while (xids.length > 0) {
    if (signal?.aborted) return false;
    const { rows } = await sql<{ x: string }>`select x::text from unnest(${xids}::xid8[]) x
      where pg_xact_status(x) = 'in progress'`.execute(db);
    xids = rows.map((r) => r.x);
    if (xids.length === 0) return true;
    if (Date.now() > until)
      throw new Error(`transactions ${xids.join(', ')} still open after ${FILL_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Merges the per-day bests of the brand's bets created in [from, to) (to null: no end) into the floor's rows. */
function fillBatch(db: Kysely<Database>, brand: string, minStake: number, from: Date, to: Date | null) {
  return sql`insert into multiplier_day_best as d (account_id, day, min_stake, brand_code, value, reached_at)
      select distinct on (x.account_id, x.day) x.account_id, x.day, ${minStake}, ${brand}, x.value, x.created_at
      from (select b.account_id, b.created_at, (b.payout * 100 / b.amount)::bigint as value,
          (b.created_at at time zone coalesce((select z.timezone from brand z where z.code = ${brand}), 'UTC'))::date
            as day
        from vendor_bet b
        where b.brand_code = ${brand} and b.created_at >= ${from}
          and (${to}::timestamptz is null or b.created_at < ${to})
          and ${SETTLED} and b.amount >= ${minStake} and b.amount > 0 and b.payout * 100 / b.amount > 0) x
      order by x.account_id, x.day, x.value desc, x.created_at asc
      on conflict (account_id, day, min_stake) do update set value = excluded.value, reached_at = excluded.reached_at
        where excluded.value > d.value or (excluded.value = d.value and excluded.reached_at < d.reached_at)`.execute(
    db,
  );
}

const FLOOR_LOCK = 0x6d75_6c74; // 'mult'

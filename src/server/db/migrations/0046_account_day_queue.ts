import { type Kysely, sql } from 'kysely';

/**
 * The bets' day aggregate off the posting transaction (issue 28 item 4, docs/agent-api.md "Aggregates",
 * docs/scale.md "What a protocol round costs"):
 *
 * - account_day_queue: a bet row's change of its account's day figures (stake, valid bet, payout, bet count). The
 *   trigger vendor_bet_day now only APPENDS a row here in the bet's transaction (an insert, no account_day row
 *   locked, no account_day_change row queued by account_day_changed on the bet path), as vendor_bet_game does for
 *   the game split (migration 0029).
 * - account_day_catch_up(limit): the drainer's first step (agent-aggregate.ts, under the team catch-up's advisory
 *   lock, once a second): deletes a batch of queued rows (`for update skip locked`) and adds their sums to
 *   account_day in key order in the same transaction, so each change is counted exactly once, also across a
 *   crash. The account_day update queues account_day_change as before, which the team catch-up folds next.
 * - Readers that decide money (VIP levels, referral qualification, leaderboard prizes) sum account_day plus the
 *   rows still queued in one statement (accountDayLive, agent-day-live.ts): one snapshot sees both and the drainer
 *   moves rows from one to the other in one transaction, so the sum is exact at any moment. Reports read
 *   account_day and trail the bets by the drainer's period.
 * - account_day_rebuild also drops the brand's queued rows (it recounts them from vendor_bet).
 * Deposits, withdrawals and bonuses (ledger_transfer_day) still write account_day in their posting's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_day_queue (
      id bigserial primary key,
      account_id bigint not null,
      day date not null,
      brand_code text not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count integer not null default 0
    )`.execute(db);
  // Bets already placed are in account_day: nothing to carry over.
  await vendorBetDay(db, QUEUED);

  await sql`
    create function account_day_catch_up(p_limit integer) returns integer language plpgsql as $$
    declare
      v_count integer;
    begin
      -- Most runs find nothing queued.
      if not exists (select 1 from account_day_queue) then return 0; end if;
      with deleted as (
        delete from account_day_queue where id in (
          select id from account_day_queue order by id limit p_limit for update skip locked)
        returning *
      ), per_day as (
        select account_id, day, brand_code, sum(stake)::bigint as stake, sum(valid_bet)::bigint as valid_bet,
          sum(payout)::bigint as payout, sum(bet_count)::int as bet_count, count(*)::int as n
        from deleted group by account_id, day, brand_code
      ), added as (
        insert into account_day as d (account_id, day, brand_code, stake, valid_bet, payout, bet_count)
          select account_id, day, brand_code, stake, valid_bet, payout, bet_count from per_day
          where stake <> 0 or valid_bet <> 0 or payout <> 0 or bet_count <> 0
          order by account_id, day
        on conflict (account_id, day) do update set stake = d.stake + excluded.stake,
          valid_bet = d.valid_bet + excluded.valid_bet, payout = d.payout + excluded.payout,
          bet_count = d.bet_count + excluded.bet_count
        returning 1
      )
      select coalesce(sum(n), 0)::int into v_count from per_day, (select count(*) from added) a;
      return v_count;
    end $$`.execute(db);

  await editRebuild(db, REBUILD_DELETE, `${REBUILD_DELETE}${REBUILD_QUEUE}`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Fold what is queued first, so account_day is whole again before the trigger writes it directly.
  await sql`select pg_advisory_xact_lock(1952801133), account_day_catch_up(2147483647)`.execute(db);
  await editRebuild(db, `${REBUILD_DELETE}${REBUILD_QUEUE}`, REBUILD_DELETE);
  await sql`drop function account_day_catch_up`.execute(db);
  await vendorBetDay(db, UPSERT);
  await sql`drop table account_day_queue`.execute(db);
}

async function vendorBetDay(db: Kysely<unknown>, write: string) {
  await sql`
    create or replace function vendor_bet_day() returns trigger language plpgsql as $$
    declare
      n_count integer := 0; n_stake bigint := 0; n_valid bigint := 0; n_payout bigint := 0;
      o_count integer := 0; o_stake bigint := 0; o_valid bigint := 0; o_payout bigint := 0;
    begin
      if new.status in ('open', 'settled') then
        n_count := 1; n_stake := new.amount; n_payout := new.payout;
        if (new.status = 'settled' or new.round_closed) and new.payout <> new.amount then n_valid := new.amount; end if;
      end if;
      if tg_op = 'UPDATE' and old.status in ('open', 'settled') then
        o_count := 1; o_stake := old.amount; o_payout := old.payout;
        if (old.status = 'settled' or old.round_closed) and old.payout <> old.amount then o_valid := old.amount; end if;
      end if;
      if n_count <> o_count or n_stake <> o_stake or n_valid <> o_valid or n_payout <> o_payout then
${sql.raw(write)}
      end if;
      return null;
    end $$`.execute(db);
}

// Migration 0046: one insert into the queue (account_day_catch_up folds it after commit).
const QUEUED = `        insert into account_day_queue (account_id, day, brand_code, stake, valid_bet, payout, bet_count)
          values (new.account_id, (new.created_at at time zone coalesce(
              (select b.timezone from brand b where b.code = new.brand_code), 'UTC'))::date, new.brand_code,
            n_stake - o_stake, n_valid - o_valid, n_payout - o_payout, n_count - o_count);`;

// Migration 0011: the upsert of the account's day row in the bet's transaction.
const UPSERT = `        insert into account_day as d (account_id, day, brand_code, stake, valid_bet, payout, bet_count)
          values (new.account_id, (new.created_at at time zone coalesce(
              (select b.timezone from brand b where b.code = new.brand_code), 'UTC'))::date, new.brand_code,
            n_stake - o_stake, n_valid - o_valid, n_payout - o_payout, n_count - o_count)
        on conflict (account_id, day) do update set stake = d.stake + excluded.stake,
          valid_bet = d.valid_bet + excluded.valid_bet, payout = d.payout + excluded.payout,
          bet_count = d.bet_count + excluded.bet_count;`;

const REBUILD_DELETE = '      delete from account_day where brand_code = p_brand;\n';
const REBUILD_QUEUE = '      delete from account_day_queue where brand_code = p_brand;\n';

/** Replaces one line of account_day_rebuild's current text (src/server/db/sql/functions/account_day_rebuild.sql). */
async function editRebuild(db: Kysely<unknown>, from: string, to: string) {
  const { rows } = await sql<{ def: string }>`
    select pg_get_functiondef('account_day_rebuild(text)'::regprocedure) as def`.execute(db);
  const def = rows[0]?.def ?? '';
  if (!def.includes(from)) throw new Error(`0046: account_day_rebuild has no line ${from.trim()}`);
  await sql.raw(def.replace(from, to)).execute(db);
}

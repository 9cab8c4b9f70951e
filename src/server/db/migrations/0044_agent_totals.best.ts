import { type Kysely, sql } from 'kysely';

/**
 * Kept per-player best multipliers (issue 28 item 5, docs/referral-missions.md "Leaderboards"): a multiplier board
 * ranks each player's best settled bet of the period (payout × 100 / stake, at least the board's minimum stake;
 * ties by the earlier bet). multiplier_day_best holds, per player, business day and minimum stake registered in
 * multiplier_floor, that day's best (value, created_at of the bet), so a board reads at most one row per player
 * and day instead of the period's bets. Kept by a trigger on vendor_bet in the bet's transaction, only for brands
 * with a registered floor: an insert or a settlement upserts the day's row when the bet beats it; a change that
 * takes away or lowers the bet holding the row (a refund, a corrected payout) recounts that player's day from its
 * bets (index vendor_bet_account). A floor is registered and filled from the bets by the leaderboard on first use
 * (missions.repository.ts multiplierFloorReady); since migration 0047 the fill runs in batches beside the bets
 * instead of holding vendor_bet in share mode.
 */
export async function createMultiplierBest(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table multiplier_floor (
      brand_code text not null references brand (code),
      min_stake bigint not null,
      ready boolean not null default false,
      primary key (brand_code, min_stake)
    )`.execute(db);
  await sql`
    create table multiplier_day_best (
      account_id bigint not null references account (id),
      day date not null,
      min_stake bigint not null,
      brand_code text not null,
      value bigint not null,
      reached_at timestamptz not null,
      primary key (account_id, day, min_stake)
    )`.execute(db);
  await sql`create index multiplier_day_best_board on multiplier_day_best (brand_code, min_stake, day)
    include (account_id, value, reached_at)`.execute(db);
  // One player's day for one floor, recounted from its bets (the ranking's definition of a counted bet).
  await sql`
    create function multiplier_best_recount(p_account bigint, p_day date, p_floor bigint, p_brand text, p_tz text)
    returns void language plpgsql as $$
    declare
      v record;
    begin
      select (b.payout * 100 / b.amount)::bigint as value, b.created_at into v from vendor_bet b
        where b.account_id = p_account and b.status <> 'tombstone' and b.status in ('open', 'settled')
          and (b.status = 'settled' or b.round_closed) and b.amount >= p_floor and b.amount > 0
          and b.created_at >= (p_day::timestamp at time zone p_tz)
          and b.created_at < ((p_day + 1)::timestamp at time zone p_tz)
          and b.payout * 100 / b.amount > 0
        order by b.payout * 100 / b.amount desc, b.created_at asc limit 1;
      if v is null then
        delete from multiplier_day_best where account_id = p_account and day = p_day and min_stake = p_floor;
      else
        insert into multiplier_day_best (account_id, day, min_stake, brand_code, value, reached_at)
          values (p_account, p_day, p_floor, p_brand, v.value, v.created_at)
        on conflict (account_id, day, min_stake) do update set value = excluded.value,
          reached_at = excluded.reached_at;
      end if;
    end $$`.execute(db);
  await vendorBetBest(false).execute(db);
  await sql`create trigger vendor_bet_best_insert after insert on vendor_bet for each row
    when (new.status = 'settled' or (new.status = 'open' and new.round_closed))
    execute function vendor_bet_best()`.execute(db);
  await sql`create trigger vendor_bet_best_update after update on vendor_bet for each row
    when (old.status is distinct from new.status or old.payout <> new.payout or old.amount <> new.amount
      or old.round_closed <> new.round_closed)
    execute function vendor_bet_best()`.execute(db);
}

export async function dropMultiplierBest(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger vendor_bet_best_update on vendor_bet`.execute(db);
  await sql`drop trigger vendor_bet_best_insert on vendor_bet`.execute(db);
  await sql`drop function vendor_bet_best`.execute(db);
  await sql`drop function multiplier_best_recount`.execute(db);
  await sql`drop table multiplier_day_best`.execute(db);
  await sql`drop table multiplier_floor`.execute(db);
}

/**
 * The trigger function keeping multiplier_day_best. With `waitsForFill` (migration 0047), a bet of a floor that is
 * still being filled first takes the floor's fill lock in shared mode: it waits while a fill batch runs (one batch
 * of bets, missions.repository.ts fillMultiplierFloor), so a batch never merges a value its bets no longer have.
 */
export const vendorBetBest = (waitsForFill: boolean) => {
  const waitForFill = waitsForFill
    ? sql.raw(`if not f.ready then
          perform pg_advisory_xact_lock_shared(${MULTIPLIER_FILL_BATCH_LOCK}, hashtext(new.brand_code || ':' || f.min_stake));
        end if;`)
    : sql.raw('');
  const readyColumn = sql.raw(waitsForFill ? ', m.ready' : '');
  return sql`
    create or replace function vendor_bet_best() returns trigger language plpgsql as $$
    declare
      f record;
      v_tz text;
      n_ok boolean := false;
      o_ok boolean := false;
      n_value bigint;
      o_value bigint;
    begin
      if not exists (select 1 from multiplier_floor m where m.brand_code = new.brand_code) then return null; end if;
      if new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed) and new.amount > 0 then
        n_value := new.payout * 100 / new.amount;
        n_ok := n_value > 0;
      end if;
      if tg_op = 'UPDATE' and old.status in ('open', 'settled') and (old.status = 'settled' or old.round_closed)
          and old.amount > 0 then
        o_value := old.payout * 100 / old.amount;
        o_ok := o_value > 0;
      end if;
      if not n_ok and not o_ok then return null; end if;
      v_tz := coalesce((select b.timezone from brand b where b.code = new.brand_code), 'UTC');
      for f in select m.min_stake${readyColumn} from multiplier_floor m where m.brand_code = new.brand_code loop
        ${waitForFill}
        -- The bet held its day's row and no longer does as well: recount the day.
        if o_ok and old.amount >= f.min_stake
            and not (n_ok and new.amount >= f.min_stake and n_value >= o_value)
            and exists (select 1 from multiplier_day_best d where d.account_id = old.account_id
              and d.day = (old.created_at at time zone v_tz)::date and d.min_stake = f.min_stake
              and d.value = o_value and d.reached_at = old.created_at) then
          perform multiplier_best_recount(old.account_id, (old.created_at at time zone v_tz)::date, f.min_stake,
            new.brand_code, v_tz);
        end if;
        if n_ok and new.amount >= f.min_stake then
          insert into multiplier_day_best as d (account_id, day, min_stake, brand_code, value, reached_at)
            values (new.account_id, (new.created_at at time zone v_tz)::date, f.min_stake, new.brand_code, n_value,
              new.created_at)
          on conflict (account_id, day, min_stake) do update set value = excluded.value,
            reached_at = excluded.reached_at
            where excluded.value > d.value or (excluded.value = d.value and excluded.reached_at < d.reached_at);
        end if;
      end loop;
      return null;
    end $$`;
};

/** The advisory lock (first key; the second is hashtext('<brand>:<min stake>')) a fill batch holds exclusively. */
export const MULTIPLIER_FILL_BATCH_LOCK = 0x6d75_6c62; // 'mulb'

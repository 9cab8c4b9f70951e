import { type Kysely, sql } from 'kysely';
import { createMultiplierBest, dropMultiplierBest } from './0044_agent_totals.best';

/**
 * Agent reports at 10,000 downlines (issue 28 item 5, docs/agent-api.md "Cost"):
 * - account_total: per member, its latest running total (the account_cum row of its last day, so the same sums),
 *   that last day, and its last day with a valid bet (last_active). Kept by team_day_catch_up on the same path as
 *   account_cum and rebuilt by account_day_rebuild. A period that ends on or after a member's last day reads the
 *   member's end figures here (a hash join over the team) instead of an index probe per member; the overview's
 *   active members of a period ending today are the members whose last_active is within it.
 * - multiplier_floor / multiplier_day_best: the per-player daily best multipliers of the multiplier leaderboards
 *   (0044_agent_totals.best.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account_total (
      account_id bigint primary key references account (id),
      last_day date not null,
      last_active date,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count bigint not null default 0,
      deposits bigint not null default 0,
      withdrawals bigint not null default 0,
      bonuses bigint not null default 0
    )`.execute(db);
  // From the running totals as the catch-up left them (the queue is folded later by the same function).
  await sql`
    insert into account_total (account_id, last_day, last_active, stake, valid_bet, payout, bet_count, deposits,
        withdrawals, bonuses)
    select x.account_id, x.day, a.last_active, x.stake, x.valid_bet, x.payout, x.bet_count, x.deposits,
        x.withdrawals, x.bonuses
    from (select distinct on (account_id) * from account_cum order by account_id, day desc) x
      left join (select account_id, max(day) as last_active from (
          select account_id, day, valid_bet - lag(valid_bet, 1, 0::bigint) over (partition by account_id order by day)
            as valid_day
          from account_cum) v
        where valid_day > 0 group by account_id) a on a.account_id = x.account_id`.execute(db);
  await createFunctions(db, withTotals(CATCH_UP_0011, 'catch-up'), withTotals(REBUILD_0011, 'rebuild'));
  await createMultiplierBest(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropMultiplierBest(db);
  await createFunctions(db, CATCH_UP_0011, REBUILD_0011);
  await sql`drop table account_total`.execute(db);
}

async function createFunctions(db: Kysely<unknown>, catchUp: string, rebuild: string) {
  await sql`create or replace function team_day_catch_up(p_limit integer) returns integer language plpgsql
    as $$${sql.raw(catchUp)}$$`.execute(db);
  await sql`create or replace function account_day_rebuild(p_brand text) returns void language plpgsql
    as $$${sql.raw(rebuild)}$$`.execute(db);
}

/** The additions of this migration to the function bodies of migration 0011 (each after a line it names). */
function withTotals(body: string, which: 'catch-up' | 'rebuild'): string {
  const edits: [string, string][] =
    which === 'catch-up'
      ? [
          ['      r record;\n', '      v_active boolean;\n'],
          ['          where account_id = r.account_id and day >= r.day;\n', CATCH_UP_TOTALS],
        ]
      : [['        window w as (partition by d.account_id order by d.day);\n', REBUILD_TOTALS]];
  let out = body;
  for (const [after, added] of edits) {
    if (!out.includes(after)) throw new Error(`0044: ${which} has no line ${after.trim()}`);
    out = out.replace(after, after + added);
  }
  return out;
}

const CATCH_UP_TOTALS = `        -- The member's totals (its latest running total) and its last day with a valid bet (migration 0044):
        -- whether r.day has a valid bet is its running valid bet minus the day before's.
        select x.valid_bet > coalesce((select y.valid_bet from account_cum y where y.account_id = r.account_id
            and y.day < r.day order by y.day desc limit 1), 0)
          into v_active from account_cum x where x.account_id = r.account_id and x.day = r.day;
        insert into account_total as t (account_id, last_day, last_active, stake, valid_bet, payout, bet_count,
            deposits, withdrawals, bonuses)
          select x.account_id, x.day, case when v_active then r.day end, x.stake, x.valid_bet, x.payout,
            x.bet_count, x.deposits, x.withdrawals, x.bonuses
          from account_cum x where x.account_id = r.account_id order by x.day desc limit 1
        on conflict (account_id) do update set last_day = excluded.last_day, stake = excluded.stake,
          valid_bet = excluded.valid_bet, payout = excluded.payout, bet_count = excluded.bet_count,
          deposits = excluded.deposits, withdrawals = excluded.withdrawals, bonuses = excluded.bonuses,
          last_active = case when v_active then greatest(t.last_active, r.day)
            when t.last_active = r.day then (select max(x.day) from account_cum x
              where x.account_id = r.account_id and x.day < r.day
                and x.valid_bet > coalesce((select y.valid_bet from account_cum y where y.account_id = x.account_id
                  and y.day < x.day order by y.day desc limit 1), 0))
            else t.last_active end;
`;

const REBUILD_TOTALS = `      delete from account_total x using account a where a.id = x.account_id and a.brand_code = p_brand;
      insert into account_total (account_id, last_day, last_active, stake, valid_bet, payout, bet_count, deposits,
          withdrawals, bonuses)
      select d.account_id, max(d.day), max(d.day) filter (where d.valid_bet > 0), sum(d.stake), sum(d.valid_bet),
          sum(d.payout), sum(d.bet_count), sum(d.deposits), sum(d.withdrawals), sum(d.bonuses)
        from account_day d where d.brand_code = p_brand group by d.account_id;
`;

// The function bodies as migration 0011 created them (src/server/db/sql/functions/ has the current text).
const CATCH_UP_0011 = `
    declare
      v_count integer;
      r record;
    begin
      create temporary table team_day_batch (like account_day_change) on commit drop;
      with deleted as (
        delete from account_day_change where id in (
          select id from account_day_change order by id limit p_limit for update skip locked)
        returning *
      ) insert into team_day_batch select * from deleted;
      with batch as (select * from team_day_batch), per_account as (
        select account_id, day, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
          sum(bet_count) as bet_count, sum(deposits) as deposits, sum(deposit_count) as deposit_count,
          sum(withdrawals) as withdrawals, sum(withdrawal_count) as withdrawal_count, sum(bonuses) as bonuses,
          sum(active) as active, sum(first_deposit_count) as first_deposit_count,
          sum(first_deposits) as first_deposits, count(*) as n
        from batch group by account_id, day
      ), counted as (
        select coalesce(sum(n), 0)::int as n from per_account
      ), added as (
        insert into team_day as t (ancestor_id, day, stake, valid_bet, payout, bet_count, deposits, deposit_count,
            withdrawals, withdrawal_count, bonuses, active, first_deposit_count, first_deposits)
        select c.ancestor_id, p.day, sum(p.stake), sum(p.valid_bet), sum(p.payout), sum(p.bet_count),
            sum(p.deposits), sum(p.deposit_count), sum(p.withdrawals), sum(p.withdrawal_count), sum(p.bonuses),
            sum(p.active), sum(p.first_deposit_count), sum(p.first_deposits)
          from per_account p join account_closure c on c.descendant_id = p.account_id and c.depth >= 1
          group by c.ancestor_id, p.day
          order by c.ancestor_id, p.day
        on conflict (ancestor_id, day) do update set stake = t.stake + excluded.stake,
          valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout,
          bet_count = t.bet_count + excluded.bet_count, deposits = t.deposits + excluded.deposits,
          deposit_count = t.deposit_count + excluded.deposit_count,
          withdrawals = t.withdrawals + excluded.withdrawals,
          withdrawal_count = t.withdrawal_count + excluded.withdrawal_count,
          bonuses = t.bonuses + excluded.bonuses, active = t.active + excluded.active,
          first_deposit_count = t.first_deposit_count + excluded.first_deposit_count,
          first_deposits = t.first_deposits + excluded.first_deposits
        returning 1
      )
      select n into v_count from counted, (select count(*) from added) a;
      -- The running totals: the day's row (from the day before it) if missing, then the change added to that
      -- day and every later day of the account. Account by account in key order.
      for r in select account_id, day, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
          sum(bet_count) as bet_count, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
          sum(bonuses) as bonuses
        from team_day_batch group by account_id, day order by account_id, day
      loop
        continue when r.stake = 0 and r.valid_bet = 0 and r.payout = 0 and r.bet_count = 0 and r.deposits = 0
          and r.withdrawals = 0 and r.bonuses = 0;
        insert into account_cum (account_id, day, stake, valid_bet, payout, bet_count, deposits, withdrawals,
            bonuses)
          select r.account_id, r.day, coalesce(p.stake, 0), coalesce(p.valid_bet, 0), coalesce(p.payout, 0),
            coalesce(p.bet_count, 0), coalesce(p.deposits, 0), coalesce(p.withdrawals, 0), coalesce(p.bonuses, 0)
          from (select 1) one left join lateral (select * from account_cum x
            where x.account_id = r.account_id and x.day < r.day order by x.day desc limit 1) p on true
          on conflict (account_id, day) do nothing;
        update account_cum set stake = stake + r.stake, valid_bet = valid_bet + r.valid_bet,
            payout = payout + r.payout, bet_count = bet_count + r.bet_count, deposits = deposits + r.deposits,
            withdrawals = withdrawals + r.withdrawals, bonuses = bonuses + r.bonuses
          where account_id = r.account_id and day >= r.day;
      end loop;
      drop table team_day_batch;
      return v_count;
    end `;

const REBUILD_0011 = `
    declare
      v_tz text := coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC');
    begin
      -- The team aggregates are rebuilt below at once, not through the queue: no catch-up meanwhile
      -- (agent-aggregate.ts takes the same advisory lock), the queue triggers quiet for this transaction.
      perform pg_advisory_xact_lock(1952801133);
      perform set_config('marquee.team_queue', 'off', true);
      delete from account_day where brand_code = p_brand;
      delete from account_first_deposit where brand_code = p_brand;
      insert into account_day (account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits,
          deposit_count, withdrawals, withdrawal_count, bonuses)
      select account_id, day, p_brand, sum(stake), sum(valid), sum(payout), sum(bets), sum(dep), sum(dep_n),
          sum(wd), sum(wd_n), sum(bonus)
      from (
        select b.account_id, (b.created_at at time zone v_tz)::date as day, b.amount as stake,
          case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount then b.amount else 0 end as valid,
          b.payout, 1 as bets, 0::bigint as dep, 0 as dep_n, 0::bigint as wd, 0 as wd_n, 0::bigint as bonus
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        union all
        select a.owner_id, (t.created_at at time zone v_tz)::date, 0, 0, 0, 0,
          case when t.kind = 'deposit' then t.amount else 0 end, case when t.kind = 'deposit' then 1 else 0 end,
          case when t.kind = 'withdrawal_payout' then t.amount else 0 end,
          case when t.kind = 'withdrawal_payout' then 1 else 0 end,
          case when t.kind = 'bonus' then t.amount else 0 end
        from ledger_transfer t
          join ledger_account a on a.id = case when t.kind = 'withdrawal_payout' then t.debit_account_id
            else t.credit_account_id end
        where t.brand_code = p_brand and t.kind in ('deposit', 'withdrawal_payout', 'bonus')
          and a.owner_id is not null
      ) x group by account_id, day;
      insert into account_first_deposit (account_id, brand_code, day, amount, at)
      select distinct on (a.owner_id) a.owner_id, p_brand, (t.created_at at time zone v_tz)::date, t.amount,
          t.created_at
        from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
        where t.brand_code = p_brand and t.kind = 'deposit' and a.owner_id is not null
        order by a.owner_id, t.id;
      delete from account_day_change q using account a where a.id = q.account_id and a.brand_code = p_brand;
      delete from account_cum x using account a where a.id = x.account_id and a.brand_code = p_brand;
      insert into account_cum (account_id, day, stake, valid_bet, payout, bet_count, deposits, withdrawals, bonuses)
      select d.account_id, d.day, sum(d.stake) over w, sum(d.valid_bet) over w, sum(d.payout) over w,
          sum(d.bet_count) over w, sum(d.deposits) over w, sum(d.withdrawals) over w, sum(d.bonuses) over w
        from account_day d where d.brand_code = p_brand
        window w as (partition by d.account_id order by d.day);
      delete from team_day t using account a where a.id = t.ancestor_id and a.brand_code = p_brand;
      insert into team_day (ancestor_id, day, stake, valid_bet, payout, bet_count, deposits, deposit_count,
          withdrawals, withdrawal_count, bonuses, active, first_deposit_count, first_deposits)
      select c.ancestor_id, x.day, sum(x.stake), sum(x.valid_bet), sum(x.payout), sum(x.bet_count),
          sum(x.deposits), sum(x.deposit_count), sum(x.withdrawals), sum(x.withdrawal_count), sum(x.bonuses),
          sum(x.active), sum(x.first_n), sum(x.first_amount)
        from (
          select d.account_id, d.day, d.stake, d.valid_bet, d.payout, d.bet_count, d.deposits, d.deposit_count,
            d.withdrawals, d.withdrawal_count, d.bonuses, (d.valid_bet > 0)::int as active, 0 as first_n,
            0::bigint as first_amount
          from account_day d where d.brand_code = p_brand
          union all
          select f.account_id, f.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, f.amount
          from account_first_deposit f where f.brand_code = p_brand
        ) x join account_closure c on c.descendant_id = x.account_id and c.depth >= 1
        group by c.ancestor_id, x.day;
      perform set_config('marquee.team_queue', 'on', true);
    end `;

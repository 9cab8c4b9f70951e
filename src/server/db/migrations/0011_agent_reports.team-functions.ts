import { type Kysely, sql } from 'kysely';

/**
 * Part of migration 0011 (agent reports): the functions that bring the team aggregates up to date —
 * team_day_catch_up (the queued changes) and account_day_rebuild (a brand from scratch). Their current text is in
 * src/server/db/sql/functions; later migrations may redefine them.
 */
export async function createTeamFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function team_day_catch_up(p_limit integer) returns integer language plpgsql as $$
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
    end $$`.execute(db);

  // Recomputes a brand's aggregates from vendor_bet and ledger_transfer (set-based).
  await sql`
    create function account_day_rebuild(p_brand text) returns void language plpgsql as $$
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
    end $$`.execute(db);
}

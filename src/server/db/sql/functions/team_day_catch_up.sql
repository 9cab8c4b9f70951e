-- owner: agent
CREATE OR REPLACE FUNCTION public.team_day_catch_up(p_limit integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
    declare
      v_count integer;
      r record;
      v_active boolean;
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
        -- The member's totals (its latest running total) and its last day with a valid bet (migration 0044):
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
      end loop;
      drop table team_day_batch;
      return v_count;
    end $function$;

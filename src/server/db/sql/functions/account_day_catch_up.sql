-- owner: agent
CREATE OR REPLACE FUNCTION public.account_day_catch_up(p_limit integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
    end $function$;

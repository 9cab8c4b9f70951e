-- owner: agent
CREATE OR REPLACE FUNCTION public.team_game_catch_up(p_limit integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
    declare
      v_count integer;
    begin
      -- Most rounds find nothing queued: no temporary table then.
      if not exists (select 1 from account_game_change) then return 0; end if;
      create temporary table game_batch (account_id bigint, day date, category text, vendor_code text,
        game_code text, stake bigint, valid_bet bigint, payout bigint, bet_count integer, n integer)
        on commit drop;
      with deleted as (
        delete from account_game_change where id in (
          select id from account_game_change order by id limit p_limit for update skip locked)
        returning *
      ) insert into game_batch
        select account_id, day, category, vendor_code, game_code, sum(stake)::bigint as stake,
          sum(valid_bet)::bigint as valid_bet, sum(payout)::bigint as payout, sum(bet_count)::int as bet_count,
          count(*)::int as n
        from deleted group by account_id, day, category, vendor_code, game_code;
      select coalesce(sum(n), 0)::int into v_count from game_batch;
      insert into account_game_day as g (account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select account_id, day, category, vendor_code, sum(stake), sum(valid_bet), sum(payout), sum(bet_count)
        from game_batch
        group by account_id, day, category, vendor_code
        order by account_id, day, category, vendor_code
      on conflict (account_id, day, category, vendor_code) do update set stake = g.stake + excluded.stake,
        valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
        bet_count = g.bet_count + excluded.bet_count;
      insert into team_game_day as g (ancestor_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select c.ancestor_id, b.day, b.category, b.vendor_code, sum(b.stake), sum(b.valid_bet), sum(b.payout),
          sum(b.bet_count)
        from game_batch b join account_closure c on c.descendant_id = b.account_id and c.depth >= 1
        group by c.ancestor_id, b.day, b.category, b.vendor_code
        order by c.ancestor_id, b.day, b.category, b.vendor_code
      on conflict (ancestor_id, day, category, vendor_code) do update set stake = g.stake + excluded.stake,
        valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
        bet_count = g.bet_count + excluded.bet_count;
      insert into game_day as g (brand_code, day, vendor_code, game_code, stake, valid_bet, payout, bet_count)
        select a.brand_code, b.day, b.vendor_code, b.game_code, sum(b.stake), sum(b.valid_bet), sum(b.payout),
          sum(b.bet_count)
        from game_batch b join account a on a.id = b.account_id
        group by a.brand_code, b.day, b.vendor_code, b.game_code
        order by a.brand_code, b.day, b.vendor_code, b.game_code
      on conflict (brand_code, day, vendor_code, game_code) do update set stake = g.stake + excluded.stake,
        valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
        bet_count = g.bet_count + excluded.bet_count;
      drop table game_batch;
      return v_count;
    end $function$;

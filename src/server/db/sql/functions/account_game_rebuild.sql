-- owner: agent
CREATE OR REPLACE FUNCTION public.account_game_rebuild(p_brand text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
    declare
      v_tz text := coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC');
    begin
      perform pg_advisory_xact_lock(1952801133);
      delete from account_game_change q using account a where a.id = q.account_id and a.brand_code = p_brand;
      delete from account_game_day g using account a where a.id = g.account_id and a.brand_code = p_brand;
      delete from team_game_day g using account a where a.id = g.ancestor_id and a.brand_code = p_brand;
      delete from game_day where brand_code = p_brand;
      insert into account_game_day (account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select b.account_id, (b.created_at at time zone v_tz)::date, coalesce(b.category, ''), b.vendor_code,
          sum(b.amount), sum(case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount
            then b.amount else 0 end), sum(b.payout), count(*)
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        group by 1, 2, 3, 4;
      insert into team_game_day (ancestor_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select c.ancestor_id, g.day, g.category, g.vendor_code, sum(g.stake), sum(g.valid_bet), sum(g.payout),
          sum(g.bet_count)
        from account_game_day g join account a on a.id = g.account_id and a.brand_code = p_brand
          join account_closure c on c.descendant_id = g.account_id and c.depth >= 1
        group by 1, 2, 3, 4;
      insert into game_day (brand_code, day, vendor_code, game_code, stake, valid_bet, payout, bet_count)
        select p_brand, (b.created_at at time zone v_tz)::date, b.vendor_code, coalesce(b.game_code, ''),
          sum(b.amount), sum(case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount
            then b.amount else 0 end), sum(b.payout), count(*)
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        group by 1, 2, 3, 4;
    end $function$;

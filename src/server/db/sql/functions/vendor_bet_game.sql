-- owner: agent
CREATE OR REPLACE FUNCTION public.vendor_bet_game()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      n_count integer := 0; n_stake bigint := 0; n_valid bigint := 0; n_payout bigint := 0;
      o_count integer := 0; o_stake bigint := 0; o_valid bigint := 0; o_payout bigint := 0;
    begin
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if new.status in ('open', 'settled') then
        n_count := 1; n_stake := new.amount; n_payout := new.payout;
        if (new.status = 'settled' or new.round_closed) and new.payout <> new.amount then n_valid := new.amount; end if;
      end if;
      if tg_op = 'UPDATE' and old.status in ('open', 'settled') then
        o_count := 1; o_stake := old.amount; o_payout := old.payout;
        if (old.status = 'settled' or old.round_closed) and old.payout <> old.amount then o_valid := old.amount; end if;
      end if;
      if n_count <> o_count or n_stake <> o_stake or n_valid <> o_valid or n_payout <> o_payout then
        insert into account_game_change (account_id, day, category, vendor_code, game_code, stake, valid_bet,
            payout, bet_count)
          values (new.account_id, (new.created_at at time zone coalesce(
              (select b.timezone from brand b where b.code = new.brand_code), 'UTC'))::date,
            coalesce(new.category, ''), new.vendor_code, coalesce(new.game_code, ''), n_stake - o_stake,
            n_valid - o_valid, n_payout - o_payout, n_count - o_count);
      end if;
      return null;
    end $function$;

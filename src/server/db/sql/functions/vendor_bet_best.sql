-- owner: missions
CREATE OR REPLACE FUNCTION public.vendor_bet_best()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      for f in select m.min_stake, m.ready from multiplier_floor m where m.brand_code = new.brand_code loop
        if not f.ready then
          perform pg_advisory_xact_lock_shared(1836412002, hashtext(new.brand_code || ':' || f.min_stake));
        end if;
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
    end $function$;

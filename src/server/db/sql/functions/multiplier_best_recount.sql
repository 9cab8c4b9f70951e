-- owner: missions
CREATE OR REPLACE FUNCTION public.multiplier_best_recount(p_account bigint, p_day date, p_floor bigint, p_brand text, p_tz text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
    end $function$;

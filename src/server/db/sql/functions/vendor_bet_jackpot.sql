-- owner: jackpot
CREATE OR REPLACE FUNCTION public.vendor_bet_jackpot()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed) and new.amount > 0 then
        insert into jackpot_event (bet_id, brand_code) values (new.id, new.brand_code)
          on conflict (bet_id) do nothing;
      end if;
      return null;
    end $function$;

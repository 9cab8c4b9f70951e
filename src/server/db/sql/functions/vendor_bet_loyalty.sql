-- owner: points
CREATE OR REPLACE FUNCTION public.vendor_bet_loyalty()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed)
          and new.payout <> new.amount and new.amount > 0 then
        insert into loyalty_event (kind, ref_id, account_id, brand_code)
          values ('bet', new.id, new.account_id, new.brand_code) on conflict (kind, ref_id) do nothing;
      end if;
      return null;
    end $function$;

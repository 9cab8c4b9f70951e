-- owner: points
CREATE OR REPLACE FUNCTION public.ledger_transfer_loyalty()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v_owner bigint;
    begin
      select a.owner_id into v_owner from ledger_account a where a.id = new.credit_account_id;
      if v_owner is not null then
        insert into loyalty_event (kind, ref_id, account_id, brand_code)
          values ('deposit', new.id, v_owner, new.brand_code) on conflict (kind, ref_id) do nothing;
      end if;
      return null;
    end $function$;

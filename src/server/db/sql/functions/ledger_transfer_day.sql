-- owner: agent
CREATE OR REPLACE FUNCTION public.ledger_transfer_day()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v_owner bigint;
    begin
      if new.kind = 'withdrawal_payout' then
        select a.owner_id into v_owner from ledger_account a where a.id = new.debit_account_id;
      else
        select a.owner_id into v_owner from ledger_account a where a.id = new.credit_account_id;
      end if;
      if v_owner is null then return null; end if;
      if new.kind = 'deposit' then
        perform account_day_add(new.brand_code, v_owner, new.created_at, 0, 0, 0, 0, new.amount, 1, 0, 0, 0);
        insert into account_first_deposit (account_id, brand_code, day, amount, at)
          values (v_owner, new.brand_code, brand_day(new.brand_code, new.created_at), new.amount, new.created_at)
          on conflict (account_id) do nothing;
      elsif new.kind = 'withdrawal_payout' then
        perform account_day_add(new.brand_code, v_owner, new.created_at, 0, 0, 0, 0, 0, 0, new.amount, 1, 0);
      else
        perform account_day_add(new.brand_code, v_owner, new.created_at, 0, 0, 0, 0, 0, 0, 0, 0, new.amount);
      end if;
      return null;
    end $function$;

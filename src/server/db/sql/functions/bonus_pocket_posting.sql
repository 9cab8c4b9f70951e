-- owner: pockets
CREATE OR REPLACE FUNCTION public.bonus_pocket_posting()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v_locked bigint;
      v_free bigint;
      v_left bigint;
      v_take bigint;
      v_pass integer;
      v_pocket record;
    begin
      if new.kind = 'bonus_forfeit' or not exists (select 1 from bonus_pocket p
          where p.cash_account_id = new.debit_account_id and p.closed_at is null) then
        return null;
      end if;
      select coalesce(sum(x.locked), 0) into v_locked from (select p.locked from bonus_pocket p
        where p.cash_account_id = new.debit_account_id and p.closed_at is null
        order by p.opened_at, p.bonus_id for update) x;
      if new.kind <> 'bet' then
        if new.debit_balance_after < v_locked then
          raise exception 'bonus funds locked: % of account % is locked by bonuses, % would be left after %',
            v_locked, new.debit_account_id, new.debit_balance_after, new.kind using errcode = 'MQ030';
        end if;
        return null;
      end if;
      -- The stake: bonus-first pockets, then free cash, then cash-first pockets (oldest first).
      v_free := greatest(new.debit_balance_after + new.amount - v_locked, 0);
      v_left := new.amount;
      for v_pass in 1..3 loop
        if v_pass = 2 then
          v_take := least(v_left, v_free);
          v_left := v_left - v_take;
        else
          for v_pocket in select p.bonus_id, p.locked from bonus_pocket p
              where p.cash_account_id = new.debit_account_id and p.closed_at is null and p.locked > 0
                and p.spend = case v_pass when 1 then 'bonus_first' else 'cash_first' end
              order by p.opened_at, p.bonus_id loop
            exit when v_left = 0;
            v_take := least(v_left, v_pocket.locked);
            update bonus_pocket set locked = locked - v_take where bonus_id = v_pocket.bonus_id;
            insert into bonus_stake (bet_transfer_id, bonus_id, amount) values (new.id, v_pocket.bonus_id, v_take);
            v_left := v_left - v_take;
          end loop;
        end if;
      end loop;
      return null;
    end $function$;

-- owner: pockets
CREATE OR REPLACE FUNCTION public.bonus_pocket_bet()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v_delta bigint := 0;
      v_row record;
      v_weight bigint;
      v_wagered bigint;
      v_valid boolean;
      v_was_valid boolean := false;
    begin
      -- A win or refund of a stake paid (partly) from locked money returns that part to its pockets, pro rata.
      if tg_op = 'UPDATE' and new.bet_transfer_id is not null and new.amount > 0 then
        if new.status = 'refunded' and old.status <> 'refunded' then
          v_delta := new.amount;
        elsif new.payout > old.payout then
          v_delta := new.payout - old.payout;
        end if;
        if v_delta > 0 then
          for v_row in select s.bonus_id, s.amount from bonus_stake s join bonus_pocket p on p.bonus_id = s.bonus_id
              where s.bet_transfer_id = new.bet_transfer_id and p.closed_at is null
              order by p.opened_at, p.bonus_id for update of p loop
            update bonus_pocket set locked = locked + v_delta * v_row.amount / new.amount
              where bonus_id = v_row.bonus_id;
          end loop;
        end if;
      end if;
      -- Turnover: a bet counts once, the first time it is a valid bet (the account reports' rule), for every
      -- open pocket opened before the bet was placed, at its category's weight (basis points, default 100 %).
      v_valid := new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed)
        and new.payout <> new.amount and new.amount > 0;
      if tg_op = 'UPDATE' then
        v_was_valid := old.status in ('open', 'settled') and (old.status = 'settled' or old.round_closed)
          and old.payout <> old.amount and old.amount > 0;
      end if;
      if v_valid and not v_was_valid then
        for v_row in select p.bonus_id, p.weights, p.required, p.wagered, p.locked from bonus_pocket p
            where p.account_id = new.account_id and p.closed_at is null and p.opened_at <= new.created_at
            order by p.opened_at, p.bonus_id for update loop
          v_weight := coalesce((v_row.weights ->> coalesce(new.category, ''))::bigint, 10000);
          v_wagered := v_row.wagered + new.amount * v_weight / 10000;
          if v_wagered >= v_row.required then
            update bonus_pocket set wagered = v_wagered, locked = 0, released = v_row.locked, closed_at = now(),
                outcome = 'completed'
              where bonus_id = v_row.bonus_id;
            update promotion_bonus set turnover_completed_at = now() where id = v_row.bonus_id;
          elsif v_wagered > v_row.wagered then
            update bonus_pocket set wagered = v_wagered where bonus_id = v_row.bonus_id;
          end if;
        end loop;
      end if;
      return null;
    end $function$;

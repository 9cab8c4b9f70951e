-- owner: agent
CREATE OR REPLACE FUNCTION public.account_first_deposit_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if tg_op = 'INSERT' then
        insert into account_day_change (account_id, day, first_deposit_count, first_deposits)
          values (new.account_id, new.day, 1, new.amount);
      else
        insert into account_day_change (account_id, day, first_deposit_count, first_deposits)
          values (old.account_id, old.day, -1, -old.amount);
      end if;
      return null;
    end $function$;

-- owner: agent
CREATE OR REPLACE FUNCTION public.account_total_active()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') and old.last_active is not null then
        update team_last_active t set count = t.count - 1 from account_closure c
          where c.descendant_id = old.account_id and c.depth >= 1 and t.ancestor_id = c.ancestor_id
            and t.day = old.last_active;
        delete from team_last_active t using account_closure c
          where c.descendant_id = old.account_id and c.depth >= 1 and t.ancestor_id = c.ancestor_id
            and t.day = old.last_active and t.count = 0;
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.last_active is not null then
        insert into team_last_active as t (ancestor_id, day, count)
          select c.ancestor_id, new.last_active, 1 from account_closure c
          where c.descendant_id = new.account_id and c.depth >= 1 order by 1
        on conflict (ancestor_id, day) do update set count = t.count + 1;
      end if;
      return null;
    end $function$;

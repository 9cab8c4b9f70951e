-- owner: session
CREATE OR REPLACE FUNCTION public.session_limit_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('marquee_sessions', 'a' || old.account_id);
        return null;
      end if;
      perform pg_notify('marquee_sessions', 'a' || new.account_id);
      if tg_op = 'UPDATE' and old.account_id <> new.account_id then
        perform pg_notify('marquee_sessions', 'a' || old.account_id);
      end if;
      return null;
    end $function$;

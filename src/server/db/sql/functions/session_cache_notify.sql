-- owner: session
CREATE OR REPLACE FUNCTION public.session_cache_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      if tg_table_name = 'session' then
        perform pg_notify('marquee_sessions', 's' || old.id);
      else
        perform pg_notify('marquee_sessions', 'a' || old.id);
      end if;
      return null;
    end $function$;

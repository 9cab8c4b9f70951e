-- owner: protection
CREATE OR REPLACE FUNCTION public.protection_exclusion_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      perform pg_notify('marquee_sessions', 'x' || new.id);
      return null;
    end $function$;

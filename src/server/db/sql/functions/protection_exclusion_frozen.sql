-- owner: protection
CREATE OR REPLACE FUNCTION public.protection_exclusion_frozen()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'an exclusion is never changed nor lifted' using errcode = 'P0001';
    end $function$;

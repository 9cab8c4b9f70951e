-- owner: points
CREATE OR REPLACE FUNCTION public.points_entry_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'points_entry is append-only' using errcode = 'MQ020';
    end $function$;

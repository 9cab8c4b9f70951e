-- owner: agent
CREATE OR REPLACE FUNCTION public.brand_day(p_brand text, p_at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 STABLE
AS $function$
      select (p_at at time zone coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC'))::date
    $function$;

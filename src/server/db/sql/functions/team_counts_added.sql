-- owner: agent
CREATE OR REPLACE FUNCTION public.team_counts_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into team_size as t (ancestor_id, depth, count)
        select n.ancestor_id, n.depth, count(*) from new_rows n where n.depth >= 1
        group by n.ancestor_id, n.depth order by 1, 2
      on conflict (ancestor_id, depth) do update set count = t.count + excluded.count;
      insert into team_registration_day as t (ancestor_id, day, count)
        select n.ancestor_id, (a.created_at at time zone coalesce(b.timezone, 'UTC'))::date, count(*)
        from new_rows n join account a on a.id = n.descendant_id left join brand b on b.code = a.brand_code
        where n.depth >= 1 group by 1, 2 order by 1, 2
      on conflict (ancestor_id, day) do update set count = t.count + excluded.count;
      insert into team_last_active as t (ancestor_id, day, count)
        select n.ancestor_id, x.last_active, count(*)
        from new_rows n join account_total x on x.account_id = n.descendant_id
        where n.depth >= 1 and x.last_active is not null group by 1, 2 order by 1, 2
      on conflict (ancestor_id, day) do update set count = t.count + excluded.count;
      return null;
    end $function$;

-- owner: agent
CREATE OR REPLACE FUNCTION public.team_counts_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update team_size t set count = t.count - x.n
        from (select o.ancestor_id, o.depth, count(*)::int as n from old_rows o where o.depth >= 1
          group by o.ancestor_id, o.depth) x
        where t.ancestor_id = x.ancestor_id and t.depth = x.depth;
      delete from team_size t where t.count = 0 and t.ancestor_id in (select o.ancestor_id from old_rows o);
      update team_registration_day t set count = t.count - x.n
        from (select o.ancestor_id, (a.created_at at time zone coalesce(b.timezone, 'UTC'))::date as day,
            count(*)::int as n
          from old_rows o join account a on a.id = o.descendant_id left join brand b on b.code = a.brand_code
          where o.depth >= 1 group by 1, 2) x
        where t.ancestor_id = x.ancestor_id and t.day = x.day;
      delete from team_registration_day t where t.count = 0
        and t.ancestor_id in (select o.ancestor_id from old_rows o);
      update team_last_active t set count = t.count - x.n
        from (select o.ancestor_id, y.last_active as day, count(*)::int as n
          from old_rows o join account_total y on y.account_id = o.descendant_id
          where o.depth >= 1 and y.last_active is not null group by 1, 2) x
        where t.ancestor_id = x.ancestor_id and t.day = x.day;
      delete from team_last_active t where t.count = 0 and t.ancestor_id in (select o.ancestor_id from old_rows o);
      return null;
    end $function$;

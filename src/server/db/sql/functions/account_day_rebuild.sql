-- owner: agent
CREATE OR REPLACE FUNCTION public.account_day_rebuild(p_brand text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
    declare
      v_tz text := coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC');
    begin
      -- The team aggregates are rebuilt below at once, not through the queue: no catch-up meanwhile
      -- (agent-aggregate.ts takes the same advisory lock), the queue triggers quiet for this transaction.
      perform pg_advisory_xact_lock(1952801133);
      perform set_config('marquee.team_queue', 'off', true);
      delete from account_day where brand_code = p_brand;
      delete from account_day_queue where brand_code = p_brand;
      delete from account_first_deposit where brand_code = p_brand;
      insert into account_day (account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits,
          deposit_count, withdrawals, withdrawal_count, bonuses)
      select account_id, day, p_brand, sum(stake), sum(valid), sum(payout), sum(bets), sum(dep), sum(dep_n),
          sum(wd), sum(wd_n), sum(bonus)
      from (
        select b.account_id, (b.created_at at time zone v_tz)::date as day, b.amount as stake,
          case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount then b.amount else 0 end as valid,
          b.payout, 1 as bets, 0::bigint as dep, 0 as dep_n, 0::bigint as wd, 0 as wd_n, 0::bigint as bonus
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        union all
        select a.owner_id, (t.created_at at time zone v_tz)::date, 0, 0, 0, 0,
          case when t.kind = 'deposit' then t.amount else 0 end, case when t.kind = 'deposit' then 1 else 0 end,
          case when t.kind = 'withdrawal_payout' then t.amount else 0 end,
          case when t.kind = 'withdrawal_payout' then 1 else 0 end,
          case when t.kind = 'bonus' then t.amount else 0 end
        from ledger_transfer t
          join ledger_account a on a.id = case when t.kind = 'withdrawal_payout' then t.debit_account_id
            else t.credit_account_id end
        where t.brand_code = p_brand and t.kind in ('deposit', 'withdrawal_payout', 'bonus')
          and a.owner_id is not null
      ) x group by account_id, day;
      insert into account_first_deposit (account_id, brand_code, day, amount, at)
      select distinct on (a.owner_id) a.owner_id, p_brand, (t.created_at at time zone v_tz)::date, t.amount,
          t.created_at
        from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
        where t.brand_code = p_brand and t.kind = 'deposit' and a.owner_id is not null
        order by a.owner_id, t.id;
      delete from account_day_change q using account a where a.id = q.account_id and a.brand_code = p_brand;
      delete from account_cum x using account a where a.id = x.account_id and a.brand_code = p_brand;
      insert into account_cum (account_id, day, stake, valid_bet, payout, bet_count, deposits, withdrawals, bonuses)
      select d.account_id, d.day, sum(d.stake) over w, sum(d.valid_bet) over w, sum(d.payout) over w,
          sum(d.bet_count) over w, sum(d.deposits) over w, sum(d.withdrawals) over w, sum(d.bonuses) over w
        from account_day d where d.brand_code = p_brand
        window w as (partition by d.account_id order by d.day);
      delete from account_total x using account a where a.id = x.account_id and a.brand_code = p_brand;
      insert into account_total (account_id, last_day, last_active, stake, valid_bet, payout, bet_count, deposits,
          withdrawals, bonuses)
      select d.account_id, max(d.day), max(d.day) filter (where d.valid_bet > 0), sum(d.stake), sum(d.valid_bet),
          sum(d.payout), sum(d.bet_count), sum(d.deposits), sum(d.withdrawals), sum(d.bonuses)
        from account_day d where d.brand_code = p_brand group by d.account_id;
      delete from team_day t using account a where a.id = t.ancestor_id and a.brand_code = p_brand;
      insert into team_day (ancestor_id, day, stake, valid_bet, payout, bet_count, deposits, deposit_count,
          withdrawals, withdrawal_count, bonuses, active, first_deposit_count, first_deposits)
      select c.ancestor_id, x.day, sum(x.stake), sum(x.valid_bet), sum(x.payout), sum(x.bet_count),
          sum(x.deposits), sum(x.deposit_count), sum(x.withdrawals), sum(x.withdrawal_count), sum(x.bonuses),
          sum(x.active), sum(x.first_n), sum(x.first_amount)
        from (
          select d.account_id, d.day, d.stake, d.valid_bet, d.payout, d.bet_count, d.deposits, d.deposit_count,
            d.withdrawals, d.withdrawal_count, d.bonuses, (d.valid_bet > 0)::int as active, 0 as first_n,
            0::bigint as first_amount
          from account_day d where d.brand_code = p_brand
          union all
          select f.account_id, f.day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, f.amount
          from account_first_deposit f where f.brand_code = p_brand
        ) x join account_closure c on c.descendant_id = x.account_id and c.depth >= 1
        group by c.ancestor_id, x.day;
      delete from team_registration_day t using account a
        where a.id = t.ancestor_id and a.brand_code = p_brand;
      insert into team_registration_day (ancestor_id, day, count)
      select c.ancestor_id, (a.created_at at time zone v_tz)::date, count(*)
        from account_closure c join account a on a.id = c.descendant_id
        where c.depth >= 1 and a.brand_code = p_brand group by 1, 2;
      delete from team_last_active t using account a where a.id = t.ancestor_id and a.brand_code = p_brand;
      insert into team_last_active (ancestor_id, day, count)
      select c.ancestor_id, x.last_active, count(*)
        from account_closure c join account_total x on x.account_id = c.descendant_id
          join account a on a.id = c.descendant_id
        where c.depth >= 1 and a.brand_code = p_brand and x.last_active is not null group by 1, 2;
      perform set_config('marquee.team_queue', 'on', true);
    end $function$;

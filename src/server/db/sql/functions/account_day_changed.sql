-- owner: agent
CREATE OR REPLACE FUNCTION public.account_day_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      -- account_day_rebuild rebuilds the team aggregates itself.
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if tg_op = 'INSERT' then
        insert into account_day_change (account_id, day, stake, valid_bet, payout, bet_count, deposits,
            deposit_count, withdrawals, withdrawal_count, bonuses, active)
          values (new.account_id, new.day, new.stake, new.valid_bet, new.payout, new.bet_count, new.deposits,
            new.deposit_count, new.withdrawals, new.withdrawal_count, new.bonuses, (new.valid_bet > 0)::int);
      elsif tg_op = 'DELETE' then
        insert into account_day_change (account_id, day, stake, valid_bet, payout, bet_count, deposits,
            deposit_count, withdrawals, withdrawal_count, bonuses, active)
          values (old.account_id, old.day, -old.stake, -old.valid_bet, -old.payout, -old.bet_count, -old.deposits,
            -old.deposit_count, -old.withdrawals, -old.withdrawal_count, -old.bonuses, -(old.valid_bet > 0)::int);
        return null;
      elsif new.account_id <> old.account_id or new.day <> old.day then
        raise exception 'account_day rows keep their account and day';
      else
        insert into account_day_change (account_id, day, stake, valid_bet, payout, bet_count, deposits,
            deposit_count, withdrawals, withdrawal_count, bonuses, active)
          values (new.account_id, new.day, new.stake - old.stake, new.valid_bet - old.valid_bet,
            new.payout - old.payout, new.bet_count - old.bet_count, new.deposits - old.deposits,
            new.deposit_count - old.deposit_count, new.withdrawals - old.withdrawals,
            new.withdrawal_count - old.withdrawal_count, new.bonuses - old.bonuses,
            (new.valid_bet > 0)::int - (old.valid_bet > 0)::int);
      end if;
      return null;
    end $function$;

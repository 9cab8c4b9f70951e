-- owner: agent
CREATE OR REPLACE FUNCTION public.account_day_add(p_brand text, p_account bigint, p_at timestamp with time zone, p_stake bigint, p_valid bigint, p_payout bigint, p_bets integer, p_deposits bigint, p_deposit_count integer, p_withdrawals bigint, p_withdrawal_count integer, p_bonuses bigint)
 RETURNS void
 LANGUAGE sql
AS $function$
      insert into account_day as d (account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits,
          deposit_count, withdrawals, withdrawal_count, bonuses)
        values (p_account, brand_day(p_brand, p_at), p_brand, p_stake, p_valid, p_payout, p_bets, p_deposits,
          p_deposit_count, p_withdrawals, p_withdrawal_count, p_bonuses)
      on conflict (account_id, day) do update set
        stake = d.stake + excluded.stake, valid_bet = d.valid_bet + excluded.valid_bet,
        payout = d.payout + excluded.payout, bet_count = d.bet_count + excluded.bet_count,
        deposits = d.deposits + excluded.deposits, deposit_count = d.deposit_count + excluded.deposit_count,
        withdrawals = d.withdrawals + excluded.withdrawals,
        withdrawal_count = d.withdrawal_count + excluded.withdrawal_count,
        bonuses = d.bonuses + excluded.bonuses
    $function$;

-- owner: vendor
CREATE OR REPLACE FUNCTION public.vendor_call(p_vendor text, p_action text, p_uuid text, p_ref text, p_fingerprint text, p_token text, p_user text, p_currency text, p_max_bet bigint, p_account bigint, p_brand text, p_wallet_currency text, p_wallet bigint, p_vendor_account bigint, p_amount bigint, p_round text, p_round_closed boolean, p_game text, p_node integer, p_category text, p_memo jsonb)
 RETURNS TABLE(o_status text, o_answer jsonb, o_fresh boolean, o_transfer bigint, o_balance bigint, o_stake bigint)
 LANGUAGE plpgsql
AS $function$
    declare
      k bigint;
      v_request_hash bytea := sha256(convert_to(p_fingerprint, 'UTF8'));
      v_tx record;
      v_session record;
      v_bet record;
      v_found boolean;
      v_post record;
      v_balance bigint;
      v_status text;
      v_answer jsonb;
      v_transfer bigint;
      v_stake bigint;
      v_refusal text;
    begin
      for k in select distinct hashtextextended(p_vendor || chr(31) || u, 0)
          from unnest(array[p_uuid, p_ref]) u order by 1 loop
        perform pg_advisory_xact_lock(k);
      end loop;
      select t.status, t.request_hash, t.answer into v_tx
        from vendor_tx t where t.vendor_code = p_vendor and t.transaction_uuid = p_uuid;
      if found then
        if v_tx.request_hash <> v_request_hash then
          return query select 'RS_ERROR_DUPLICATE_TRANSACTION'::text, null::jsonb, false, null::bigint,
            null::bigint, null::bigint;
        else
          return query select v_tx.status, v_tx.answer, false, null::bigint, null::bigint, null::bigint;
        end if;
        return;
      end if;

      if p_action = 'bet' then
        -- The launch session (token known, of this vendor and user), the account, expiry, currency, the limit.
        select ws.vendor_code, ws.account_id, ws.currency, ws.expires_at <= now() as expired, a.status
          into v_session
          from wallet_session ws join account a on a.id = ws.account_id
          where ws.token_hash = sha256(convert_to(coalesce(p_token, ''), 'UTF8'));
        if not found or p_account is null or v_session.vendor_code <> p_vendor or v_session.account_id <> p_account then
          v_refusal := 'RS_ERROR_INVALID_TOKEN';
        elsif v_session.status <> 'active' then
          v_refusal := 'RS_ERROR_USER_DISABLED';
        elsif v_session.expired then
          v_refusal := 'RS_ERROR_TOKEN_EXPIRED';
        elsif p_currency <> v_session.currency or v_session.currency <> p_wallet_currency then
          v_refusal := 'RS_ERROR_WRONG_CURRENCY';
        elsif p_amount > p_max_bet then
          v_refusal := 'RS_ERROR_LIMIT_REACHED';
        end if;
        if v_refusal is not null then
          v_status := v_refusal;
        elsif exists (select 1 from vendor_bet b where b.vendor_code = p_vendor and b.bet_uuid = p_uuid) then
          -- A rollback that arrived first left a tombstone: this bet stays rolled back.
          v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
        else
          v_status := 'RS_OK';
          if p_amount > 0 then
            select * into v_post from ledger_post(p_brand, 'bet:' || p_vendor || ':' || p_uuid,
              ledger_request_hash(p_wallet, p_vendor_account, p_amount, 'bet', p_round),
              p_wallet, p_vendor_account, p_amount, 'bet', p_round, p_memo);
            if v_post.o_outcome in ('refused', 'refused_replayed') then
              v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
            elsif v_post.o_outcome not in ('posted', 'replayed') then
              raise exception 'vendor_call: ledger conflict on bet %', p_uuid using errcode = 'MQ003';
            end if;
            v_balance := v_post.o_debit_balance;
            v_transfer := v_post.o_transfer_id;
          end if;
          if v_status = 'RS_OK' then
            insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, node_id, game_code,
                category, round, amount, status, round_closed, bet_transfer_id, settled_at)
              values (p_vendor, p_uuid, p_brand, p_account, p_wallet_currency, p_node, p_game, p_category,
                p_round, p_amount, 'open', p_round_closed, v_transfer, case when p_round_closed then now() end);
          end if;
        end if;
      else
        select b.id, b.account_id, b.currency, b.amount, b.status into v_bet
          from vendor_bet b where b.vendor_code = p_vendor and b.bet_uuid = p_ref;
        v_found := found;
        if v_found then
          v_stake := v_bet.amount;
        end if;
        if p_account is null then
          v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
        elsif not v_found then
          v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
          -- A rollback of an unknown bet leaves a tombstone (a refused bet's uuid is taken already).
          if p_action = 'rollback' and not exists (select 1 from vendor_tx t
              where t.vendor_code = p_vendor and t.transaction_uuid = p_ref) then
            insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, game_code, round, status)
              values (p_vendor, p_ref, p_brand, p_account, p_wallet_currency, p_game, p_round, 'tombstone');
          end if;
        elsif v_bet.account_id <> p_account then
          v_status := 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
        elsif v_bet.status = 'tombstone' then
          v_status := case when p_action = 'win' then 'RS_ERROR_TRANSACTION_ROLLED_BACK'
            else 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' end;
        elsif p_currency <> v_bet.currency then
          v_status := 'RS_ERROR_WRONG_CURRENCY';
        elsif p_action = 'win' then
          if v_bet.status = 'refunded' then
            v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
          else
            v_status := 'RS_OK';
            if p_amount > 0 then
              select * into v_post from ledger_post(p_brand, 'win:' || p_vendor || ':' || p_uuid,
                ledger_request_hash(p_vendor_account, p_wallet, p_amount, 'win', p_round),
                p_vendor_account, p_wallet, p_amount, 'win', p_round, p_memo);
              if v_post.o_outcome not in ('posted', 'replayed') then
                raise exception 'vendor_call: win % was not posted (%)', p_uuid, v_post.o_outcome using errcode = 'MQ003';
              end if;
              v_balance := v_post.o_credit_balance;
              v_transfer := v_post.o_transfer_id;
            end if;
            update vendor_bet set payout = payout + p_amount, status = 'settled',
                round_closed = round_closed or p_round_closed, settled_at = coalesce(settled_at, now())
              where id = v_bet.id;
          end if;
        elsif v_bet.status = 'refunded' then
          -- Rolled back already (by another rollback): nothing more to refund.
          v_status := 'RS_OK';
        elsif v_bet.status = 'settled' then
          -- A bet with a win cannot be rolled back; the protocol has no more precise status for it.
          v_status := 'RS_ERROR_UNKNOWN';
        else
          v_status := 'RS_OK';
          if v_bet.amount > 0 then
            select * into v_post from ledger_post(p_brand, 'refund:' || p_vendor || ':' || p_uuid,
              ledger_request_hash(p_vendor_account, p_wallet, v_bet.amount, 'refund', p_round),
              p_vendor_account, p_wallet, v_bet.amount, 'refund', p_round, p_memo);
            if v_post.o_outcome not in ('posted', 'replayed') then
              raise exception 'vendor_call: refund % was not posted (%)', p_uuid, v_post.o_outcome using errcode = 'MQ003';
            end if;
            v_balance := v_post.o_credit_balance;
            v_transfer := v_post.o_transfer_id;
          end if;
          update vendor_bet set status = 'refunded', settled_at = now() where id = v_bet.id;
        end if;
      end if;

      -- Answers report the wallet's balance whenever the wallet is known (not for unknown or expired sessions).
      if v_balance is null and p_wallet is not null
          and v_status not in ('RS_ERROR_INVALID_TOKEN', 'RS_ERROR_TOKEN_EXPIRED') then
        select coalesce((select a.balance from ledger_account a where a.id = p_wallet), 0) into v_balance;
      end if;
      v_answer := jsonb_build_object('status', v_status, 'user', p_user, 'currency', p_currency)
        || case when v_balance is null then '{}'::jsonb else jsonb_build_object('balance', v_balance) end;
      insert into vendor_tx (vendor_code, transaction_uuid, kind, request_hash, status, answer, account_id,
          reference_uuid, amount, transfer_id)
        values (p_vendor, p_uuid, p_action, v_request_hash, v_status, v_answer,
          case when v_status = 'RS_ERROR_INVALID_TOKEN' then null else p_account end,
          case when p_action = 'bet' then null else p_ref end, p_amount, v_transfer);
      return query select v_status, v_answer, true, v_transfer, v_balance, v_stake;
    end
    $function$;

-- owner: ledger
CREATE OR REPLACE FUNCTION public.ledger_post(p_brand text, p_key text, p_hash bytea, p_debit bigint, p_credit bigint, p_amount bigint, p_kind text, p_reference text, p_memo jsonb)
 RETURNS TABLE(o_outcome text, o_transfer_id bigint, o_debit_balance bigint, o_credit_balance bigint, o_created_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
    declare
      v_row record;
      v_seen integer := 0;
      v_debit_balance bigint;
      v_debit_negative boolean;
      v_debit_currency text;
      v_credit_currency text;
      v_credit_balance bigint;
      v_id bigint;
      v_at timestamptz;
    begin
      if p_amount is null or p_amount <= 0 then
        raise exception 'ledger_post: amount must be positive' using errcode = 'MQ001';
      end if;
      if p_debit = p_credit then
        raise exception 'ledger_post: debit and credit are the same account' using errcode = 'MQ001';
      end if;

      perform pg_advisory_xact_lock(hashtextextended(p_brand || chr(31) || p_key, 0));
      select t.id, t.request_hash, t.debit_balance_after, t.credit_balance_after, t.created_at into v_row
        from ledger_transfer t where t.brand_code = p_brand and t.idempotency_key = p_key;
      if found then
        return query select case when v_row.request_hash = p_hash then 'replayed' else 'conflict' end,
          v_row.id, v_row.debit_balance_after, v_row.credit_balance_after, v_row.created_at;
        return;
      end if;
      select r.request_hash, r.available, r.created_at into v_row
        from ledger_refusal r where r.brand_code = p_brand and r.idempotency_key = p_key;
      if found then
        return query select case when v_row.request_hash = p_hash then 'refused_replayed' else 'conflict' end,
          null::bigint, v_row.available, null::bigint, v_row.created_at;
        return;
      end if;

      for v_row in
        select a.id, a.brand_code, a.currency, a.balance, a.allow_negative from ledger_account a
          where a.id in (p_debit, p_credit) order by a.id for update
      loop
        if v_row.brand_code <> p_brand then
          raise exception 'ledger_post: account % is not of brand %', v_row.id, p_brand using errcode = 'MQ002';
        end if;
        v_seen := v_seen + 1;
        if v_row.id = p_debit then
          v_debit_balance := v_row.balance;
          v_debit_negative := v_row.allow_negative;
          v_debit_currency := v_row.currency;
        else
          v_credit_currency := v_row.currency;
        end if;
      end loop;
      if v_seen <> 2 then
        raise exception 'ledger_post: unknown account (% or %)', p_debit, p_credit using errcode = 'MQ002';
      end if;
      if v_debit_currency <> v_credit_currency then
        raise exception 'ledger_post: currencies differ (% and %)', v_debit_currency, v_credit_currency
          using errcode = 'MQ002';
      end if;

      if not v_debit_negative and v_debit_balance < p_amount then
        insert into ledger_refusal (brand_code, idempotency_key, request_hash, debit_account_id, credit_account_id,
            amount, kind, reference, reason, available)
          values (p_brand, p_key, p_hash, p_debit, p_credit, p_amount, p_kind, p_reference, 'insufficient_funds',
            v_debit_balance)
          returning created_at into v_at;
        return query select 'refused'::text, null::bigint, v_debit_balance, null::bigint, v_at;
        return;
      end if;

      update ledger_account set balance = balance - p_amount where id = p_debit returning balance into v_debit_balance;
      update ledger_account set balance = balance + p_amount where id = p_credit returning balance into v_credit_balance;
      insert into ledger_transfer (brand_code, idempotency_key, request_hash, debit_account_id, credit_account_id,
          amount, kind, reference, memo, debit_balance_after, credit_balance_after)
        values (p_brand, p_key, p_hash, p_debit, p_credit, p_amount, p_kind, p_reference, p_memo,
          v_debit_balance, v_credit_balance)
        returning id, created_at into v_id, v_at;
      return query select 'posted'::text, v_id, v_debit_balance, v_credit_balance, v_at;
    end $function$;

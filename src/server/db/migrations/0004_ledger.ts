import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger (docs/money.md). Every movement of money is one immutable row of ledger_transfer
 * moving `amount` minor units from a debit (source) account to a credit (destination) account; the balances of
 * both accounts change in the same transaction. Player accounts can never go negative (CHECK); system accounts
 * (house, provider clearing, vendor, adjustments) can, so the balances of a brand and currency always sum to 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_account (
      id bigserial primary key,
      brand_code text not null references brand (code),
      currency text not null,
      kind text not null check (kind in ('player_cash', 'player_bonus', 'player_hold', 'player_game_wallet',
        'agent', 'house', 'provider_clearing', 'vendor', 'adjustments')),
      owner_id bigint references account (id),
      code text not null default '',
      balance bigint not null default 0,
      allow_negative boolean not null,
      created_at timestamptz not null default now(),
      constraint ledger_account_funds check (allow_negative or balance >= 0),
      constraint ledger_account_owner check (
        (owner_id is null) = (kind in ('house', 'provider_clearing', 'vendor', 'adjustments'))),
      constraint ledger_account_owned_never_negative check (owner_id is null or not allow_negative)
    )`.execute(db);
  await sql`create unique index ledger_account_system on ledger_account (brand_code, currency, kind, code)
    where owner_id is null`.execute(db);
  await sql`create unique index ledger_account_owned on ledger_account (owner_id, currency, kind, code)
    where owner_id is not null`.execute(db);

  await sql`
    create table ledger_transfer (
      id bigserial primary key,
      brand_code text not null,
      idempotency_key text not null,
      request_hash bytea not null,
      debit_account_id bigint not null references ledger_account (id),
      credit_account_id bigint not null references ledger_account (id),
      amount bigint not null check (amount > 0),
      kind text not null,
      reference text,
      memo jsonb,
      debit_balance_after bigint not null,
      credit_balance_after bigint not null,
      created_at timestamptz not null default now(),
      check (debit_account_id <> credit_account_id)
    )`.execute(db);
  await sql`create unique index ledger_transfer_key on ledger_transfer (brand_code, idempotency_key)`.execute(
    db,
  );
  // The account record of a player reads postings per account and time.
  await sql`create index ledger_transfer_debit on ledger_transfer (debit_account_id, created_at)`.execute(db);
  await sql`create index ledger_transfer_credit on ledger_transfer (credit_account_id, created_at)`.execute(
    db,
  );

  // A transfer refused for lack of funds is remembered under its key: the same key stays refused.
  await sql`
    create table ledger_refusal (
      id bigserial primary key,
      brand_code text not null,
      idempotency_key text not null,
      request_hash bytea not null,
      debit_account_id bigint not null references ledger_account (id),
      credit_account_id bigint not null references ledger_account (id),
      amount bigint not null,
      kind text not null,
      reference text,
      reason text not null,
      available bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index ledger_refusal_key on ledger_refusal (brand_code, idempotency_key)`.execute(
    db,
  );

  // Postings and refusals are append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'MQ100';
    end $$`.execute(db);
  for (const table of ['ledger_transfer', 'ledger_refusal']) {
    await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_append_only()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_append_only()`.execute(db);
  }

  /*
   * ledger_post: the transfer algorithm, run inside the database so a transfer is one round trip (and works the
   * same inside a caller's transaction):
   *   1. serialise on the key (transaction-scoped advisory lock), then look it up: the same request hash returns
   *      the first outcome (a posting, or a stored refusal); a different hash is a conflict;
   *   2. lock both account rows with SELECT … FOR UPDATE in ascending id order (one global order: no deadlock
   *      between two transfers);
   *   3. check funds (accounts that may not go negative); a refusal is recorded under the key;
   *   4. update both balances and insert the transfer with the balances after it.
   * Outcomes: posted, replayed, refused, refused_replayed, conflict.
   */
  await sql`
    create function ledger_post(
      p_brand text, p_key text, p_hash bytea, p_debit bigint, p_credit bigint, p_amount bigint,
      p_kind text, p_reference text, p_memo jsonb)
    returns table (o_outcome text, o_transfer_id bigint, o_debit_balance bigint, o_credit_balance bigint,
      o_created_at timestamptz)
    language plpgsql as $$
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
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_post`.execute(db);
  await sql`drop table ledger_refusal`.execute(db);
  await sql`drop table ledger_transfer`.execute(db);
  await sql`drop function ledger_append_only`.execute(db);
  await sql`drop table ledger_account`.execute(db);
}

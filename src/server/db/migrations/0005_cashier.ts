import { type Kysely, sql } from 'kysely';

/**
 * The cashier around the ledger (docs/money.md): deposits, bound payee accounts, withdrawals and their receipt
 * proofs, the inbox, a PostgreSQL job queue (provider callbacks, auto-receipt) and the operators' audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_deposit (
      id bigserial primary key,
      order_no text not null unique,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      method_code text not null,
      provider text not null,
      currency text not null,
      amount bigint not null check (amount > 0),
      fee bigint not null default 0 check (fee >= 0 and fee < amount),
      status text not null default 'pending' check (status in ('pending', 'credited', 'failed')),
      client_key text not null,
      request_hash bytea not null,
      provider_txn_id text,
      failure_reason text,
      transfer_id bigint references ledger_transfer (id),
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create unique index payment_deposit_client_key on payment_deposit (account_id, client_key)`.execute(
    db,
  );
  await sql`create index payment_deposit_account on payment_deposit (account_id, created_at desc)`.execute(
    db,
  );
  await sql`create index payment_deposit_pending on payment_deposit (brand_code, created_at) where status = 'pending'`.execute(
    db,
  );

  await sql`
    create table payee_account (
      id bigserial primary key,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      kind text not null check (kind in ('bank', 'ewallet')),
      bank_code text not null,
      account_no text not null,
      holder_name text not null,
      created_at timestamptz not null default now(),
      removed_at timestamptz
    )`.execute(db);
  await sql`create unique index payee_account_live on payee_account (account_id, bank_code, account_no)
    where removed_at is null`.execute(db);

  await sql`
    create table withdrawal (
      id bigserial primary key,
      order_no text not null unique,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      currency text not null,
      amount bigint not null check (amount > 0),
      payee_account_id bigint not null references payee_account (id),
      bank_code text not null,
      account_no text not null,
      holder_name text not null,
      status text not null default 'pending'
        check (status in ('pending', 'approved', 'rejected', 'payout_failed')),
      payout_method text not null,
      payout_status text check (payout_status in ('sent', 'confirmed', 'failed')),
      receipt_status text check (receipt_status in ('awaiting', 'received', 'partial', 'not_received',
        'all_received', 'auto_received')),
      received_amount bigint check (received_amount >= 0),
      receipt_due_at timestamptz,
      receipt_at timestamptz,
      client_key text not null,
      request_hash bytea not null,
      hold_transfer_id bigint not null references ledger_transfer (id),
      settle_transfer_id bigint references ledger_transfer (id),
      decided_by text,
      decided_at timestamptz,
      decision_reason text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index withdrawal_client_key on withdrawal (account_id, client_key)`.execute(db);
  await sql`create index withdrawal_account on withdrawal (account_id, created_at desc)`.execute(db);
  await sql`create index withdrawal_pending on withdrawal (brand_code, created_at) where status = 'pending'`.execute(
    db,
  );

  await sql`
    create table withdrawal_proof (
      id bigserial primary key,
      withdrawal_id bigint not null references withdrawal (id),
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      size integer not null check (size > 0 and size <= 5242880),
      data bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index withdrawal_proof_withdrawal on withdrawal_proof (withdrawal_id)`.execute(db);

  // Messages keep a kind and its parameters; the text is rendered in the reader's language when listed.
  await sql`
    create table inbox_message (
      id bigserial primary key,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      kind text not null,
      params jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index inbox_message_list on inbox_message (account_id, id desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index inbox_message_unread on inbox_message (account_id)
    where deleted_at is null and read_at is null`.execute(db);

  // A job queue safe with several server instances: workers claim due rows with FOR UPDATE SKIP LOCKED.
  await sql`
    create table job (
      id bigserial primary key,
      kind text not null,
      payload jsonb not null,
      dedupe_key text unique,
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 12,
      locked_until timestamptz,
      last_error text,
      done_at timestamptz,
      failed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_due on job (run_at) where done_at is null and failed_at is null`.execute(db);

  await sql`
    create table ops_action (
      id bigserial primary key,
      brand_code text,
      actor text not null check (length(actor) > 0),
      action text not null,
      target text,
      reason text,
      detail jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create trigger ops_action_append_only before update or delete on ops_action
    for each row execute function ledger_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ops_action',
    'job',
    'inbox_message',
    'withdrawal_proof',
    'withdrawal',
    'payee_account',
    'payment_deposit',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}

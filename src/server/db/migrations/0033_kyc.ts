import { type Kysely, sql } from 'kysely';

/**
 * KYC documents (issue 27, docs/kyc.md): one row per uploaded file (the row id names the file under
 * DATA_DIR/kyc/<brand>/<id>), its kind, and the staff decision (who, when, why). A player's level is derived from
 * the approved documents and the profile against the brand's levels (brand.json "kyc"), never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kyc_document (
      id uuid primary key,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      kind text not null check (kind in ('id', 'selfie', 'address')),
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'application/pdf')),
      bytes integer not null check (bytes > 0),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      reviewed_by text,
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (reviewed_at is null)),
      check (status <> 'rejected' or reason is not null)
    )`.execute(db);
  await sql`create index kyc_document_account on kyc_document (account_id, created_at desc)`.execute(db);
  await sql`create index kyc_document_pending on kyc_document (brand_code, created_at) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table kyc_document`.execute(db);
}
